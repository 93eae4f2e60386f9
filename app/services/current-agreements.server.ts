// What "current" means for an agreement, in one place (the decision of issue 5): status ACTIVE and
// its end date not yet past in Nepal. Terminated and ended agreements, and an ACTIVE one whose end
// date has passed but that the daily job (jobs/agreements-end.server.ts) has not marked ENDED yet,
// are history. Properties (leased, available units), agreements, tenants and plans all use this.
import { dateColumn } from '~/domain/ad-date'
import { nepalToday } from '~/domain/nepal-time'
import type { Prisma } from '~/generated/prisma/client'
import { prisma } from '~/server/db.server'

export function currentAgreementWhere(today = nepalToday()) {
  return { status: 'ACTIVE', endDate: { gte: dateColumn(today) } } satisfies Prisma.AgreementWhereInput
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
