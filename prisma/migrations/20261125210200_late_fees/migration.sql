-- Late fees (issue 18): an agreement's optional rule, and the fee charges the daily job adds. A fee
-- points at the charge it is for and carries the unique key lateFee:<chargeId>, so a job that runs
-- twice (or two at once) adds it once; the rule's version is kept on the fee.
CREATE TYPE "LateFeeKind" AS ENUM ('FLAT', 'PERCENT');

CREATE TABLE "AgreementLateFee" (
    "agreementId" INTEGER NOT NULL,
    "graceDays" INTEGER NOT NULL,
    "kind" "LateFeeKind" NOT NULL,
    "value" DECIMAL(14,2) NOT NULL,
    "capPaisa" BIGINT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "AgreementLateFee_pkey" PRIMARY KEY ("agreementId")
);

ALTER TABLE "AgreementLateFee" ADD CONSTRAINT "AgreementLateFee_agreementId_fkey" FOREIGN KEY ("agreementId") REFERENCES "Agreement"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

ALTER TABLE "Charge" ADD COLUMN "sourceChargeId" INTEGER,
  ADD COLUMN "idempotencyKey" TEXT,
  ADD COLUMN "lateFeeRuleVersion" INTEGER;

CREATE UNIQUE INDEX "Charge_idempotencyKey_key" ON "Charge"("idempotencyKey");
CREATE INDEX "Charge_sourceChargeId_idx" ON "Charge"("sourceChargeId");
ALTER TABLE "Charge" ADD CONSTRAINT "Charge_sourceChargeId_fkey" FOREIGN KEY ("sourceChargeId") REFERENCES "Charge"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
