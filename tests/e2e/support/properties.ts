// Properties, units and agreements written straight into the e2e database, for the journeys that
// start from an existing property (the create form has its own journey).
import type { Page } from '@playwright/test'
import { uniquePhone, withDatabase, NEPAL_TODAY } from './fixtures'

type PropertySeed = { name: string; isDivided?: boolean; units?: Array<{ name: string; floor?: number }> }

/** A property in Kathmandu district (Bagmati) with its units; returns its id and its units' ids. */
export async function insertProperty(memberId: number, { name, isDivided = false, units = [] }: PropertySeed) {
  return withDatabase(async (db) => {
    const district = (
      await db.query<{ id: number; provinceId: number }>(`SELECT id, "provinceId" FROM "District" WHERE name = 'Kathmandu'`)
    ).rows[0]!
    const propertyId = (
      await db.query<{ id: number }>(
        `INSERT INTO "Property" ("memberId", name, type, "isDivided", area, "areaUnit", address1, address2, "provinceId", "districtId", city, lat, lng, "plusCode", "updatedAt")
         VALUES ($1, $2, 'RESIDENTIAL', $3, 8, 'aana', 'Jhamsikhel', 'Ward 3', $4, $5, 'Lalitpur', 27.6766, 85.3172, '7MV7M8G8+JV', now()) RETURNING id`,
        [memberId, name, isDivided, district.provinceId, district.id],
      )
    ).rows[0]!.id
    const unitIds: number[] = []
    for (const unit of units) {
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO "Unit" ("propertyId", name, floor, area, "areaUnit", "updatedAt") VALUES ($1, $2, $3, 500, 'SQFT', now()) RETURNING id`,
        [propertyId, unit.name, unit.floor ?? 0],
      )
      unitIds.push(rows[0]!.id)
    }
    return { propertyId, unitIds }
  })
}

/** Many plain properties at once (for the table's pages). */
export async function insertProperties(memberId: number, count: number, prefix = 'House') {
  for (let n = 1; n <= count; n += 1) await insertProperty(memberId, { name: `${prefix} ${String(n).padStart(2, '0')}` })
}

/** An active agreement of the member on the property (and unit), with a new tenant. */
export async function insertAgreement(
  memberId: number,
  { propertyId, unitId, status = 'ACTIVE' }: { propertyId: number; unitId?: number; status?: 'ACTIVE' | 'TERMINATED' },
) {
  await withDatabase(async (db) => {
    const tenantId = (
      await db.query<{ id: number }>(
        `INSERT INTO "Tenant" (phone, "firstName", "lastName", "prefLanguage", "updatedAt") VALUES ($1, 'Ram', 'Thapa', 'NEP', now()) RETURNING id`,
        [uniquePhone()],
      )
    ).rows[0]!.id
    await db.query(
      `INSERT INTO "Agreement" ("memberId", "propertyId", "unitId", "tenantId", name, "startDate", "endDate", "leaseAmountPaisa", "paymentIntervalMonths", "paymentDayOfMonth", status, "terminatedAt")
       VALUES ($1, $2, $3, $4, 'Lease', ${NEPAL_TODAY}, ${NEPAL_TODAY} + interval '1 year', 2500000, 1, 1, $5::"AgreementStatus", CASE WHEN $5 = 'TERMINATED' THEN now() END)`,
      [memberId, propertyId, unitId ?? null, tenantId, status],
    )
  })
}

/** Fills the property form with a valid undivided property in Lalitpur (the district list follows the province without JavaScript after a round trip). */
export async function fillLalitpurProperty(page: Page, name: string, javaScriptEnabled: boolean) {
  const field = (label: string) => page.getByRole('textbox', { name: label, exact: true })
  const select = (label: string) => page.getByRole('combobox', { name: label, exact: true })
  await field('Property Name').fill(name)
  await select('Type').selectOption('commercial')
  await select('Division').selectOption('false')
  await select('Area Unit').selectOption('ropani')
  await field('Area').fill('1.25')
  await field('Latitude').fill('27.6766')
  await field('Longitude').fill('85.3172')
  await field('Address 1').fill('Jhamsikhel')
  await field('Address 2').fill('Ward 3')
  await select('Province').selectOption({ label: 'Bagmati' })
  if (!javaScriptEnabled) await page.getByRole('button', { name: 'Show districts and cities' }).click()
  await select('District').selectOption({ label: 'Lalitpur' })
  await page.getByRole('combobox', { name: 'City', exact: true }).fill('Lalitpur')
}
