-- The printed lease (issue 21): what it says beyond the agreement's own fields, kept with the
-- agreement. One row per agreement, written the first time the landlord edits the lease.
CREATE TYPE "RentTaxPayer" AS ENUM ('LANDLORD', 'TENANT');

CREATE TABLE "LeaseTerms" (
    "agreementId" INTEGER NOT NULL,
    "purpose" TEXT,
    "noticeDays" INTEGER NOT NULL DEFAULT 35,
    "rentTaxPaidBy" "RentTaxPayer" NOT NULL DEFAULT 'LANDLORD',
    "clauses" TEXT,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "LeaseTerms_pkey" PRIMARY KEY ("agreementId")
);

ALTER TABLE "LeaseTerms" ADD CONSTRAINT "LeaseTerms_agreementId_fkey" FOREIGN KEY ("agreementId") REFERENCES "Agreement"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
