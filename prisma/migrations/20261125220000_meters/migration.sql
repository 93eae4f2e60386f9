-- Metered utilities (issue 18, DESIGN §11): a meter per metered utility of an agreement, its rates
-- over time and its readings. Each reading after the first stores what its METERED charge was made
-- from (both readings, units, the rate and fixed charge used), so a later rate never changes it.
CREATE TABLE "Meter" (
    "id" SERIAL NOT NULL,
    "agreementUtilityId" INTEGER NOT NULL,
    "dueInDays" INTEGER NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Meter_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "MeterRate" (
    "id" SERIAL NOT NULL,
    "meterId" INTEGER NOT NULL,
    "effectiveFrom" DATE NOT NULL,
    "ratePaisaPerUnit" BIGINT NOT NULL,
    "fixedPaisa" BIGINT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MeterRate_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "MeterReading" (
    "id" SERIAL NOT NULL,
    "meterId" INTEGER NOT NULL,
    "readOn" DATE NOT NULL,
    "value" INTEGER NOT NULL,
    "previousReadOn" DATE,
    "previousValue" INTEGER,
    "oldMeterFinal" INTEGER,
    "newMeterStart" INTEGER,
    "units" INTEGER,
    "ratePaisaPerUnit" BIGINT,
    "fixedPaisa" BIGINT,
    "amountPaisa" BIGINT,
    "chargeId" INTEGER,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MeterReading_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "Meter_agreementUtilityId_key" ON "Meter"("agreementUtilityId");

CREATE UNIQUE INDEX "MeterRate_meterId_effectiveFrom_key" ON "MeterRate"("meterId", "effectiveFrom");

CREATE UNIQUE INDEX "MeterReading_chargeId_key" ON "MeterReading"("chargeId");

CREATE UNIQUE INDEX "MeterReading_meterId_readOn_key" ON "MeterReading"("meterId", "readOn");

ALTER TABLE "Meter" ADD CONSTRAINT "Meter_agreementUtilityId_fkey" FOREIGN KEY ("agreementUtilityId") REFERENCES "AgreementUtility"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

ALTER TABLE "MeterRate" ADD CONSTRAINT "MeterRate_meterId_fkey" FOREIGN KEY ("meterId") REFERENCES "Meter"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

ALTER TABLE "MeterReading" ADD CONSTRAINT "MeterReading_meterId_fkey" FOREIGN KEY ("meterId") REFERENCES "Meter"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

ALTER TABLE "MeterReading" ADD CONSTRAINT "MeterReading_chargeId_fkey" FOREIGN KEY ("chargeId") REFERENCES "Charge"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
