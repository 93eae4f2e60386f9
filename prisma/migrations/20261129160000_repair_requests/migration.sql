-- Repair requests (issue 31, ADR 043): in the owner's books, with their photos and the history of
-- their state changes. Never deleted.
CREATE TYPE "RepairCategory" AS ENUM ('WATER', 'ELECTRICITY', 'PLUMBING', 'BUILDING', 'APPLIANCE', 'OTHER');
CREATE TYPE "RepairStatus" AS ENUM ('OPEN', 'IN_PROGRESS', 'DONE', 'CLOSED', 'DECLINED');

CREATE TABLE "RepairRequest" (
    "id" SERIAL NOT NULL,
    "memberId" INTEGER NOT NULL,
    "propertyId" INTEGER NOT NULL,
    "unitId" INTEGER,
    "agreementId" INTEGER,
    "category" "RepairCategory" NOT NULL,
    "location" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "status" "RepairStatus" NOT NULL DEFAULT 'OPEN',
    "declineReason" TEXT,
    "costPaisa" BIGINT,
    "chargeId" INTEGER,
    "doneAt" TIMESTAMPTZ(3),
    "reportedByMemberId" INTEGER NOT NULL,
    "byTenant" BOOLEAN NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "RepairRequest_pkey" PRIMARY KEY ("id"),
    -- A decline always has its reason; a cost is money spent, more than nothing.
    CONSTRAINT "RepairRequest_decline_has_reason" CHECK ("status" <> 'DECLINED' OR "declineReason" IS NOT NULL),
    CONSTRAINT "RepairRequest_cost_positive" CHECK ("costPaisa" IS NULL OR "costPaisa" > 0),
    -- A tenant reports on their agreement.
    CONSTRAINT "RepairRequest_tenant_has_agreement" CHECK (NOT "byTenant" OR "agreementId" IS NOT NULL)
);

CREATE TABLE "RepairPhoto" (
    "id" SERIAL NOT NULL,
    "repairId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "original" BYTEA NOT NULL,
    "originalType" TEXT NOT NULL,
    "display" BYTEA NOT NULL,
    "displayType" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RepairPhoto_pkey" PRIMARY KEY ("id"),
    -- Up to 4 photos a request; the display copy at most 300 KB.
    CONSTRAINT "RepairPhoto_position" CHECK ("position" BETWEEN 1 AND 4),
    CONSTRAINT "RepairPhoto_display_size" CHECK (octet_length("display") <= 307200)
);

CREATE TABLE "RepairEvent" (
    "id" SERIAL NOT NULL,
    "repairId" INTEGER NOT NULL,
    "fromStatus" "RepairStatus",
    "toStatus" "RepairStatus" NOT NULL,
    "note" TEXT,
    "byMemberId" INTEGER NOT NULL,
    "byTenant" BOOLEAN NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RepairEvent_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "RepairRequest_chargeId_key" ON "RepairRequest"("chargeId");
CREATE INDEX "RepairRequest_memberId_status_idx" ON "RepairRequest"("memberId", "status");
CREATE INDEX "RepairRequest_propertyId_idx" ON "RepairRequest"("propertyId");
CREATE INDEX "RepairRequest_agreementId_idx" ON "RepairRequest"("agreementId");
CREATE UNIQUE INDEX "RepairPhoto_repairId_position_key" ON "RepairPhoto"("repairId", "position");
CREATE INDEX "RepairEvent_repairId_idx" ON "RepairEvent"("repairId");
CREATE INDEX "RepairEvent_byMemberId_idx" ON "RepairEvent"("byMemberId");

ALTER TABLE "RepairRequest" ADD CONSTRAINT "RepairRequest_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "RepairRequest" ADD CONSTRAINT "RepairRequest_propertyId_fkey" FOREIGN KEY ("propertyId") REFERENCES "Property"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "RepairRequest" ADD CONSTRAINT "RepairRequest_unitId_fkey" FOREIGN KEY ("unitId") REFERENCES "Unit"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "RepairRequest" ADD CONSTRAINT "RepairRequest_agreementId_fkey" FOREIGN KEY ("agreementId") REFERENCES "Agreement"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "RepairRequest" ADD CONSTRAINT "RepairRequest_chargeId_fkey" FOREIGN KEY ("chargeId") REFERENCES "Charge"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "RepairRequest" ADD CONSTRAINT "RepairRequest_reportedByMemberId_fkey" FOREIGN KEY ("reportedByMemberId") REFERENCES "Member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "RepairPhoto" ADD CONSTRAINT "RepairPhoto_repairId_fkey" FOREIGN KEY ("repairId") REFERENCES "RepairRequest"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "RepairEvent" ADD CONSTRAINT "RepairEvent_repairId_fkey" FOREIGN KEY ("repairId") REFERENCES "RepairRequest"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "RepairEvent" ADD CONSTRAINT "RepairEvent_byMemberId_fkey" FOREIGN KEY ("byMemberId") REFERENCES "Member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
