// The dashboard's chart reads each of the member's payments of its months once, and no one
// else's, however many agreements the member has (ADR 068). On a database of a thousand
// landlords with a year of payments, PostgreSQL's cached (generic) plan looked each agreement's
// payments up through the member's ("memberId", "paidOn"): every agreement read all the member's
// payments of the months, 54,600 rows for 546 with 100 agreements, 11 of the dashboard's 13 ms.
// On a smaller database it read the months' payments of every member instead. The chart now looks
// up each agreement's payments by agreement and day, inside the loop over the member's agreements.
// Here the statement runs as the app runs it once its plan is cached (a prepared statement, the
// generic plan), under EXPLAIN ANALYZE, beside a stranger's two thousand agreements and three
// thousand payments of the months and three hundred of hers from long before: the scans of
// "Payment" may read no more rows, over all their loops, than her payments of the months. Each
// failed before: 200 rows through the member's index, 3,021 with the statement joined freely.
import { afterAll, beforeAll, expect, test } from 'vitest'
import pg from 'pg'
import { Prisma } from '~/generated/prisma/client'
import { createAgreement } from '~/services/agreements/create.server'
import { recordPayment } from '~/services/ledger/ledger.server'
import { createProperty } from '~/services/properties/properties.server'
import { lastBsMonths, rentCollectedFrom, rentCollectedJson } from '~/services/reports/charts.server'
import { prisma } from '~/server/db.server'
import { stopQueueClient } from '~/server/queue.server'
import { createMember, uniquePhone } from '../../support/fixtures'
import { parsed, payload } from '../agreements/support'
import { at, paymentInput } from '../ledger/support'
import { propertyInput } from '../properties/support'
import { type PlanNode, planNodes, rowsReadBy } from '../../support/query-plans'

afterAll(() => stopQueueClient())

const TODAY = '2026-11-20'
const MONTHS = lastBsMonths(TODAY, 6)
const HER_HOUSES = 10

/** The rows the plan's scans of `table` read, over all their loops. */
const rowsOf = (plan: PlanNode, table: string) =>
  planNodes(plan)
    .filter((node) => node['Relation Name'] === table)
    .reduce((sum, node) => sum + rowsReadBy(node), 0)

/** The statement's answer and its generic plan's reads of "Payment", as a prepared statement runs once its plan is cached. */
async function asCached(statement: Prisma.Sql) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    await client.query('BEGIN')
    // Plain index scans, as on a large database: the rows a scan returns and throws away are the rows it read.
    for (const method of ['seqscan', 'bitmapscan']) await client.query(`SET LOCAL enable_${method} = off`)
    await client.query('SET LOCAL plan_cache_mode = force_generic_plan')
    await client.query(`PREPARE chart AS ${statement.text}`)
    // EXECUTE takes no bound values: each is written as a literal, which takes its parameter's type.
    const args = statement.values.map((value) => client.escapeLiteral(value instanceof Date ? value.toISOString() : String(value))).join(', ')
    const { rows } = await client.query<{ value: Array<{ start: string; rentPaisa: string }> }>(`EXECUTE chart(${args})`)
    const { rows: plan } = await client.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(`EXPLAIN (ANALYZE, FORMAT JSON) EXECUTE chart(${args})`)
    await client.query('ROLLBACK')
    return { months: rows[0]!.value, paymentsRead: rowsOf(plan[0]!['QUERY PLAN'][0]!.Plan, 'Payment') }
  } finally {
    await client.end()
  }
}

