-- The paperwork (issue 21): a tenant's identity document (number and photos sealed), the log of
-- every view of it, and the landlord's opt-in weekly digest.
ALTER TABLE "Member" ADD COLUMN "weeklyDigest" BOOLEAN NOT NULL DEFAULT false;

CREATE TYPE "IdentityDocumentType" AS ENUM ('CITIZENSHIP', 'NATIONAL_ID', 'PASSPORT', 'VOTER_ID');
CREATE TYPE "IdentityPhotoSide" AS ENUM ('FRONT', 'BACK');
CREATE TYPE "IdentityViewKind" AS ENUM ('NUMBER', 'FRONT', 'BACK', 'LEASE', 'EXPORT');

CREATE TABLE "TenantIdentity" (
    "tenantId" INTEGER NOT NULL,
    "type" "IdentityDocumentType" NOT NULL,
    "numberCiphertext" TEXT NOT NULL,
    "keyId" TEXT NOT NULL,
    "issuingDistrictId" INTEGER NOT NULL,
    "issuedOn" DATE NOT NULL,
    "issuedCalendar" "CalendarType" NOT NULL DEFAULT 'BS',
    "updatedByMemberId" INTEGER NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "TenantIdentity_pkey" PRIMARY KEY ("tenantId")
);

CREATE INDEX "TenantIdentity_issuingDistrictId_idx" ON "TenantIdentity"("issuingDistrictId");

CREATE TABLE "TenantIdentityPhoto" (
    "tenantId" INTEGER NOT NULL,
    "side" "IdentityPhotoSide" NOT NULL,
    "mimeType" TEXT NOT NULL,
    "sealed" BYTEA NOT NULL,
    "keyId" TEXT NOT NULL,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "TenantIdentityPhoto_pkey" PRIMARY KEY ("tenantId","side")
);

CREATE TABLE "IdentityViewLog" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "viewerMemberId" INTEGER NOT NULL,
    "asTenant" BOOLEAN NOT NULL DEFAULT false,
    "what" "IdentityViewKind" NOT NULL,
    "ip" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "IdentityViewLog_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "IdentityViewLog_tenantId_createdAt_idx" ON "IdentityViewLog"("tenantId", "createdAt");
CREATE INDEX "IdentityViewLog_viewerMemberId_idx" ON "IdentityViewLog"("viewerMemberId");

ALTER TABLE "TenantIdentity" ADD CONSTRAINT "TenantIdentity_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "TenantIdentity" ADD CONSTRAINT "TenantIdentity_issuingDistrictId_fkey" FOREIGN KEY ("issuingDistrictId") REFERENCES "District"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "TenantIdentityPhoto" ADD CONSTRAINT "TenantIdentityPhoto_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "IdentityViewLog" ADD CONSTRAINT "IdentityViewLog_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "IdentityViewLog" ADD CONSTRAINT "IdentityViewLog_viewerMemberId_fkey" FOREIGN KEY ("viewerMemberId") REFERENCES "Member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
