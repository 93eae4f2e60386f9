-- Corrections (issue 18): a corrected meter reading keeps its previous value; a landlord's
-- correction of a tenant record someone else holds is a request the other party answers.
ALTER TABLE "MeterReading" ADD COLUMN "correctedFromValue" INTEGER,
ADD COLUMN "correctedAt" TIMESTAMPTZ(3);

CREATE TYPE "TenantChangeStatus" AS ENUM ('PENDING', 'ACCEPTED', 'DECLINED');

CREATE TABLE "TenantChangeRequest" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "requestedByMemberId" INTEGER NOT NULL,
    "firstName" TEXT NOT NULL,
    "lastName" TEXT NOT NULL,
    "prefLanguage" "Language" NOT NULL,
    "status" "TenantChangeStatus" NOT NULL DEFAULT 'PENDING',
    "decidedByMemberId" INTEGER,
    "decidedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TenantChangeRequest_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "TenantChangeRequest_tenantId_status_idx" ON "TenantChangeRequest"("tenantId", "status");
CREATE INDEX "TenantChangeRequest_requestedByMemberId_idx" ON "TenantChangeRequest"("requestedByMemberId");

ALTER TABLE "TenantChangeRequest" ADD CONSTRAINT "TenantChangeRequest_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "TenantChangeRequest" ADD CONSTRAINT "TenantChangeRequest_requestedByMemberId_fkey" FOREIGN KEY ("requestedByMemberId") REFERENCES "Member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
