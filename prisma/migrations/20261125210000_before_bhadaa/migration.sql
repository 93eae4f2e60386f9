-- Leases that started before Bhadaa (issue 18): charges settled outside it are a status of their own
-- (they take no payment and are never reminded), the agreement keeps the day they are settled up to,
-- and an opening balance is one row of the one ledger: a Charge when the tenant owed, a Payment
-- without a receipt number when the tenant was in credit.
ALTER TYPE "ChargeStatus" ADD VALUE 'BEFORE_BHADAA';
ALTER TABLE "Agreement" ADD COLUMN "paidUpTo" DATE;
ALTER TABLE "Charge" ADD COLUMN "openingBalance" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "Payment" ADD COLUMN "openingCredit" BOOLEAN NOT NULL DEFAULT false,
  ALTER COLUMN "receiptNumber" DROP NOT NULL;
