-- Landlords' own merchant accounts at Khalti and eSewa (issue 17, DESIGN §10). The secret key is
-- stored only encrypted (AES-256-GCM) with the id of the data key beside it, and its last four
-- characters for display.
CREATE TYPE "PaymentGateway" AS ENUM ('KHALTI', 'ESEWA');

CREATE TABLE "GatewayAccount" (
    "id" SERIAL NOT NULL,
    "memberId" INTEGER NOT NULL,
    "gateway" "PaymentGateway" NOT NULL,
    "merchantCode" TEXT,
    "secretCiphertext" TEXT NOT NULL,
    "keyId" TEXT NOT NULL,
    "secretLast4" TEXT NOT NULL,
    "checkedAt" TIMESTAMPTZ(3) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "GatewayAccount_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "GatewayAccount_memberId_gateway_key" ON "GatewayAccount"("memberId", "gateway");

ALTER TABLE "GatewayAccount" ADD CONSTRAINT "GatewayAccount_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE CASCADE ON UPDATE CASCADE;
