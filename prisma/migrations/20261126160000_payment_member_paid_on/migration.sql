-- The rent-income report reads a member's payments of one fiscal year (issue 19).
CREATE INDEX "Payment_memberId_paidOn_idx" ON "Payment"("memberId", "paidOn");
