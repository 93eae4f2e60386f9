// The dashboard's dues: what is due this week, what is overdue, and who is late, from
// the member's open charges.
import { addAdDays, daysBetween } from '~/domain/ad-date'
import { nepalToday } from '~/domain/nepal-time'
import { toNationalNumber } from '~/domain/phone'
import { Prisma } from '~/generated/prisma/client'
import { dateOf, jsonRows, readJson } from '~/services/json-rows.server'
import { dateColumn, isoDateOf } from '~/domain/ad-date'
import { fullName } from '~/domain/person-name'

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

/** A row of `duesJson`: an agreement with open charges, its tenant, and its sums (text of the paisa). */
type DuesJson = {
  agreementId: number
  agreementName: string
  tenantId: number
  firstName: string
  lastName: string
  phone: string
  overdue: string
  dueThisWeek: string
  oldest: string | null
}

/**
 * The member's open charges due by the end of the week from `today`, summed per agreement with its
 * tenant's names beside (who is late), as JSON (jsonRows): `duesOverviewFrom` reads it. Counts every
 * agreement with open charges (a terminated one's arrears too); cancelled charges never.
 */
export function duesJson(memberId: number, today: string): Prisma.Sql {
  const weekEnd = addAdDays(today, 6)
  return jsonRows(
    Prisma.sql`
    SELECT c."agreementId", a."name" AS "agreementName", t."id" AS "tenantId", t."firstName", t."lastName", t."phone",
           COALESCE(SUM(c."amountPaisa" - c."paidPaisa") FILTER (WHERE c."dueDate" < ${dateColumn(today)}::date), 0)::text AS "overdue",
           COALESCE(SUM(c."amountPaisa" - c."paidPaisa") FILTER (WHERE c."dueDate" >= ${dateColumn(today)}::date), 0)::text AS "dueThisWeek",
           MIN(c."dueDate") FILTER (WHERE c."dueDate" < ${dateColumn(today)}::date) AS "oldest"
    FROM "Charge" c JOIN "Agreement" a ON a."id" = c."agreementId" JOIN "Tenant" t ON t."id" = a."tenantId"
    WHERE a."memberId" = ${memberId} AND c."status" IN ('DUE', 'PARTIAL') AND c."dueDate" <= ${dateColumn(weekEnd)}::date
    GROUP BY c."agreementId", a."name", t."id"`,
    Prisma.sql`x."agreementId"`,
  )
}

/** The dues on `today` from the rows of `duesJson`. */
export function duesOverviewFrom(rows: DuesJson[], today: string): DuesOverview {
  const sums = rows.map((row) => ({ ...row, overdue: BigInt(row.overdue), dueThisWeek: BigInt(row.dueThisWeek) }))
  const overdue = sums
    .filter((row) => row.overdue > 0n)
    .map((row): OverdueTenant => {
      const oldestDueDate = isoDateOf(dateOf(row.oldest!))
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
    dueThisWeekPaisa: sums.reduce((sum, row) => sum + Number(row.dueThisWeek), 0),
    overduePaisa: sums.reduce((sum, row) => sum + Number(row.overdue), 0),
    overdue,
  }
}

/** The member's dues on `today` (Nepal, A.D.): totals due this week and overdue, and who is late. */
export async function duesOverview(memberId: number, today: string = nepalToday()): Promise<DuesOverview> {
  return duesOverviewFrom(await readJson<DuesJson[]>(duesJson(memberId, today)), today)
}
