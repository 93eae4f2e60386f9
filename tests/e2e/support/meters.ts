// A divided property of three flats written straight into the e2e database, each leased from the
// 1st of last month with a metered electricity meter (Rs. 12.50 a unit + Rs. 100 fixed, due 7
// days after a reading) whose opening reading of 1,000 units was taken on the first day.
import { uniquePhone, withDatabase, NEPAL_TODAY } from './fixtures'
import { insertProperty } from './properties'

export async function insertMeteredProperty(memberId: number) {
  const units = ['Flat 1', 'Flat 2', 'Flat 3']
  const { propertyId, unitIds } = await insertProperty(memberId, { name: 'Baneshwor House', isDivided: true, units: units.map((name) => ({ name })) })
  return withDatabase(async (db) => {
    // Nepal's today, whatever the machine's time zone.
    const start = `(date_trunc('month', ${NEPAL_TODAY}) - interval '1 month')::date`
    const agreementIds: number[] = []
    for (const [index, unitId] of unitIds.entries()) {
      const tenantId = (
        await db.query<{ id: number }>(
          `INSERT INTO "Tenant" (phone, "firstName", "lastName", "prefLanguage", "updatedAt") VALUES ($1, $2, 'Thapa', 'ENG', now()) RETURNING id`,
          [uniquePhone(), `Tenant${index + 1}`],
        )
      ).rows[0]!.id
      const agreementId = (
        await db.query<{ id: number }>(
          `INSERT INTO "Agreement" ("memberId", "propertyId", "unitId", "tenantId", name, "startDate", "endDate", "leaseAmountPaisa", "paymentIntervalMonths", "paymentDayOfMonth")
           VALUES ($1, $2, $3, $4, $5, ${start}, ${start} + interval '1 year' - interval '1 day', 1000000, 1, 1) RETURNING id`,
          [memberId, propertyId, unitId, tenantId, `${units[index]} lease`],
        )
      ).rows[0]!.id
      const utilityId = (
        await db.query<{ id: number }>(
          `INSERT INTO "AgreementUtility" ("agreementId", "utilityOptionId", "pricePaisa", "paymentIntervalMonths", "paymentDayOfMonth") VALUES ($1, 'Electricity', NULL, 1, 1) RETURNING id`,
          [agreementId],
        )
      ).rows[0]!.id
      const meterId = (await db.query<{ id: number }>(`INSERT INTO "Meter" ("agreementUtilityId", "dueInDays") VALUES ($1, 7) RETURNING id`, [utilityId])).rows[0]!.id
      await db.query(`INSERT INTO "MeterRate" ("meterId", "effectiveFrom", "ratePaisaPerUnit", "fixedPaisa") VALUES ($1, ${start}, 1250, 10000)`, [meterId])
      await db.query(`INSERT INTO "MeterReading" ("meterId", "readOn", value) VALUES ($1, ${start}, 100000)`, [meterId])
      agreementIds.push(agreementId)
    }
    return { propertyId, agreementIds }
  })
}

/** The meter bills texted to the tenants of the property's agreements. */
export function meterBills(propertyId: number) {
  return withDatabase(async (db) => {
    const { rows } = await db.query<{ body: string }>(
      `SELECT s.body FROM "SmsMessage" s JOIN "Tenant" t ON t.id = s."tenantId" JOIN "Agreement" a ON a."tenantId" = t.id
       WHERE s.template = 'meter-bill' AND a."propertyId" = $1 ORDER BY s.id`,
      [propertyId],
    )
    return rows.map((row) => row.body)
  })
}

export function readingCount(propertyId: number) {
  return withDatabase(async (db) => {
    const { rows } = await db.query<{ count: string }>(
      `SELECT count(*) FROM "MeterReading" r JOIN "Meter" m ON m.id = r."meterId" JOIN "AgreementUtility" u ON u.id = m."agreementUtilityId"
       JOIN "Agreement" a ON a.id = u."agreementId" WHERE a."propertyId" = $1`,
      [propertyId],
    )
    return Number(rows[0]!.count)
  })
}
