-- A renewal is upcoming until its start day; then, once, the agreement it renews hands over its open
-- balance, pay link and meters (ADR 021). The marker says the hand-over happened.
ALTER TABLE "Agreement" ADD COLUMN "renewalStartedAt" TIMESTAMPTZ(3);

-- Renewals made before this change took over when they were made.
UPDATE "Agreement" SET "renewalStartedAt" = "createdAt" WHERE "renewedFromId" IS NOT NULL;

