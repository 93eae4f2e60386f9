-- Pay links and gateway payments (issue 17, slices 3 and 4).
ALTER TABLE "Agreement" ADD COLUMN "payCode" TEXT;
CREATE UNIQUE INDEX "Agreement_payCode_key" ON "Agreement"("payCode");

CREATE TYPE "GatewayPaymentStatus" AS ENUM ('INITIATED', 'PENDING', 'COMPLETED', 'FAILED');
CREATE TYPE "GatewayPaymentPurpose" AS ENUM ('RENT');

CREATE TABLE "GatewayPayment" (
    "id" SERIAL NOT NULL,
    "gateway" "PaymentGateway" NOT NULL,
    "purpose" "GatewayPaymentPurpose" NOT NULL DEFAULT 'RENT',
    "agreementId" INTEGER NOT NULL,
    "memberId" INTEGER NOT NULL,
    "chargeId" INTEGER,
    "amountPaisa" BIGINT NOT NULL,
    "orderId" TEXT NOT NULL,
    "reference" TEXT,
    "transactionId" TEXT,
    "status" "GatewayPaymentStatus" NOT NULL DEFAULT 'INITIATED',
    "answers" JSONB NOT NULL DEFAULT '[]',
    "paymentId" INTEGER,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "GatewayPayment_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "GatewayPayment_orderId_key" ON "GatewayPayment"("orderId");
CREATE UNIQUE INDEX "GatewayPayment_paymentId_key" ON "GatewayPayment"("paymentId");
CREATE UNIQUE INDEX "GatewayPayment_gateway_reference_key" ON "GatewayPayment"("gateway", "reference");
CREATE UNIQUE INDEX "GatewayPayment_gateway_transactionId_key" ON "GatewayPayment"("gateway", "transactionId");
CREATE INDEX "GatewayPayment_agreementId_idx" ON "GatewayPayment"("agreementId");
ALTER TABLE "GatewayPayment" ADD CONSTRAINT "GatewayPayment_agreementId_fkey" FOREIGN KEY ("agreementId") REFERENCES "Agreement"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "GatewayPayment" ADD CONSTRAINT "GatewayPayment_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "Payment"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
