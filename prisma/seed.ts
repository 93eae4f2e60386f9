// Reference data: Nepal's provinces, districts and local levels (prisma/data/geo.json) and the
// utility options. Idempotent: rows are upserted, and a row that already holds the right values
// is not rewritten at all. Runs in the launcher (server/launcher.ts imports it) and under vitest.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import pg from 'pg'
import { projectRoot } from '../server/project-root.ts'

type Named = { id: number; name: string; nameNe: string }
type Geo = {
  provinces: (Named & { districts: (Named & { localLevels: (Named & { type: string })[] })[] })[]
}

// Rent first: the agreement form lists the others in this order and leaves Rent out.
const UTILITY_OPTIONS = ['Rent', 'Electricity', 'Water', 'Internet', 'Garbage', 'Parking']

const GEO_FILE = path.join(projectRoot(import.meta.dirname), 'prisma/data/geo.json')

// One statement per table: unnest() turns parallel arrays into rows. The WHERE on the update
// leaves identical rows untouched, so a second run writes nothing.
function upsert(table: string, columns: Record<string, 'int' | 'text'>): string {
  const quoted = Object.keys(columns).map((name) => `"${name}"`)
  const params = Object.values(columns).map((type, i) => `$${i + 1}::${type}[]`)
  const updated = quoted.filter((name) => name !== '"id"')
  return `INSERT INTO "${table}" (${quoted.join(', ')})
    SELECT * FROM unnest(${params.join(', ')})
    ON CONFLICT ("id") DO UPDATE SET ${updated.map((name) => `${name} = EXCLUDED.${name}`).join(', ')}
    WHERE (${updated.map((name) => `"${table}".${name}`).join(', ')}) IS DISTINCT FROM (${updated.map((name) => `EXCLUDED.${name}`).join(', ')})`
}

export async function seed(databaseUrl: string, options: { log?: (message: string) => void } = {}): Promise<void> {
  const { log = () => {} } = options
  const geo = JSON.parse(await readFile(GEO_FILE, 'utf8')) as Geo
  const districts = geo.provinces.flatMap((province) =>
    province.districts.map((district) => ({ ...district, provinceId: province.id })),
  )
  const localLevels = districts.flatMap((district) =>
    district.localLevels.map((level) => ({ ...level, districtId: district.id })),
  )

  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query('BEGIN')
    await client.query(upsert('Province', { id: 'int', name: 'text', nameNe: 'text' }), [
      geo.provinces.map((p) => p.id),
      geo.provinces.map((p) => p.name),
      geo.provinces.map((p) => p.nameNe),
    ])
    await client.query(upsert('District', { id: 'int', provinceId: 'int', name: 'text', nameNe: 'text' }), [
      districts.map((d) => d.id),
      districts.map((d) => d.provinceId),
      districts.map((d) => d.name),
      districts.map((d) => d.nameNe),
    ])
    await client.query(
      upsert('LocalLevel', { id: 'int', districtId: 'int', name: 'text', nameNe: 'text', type: 'text' }),
      [
        localLevels.map((l) => l.id),
        localLevels.map((l) => l.districtId),
        localLevels.map((l) => l.name),
        localLevels.map((l) => l.nameNe),
        localLevels.map((l) => l.type),
      ],
    )
    await client.query(upsert('UtilityOption', { id: 'text', sortOrder: 'int' }), [
      UTILITY_OPTIONS,
      UTILITY_OPTIONS.map((_, index) => index),
    ])
    await client.query('COMMIT')
    log(
      `seeded ${geo.provinces.length} provinces, ${districts.length} districts, ` +
        `${localLevels.length} local levels, ${UTILITY_OPTIONS.length} utility options`,
    )
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    throw error
  } finally {
    await client.end()
  }
}

if (import.meta.main) {
  const url = process.env.DATABASE_URL
  if (!url) {
    console.error('DATABASE_URL is not set: nothing to seed.')
    process.exit(1)
  }
  await seed(url, { log: console.log })
}
