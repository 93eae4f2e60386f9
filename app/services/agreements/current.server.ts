// What "current", "upcoming" and "past" mean for an agreement, in one place (DESIGN §11):
// - current: status ACTIVE, started (start date on or before Nepal's today) and not past its end;
// - upcoming: status ACTIVE and not started yet (an early renewal, or a lease made ahead of time);
// - past: terminated, ended, or ACTIVE past its end date but not yet marked ENDED by the daily job
//   (jobs/agreements-end.server.ts).
// Counts and plan limits count current agreements only. A unit is held by a current or an upcoming
// agreement (`heldAgreementWhere`): a lease made ahead of time is not free to let twice.
import { dateColumn } from '~/domain/ad-date'
import { nepalToday } from '~/domain/nepal-time'
import { Prisma } from '~/generated/prisma/client'
import { prisma } from '~/server/db.server'

export type AgreementState = 'upcoming' | 'current' | 'past'

/** The state of an agreement on `today` (A.D. `YYYY-MM-DD`), as the queries below select it. */
export function agreementStateOf(row: { status: string; startDate: string; endDate: string }, today: string): AgreementState {
  if (row.status !== 'ACTIVE' || row.endDate < today) return 'past'
  return row.startDate > today ? 'upcoming' : 'current'
}

export function currentAgreementWhere(today = nepalToday()) {
  return { status: 'ACTIVE', startDate: { lte: dateColumn(today) }, endDate: { gte: dateColumn(today) } } satisfies Prisma.AgreementWhereInput
}

/** currentAgreementWhere in SQL, on the agreement `a`: what a count inside a screen's one statement asks. */
export function currentAgreementSql(today = nepalToday()): Prisma.Sql {
  return Prisma.sql`a."status" = 'ACTIVE' AND a."startDate" <= ${dateColumn(today)}::date AND a."endDate" >= ${dateColumn(today)}::date`
}

export function upcomingAgreementWhere(today = nepalToday()) {
  return { status: 'ACTIVE', startDate: { gt: dateColumn(today) } } satisfies Prisma.AgreementWhereInput
}

/** Current or upcoming: the agreements that hold their unit (or undivided property). */
export function heldAgreementWhere(today = nepalToday()) {
  return { status: 'ACTIVE', endDate: { gte: dateColumn(today) } } satisfies Prisma.AgreementWhereInput
}

/** heldAgreementWhere in SQL, on the agreement `a`. */
export function heldAgreementSql(today = nepalToday()): Prisma.Sql {
  return Prisma.sql`a."status" = 'ACTIVE' AND a."endDate" >= ${dateColumn(today)}::date`
}

export function pastAgreementWhere(today = nepalToday()) {
  return {
    OR: [{ status: { in: ['TERMINATED', 'ENDED'] } }, { status: 'ACTIVE', endDate: { lt: dateColumn(today) } }],
  } satisfies Prisma.AgreementWhereInput
}

/**
 * Marks every ACTIVE agreement whose end date is before `today` as ENDED (all members, or one);
 * answers how many. The daily job runs it; creating an agreement runs it for the member first.
 */
export async function markEndedAgreements(
  { today = nepalToday(), memberId }: { today?: string; memberId?: number } = {},
  db: Prisma.TransactionClient = prisma,
): Promise<number> {
  const { count } = await db.agreement.updateMany({
    where: { status: 'ACTIVE', endDate: { lt: dateColumn(today) }, ...(memberId === undefined ? {} : { memberId }) },
    data: { status: 'ENDED' },
  })
  return count
}
