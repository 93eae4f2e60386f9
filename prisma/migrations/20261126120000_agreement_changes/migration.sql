-- Changing and renewing an agreement (issue 18, ADR 021): each change kept with who, when, why and
-- the terms before and after; a renewal is a new agreement linked to the one it renews.
CREATE TYPE "AgreementChangeKind" AS ENUM ('CHANGE', 'RENEWAL');

ALTER TABLE "Agreement" ADD COLUMN "renewedFromId" INTEGER;
CREATE UNIQUE INDEX "Agreement_renewedFromId_key" ON "Agreement"("renewedFromId");
ALTER TABLE "Agreement" ADD CONSTRAINT "Agreement_renewedFromId_fkey" FOREIGN KEY ("renewedFromId") REFERENCES "Agreement"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE TABLE "AgreementChange" (
    "id" SERIAL NOT NULL,
    "agreementId" INTEGER NOT NULL,
    "memberId" INTEGER NOT NULL,
    "kind" "AgreementChangeKind" NOT NULL,
    "effectiveDate" DATE NOT NULL,
    "reason" TEXT NOT NULL,
    "oldTerms" JSONB NOT NULL,
    "newTerms" JSONB NOT NULL,
    "renewalId" INTEGER,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AgreementChange_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "AgreementChange_renewalId_key" ON "AgreementChange"("renewalId");
CREATE INDEX "AgreementChange_agreementId_createdAt_idx" ON "AgreementChange"("agreementId", "createdAt");
CREATE INDEX "AgreementChange_memberId_idx" ON "AgreementChange"("memberId");

ALTER TABLE "AgreementChange" ADD CONSTRAINT "AgreementChange_agreementId_fkey" FOREIGN KEY ("agreementId") REFERENCES "Agreement"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "AgreementChange" ADD CONSTRAINT "AgreementChange_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- The payments that move a balance or credit to the renewal (no receipt, not income).
ALTER TABLE "Payment" ADD COLUMN "carryOver" BOOLEAN NOT NULL DEFAULT false;
