-- A termination takes the day the tenant leaves (the move-out day), which may be before or after
-- the day it is recorded (`terminatedAt`). Agreements terminated before this column existed left
-- on the day the termination was recorded, Nepal time.
ALTER TABLE "Agreement" ADD COLUMN "moveOutDate" DATE;

UPDATE "Agreement"
SET "moveOutDate" = ("terminatedAt" AT TIME ZONE 'Asia/Kathmandu')::date
WHERE "terminatedAt" IS NOT NULL;
