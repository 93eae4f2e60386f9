-- The municipality's rental notices (issue 21): a house let or fallen vacant is reported within
-- 7 days; one notice per agreement and kind. Members choose which municipalities ask for them.
CREATE TYPE "RentalNoticeKind" AS ENUM ('LET', 'VACATED');

CREATE TABLE "RentalNotice" (
    "id" SERIAL NOT NULL,
    "memberId" INTEGER NOT NULL,
    "agreementId" INTEGER NOT NULL,
    "kind" "RentalNoticeKind" NOT NULL,
    "localLevelId" INTEGER NOT NULL,
    "eventDate" DATE NOT NULL,
    "dueDate" DATE NOT NULL,
    "filedOn" DATE,
    "reference" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RentalNotice_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "RentalNoticeMunicipality" (
    "memberId" INTEGER NOT NULL,
    "localLevelId" INTEGER NOT NULL,
    "required" BOOLEAN NOT NULL,

    CONSTRAINT "RentalNoticeMunicipality_pkey" PRIMARY KEY ("memberId","localLevelId")
);

CREATE UNIQUE INDEX "RentalNotice_agreementId_kind_key" ON "RentalNotice"("agreementId", "kind");
CREATE INDEX "RentalNotice_memberId_dueDate_idx" ON "RentalNotice"("memberId", "dueDate");

ALTER TABLE "RentalNotice" ADD CONSTRAINT "RentalNotice_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "RentalNotice" ADD CONSTRAINT "RentalNotice_agreementId_fkey" FOREIGN KEY ("agreementId") REFERENCES "Agreement"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "RentalNotice" ADD CONSTRAINT "RentalNotice_localLevelId_fkey" FOREIGN KEY ("localLevelId") REFERENCES "LocalLevel"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "RentalNoticeMunicipality" ADD CONSTRAINT "RentalNoticeMunicipality_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "RentalNoticeMunicipality" ADD CONSTRAINT "RentalNoticeMunicipality_localLevelId_fkey" FOREIGN KEY ("localLevelId") REFERENCES "LocalLevel"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
