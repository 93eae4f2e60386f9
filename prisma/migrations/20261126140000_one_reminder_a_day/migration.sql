-- One reminder text a day per tenant and landlord (issue 18): the day's text, and each charge's
-- reminder decision (listed in that text, or waiting for its next day).
CREATE TABLE "ReminderDay" (
    "memberId" INTEGER NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "smsMessageId" INTEGER,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ReminderDay_pkey" PRIMARY KEY ("memberId","tenantId","day")
);

CREATE TABLE "ReminderDecision" (
    "chargeId" INTEGER NOT NULL,
    "offsetDays" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "smsMessageId" INTEGER,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ReminderDecision_pkey" PRIMARY KEY ("chargeId","offsetDays")
);

CREATE UNIQUE INDEX "ReminderDay_smsMessageId_key" ON "ReminderDay"("smsMessageId");
CREATE INDEX "ReminderDecision_smsMessageId_idx" ON "ReminderDecision"("smsMessageId");

ALTER TABLE "ReminderDay" ADD CONSTRAINT "ReminderDay_smsMessageId_fkey" FOREIGN KEY ("smsMessageId") REFERENCES "SmsMessage"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "ReminderDecision" ADD CONSTRAINT "ReminderDecision_chargeId_fkey" FOREIGN KEY ("chargeId") REFERENCES "Charge"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "ReminderDecision" ADD CONSTRAINT "ReminderDecision_smsMessageId_fkey" FOREIGN KEY ("smsMessageId") REFERENCES "SmsMessage"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
