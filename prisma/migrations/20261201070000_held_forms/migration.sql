-- A form posted after its web session had ended, kept for its member to send after signing in
-- again (ADR 066). Small and short-lived: retention deletes a row a day after it was kept.
CREATE TABLE "HeldForm" (
    "id" TEXT NOT NULL,
    "memberId" INTEGER NOT NULL,
    "path" TEXT NOT NULL,
    "fields" JSONB NOT NULL,
    "leftOut" BOOLEAN NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "HeldForm_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "HeldForm_memberId_idx" ON "HeldForm"("memberId");

ALTER TABLE "HeldForm" ADD CONSTRAINT "HeldForm_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE CASCADE ON UPDATE CASCADE;
