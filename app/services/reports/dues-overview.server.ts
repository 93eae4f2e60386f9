// The dashboard's dues: what is due this week, what is overdue, and who is late, from
// the member's open charges.
import { addAdDays, daysBetween } from '~/domain/ad-date'
import { nepalToday } from '~/domain/nepal-time'
import { toNationalNumber } from '~/domain/phone'
import { prisma } from '~/server/db.server'
import { dateColumn, isoDateOf } from '~/domain/ad-date'
import { fullName } from '~/services/ledger/lines.server'

export type OverdueTenant = {
  agreementId: number
  agreementName: string
  tenantId: number
  tenantName: string
  tenantPhoneNational: string
  overduePaisa: number
  /** Days since the oldest unpaid due date. */
  daysOverdue: number
  oldestDueDate: string
}

export type DuesOverview = {
  /** Unpaid on charges due from today to 6 days later. */
  dueThisWeekPaisa: number
  /** Unpaid on charges whose due date has passed. */
  overduePaisa: number
  /** Agreements with overdue money, longest overdue first. */
  overdue: OverdueTenant[]
}

type DuesRow = {
  agreementId: number
  agreementName: string
  tenantId: number
  firstName: string
  lastName: string
  phone: string
  overdue: bigint
  dueThisWeek: bigint
  oldest: Date | null
}

/**
 * The member's dues on `today` (Nepal, A.D.): totals due this week and overdue, and who is late.
 * Counts every agreement with open charges (a terminated one's arrears too); cancelled charges never.
 */
export async function duesOverview(memberId: number, today: string = nepalToday()): Promise<DuesOverview> {
  const weekEnd = addAdDays(today, 6)
  // One statement, with the agreement's and its tenant's names beside the sums (who is late).
  const rows = await prisma.$queryRaw<DuesRow[]>`
    SELECT c."agreementId", a."name" AS "agreementName", t."id" AS "tenantId", t."firstName", t."lastName", t."phone",
           COALESCE(SUM(c."amountPaisa" - c."paidPaisa") FILTER (WHERE c."dueDate" < ${dateColumn(today)}::date), 0)::bigint AS "overdue",
           COALESCE(SUM(c."amountPaisa" - c."paidPaisa") FILTER (WHERE c."dueDate" >= ${dateColumn(today)}::date), 0)::bigint AS "dueThisWeek",
           MIN(c."dueDate") FILTER (WHERE c."dueDate" < ${dateColumn(today)}::date) AS "oldest"
    FROM "Charge" c JOIN "Agreement" a ON a."id" = c."agreementId" JOIN "Tenant" t ON t."id" = a."tenantId"
    WHERE a."memberId" = ${memberId} AND c."status" IN ('DUE', 'PARTIAL') AND c."dueDate" <= ${dateColumn(weekEnd)}::date
    GROUP BY c."agreementId", a."name", t."id"`
  const late = rows.filter((row) => row.overdue > 0n)
  const overdue = late
    .map((row): OverdueTenant => {
      const oldestDueDate = isoDateOf(row.oldest!)
      return {
        agreementId: row.agreementId,
        agreementName: row.agreementName,
        tenantId: row.tenantId,
        tenantName: fullName(row),
        tenantPhoneNational: toNationalNumber(row.phone),
        overduePaisa: Number(row.overdue),
        daysOverdue: daysBetween(oldestDueDate, today),
        oldestDueDate,
      }
    })
    .sort((a, b) => b.daysOverdue - a.daysOverdue || b.overduePaisa - a.overduePaisa || a.agreementId - b.agreementId)
  return {
    dueThisWeekPaisa: rows.reduce((sum, row) => sum + Number(row.dueThisWeek), 0),
    overduePaisa: rows.reduce((sum, row) => sum + Number(row.overdue), 0),
    overdue,
  }
}
