-- The operator console (issue 20): support desk, audit log, support access, UNKNOWN SMS decisions.
CREATE TYPE "SupportTicketKind" AS ENUM ('SUPPORT', 'WRONGFUL_USE');
CREATE TYPE "SupportTicketStatus" AS ENUM ('NEW', 'IN_PROGRESS', 'CLOSED');

ALTER TABLE "Member" ADD COLUMN "supportAccessUntil" TIMESTAMPTZ(3);
ALTER TABLE "SmsMessage" ADD COLUMN "operatorDecision" TEXT;

ALTER TABLE "SupportTicket"
  ADD COLUMN "kind" "SupportTicketKind" NOT NULL DEFAULT 'SUPPORT',
  ADD COLUMN "status" "SupportTicketStatus" NOT NULL DEFAULT 'NEW',
  ADD COLUMN "freezesClaims" BOOLEAN NOT NULL DEFAULT false,
  ADD COLUMN "language" "Language" NOT NULL DEFAULT 'ENG',
  ADD COLUMN "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;
CREATE INDEX "SupportTicket_status_createdAt_idx" ON "SupportTicket"("status", "createdAt");
CREATE INDEX "SupportTicket_phone_idx" ON "SupportTicket"("phone");

CREATE TABLE "SupportTicketNote" (
  "id" SERIAL NOT NULL,
  "ticketId" INTEGER NOT NULL,
  "authorMemberId" INTEGER NOT NULL,
  "body" TEXT NOT NULL,
  "smsMessageId" INTEGER,
  "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "SupportTicketNote_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "SupportTicketNote_smsMessageId_key" ON "SupportTicketNote"("smsMessageId");
CREATE INDEX "SupportTicketNote_ticketId_idx" ON "SupportTicketNote"("ticketId");
ALTER TABLE "SupportTicketNote" ADD CONSTRAINT "SupportTicketNote_ticketId_fkey"
  FOREIGN KEY ("ticketId") REFERENCES "SupportTicket"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE TABLE "AuditEvent" (
  "id" SERIAL NOT NULL,
  "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "actorMemberId" INTEGER,
  "actorRole" TEXT NOT NULL,
  "action" TEXT NOT NULL,
  "target" TEXT,
  "subjectMemberId" INTEGER,
  "ip" TEXT,
  "reason" TEXT,
  "details" JSONB NOT NULL DEFAULT '{}',
  CONSTRAINT "AuditEvent_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "AuditEvent_subjectMemberId_createdAt_idx" ON "AuditEvent"("subjectMemberId", "createdAt");
CREATE INDEX "AuditEvent_createdAt_idx" ON "AuditEvent"("createdAt");

-- Append-only: no route, job or hand-typed statement may change or remove a row.
CREATE FUNCTION "AuditEvent_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'AuditEvent is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
CREATE TRIGGER "AuditEvent_no_update_or_delete" BEFORE UPDATE OR DELETE ON "AuditEvent"
  FOR EACH ROW EXECUTE FUNCTION "AuditEvent_append_only"();
CREATE TRIGGER "AuditEvent_no_truncate" BEFORE TRUNCATE ON "AuditEvent"
  FOR EACH STATEMENT EXECUTE FUNCTION "AuditEvent_append_only"();
