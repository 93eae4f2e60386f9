// The lists of "the properties a member owns or was let into" are read from indexes, whatever the
// other members hold (ADR 067). As `owner = me OR EXISTS (team row)` PostgreSQL could use no index:
// it tested every property of every member, 46 ms a list with 100,000 properties, and the cost
// it estimated for that made the /v1 list's statement compiled (JIT) on every request, 0.4 s.
// Each statement here runs under EXPLAIN ANALYZE with sequential scans turned off (so that the
// planner takes an index wherever the statement lets it), beside a stranger's two thousand houses
// and requests: none of its scans may read more rows than hers. What it answers is checked too.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import pg from 'pg'
import { Prisma, PrismaClient } from '~/generated/prisma/client'
import { PrismaPg } from '@prisma/adapter-pg'
import { prisma } from '~/server/db.server'
import { createProperty, propertiesWithAgreementsJson } from '~/services/properties/properties.server'
import { waitingRepairsJson } from '~/services/repairs/repairs.server'
import { ownOrSharedWhere } from '~/services/team/shared-with.server'
import { createMember } from '../../support/fixtures'
import { propertyInput } from '../properties/support'
import { type PlanNode, planNodes, rowsReadBy } from '../../support/query-plans'

/** Tables every member's rows share, of which a member's list must read only the member's rows. */
const SHARED_TABLES = ['Property', 'Agreement', 'RepairRequest', 'Expense', 'Tenant']
/** Her rows: two properties, two repair requests (a stranger holds two thousand of each). */
const HERS = 2

/** The scans of shared tables that read more rows than hers (those they returned and those they threw away). */
function strangersRead(plan: PlanNode): string[] {
  return planNodes(plan)
    .filter((node) => node['Relation Name'] && SHARED_TABLES.includes(node['Relation Name']) && rowsReadBy(node) > HERS)
    .map((node) => `${node['Node Type']} on ${node['Relation Name']}: ${rowsReadBy(node)} rows`)
}

/** `EXPLAIN ANALYZE` of a statement (SQL and its values) with sequential scans turned off, on a connection of its own. */
async function strangersReadBy(text: string, values: unknown[]): Promise<string[]> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    await client.query('BEGIN')
    await client.query('SET LOCAL enable_seqscan = off')
    const { rows } = await client.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(`EXPLAIN (ANALYZE, FORMAT JSON) ${text}`, values)
    await client.query('ROLLBACK')
    return strangersRead(rows[0]!['QUERY PLAN'][0]!.Plan)
  } finally {
    await client.end()
  }
}

const sqlReads = (statement: Prisma.Sql) => strangersReadBy(statement.text, statement.values)

/** A client that hands each statement it sends to `seen` (SQL and values), to explain what Prisma makes of a condition. */
function observedClient(seen: Array<{ text: string; values: unknown[] }>) {
  const client = new PrismaClient({ adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL }), log: [{ emit: 'event', level: 'query' }] })
  client.$on('query', (event) => seen.push({ text: event.query, values: JSON.parse(event.params) as unknown[] }))
  return client
}

