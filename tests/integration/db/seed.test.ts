// The reference data seed (the worker database was seeded once through the template).
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { seed } from '../../../prisma/seed.ts'

const url = String(process.env.DATABASE_URL)
const db = new pg.Client({ connectionString: url })
beforeAll(() => db.connect())
afterAll(() => db.end())

// Every reference row with its tuple version (xmin): a rewrite of an unchanged row shows up.
async function snapshot() {
  const rows = []
  for (const table of ['Province', 'District', 'LocalLevel', 'UtilityOption']) {
    rows.push((await db.query(`SELECT xmin::text, * FROM "${table}" ORDER BY id`)).rows)
  }
  return rows
}

describe('seed', () => {
  test('loads all of Nepal’s provinces, districts and local levels in both languages', async () => {
    const counts = await db.query<{ table: string; rows: number; unnamed: number }>(
      `SELECT 'Province' AS table, count(*)::int AS rows,
              count(*) FILTER (WHERE btrim(name) = '' OR btrim("nameNe") = '')::int AS unnamed FROM "Province"
       UNION ALL SELECT 'District', count(*)::int, count(*) FILTER (WHERE btrim(name) = '' OR btrim("nameNe") = '')::int FROM "District"
       UNION ALL SELECT 'LocalLevel', count(*)::int, count(*) FILTER (WHERE btrim(name) = '' OR btrim("nameNe") = '' OR btrim(type) = '')::int FROM "LocalLevel"`,
    )
    expect(counts.rows).toEqual([
      { table: 'Province', rows: 7, unnamed: 0 },
      { table: 'District', rows: 77, unnamed: 0 },
      { table: 'LocalLevel', rows: 753, unnamed: 0 },
    ])
    // Nepali names are in Devanagari, not transliterated.
    const latin = await db.query(`SELECT "nameNe" FROM "LocalLevel" WHERE "nameNe" !~ '[\\u0900-\\u097F]'`)
    expect(latin.rows).toEqual([])
    const kathmandu = await db.query(
      `SELECT d.name, d."nameNe", p.name AS province FROM "District" d JOIN "Province" p ON p.id = d."provinceId" WHERE d.name = 'Kathmandu'`,
    )
    expect(kathmandu.rows).toEqual([{ name: 'Kathmandu', nameNe: 'काठमाडौं', province: 'Bagmati' }])
  })

  test('loads the utility options in form order', async () => {
    const { rows } = await db.query(`SELECT id FROM "UtilityOption" ORDER BY "sortOrder"`)
    expect(rows.map((r) => r.id)).toEqual(['Rent', 'Electricity', 'Water', 'Internet', 'Garbage', 'Parking'])
  })

  test('running it again writes nothing', async () => {
    const before = await snapshot()
    await seed(url)
    expect(await snapshot()).toEqual(before)
  })

  test('running it again repairs a changed row', async () => {
    await db.query(`UPDATE "District" SET "nameNe" = 'changed' WHERE name = 'Lalitpur'`)
    await seed(url)
    const { rows } = await db.query(`SELECT "nameNe" FROM "District" WHERE name = 'Lalitpur'`)
    expect(rows).toEqual([{ nameNe: 'ललितपुर' }])
  })
})
