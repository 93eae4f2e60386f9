-- The people around a property (DESIGN §13, ADR 041): co-owners, managers, collectors and viewers,
-- invited by phone; and who recorded a payment or a meter reading when not the landlord.
CREATE TYPE "PropertyRole" AS ENUM ('CO_OWNER', 'MANAGER', 'COLLECTOR', 'VIEWER');
CREATE TYPE "InvitationStatus" AS ENUM ('PENDING', 'ACCEPTED', 'DECLINED', 'CANCELLED');

CREATE TABLE "PropertyTeamMember" (
  "propertyId" INTEGER NOT NULL,
  "memberId" INTEGER NOT NULL,
  "role" "PropertyRole" NOT NULL,
  "shareBasisPoints" INTEGER,
  "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "updatedAt" TIMESTAMPTZ(3) NOT NULL,
  CONSTRAINT "PropertyTeamMember_pkey" PRIMARY KEY ("propertyId", "memberId")
);
CREATE INDEX "PropertyTeamMember_memberId_idx" ON "PropertyTeamMember"("memberId");
ALTER TABLE "PropertyTeamMember" ADD CONSTRAINT "PropertyTeamMember_propertyId_fkey" FOREIGN KEY ("propertyId") REFERENCES "Property"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "PropertyTeamMember" ADD CONSTRAINT "PropertyTeamMember_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
-- A share only for a co-owner, and between 0 and 100 %.
ALTER TABLE "PropertyTeamMember" ADD CONSTRAINT "PropertyTeamMember_share_check"
  CHECK (("role" = 'CO_OWNER') = ("shareBasisPoints" IS NOT NULL) AND "shareBasisPoints" BETWEEN 0 AND 10000);

CREATE TABLE "PropertyInvitation" (
  "id" SERIAL NOT NULL,
  "propertyId" INTEGER NOT NULL,
  "phone" TEXT NOT NULL,
  "role" "PropertyRole" NOT NULL,
  "shareBasisPoints" INTEGER,
  "invitedByMemberId" INTEGER NOT NULL,
  "status" "InvitationStatus" NOT NULL DEFAULT 'PENDING',
  "expiresAt" TIMESTAMPTZ(3) NOT NULL,
  "answeredAt" TIMESTAMPTZ(3),
  "answeredByMemberId" INTEGER,
  "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "PropertyInvitation_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "PropertyInvitation_phone_status_idx" ON "PropertyInvitation"("phone", "status");
CREATE INDEX "PropertyInvitation_propertyId_status_idx" ON "PropertyInvitation"("propertyId", "status");
ALTER TABLE "PropertyInvitation" ADD CONSTRAINT "PropertyInvitation_propertyId_fkey" FOREIGN KEY ("propertyId") REFERENCES "Property"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "PropertyInvitation" ADD CONSTRAINT "PropertyInvitation_invitedByMemberId_fkey" FOREIGN KEY ("invitedByMemberId") REFERENCES "Member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "PropertyInvitation" ADD CONSTRAINT "PropertyInvitation_answeredByMemberId_fkey" FOREIGN KEY ("answeredByMemberId") REFERENCES "Member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "PropertyInvitation" ADD CONSTRAINT "PropertyInvitation_share_check"
  CHECK (("role" = 'CO_OWNER') = ("shareBasisPoints" IS NOT NULL) AND "shareBasisPoints" BETWEEN 0 AND 10000);

ALTER TABLE "Payment" ADD COLUMN "recordedByMemberId" INTEGER;
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_recordedByMemberId_fkey" FOREIGN KEY ("recordedByMemberId") REFERENCES "Member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "MeterReading" ADD COLUMN "recordedByMemberId" INTEGER;
ALTER TABLE "MeterReading" ADD CONSTRAINT "MeterReading_recordedByMemberId_fkey" FOREIGN KEY ("recordedByMemberId") REFERENCES "Member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
