-- A property's expenses (issue 31): in the owner's books, voided with a reason, never deleted.
CREATE TYPE "ExpenseCategory" AS ENUM ('REPAIR', 'ELECTRICITY', 'WATER', 'TAX', 'MAINTENANCE', 'STAFF', 'INSURANCE', 'LOAN_INTEREST', 'OTHER');

CREATE TABLE "Expense" (
    "id" SERIAL NOT NULL,
    "memberId" INTEGER NOT NULL,
    "propertyId" INTEGER NOT NULL,
    "unitId" INTEGER,
    "category" "ExpenseCategory" NOT NULL,
    "amountPaisa" BIGINT NOT NULL,
    "spentOn" DATE NOT NULL,
    "spentCalendar" "CalendarType" NOT NULL DEFAULT 'BS',
    "paidTo" TEXT,
    "note" TEXT,
    "electricityUnits" INTEGER,
    "receiptPhoto" BYTEA,
    "receiptPhotoType" TEXT,
    "idempotencyKey" TEXT,
    "recordedByMemberId" INTEGER,
    "voidedAt" TIMESTAMPTZ(3),
    "voidReason" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Expense_pkey" PRIMARY KEY ("id"),
    -- An expense is money out: more than nothing. Units only on an electricity bill, and more than none.
    CONSTRAINT "Expense_amount_positive" CHECK ("amountPaisa" > 0),
    CONSTRAINT "Expense_units_of_electricity" CHECK ("electricityUnits" IS NULL OR ("category" = 'ELECTRICITY' AND "electricityUnits" > 0)),
    -- A void always has its reason.
    CONSTRAINT "Expense_void_has_reason" CHECK (("voidedAt" IS NULL) = ("voidReason" IS NULL))
);

CREATE UNIQUE INDEX "Expense_idempotencyKey_key" ON "Expense"("idempotencyKey");
CREATE INDEX "Expense_memberId_spentOn_idx" ON "Expense"("memberId", "spentOn");
CREATE INDEX "Expense_propertyId_spentOn_idx" ON "Expense"("propertyId", "spentOn");
CREATE INDEX "Expense_unitId_idx" ON "Expense"("unitId");

ALTER TABLE "Expense" ADD CONSTRAINT "Expense_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "Expense" ADD CONSTRAINT "Expense_propertyId_fkey" FOREIGN KEY ("propertyId") REFERENCES "Property"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "Expense" ADD CONSTRAINT "Expense_unitId_fkey" FOREIGN KEY ("unitId") REFERENCES "Unit"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "Expense" ADD CONSTRAINT "Expense_recordedByMemberId_fkey" FOREIGN KEY ("recordedByMemberId") REFERENCES "Member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
