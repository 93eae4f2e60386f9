// Agreements (spec §2.10-2.13, §4.7, §5; DESIGN §4-5, §8) as the web screens and /v1 read them. The
// contract is docs/AGREEMENTS-INTERFACE.md. Every query is scoped to the member: another member's
// id is NotFoundError, exactly like an id that does not exist. "Current" is defined once in
// current.server.ts. Making one: create.server.ts; ending one early: termination.server.ts;
// changing or renewing one: changes.server.ts, renewals.server.ts.
import { AGREEMENT_MESSAGES } from '~/schemas/agreement-schemas'
import { nepalToday } from '~/domain/nepal-time'
import { Prisma } from '~/generated/prisma/client'
import { prisma } from '~/server/db.server'
import { NotFoundError } from '~/services/errors'
import { AGREEMENT_VIEW_SELECT, agreementViewOf, type AgreementView, findAgreementViewRows } from './views.server'
import { currentAgreementSql, heldAgreementWhere, pastAgreementWhere } from './current.server'
import { jsonRows, readJson } from '~/services/json-rows.server'
import { type Paging, pagingOf } from '~/schemas/paging'
import { isRecordId } from '~/domain/record-id'
import { ownOrSharedWhere } from '~/services/team/shared-with.server'

export type { AgreementCard, AgreementView } from './views.server'

export { AGREEMENT_MESSAGES }

const NEWEST_FIRST = [{ createdAt: 'desc' }, { id: 'desc' }] satisfies Prisma.AgreementOrderByWithRelationInput[]

/**
 * The member's current and upcoming agreements, newest first (the index and GET
 * /v1/member/agreement; `state` tells them apart), or one property's (its page).
 */
export async function listCurrentAgreements(memberId: number, { propertyId }: { propertyId?: number } = {}): Promise<AgreementView[]> {
  const rows = await prisma.agreement.findMany({
    where: { memberId, ...(propertyId !== undefined && { propertyId }), ...heldAgreementWhere() },
    select: AGREEMENT_VIEW_SELECT,
    orderBy: NEWEST_FIRST,
  })
  return rows.map((row) => agreementViewOf(row))
}

/**
 * The current and upcoming agreements of the properties others let the member into (ADR 041),
 * every role's (each role sees the tenants and their dues), newest first.
 */
export async function listSharedCurrentAgreements(memberId: number): Promise<AgreementView[]> {
  const rows = await prisma.agreement.findMany({
    where: { property: { team: { some: { memberId } } }, ...heldAgreementWhere() },
    select: AGREEMENT_VIEW_SELECT,
    orderBy: NEWEST_FIRST,
  })
  return rows.map((row) => agreementViewOf(row))
}

/** Terminated and ended agreements (history), newest first: all, or one page of them. */
export async function listAgreementHistory(memberId: number, page?: { page: number; pageSize: number }): Promise<AgreementView[]> {
  const rows = await prisma.agreement.findMany({
    where: { memberId, ...pastAgreementWhere() },
    select: AGREEMENT_VIEW_SELECT,
    orderBy: NEWEST_FIRST,
    ...(page && { skip: (page.page - 1) * page.pageSize, take: page.pageSize }),
  })
  return rows.map((row) => agreementViewOf(row))
}

export type AgreementHistoryPage = { items: AgreementView[]; total: number; page: number; pageSize: number }

/** One page of the history for the data table (spec §2.12, §9: 25, 50 or 100 rows a page). */
export async function pageAgreementHistory(
  memberId: number,
  query: Partial<Paging> = {},
): Promise<AgreementHistoryPage> {
  const { page: current, pageSize: size } = pagingOf(query)
  const [total, items] = await Promise.all([
    prisma.agreement.count({ where: { memberId, ...pastAgreementWhere() } }),
    listAgreementHistory(memberId, { page: current, pageSize: size }),
  ])
  return { items, total, page: current, pageSize: size }
}

/** Agreements started and not ended on `today` (an upcoming one counts from its start day), as an SQL value. */
export function currentAgreementCount(memberId: number, today = nepalToday()): Prisma.Sql {
  return Prisma.sql`(SELECT COUNT(*)::int FROM "Agreement" a WHERE a."memberId" = ${memberId} AND ${currentAgreementSql(today)})`
}

