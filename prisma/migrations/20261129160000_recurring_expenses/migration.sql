-- Monthly recurring expenses (issue 31, ADR 042): a guard's salary, a loan's interest. The daily job
-- writes each B.S. month's expense once (Expense."idempotencyKey" 'recurring:<id>:<yyyy-mm>'),
-- linked back here; stopping one keeps the expenses already written.
CREATE TABLE "RecurringExpense" (
    "id" SERIAL NOT NULL,
    "memberId" INTEGER NOT NULL,
    "propertyId" INTEGER NOT NULL,
    "unitId" INTEGER,
    "category" "ExpenseCategory" NOT NULL,
    "amountPaisa" BIGINT NOT NULL,
    "dayOfMonth" INTEGER NOT NULL,
    "startBsYear" INTEGER NOT NULL,
    "startBsMonth" INTEGER NOT NULL,
    "paidTo" TEXT,
    "note" TEXT,
    "recordedByMemberId" INTEGER,
    "stoppedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RecurringExpense_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "RecurringExpense_amount_positive" CHECK ("amountPaisa" > 0),
    CONSTRAINT "RecurringExpense_day_of_month" CHECK ("dayOfMonth" BETWEEN 1 AND 32),
    CONSTRAINT "RecurringExpense_start_month" CHECK ("startBsMonth" BETWEEN 1 AND 12)
);

CREATE INDEX "RecurringExpense_memberId_idx" ON "RecurringExpense"("memberId");
CREATE INDEX "RecurringExpense_propertyId_idx" ON "RecurringExpense"("propertyId");

ALTER TABLE "RecurringExpense" ADD CONSTRAINT "RecurringExpense_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "RecurringExpense" ADD CONSTRAINT "RecurringExpense_propertyId_fkey" FOREIGN KEY ("propertyId") REFERENCES "Property"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "RecurringExpense" ADD CONSTRAINT "RecurringExpense_unitId_fkey" FOREIGN KEY ("unitId") REFERENCES "Unit"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "RecurringExpense" ADD CONSTRAINT "RecurringExpense_recordedByMemberId_fkey" FOREIGN KEY ("recordedByMemberId") REFERENCES "Member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

ALTER TABLE "Expense" ADD COLUMN "recurringExpenseId" INTEGER;
CREATE INDEX "Expense_recurringExpenseId_idx" ON "Expense"("recurringExpenseId");
ALTER TABLE "Expense" ADD CONSTRAINT "Expense_recurringExpenseId_fkey" FOREIGN KEY ("recurringExpenseId") REFERENCES "RecurringExpense"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
