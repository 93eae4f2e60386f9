-- Every kind of money owed lives in the one Charge table (DESIGN §11): metered utilities, one-off
-- extra charges and late fees join rent and fixed utilities.
ALTER TYPE "ChargeKind" ADD VALUE 'METERED';
ALTER TYPE "ChargeKind" ADD VALUE 'EXTRA';
ALTER TYPE "ChargeKind" ADD VALUE 'LATE_FEE';
