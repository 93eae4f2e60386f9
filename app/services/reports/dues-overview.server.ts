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

/**
 * The member's dues on `today` (Nepal, A.D.): totals due this week and overdue, and who is late.
 * Counts every agreement with open charges (a terminated one's arrears too); cancelled charges never.
 */
export async function duesOverview(memberId: number, today: string = nepalToday()): Promise<DuesOverview> {
  const weekEnd = addAdDays(today, 6)
  const rows = await prisma.$queryRaw<Array<{ agreementId: number; overdue: bigint; dueThisWeek: bigint; oldest: Date | null }>>`
    SELECT c."agreementId",
           COALESCE(SUM(c."amountPaisa" - c."paidPaisa") FILTER (WHERE c."dueDate" < ${dateColumn(today)}::date), 0)::bigint AS "overdue",
           COALESCE(SUM(c."amountPaisa" - c."paidPaisa") FILTER (WHERE c."dueDate" >= ${dateColumn(today)}::date), 0)::bigint AS "dueThisWeek",
           MIN(c."dueDate") FILTER (WHERE c."dueDate" < ${dateColumn(today)}::date) AS "oldest"
    FROM "Charge" c JOIN "Agreement" a ON a."id" = c."agreementId"
    WHERE a."memberId" = ${memberId} AND c."status" IN ('DUE', 'PARTIAL') AND c."dueDate" <= ${dateColumn(weekEnd)}::date
    GROUP BY c."agreementId"`
  const late = rows.filter((row) => row.overdue > 0n)
  // Nobody late (the usual case): no query for their names (Prisma would still send two).
  const agreements =
    late.length === 0
      ? []
      : await prisma.agreement.findMany({
          where: { id: { in: late.map((row) => row.agreementId) }, memberId },
          select: { id: true, name: true, tenant: { select: { id: true, firstName: true, lastName: true, phone: true } } },
        })
  const byId = new Map(agreements.map((agreement) => [agreement.id, agreement]))
  const overdue = late
    .map((row): OverdueTenant => {
      const agreement = byId.get(row.agreementId)!
      const oldestDueDate = isoDateOf(row.oldest!)
      return {
        agreementId: agreement.id,
        agreementName: agreement.name,
        tenantId: agreement.tenant.id,
        tenantName: fullName(agreement.tenant),
        tenantPhoneNational: toNationalNumber(agreement.tenant.phone),
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
