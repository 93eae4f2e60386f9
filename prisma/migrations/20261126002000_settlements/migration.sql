-- Deposit and move-out (issue 18): the deposit received, and one settlement per agreement.
ALTER TABLE "Agreement" ADD COLUMN "depositReceivedOn" DATE,
ADD COLUMN "depositMethod" "PaymentMethod";

CREATE TABLE "Settlement" (
    "id" SERIAL NOT NULL,
    "agreementId" INTEGER NOT NULL,
    "memberId" INTEGER NOT NULL,
    "settledOn" DATE NOT NULL,
    "depositPaisa" BIGINT NOT NULL,
    "unpaidDuesPaisa" BIGINT NOT NULL,
    "creditPaisa" BIGINT NOT NULL,
    "deductionsPaisa" BIGINT NOT NULL,
    "refundPaisa" BIGINT NOT NULL,
    "owedPaisa" BIGINT NOT NULL,
    "depositPaymentId" INTEGER,
    "refundPaymentId" INTEGER,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Settlement_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "Settlement_agreementId_key" ON "Settlement"("agreementId");
CREATE UNIQUE INDEX "Settlement_depositPaymentId_key" ON "Settlement"("depositPaymentId");
CREATE UNIQUE INDEX "Settlement_refundPaymentId_key" ON "Settlement"("refundPaymentId");
CREATE INDEX "Settlement_memberId_idx" ON "Settlement"("memberId");

ALTER TABLE "Settlement" ADD CONSTRAINT "Settlement_agreementId_fkey" FOREIGN KEY ("agreementId") REFERENCES "Agreement"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "Settlement" ADD CONSTRAINT "Settlement_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "Settlement" ADD CONSTRAINT "Settlement_depositPaymentId_fkey" FOREIGN KEY ("depositPaymentId") REFERENCES "Payment"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "Settlement" ADD CONSTRAINT "Settlement_refundPaymentId_fkey" FOREIGN KEY ("refundPaymentId") REFERENCES "Payment"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
