-- Reminders (issue 6, ADR 011): a reminder's message names its charge, so sending can check that
-- the reminder is still true (charge unpaid, agreement running) before it goes out.

-- AlterTable
ALTER TABLE "SmsMessage" ADD COLUMN "chargeId" INTEGER;

-- CreateIndex
CREATE INDEX "SmsMessage_chargeId_idx" ON "SmsMessage"("chargeId");

-- AddForeignKey
ALTER TABLE "SmsMessage" ADD CONSTRAINT "SmsMessage_chargeId_fkey" FOREIGN KEY ("chargeId") REFERENCES "Charge"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