let member: { id: number }
let ownId: number
let sharedId: number
let othersId: number
let strangerId: number
beforeAll(async () => {
  member = await createMember({ firstName: 'Sita' })
  const owner = await createMember({ firstName: 'Hari' })
  const stranger = await createMember({ firstName: 'Ram' })
  const property = (memberId: number, name: string) => createProperty(memberId, propertyInput({ name, division: false }))
  ownId = (await property(member.id, 'Own House')).id
  sharedId = (await property(owner.id, 'Shared House')).id
  othersId = (await property(stranger.id, 'Not Hers')).id
  strangerId = stranger.id
  await prisma.propertyTeamMember.create({ data: { propertyId: sharedId, memberId: member.id, role: 'MANAGER' } })
  // A waiting repair request on each: hers, the one she manages, the stranger's.
  for (const [memberId, propertyId] of [[member.id, ownId], [owner.id, sharedId], [stranger.id, othersId]] as const) {
    await prisma.repairRequest.create({ data: { memberId, propertyId, category: 'WATER', location: 'Kitchen', description: 'The tap leaks.', reportedByMemberId: memberId, byTenant: false } })
  }
  // The stranger's house copied two thousand times, each with its request: rows a whole-table read
  // meets, and enough that the planner, costing them, prefers the member's own few whenever the
  // statement lets it (with a few rows it may read them all, cheaply, whatever the statement).
  const columns = (table: string) =>
    prisma.$queryRaw<Array<{ name: string }>>`SELECT column_name AS name FROM information_schema.columns WHERE table_name = ${table} AND column_name <> 'id'`
  const list = (names: Array<{ name: string }>) => Prisma.raw(names.map(({ name }) => `"${name}"`).join(', '))
  const propertyColumns = list(await columns('Property'))
  await prisma.$executeRaw`INSERT INTO "Property" (${propertyColumns}) SELECT ${propertyColumns} FROM "Property", generate_series(1, 2000) WHERE id = ${othersId}`
  await prisma.$executeRaw`INSERT INTO "RepairRequest" ("memberId", "propertyId", category, location, description, "reportedByMemberId", "byTenant", "updatedAt")
    SELECT "memberId", id, 'WATER', 'Kitchen', 'The tap leaks.', "memberId", false, now() FROM "Property" WHERE "memberId" = ${stranger.id} AND id <> ${othersId}`
  await prisma.$executeRaw`ANALYZE "Property", "RepairRequest", "PropertyTeamMember"`
})

describe('a member’s properties, own and shared, read from indexes', () => {
  test('the /v1 list (one statement with the session): her two houses, and none of the stranger’s rows read', async () => {
    const statement = Prisma.sql`SELECT ${propertiesWithAgreementsJson(Prisma.sql`${member.id}::int`)} AS "value"`
    const [row] = await prisma.$queryRaw<Array<{ value: Array<{ id: number; role: string }> }>>(statement)
    expect(row!.value.map(({ id, role }) => [id, role])).toEqual([
      [ownId, 'OWNER'],
      [sharedId, 'MANAGER'],
    ])
    expect(await sqlReads(statement)).toEqual([])
  })

  test('the dashboard’s waiting repairs: those of her two houses, and none of the stranger’s rows read', async () => {
    const statement = Prisma.sql`SELECT ${waitingRepairsJson(member.id)} AS "value"`
    const [row] = await prisma.$queryRaw<Array<{ value: { count: number; oldest: Array<{ propertyName: string }> } }>>(statement)
    expect(row!.value.count).toBe(2)
    expect(row!.value.oldest.map(({ propertyName }) => propertyName).sort()).toEqual(['Own House', 'Shared House'])
    expect(await sqlReads(statement)).toEqual([])
  })

  test('a list’s condition (the repairs, the books, the agreement form), on the properties and on their records: none of the stranger’s rows read', async () => {
    const seen: Array<{ text: string; values: unknown[] }> = []
    const client = observedClient(seen)
    try {
      const where = await ownOrSharedWhere(member.id, 'repair:manage')
      const properties = await client.property.findMany({ where, select: { id: true }, orderBy: { id: 'asc' } })
      expect(properties.map(({ id }) => id)).toEqual([ownId, sharedId])
      const repairs = await client.repairRequest.findMany({ where: { property: where, status: 'OPEN' }, select: { propertyId: true }, orderBy: { id: 'asc' } })
      expect(repairs.map(({ propertyId }) => propertyId)).toEqual([ownId, sharedId])
      // A member let into nothing: her own alone.
      const alone = await ownOrSharedWhere((await createMember({ firstName: 'Gita' })).id, 'books:view')
      expect(await client.property.count({ where: alone })).toBe(0)
    } finally {
      await client.$disconnect()
    }
    const selects = seen.filter(({ text }) => /^SELECT/.test(text))
    expect(selects.length).toBeGreaterThanOrEqual(3)
    for (const { text, values } of selects) expect(await strangersReadBy(text, values), text).toEqual([])
  })
})

// The other test files of this worker share the database: the copies go.
afterAll(async () => {
  await prisma.repairRequest.deleteMany({ where: { memberId: strangerId } })
  await prisma.property.deleteMany({ where: { memberId: strangerId, id: { not: othersId } } })
})
