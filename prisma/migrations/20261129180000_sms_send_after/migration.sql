-- Texts held to DESIGN §5's sending hours (ADR 046): a message decided outside 09:00-19:00 Nepal
-- time names the instant it may go out, and its send job starts then. A held repair text names the
-- move it tells of, so that it is cancelled if the request moved again before its time came.
-- No index on "repairEventId": only the sender reads it, from the message (as "chargeId", ADR 023),
-- and nothing deletes repair events. Texts written before this migration went out at once: none waits.
ALTER TABLE "SmsMessage" ADD COLUMN "sendAfter" TIMESTAMPTZ(3),
                         ADD COLUMN "repairEventId" INTEGER;
ALTER TABLE "SmsMessage" ADD CONSTRAINT "SmsMessage_repairEventId_fkey" FOREIGN KEY ("repairEventId") REFERENCES "RepairEvent"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
