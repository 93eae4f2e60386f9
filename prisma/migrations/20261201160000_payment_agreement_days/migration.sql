-- An agreement's payments by their day (ADR 068): the dashboard's chart looks up each agreement's
-- payments of the chart's months. Through ("memberId", "paidOn") it read all of the member's
-- payments of those months once for every agreement (100 agreements: 54,600 rows for 546). The
-- new index answers everything the one on ("agreementId") alone did.
CREATE INDEX "Payment_agreementId_paidOn_idx" ON "Payment"("agreementId", "paidOn");
DROP INDEX "Payment_agreementId_idx";
