-- The outbox's indexes that no query reads (issue 29, ADR 023): every message is written to each
-- index of "SmsMessage", and the reminder scan writes thousands at once. No query looks messages
-- up by tenant or by charge (the send-time check reads a reminder's charges from the message);
-- these two served only the foreign keys' ON DELETE RESTRICT check, and the app deletes neither
-- tenants nor charges (such a delete would read the outbox instead, and still be refused).
DROP INDEX "SmsMessage_tenantId_idx";
DROP INDEX "SmsMessage_chargeId_idx";
