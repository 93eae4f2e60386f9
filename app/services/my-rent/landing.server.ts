// Where a member lands after signing in or up when nothing asked for a page: a member who only
// rents (agreements under their phone, no properties or agreements of their own) lands on My
// Rent, since the landlord's dashboard is empty for them; one who both rents and lets lands on My
// Rent while their own rent is due now (what waits for them first), else on the dashboard.
import { nepalToday } from '~/domain/nepal-time'
import { prisma } from '~/server/db.server'
import { Prisma } from '~/generated/prisma/client'
import { AGREEMENT_VIEW_FROM, AGREEMENT_VIEW_JSON, type AgreementViewJson, agreementViewOf, agreementViewRowOf } from '~/services/agreements/views.server'
import { LEDGER_JSON, ledgerOf } from '~/services/ledger/ledger.server'
import type { LedgerJson } from '~/services/ledger/lines.server'
import { readJson } from '~/services/json-rows.server'
import { paymentStateOf } from './my-rent.server'

export type LandingPath = '/my-rent' | '/dashboard'
export type TenancySummary = { count: number; dueNowPaisa: number }

/** Whether the member lets anything: a property or an agreement of their own. */
export async function isLandlord(memberId: number): Promise<boolean> {
  const [properties, agreements] = [await prisma.property.count({ where: { memberId } }), await prisma.agreement.count({ where: { memberId } })]
  return properties + agreements > 0
}

export type MemberRoles = { rents: boolean; lets: boolean }

/**
 * Whether the member rents (an agreement lists their phone as its tenant's) and whether they let
 * (`isLandlord`), as two columns of a statement where `memberId` and `phone` are the member's:
 * every signed-in page's frame asks both, so a page's session read asks them in its own statement.
 */
export function rolesColumns(memberId: Prisma.Sql, phone: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`EXISTS (SELECT 1 FROM "Agreement" a JOIN "Tenant" t ON t."id" = a."tenantId" WHERE t."phone" = ${phone}) AS "rents",
    EXISTS (SELECT 1 FROM "Property" WHERE "memberId" = ${memberId})
      OR EXISTS (SELECT 1 FROM "Agreement" WHERE "memberId" = ${memberId}) AS "lets"`
}

/** Whether the member rents and whether they let, in one statement (see rolesColumns). */
export async function rolesOf(member: { id: number; phone: string }): Promise<MemberRoles> {
  const [roles] = await prisma.$queryRaw<MemberRoles[]>`SELECT ${rolesColumns(Prisma.sql`${member.id}::int`, Prisma.sql`${member.phone}`)}`
  return roles ?? { rents: false, lets: false }
}

/** The page for a member who signed in with no target of their own. */
export async function landingPathOf(memberId: number, { today = nepalToday() }: { today?: string } = {}): Promise<LandingPath> {
  const { phone } = await prisma.member.findUniqueOrThrow({ where: { id: memberId }, select: { phone: true } })
  const summary = await tenancySummaryOf(phone, { today })
  if (!summary) return '/dashboard'
  if (!(await isLandlord(memberId))) return '/my-rent'
  return summary.dueNowPaisa > 0 ? '/my-rent' : '/dashboard'
}

/**
 * Every agreement whose tenant has `phone`, with its ledger, as JSON: what `tenancySummaryFrom`
 * sums. The dashboard reads it in its own statement.
 */
export function tenanciesJson(phone: string): Prisma.Sql {
  return Prisma.sql`COALESCE((SELECT json_agg(json_build_object('row', ${AGREEMENT_VIEW_JSON}, 'ledger', ${LEDGER_JSON}))
    FROM ${AGREEMENT_VIEW_FROM} WHERE t."phone" = ${phone}), '[]'::json)`
}

type TenancyJson = { row: AgreementViewJson; ledger: LedgerJson }

/**
 * The member's own rent in one line: how many agreements and what is due now on those that take
 * payments (an upcoming renewal's go to the agreement it renews); null when they rent nothing.
 */
export function tenancySummaryFrom(tenancies: TenancyJson[], today: string): TenancySummary | null {
  if (tenancies.length === 0) return null
  const dueNowPaisa = tenancies.reduce((sum, tenancy) => {
    const row = agreementViewRowOf(tenancy.row)
    const { balance } = ledgerOf(tenancy.ledger, today)
    return paymentStateOf(agreementViewOf(row, today), row.renewedFromId, balance).paymentsGoTo === null ? sum + balance.dueNowPaisa : sum
  }, 0)
  return { count: tenancies.length, dueNowPaisa }
}

/** The member's own rent in one line for the dashboard: how many agreements and what is due now; null when they rent nothing. */
export async function tenancySummaryOf(phone: string, { today = nepalToday() }: { today?: string } = {}): Promise<TenancySummary | null> {
  return tenancySummaryFrom(await readJson<TenancyJson[]>(tenanciesJson(phone)), today)
}
