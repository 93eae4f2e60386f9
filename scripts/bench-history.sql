-- A year of history on a copy of the reminder bench's database (ADR 068): the agreements and their
-- charges moved a year back, every charge due before 2026-12-01 paid by a cash payment with its
-- allocation (one in ten half paid; the last month unpaid for one agreement in seven). About a
-- million payments for 1,000 members of 100 agreements each. Run on a copy, not the bench's own:
--   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres BENCH_ONLY=sweep npm run bench
--   psql -h 127.0.0.1 -U postgres -c 'CREATE DATABASE bhadaa_history TEMPLATE bhadaa_bench_reminders'
--   psql -h 127.0.0.1 -U postgres -d bhadaa_history -f scripts/bench-history.sql
-- (about 90 s here). Then start a web process on it and sign member 1 in as the README's
-- "One landlord among a thousand" says.
\set ON_ERROR_STOP on
UPDATE "Agreement" SET "startDate" = "startDate" - interval '1 year', "endDate" = "endDate" - interval '1 year';
UPDATE "Charge" SET "periodStart" = "periodStart" - interval '1 year', "periodEnd" = "periodEnd" - interval '1 year', "dueDate" = "dueDate" - interval '1 year';
CREATE TEMP TABLE paid AS
  SELECT c.id AS charge_id, c."agreementId", a."memberId", c."dueDate", c."amountPaisa",
         CASE WHEN c.id % 10 = 3 THEN c."amountPaisa" / 2 ELSE c."amountPaisa" END AS amount,
         row_number() OVER (PARTITION BY a."memberId" ORDER BY c."dueDate", c.id) AS receipt
  FROM "Charge" c JOIN "Agreement" a ON a.id = c."agreementId"
  WHERE c."dueDate" < date '2026-12-01'
    AND NOT (a.id % 7 = 0 AND c."dueDate" >= date '2026-11-01');
INSERT INTO "Payment" ("agreementId", "memberId", "amountPaisa", "paidOn", method, "receiptNumber", "createdAt")
  SELECT "agreementId", "memberId", amount, "dueDate" + (charge_id % 5), 'CASH', receipt, "dueDate" + (charge_id % 5) + time '10:00'
  FROM paid ORDER BY charge_id;
INSERT INTO "PaymentAllocation" ("paymentId", "chargeId", "amountPaisa")
  SELECT p.id, paid.charge_id, paid.amount FROM paid JOIN "Payment" p ON p."memberId" = paid."memberId" AND p."receiptNumber" = paid.receipt;
UPDATE "Charge" c SET "paidPaisa" = paid.amount, status = (CASE WHEN paid.amount = c."amountPaisa" THEN 'PAID' ELSE 'PARTIAL' END)::"ChargeStatus"
  FROM paid WHERE paid.charge_id = c.id;
VACUUM ANALYZE;
