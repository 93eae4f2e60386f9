-- Paid plans (issue 17): a paid plan's end date, and each plan bought through Bhadaa's own merchant account.
CREATE TYPE "PlanPeriod" AS ENUM ('MONTH', 'YEAR');

ALTER TABLE "Member" ADD COLUMN "planEndsOn" DATE;

CREATE TABLE "PlanPayment" (
    "id" SERIAL NOT NULL,
    "memberId" INTEGER NOT NULL,
    "plan" "Plan" NOT NULL,
    "period" "PlanPeriod" NOT NULL,
    "gateway" "PaymentGateway" NOT NULL,
    "amountPaisa" BIGINT NOT NULL,
    "orderId" TEXT NOT NULL,
    "reference" TEXT,
    "transactionId" TEXT,
    "status" "GatewayPaymentStatus" NOT NULL DEFAULT 'INITIATED',
    "answers" JSONB NOT NULL DEFAULT '[]',
    "startsOn" DATE,
    "endsOn" DATE,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "PlanPayment_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "PlanPayment_orderId_key" ON "PlanPayment"("orderId");
CREATE UNIQUE INDEX "PlanPayment_gateway_reference_key" ON "PlanPayment"("gateway", "reference");
CREATE UNIQUE INDEX "PlanPayment_gateway_transactionId_key" ON "PlanPayment"("gateway", "transactionId");
CREATE INDEX "PlanPayment_memberId_createdAt_idx" ON "PlanPayment"("memberId", "createdAt");

ALTER TABLE "PlanPayment" ADD CONSTRAINT "PlanPayment_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
