// An agreement with a known rent schedule written straight into the e2e database: Rs. 10,000 a
// month due on the 1st, by default from the 1st of last month for 4 months, so two charges are due
// now and the rest later (`monthsBack` and `months` make an older or longer lease).
import { uniquePhone, withDatabase, NEPAL_TODAY } from './fixtures'
import { insertProperty } from './properties'

export async function insertLeasedHouse(
  memberId: number,
  { tenantFirstName = 'Ram', monthsBack = 1, months = 4 }: { tenantFirstName?: string; monthsBack?: number; months?: number } = {},
) {
  const { propertyId } = await insertProperty(memberId, { name: 'Lakeside House' })
  return withDatabase(async (db) => {
    const tenantId = (
      await db.query<{ id: number }>(
        `INSERT INTO "Tenant" (phone, "firstName", "lastName", "prefLanguage", "updatedAt") VALUES ($1, $2, 'Thapa', 'ENG', now()) RETURNING id`,
        [uniquePhone(), tenantFirstName],
      )
    ).rows[0]!.id
    // Nepal's today, whatever the machine's time zone.
    const start = `(date_trunc('month', ${NEPAL_TODAY}) - make_interval(months => ${Number(monthsBack)}))::date`
    const agreementId = (
      await db.query<{ id: number }>(
        `INSERT INTO "Agreement" ("memberId", "propertyId", "tenantId", name, "startDate", "endDate", "leaseAmountPaisa", "paymentIntervalMonths", "paymentDayOfMonth")
         VALUES ($1, $2, $3, 'Lakeside lease', ${start}, ${start} + make_interval(months => ${Number(months)}) - interval '1 day', 1000000, 1, 1) RETURNING id`,
        [memberId, propertyId, tenantId],
      )
    ).rows[0]!.id
    await db.query(
      `INSERT INTO "Charge" ("agreementId", kind, "periodStart", "periodEnd", "dueDate", "amountPaisa")
       SELECT $1, 'RENT', ${start} + make_interval(months => k), ${start} + make_interval(months => k + 1) - interval '1 day', ${start} + make_interval(months => k), 1000000
       FROM generate_series(0, ${Number(months) - 1}) AS k`,
      [agreementId],
    )
    return { agreementId, tenantName: `${tenantFirstName} Thapa` }
  })
}
