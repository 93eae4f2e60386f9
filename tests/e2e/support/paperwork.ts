// What the paperwork journeys share: a B.S. agreement of a house in Kathmandu.
import { uniquePhone, withDatabase, NEPAL_TODAY } from './fixtures'

/** A house in Kathmandu Metropolitan City let from today (Nepal) on a B.S. agreement. */
export async function insertKathmanduLease(memberId: number) {
  return withDatabase(async (db) => {
    const district = (await db.query<{ id: number; provinceId: number }>(`SELECT id, "provinceId" FROM "District" WHERE name = 'Kathmandu'`)).rows[0]!
    const propertyId = (
      await db.query<{ id: number }>(
        `INSERT INTO "Property" ("memberId", name, type, "isDivided", area, "areaUnit", address1, address2, "provinceId", "districtId", city, "updatedAt")
         VALUES ($1, 'Baneshwor House', 'RESIDENTIAL', false, 4, 'aana', 'Baneshwor', 'Ward 10', $2, $3, 'Kathmandu', now()) RETURNING id`,
        [memberId, district.provinceId, district.id],
      )
    ).rows[0]!.id
    const tenantId = (
      await db.query<{ id: number }>(
        `INSERT INTO "Tenant" (phone, "firstName", "lastName", "prefLanguage", "updatedAt") VALUES ($1, 'Ram', 'Thapa', 'NEP', now()) RETURNING id`,
        [uniquePhone()],
      )
    ).rows[0]!.id
    const agreementId = (
      await db.query<{ id: number }>(
        `INSERT INTO "Agreement" ("memberId", "propertyId", "tenantId", name, calendar, "startDate", "endDate", "leaseAmountPaisa", "depositPaisa", "paymentIntervalMonths", "paymentDayOfMonth")
         VALUES ($1, $2, $3, 'Baneshwor lease', 'BS', ${NEPAL_TODAY}, ${NEPAL_TODAY} + interval '1 year' - interval '1 day', 2500000, 5000000, 1, 5) RETURNING id`,
        [memberId, propertyId, tenantId],
      )
    ).rows[0]!.id
    return { agreementId, tenantId }
  })
}
