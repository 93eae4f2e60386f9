-- Paying by the landlord's bank QR (DESIGN §14): a payment method of its own, and a short payment
-- reference per agreement for the tenant to write in the bank's remarks ("BH-7K2QM").
ALTER TYPE "PaymentMethod" ADD VALUE 'QR' BEFORE 'CHEQUE';

-- 5 characters of 30 that a reader copying from a screen or an SMS cannot take for another (no 0 O,
-- 1 I L, S): 24 million references. Not a secret, so random() is enough; the loop skips one taken.
CREATE FUNCTION "new_payment_reference"() RETURNS TEXT LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  alphabet CONSTANT TEXT := '23456789ABCDEFGHJKMNPQRTUVWXYZ';
  candidate TEXT;
BEGIN
  LOOP
    candidate := 'BH-';
    FOR i IN 1..5 LOOP
      candidate := candidate || substr(alphabet, 1 + floor(random() * length(alphabet))::int, 1);
    END LOOP;
    IF NOT EXISTS (SELECT 1 FROM "Agreement" WHERE "paymentReference" = candidate) THEN
      RETURN candidate;
    END IF;
  END LOOP;
END
$$;

ALTER TABLE "Agreement" ADD COLUMN "paymentReference" TEXT;

-- The backfill: one UPDATE per agreement, so each sees the references given before it.
DO $$
DECLARE
  row RECORD;
BEGIN
  FOR row IN SELECT "id" FROM "Agreement" WHERE "paymentReference" IS NULL ORDER BY "id" LOOP
    UPDATE "Agreement" SET "paymentReference" = new_payment_reference() WHERE "id" = row."id";
  END LOOP;
END
$$;

ALTER TABLE "Agreement" ALTER COLUMN "paymentReference" SET NOT NULL;
ALTER TABLE "Agreement" ALTER COLUMN "paymentReference" SET DEFAULT new_payment_reference();
CREATE UNIQUE INDEX "Agreement_paymentReference_key" ON "Agreement"("paymentReference");
