-- Money a gateway confirmed that could not be recorded as a normal payment is kept, waiting for the
-- landlord's decision (apply it, apply it to the renewal, or refunded outside Bhadaa), never lost.
ALTER TYPE "GatewayPaymentStatus" ADD VALUE 'NEEDS_DECISION';
ALTER TYPE "GatewayPaymentStatus" ADD VALUE 'REFUNDED';
CREATE TYPE "GatewayPaymentDecision" AS ENUM ('APPLY', 'APPLY_TO_RENEWAL', 'REFUNDED');

ALTER TABLE "GatewayPayment"
  ADD COLUMN "receivedAt" TIMESTAMPTZ(3),
  ADD COLUMN "heldReason" TEXT,
  ADD COLUMN "decision" "GatewayPaymentDecision",
  ADD COLUMN "decisionNote" TEXT,
  ADD COLUMN "decidedAt" TIMESTAMPTZ(3),
  ADD COLUMN "decidedByMemberId" INTEGER;
