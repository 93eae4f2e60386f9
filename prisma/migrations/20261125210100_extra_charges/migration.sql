-- Extra charges (issue 18): a one-off charge has a description, and is cancelled (while unpaid) with
-- a reason, kept in the ledger as CANCELLED. A waived late fee uses the same two columns.
ALTER TABLE "Charge" ADD COLUMN "description" TEXT,
  ADD COLUMN "cancelReason" TEXT,
  ADD COLUMN "cancelledAt" TIMESTAMPTZ(3);
