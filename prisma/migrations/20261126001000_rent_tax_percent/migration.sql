-- The member's house-rent tax rate for the rent-income report (issue 18); municipalities differ.
ALTER TABLE "Member" ADD COLUMN "rentTaxPercent" DECIMAL(5,2) NOT NULL DEFAULT 10;
