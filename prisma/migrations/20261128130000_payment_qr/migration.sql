-- The landlord's own bank or wallet QR (DESIGN §14): one for the landlord, at most one per property.
CREATE TABLE "PaymentQr" (
  "id" SERIAL NOT NULL,
  "memberId" INTEGER NOT NULL,
  "propertyId" INTEGER,
  "payload" TEXT NOT NULL,
  "accountName" TEXT,
  "city" TEXT,
  "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "updatedAt" TIMESTAMPTZ(3) NOT NULL,
  CONSTRAINT "PaymentQr_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "PaymentQr_propertyId_key" ON "PaymentQr"("propertyId");
CREATE INDEX "PaymentQr_memberId_idx" ON "PaymentQr"("memberId");
-- One landlord-wide QR each (propertyId null) is kept by the service, which saves under a lock of
-- the member's row: a partial unique index is one Prisma's schema cannot say (the drift test).

ALTER TABLE "PaymentQr" ADD CONSTRAINT "PaymentQr_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "PaymentQr" ADD CONSTRAINT "PaymentQr_propertyId_fkey" FOREIGN KEY ("propertyId") REFERENCES "Property"("id") ON DELETE CASCADE ON UPDATE CASCADE;
