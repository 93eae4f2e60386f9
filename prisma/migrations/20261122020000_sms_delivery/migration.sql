-- SMS delivery (issue 6, ADR 008): message ownership by job, send-before deadlines, the SMS log's
-- index, and the persisted pause of a gateway.

-- AlterTable
ALTER TABLE "SmsMessage" ADD COLUMN "sendBefore" TIMESTAMPTZ(3),
ADD COLUMN "jobId" TEXT,
ADD COLUMN "sendingAt" TIMESTAMPTZ(3);

-- DropIndex
DROP INDEX "SmsMessage_memberId_idx";

-- CreateIndex
CREATE INDEX "SmsMessage_memberId_createdAt_idx" ON "SmsMessage"("memberId", "createdAt");

-- CreateEnum
CREATE TYPE "SmsPauseReason" AS ENUM ('NO_CREDIT', 'ACCOUNT');

-- CreateTable
CREATE TABLE "SmsGateway" (
    "provider" TEXT NOT NULL,
    "pausedAt" TIMESTAMPTZ(3),
    "pauseReason" "SmsPauseReason",
    "pauseError" TEXT,
    "probeMessageId" INTEGER,
    "checkedAt" TIMESTAMPTZ(3),
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "SmsGateway_pkey" PRIMARY KEY ("provider")
);
