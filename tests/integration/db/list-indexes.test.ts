// Every list a screen or /v1 call reads is found through an index on its scoping column:
// the plan of each list's query, with sequential scans ruled out, must reach its table through an
// index whose condition names that column. Without such an index PostgreSQL falls back to a scan
// (a disabled sequential scan, or a whole primary-key index with a filter) and the test fails.
import { describe, expect, test } from 'vitest'
import { prisma } from '~/server/db.server'

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Cond'?: string; 'Recheck Cond'?: string; Plans?: PlanNode[] }

/** The conditions under which the plan reaches `table` through an index ('' for each scan that is not one). */
async function accessOf(sql: string, table: string): Promise<string[]> {
  const [row] = await prisma.$transaction(async (tx) => {
    await tx.$executeRawUnsafe('SET LOCAL enable_seqscan = off')
    return tx.$queryRawUnsafe<Array<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>>(`EXPLAIN (FORMAT JSON) ${sql}`)
  })
  const found: string[] = []
  const walk = (node: PlanNode) => {
    if (node['Relation Name'] === table) found.push(node['Index Cond'] ?? node['Recheck Cond'] ?? '')
    for (const child of node.Plans ?? []) walk(child)
  }
  walk(row?.['QUERY PLAN'][0]?.Plan as PlanNode)
  return found
}

// [the list, its query (as the service asks it), its table, the columns its index condition must name]
const LISTS: Array<[string, string, string, string[]]> = [
  ['properties', `SELECT * FROM "Property" WHERE "memberId" = 1 ORDER BY "name"`, 'Property', ['memberId']],
  ['agreements', `SELECT * FROM "Agreement" WHERE "memberId" = 1 AND "status" = 'ACTIVE'`, 'Agreement', ['memberId', 'status']],
  ["a tenant's agreements", `SELECT * FROM "Agreement" WHERE "tenantId" = 1`, 'Agreement', ['tenantId']],
  ["a property's units", `SELECT * FROM "Unit" WHERE "propertyId" = 1`, 'Unit', ['propertyId']],
  ["an agreement's charges", `SELECT * FROM "Charge" WHERE "agreementId" = 1 ORDER BY "dueDate"`, 'Charge', ['agreementId']],
  ["an agreement's utilities", `SELECT * FROM "AgreementUtility" WHERE "agreementId" = 1`, 'AgreementUtility', ['agreementId']],
  ["an agreement's payments", `SELECT * FROM "Payment" WHERE "agreementId" = 1 AND "memberId" = 1 ORDER BY "receiptNumber" DESC`, 'Payment', ['agreementId|memberId']],
  ["a member's receipts", `SELECT * FROM "Payment" WHERE "memberId" = 1 ORDER BY "receiptNumber"`, 'Payment', ['memberId']],
  ['the rent-income report', `SELECT * FROM "Payment" WHERE "memberId" = 1 AND "voidedAt" IS NULL AND "paidOn" BETWEEN '2025-07-17' AND '2026-07-16'`, 'Payment', ['memberId', 'paidOn']],
  ["a payment's allocations", `SELECT * FROM "PaymentAllocation" WHERE "paymentId" = 1`, 'PaymentAllocation', ['paymentId']],
  ["a charge's allocations", `SELECT * FROM "PaymentAllocation" WHERE "chargeId" = 1`, 'PaymentAllocation', ['chargeId']],
  ['the SMS log', `SELECT * FROM "SmsMessage" WHERE "memberId" = 1 ORDER BY "createdAt" DESC LIMIT 50`, 'SmsMessage', ['memberId']],
  ['notifications', `SELECT * FROM "Notification" WHERE "memberId" = 1 ORDER BY "createdAt" DESC LIMIT 20`, 'Notification', ['memberId']],
  ['settlements', `SELECT * FROM "Settlement" WHERE "memberId" = 1`, 'Settlement', ['memberId']],
  ['rental notices', `SELECT * FROM "RentalNotice" WHERE "memberId" = 1 ORDER BY "dueDate"`, 'RentalNotice', ['memberId']],
  ['support tickets', `SELECT * FROM "SupportTicket" WHERE "memberId" = 1`, 'SupportTicket', ['memberId']],
  ["a member's sessions", `SELECT * FROM "Session" WHERE "memberId" = 1`, 'Session', ['memberId']],
  ["an agreement's gateway payments", `SELECT * FROM "GatewayPayment" WHERE "agreementId" = 1`, 'GatewayPayment', ['agreementId']],
  ["a meter's readings", `SELECT * FROM "MeterReading" WHERE "meterId" = 1 ORDER BY "readOn" DESC`, 'MeterReading', ['meterId']],
  ["a meter's rates", `SELECT * FROM "MeterRate" WHERE "meterId" = 1`, 'MeterRate', ['meterId']],
  ["a member's gateway accounts", `SELECT * FROM "GatewayAccount" WHERE "memberId" = 1`, 'GatewayAccount', ['memberId']],
]

describe('an index for every scoped list', () => {
  test.each(LISTS)('%s', async (_name, sql, table, columns) => {
    const access = await accessOf(sql, table)
    expect(access.length).toBeGreaterThan(0)
    for (const condition of access) {
      // A column spec `a|b`: either (the planner picks one of two indexes that both scope the list).
      for (const column of columns) expect(condition, `${table} reached with "${condition}"`).toMatch(new RegExp(`[( ]"?(?:${column})"? `))
    }
  })

  test('the check fails for a list with no index on its column', async () => {
    const access = await accessOf(`SELECT * FROM "Property" WHERE "city" = 'Kathmandu'`, 'Property')
    expect(access.some((condition) => condition.includes('"city"'))).toBe(false)
  })
})
