// An agreement with a known rent schedule written straight into the e2e database: Rs. 10,000 a
// month due on the 1st, from the 1st of last month, so two charges are due now and the rest later.
import { uniquePhone, withDatabase } from './fixtures'
import { insertProperty } from './properties'

export async function insertLeasedHouse(memberId: number, { tenantFirstName = 'Ram' }: { tenantFirstName?: string } = {}) {
  const { propertyId } = await insertProperty(memberId, { name: 'Lakeside House' })
  return withDatabase(async (db) => {
    const tenantId = (
      await db.query<{ id: number }>(
        `INSERT INTO "Tenant" (phone, "firstName", "lastName", "prefLanguage", "updatedAt") VALUES ($1, $2, 'Thapa', 'ENG', now()) RETURNING id`,
        [uniquePhone(), tenantFirstName],
      )
    ).rows[0]!.id
    // Nepal's today, whatever the machine's time zone.
    const start = `(date_trunc('month', (now() AT TIME ZONE 'Asia/Kathmandu')::date) - interval '1 month')::date`
    const agreementId = (
      await db.query<{ id: number }>(
        `INSERT INTO "Agreement" ("memberId", "propertyId", "tenantId", name, "startDate", "endDate", "leaseAmountPaisa", "paymentIntervalMonths", "paymentDayOfMonth")
         VALUES ($1, $2, $3, 'Lakeside lease', ${start}, ${start} + interval '4 months' - interval '1 day', 1000000, 1, 1) RETURNING id`,
        [memberId, propertyId, tenantId],
      )
    ).rows[0]!.id
    await db.query(
      `INSERT INTO "Charge" ("agreementId", kind, "periodStart", "periodEnd", "dueDate", "amountPaisa")
       SELECT $1, 'RENT', ${start} + make_interval(months => k), ${start} + make_interval(months => k + 1) - interval '1 day', ${start} + make_interval(months => k), 1000000
       FROM generate_series(0, 3) AS k`,
      [agreementId],
    )
    return { agreementId, tenantName: `${tenantFirstName} Thapa` }
  })
}
