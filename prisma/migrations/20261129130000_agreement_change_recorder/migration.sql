-- Who changed or renewed an agreement when not its landlord: a co-owner or manager (ADR 041).
ALTER TABLE "AgreementChange" ADD COLUMN "recordedByMemberId" INTEGER;
ALTER TABLE "AgreementChange" ADD CONSTRAINT "AgreementChange_recordedByMemberId_fkey" FOREIGN KEY ("recordedByMemberId") REFERENCES "Member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
