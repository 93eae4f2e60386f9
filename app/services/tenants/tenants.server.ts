// Tenants (spec §2.17-2.18, §4.8; DESIGN §4). A tenant record is one per phone number across all
// members; a member sees a tenant through their own agreements only: the list, the count and the
// profile never show another member's agreements, and a tenant with none of this member's
// agreements is NotFoundError (404), like an id that does not exist.
import type { StoredLanguage } from '~/domain/language'
import { toNationalNumber } from '~/domain/phone'
import { Prisma } from '~/generated/prisma/client'
import { prisma } from '~/server/db.server'
import { NotFoundError } from '~/services/errors'
import { AGREEMENT_CARD_SELECT, agreementCardOf, type AgreementCard } from '~/services/agreements/views.server'
import { currentAgreementSql, currentAgreementWhere } from '~/services/agreements/current.server'
import { isRecordId } from '~/domain/record-id'
import { nepalToday } from '~/domain/nepal-time'
import { sharedPropertyIds, sharedPropertyWhere } from '~/services/team/shared-with.server'
import type { PropertyAccess } from '~/services/team/access.server'

export const TENANT_MESSAGES = { tenantNotFound: 'errors.tenantNotFound' } as const

/** A tenant's own fields as a member sees them; the member's page about one tenant adds the agreements (TenantProfile). */
export type TenantDetails = {
  id: number
  firstName: string
  lastName: string
  /** E.164 */
  phone: string
  /** The 10 digits people type and dial (98XXXXXXXX). */
  phoneNational: string
  prefLanguage: StoredLanguage
}

export type TenantSummary = TenantDetails & {
  /** This member's current agreements with the tenant (started, not ended). */
  activeAgreements: number
}

export type TenantProfile = TenantDetails & {
  /** This member's agreements with the tenant, current and past, newest first. */
  agreements: AgreementCard[]
}

export const TENANT_SELECT = { id: true, firstName: true, lastName: true, phone: true, prefLanguage: true } satisfies Prisma.TenantSelect

export function tenantDetailsOf(row: Prisma.TenantGetPayload<{ select: typeof TENANT_SELECT }>): TenantDetails {
  return { ...row, phoneNational: toNationalNumber(row.phone) }
}

/** Every tenant of the member's agreements (current or past), by name, with their current count. */
export async function listTenants(memberId: number): Promise<TenantSummary[]> {
  const current = currentAgreementWhere()
  const rows = await prisma.tenant.findMany({
    where: { agreements: { some: { memberId } } },
    select: { ...TENANT_SELECT, _count: { select: { agreements: { where: { memberId, ...current } } } } },
    orderBy: [{ firstName: 'asc' }, { lastName: 'asc' }, { id: 'asc' }],
  })
  return rows.map(({ _count, ...row }) => ({ ...tenantDetailsOf(row), activeAgreements: _count.agreements }))
}

/**
 * The tenants of agreements on the properties others let the member into with a role that sees
 * tenancies (ADR 041), by name, with their current count there; a tenant of the member's own
 * agreements is in their own list, not here.
 */
export async function listSharedTenants(memberId: number): Promise<TenantSummary[]> {
  // By the properties' ids, read first: as a condition on the property, PostgreSQL tested (and
  // counted) every member's agreements.
  const propertyIds = await sharedPropertyIds(memberId, 'tenancy:view')
  if (propertyIds.length === 0) return []
  const shared = { propertyId: { in: propertyIds } }
  const rows = await prisma.tenant.findMany({
    where: { agreements: { some: shared, none: { memberId } } },
    select: { ...TENANT_SELECT, _count: { select: { agreements: { where: { ...shared, ...currentAgreementWhere() } } } } },
    orderBy: [{ firstName: 'asc' }, { lastName: 'asc' }, { id: 'asc' }],
  })
  return rows.map(({ _count, ...row }) => ({ ...tenantDetailsOf(row), activeAgreements: _count.agreements }))
}

/** Tenants on the member's current agreements on `today` (each once; an upcoming agreement counts from its start), as an SQL value. */
export function currentTenantCount(memberId: number, today = nepalToday()): Prisma.Sql {
  return Prisma.sql`(SELECT COUNT(DISTINCT a."tenantId")::int FROM "Agreement" a WHERE a."memberId" = ${memberId} AND ${currentAgreementSql(today)})`
}

/** Tenants on the member's current agreements on `today`: the dashboard's count and the plan's. */
export async function countTenants(memberId: number, db: Prisma.TransactionClient = prisma, today = nepalToday()): Promise<number> {
  const [row] = await db.$queryRaw<Array<{ count: number }>>`SELECT ${currentTenantCount(memberId, today)} AS "count"`
  return row!.count
}

/**
 * The tenant with the member's agreements with them. `by` a team member (ADR 041): only the
 * agreements on the owner's properties shared with them by a role that sees tenancies.
 */
export async function getTenantProfile(memberId: number, tenantId: number, { by }: { by?: PropertyAccess } = {}): Promise<TenantProfile> {
  if (!isRecordId(tenantId)) throw new NotFoundError(TENANT_MESSAGES.tenantNotFound)
  const theirs: Prisma.AgreementWhereInput = by && by.actorId !== memberId ? { memberId, property: sharedPropertyWhere(by.actorId, 'tenancy:view') } : { memberId }
  const row = await prisma.tenant.findFirst({
    where: { id: tenantId, agreements: { some: theirs } },
    select: {
      ...TENANT_SELECT,
      agreements: { where: theirs, select: AGREEMENT_CARD_SELECT, orderBy: [{ startDate: 'desc' }, { id: 'desc' }] },
    },
  })
  if (!row) throw new NotFoundError(TENANT_MESSAGES.tenantNotFound)
  const { agreements, ...tenant } = row
  return { ...tenantDetailsOf(tenant), agreements: agreements.map((agreement) => agreementCardOf(agreement)) }
}