let memberId: number
let busyId = 0
let theirsId: number
let strangerId: number
beforeAll(async () => {
  const member = await createMember({ firstName: 'Sita' })
  const stranger = await createMember({ firstName: 'Ram' })
  memberId = member.id
  // Ten houses are more than the Basic plan's five.
  await prisma.member.update({ where: { id: member.id }, data: { plan: 'PRO' } })
  const lease = async (owner: { id: number }, name: string) => {
    const house = await createProperty(owner.id, propertyInput({ name, division: false }))
    return createAgreement(
      owner.id,
      parsed(payload({ name: `${name} lease`, propertyId: house.id, tenantPhone: uniquePhone(), tenantPreferredLanguage: 'ENG', startDate: '2026-06-01', endDate: '2027-05-31', leaseAmount: 10000, paymentDayOfMonth: 5 })),
      { now: at('2026-06-01') },
    )
  }
  const pay = (owner: { id: number }, agreementId: number, paidOn: string) => recordPayment(owner.id, agreementId, paymentInput({ amount: 10000, paidOn }), { now: at(paidOn) })
  // Her ten houses, each paid for in two of the months.
  for (let house = 1; house <= HER_HOUSES; house++) {
    const { id } = await lease(member, `House ${house}`)
    for (const paidOn of ['2026-09-05', '2026-10-05']) await pay(member, id, paidOn)
    if (house === 1) busyId = id
  }
  // The stranger's house, paid once, and copied: his agreement (with its charges) two thousand
  // times and his payment (with its allocation to his rent) three thousand times in the months,
  // read by a plan that takes the months' payments first. And a payment of hers three hundred
  // times, two years before the months (without receipt or allocation): read only by a lookup of
  // an agreement's payments that ignores their days.
  const theirs = await lease(stranger, 'Not Hers')
  await pay(stranger, theirs.id, '2026-09-05')
  const columnsOf = async (table: string, leftOut: string[]) => {
    const names = await prisma.$queryRaw<Array<{ name: string }>>`SELECT column_name AS name FROM information_schema.columns WHERE table_name = ${table} AND NOT (column_name = ANY(${leftOut}))`
    return Prisma.raw(names.map(({ name }) => `"${name}"`).join(', '))
  }
  const agreement = await columnsOf('Agreement', ['id', 'paymentReference', 'payCode', 'renewedFromId'])
  await prisma.$executeRaw`INSERT INTO "Agreement" (${agreement}) SELECT ${agreement} FROM "Agreement", generate_series(1, 2000) WHERE id = ${theirs.id}`
  const charge = await columnsOf('Charge', ['id', 'agreementId', 'idempotencyKey'])
  await prisma.$executeRaw`INSERT INTO "Charge" (${charge}, "agreementId") SELECT ${charge}, "copyId" FROM (
      SELECT c.*, a.id AS "copyId" FROM "Charge" c, "Agreement" a WHERE c."agreementId" = ${theirs.id} AND a."memberId" = ${stranger.id} AND a.id <> ${theirs.id}) AS copies`
  const payment = await columnsOf('Payment', ['id', 'receiptNumber', 'paidOn'])
  const firstOf = async (agreementId: number) => (await prisma.payment.findFirstOrThrow({ where: { agreementId }, select: { id: true }, orderBy: { id: 'asc' } })).id
  const his = await firstOf(theirs.id)
  await prisma.$executeRaw`WITH copies AS (
      INSERT INTO "Payment" (${payment}, "paidOn") SELECT ${payment}, '2026-10-15'::date FROM "Payment", generate_series(1, 3000) WHERE id = ${his} RETURNING id)
    INSERT INTO "PaymentAllocation" ("paymentId", "chargeId", "amountPaisa")
    SELECT copies.id, pa."chargeId", pa."amountPaisa" FROM copies, "PaymentAllocation" pa WHERE pa."paymentId" = ${his}`
  await prisma.$executeRaw`INSERT INTO "Payment" (${payment}, "paidOn") SELECT ${payment}, '2024-10-15'::date FROM "Payment", generate_series(1, 300) WHERE id = ${await firstOf(busyId)}`
  strangerId = stranger.id
  theirsId = theirs.id
  await prisma.$executeRaw`ANALYZE "Payment", "PaymentAllocation", "Charge", "Agreement", "Property"`
})

test('the chart of ten agreements reads only their payments of its months, once, and counts the rent paid', async () => {
  const { months, paymentsRead } = await asCached(Prisma.sql`SELECT ${rentCollectedJson(memberId, MONTHS)} AS "value"`)
  // Her twenty payments of Rs 10,000 against rent, in two months.
  const collected = rentCollectedFrom(months, MONTHS).filter((month) => month.rentCollectedPaisa > 0)
  expect(collected.map((month) => month.rentCollectedPaisa)).toEqual([HER_HOUSES * 1_000_000, HER_HOUSES * 1_000_000])
  const hers = await prisma.payment.count({ where: { memberId, paidOn: { gte: new Date(MONTHS[0]!.start), lte: new Date(MONTHS.at(-1)!.end) } } })
  expect(hers).toBe(2 * HER_HOUSES)
  expect(paymentsRead).toBeLessThanOrEqual(hers)
})

// The other test files of this worker share the database: the copies go.
afterAll(async () => {
  await prisma.payment.deleteMany({ where: { agreementId: { in: [busyId, theirsId] }, receiptNumber: null } })
  await prisma.charge.deleteMany({ where: { agreement: { memberId: strangerId, id: { not: theirsId } } } })
  await prisma.agreement.deleteMany({ where: { memberId: strangerId, id: { not: theirsId } } })
})