/** Agreements started and not ended on `today` (an upcoming one counts from its start day). */
export async function countCurrentAgreements(memberId: number, db: Prisma.TransactionClient = prisma, today = nepalToday()): Promise<number> {
  const [row] = await db.$queryRaw<Array<{ count: number }>>`SELECT ${currentAgreementCount(memberId, today)} AS "count"`
  return row!.count
}

export type LatestAgreement = { id: number; name: string; unitName: string | null; propertyName: string; createdAt: string }

/** The last `take` agreements created, whatever their status, as JSON (jsonRows) for `latestAgreementsFrom`. */
export function latestAgreementsJson(memberId: number, take = 3): Prisma.Sql {
  // One joined statement (a nested select sends three, one after the other); NEWEST_FIRST's order.
  return jsonRows(
    Prisma.sql`
    SELECT a."id", a."name", u."name" AS "unitName", p."name" AS "propertyName", a."createdAt"
    FROM "Agreement" a
    JOIN "Property" p ON p."id" = a."propertyId"
    LEFT JOIN "Unit" u ON u."id" = a."unitId"
    WHERE a."memberId" = ${memberId}
    ORDER BY a."createdAt" DESC, a."id" DESC
    LIMIT ${take}`,
    Prisma.sql`x."createdAt" DESC, x."id" DESC`,
  )
}

export const latestAgreementsFrom = (rows: LatestAgreement[]): LatestAgreement[] =>
  rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() }))

/** The last `take` agreements created, whatever their status (the dashboard's New Agreements). */
export async function latestAgreements(memberId: number, take = 3): Promise<LatestAgreement[]> {
  return latestAgreementsFrom(await readJson<LatestAgreement[]>(latestAgreementsJson(memberId, take)))
}

export async function getAgreement(memberId: number, agreementId: number, db: Prisma.TransactionClient = prisma): Promise<AgreementView> {
  if (!isRecordId(agreementId)) throw new NotFoundError(AGREEMENT_MESSAGES.agreementNotFound)
  const [row] = await findAgreementViewRows(db, Prisma.sql`a."id" = ${agreementId} AND a."memberId" = ${memberId}`)
  if (!row) throw new NotFoundError(AGREEMENT_MESSAGES.agreementNotFound)
  return agreementViewOf(row)
}

export type PropertyChoice = {
  id: number
  name: string
  address1: string
  city: string
  isDivided: boolean
  /** Undivided: no current or upcoming agreement. Divided: at least one unit is free. */
  isAvailable: boolean
  /** Divided properties: the units without a current or upcoming agreement (spec §4.7), by floor. */
  availableUnits: Array<{ id: number; name: string; floor: number }>
}

/** The properties and free units the create form offers. */
export async function listPropertyChoices(memberId: number): Promise<PropertyChoice[]> {
  const current = heldAgreementWhere()
  const rows = await prisma.property.findMany({
    // The member's own, and those shared with them by a role that makes agreements (ADR 041).
    where: await ownOrSharedWhere(memberId, 'tenancy:manage'),
    orderBy: { name: 'asc' },
    select: {
      id: true,
      name: true,
      address1: true,
      city: true,
      isDivided: true,
      // One held agreement is enough to know the property is taken. (A `_count` here was Prisma's
      // count of every member's held agreements, grouped by property, joined to these.)
      agreements: { where: current, select: { id: true }, take: 1 },
      units: {
        where: { agreements: { none: current } },
        select: { id: true, name: true, floor: true },
        orderBy: [{ floor: 'asc' }, { id: 'asc' }],
      },
    },
  })
  return rows.map(({ agreements, units, ...property }) => ({
    ...property,
    isAvailable: property.isDivided ? units.length > 0 : agreements.length === 0,
    availableUnits: property.isDivided ? units : [],
  }))
}

export async function listUtilityOptions(): Promise<Array<{ id: string }>> {
  return prisma.utilityOption.findMany({ select: { id: true }, orderBy: { sortOrder: 'asc' } })
}
