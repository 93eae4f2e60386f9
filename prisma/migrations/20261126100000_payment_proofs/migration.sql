-- Issue 17: "I paid" proofs, and the landlord's view of failed online attempts and the re-check job.
ALTER TABLE "GatewayPayment" ADD COLUMN "failureReason" TEXT;
ALTER TABLE "GatewayPayment" ADD COLUMN "checkedAt" TIMESTAMPTZ(3);
CREATE INDEX "GatewayPayment_status_idx" ON "GatewayPayment"("status");

CREATE TYPE "PaymentProofStatus" AS ENUM ('PENDING', 'CONFIRMED', 'REJECTED');

CREATE TABLE "PaymentProof" (
    "id" SERIAL NOT NULL,
    "agreementId" INTEGER NOT NULL,
    "memberId" INTEGER NOT NULL,
    "amountPaisa" BIGINT NOT NULL,
    "paidOn" DATE NOT NULL,
    "method" "PaymentMethod" NOT NULL,
    "reference" TEXT,
    "photo" BYTEA,
    "photoType" TEXT,
    "status" "PaymentProofStatus" NOT NULL DEFAULT 'PENDING',
    "rejectReason" TEXT,
    "paymentId" INTEGER,
    "decidedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "PaymentProof_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "PaymentProof_amount_positive" CHECK ("amountPaisa" > 0),
    CONSTRAINT "PaymentProof_photo_size" CHECK ("photo" IS NULL OR octet_length("photo") <= 5242880)
);
CREATE UNIQUE INDEX "PaymentProof_paymentId_key" ON "PaymentProof"("paymentId");
CREATE INDEX "PaymentProof_memberId_status_idx" ON "PaymentProof"("memberId", "status");
CREATE INDEX "PaymentProof_agreementId_idx" ON "PaymentProof"("agreementId");
ALTER TABLE "PaymentProof" ADD CONSTRAINT "PaymentProof_agreementId_fkey" FOREIGN KEY ("agreementId") REFERENCES "Agreement"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "PaymentProof" ADD CONSTRAINT "PaymentProof_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "Payment"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
