// How agreements are read: the selects and the clean types the agreement and tenant services
// answer (a card for lists, the full view for the show page and /v1). Dates are A.D. `YYYY-MM-DD`;
// a B.S. agreement also carries its dates in B.S., as the member typed them.
import type { StoredLanguage } from '~/domain/language'
import { adToBs, formatBsDate } from '~/domain/bs-calendar'
import type { CalendarType } from '~/domain/calendar-type'
import { nepalToday } from '~/domain/nepal-time'
import { toNationalNumber } from '~/domain/phone'
import { Prisma } from '~/generated/prisma/client'
import { prisma, type Tx } from '~/server/db.server'
import { isRecordId } from '~/domain/record-id'
import { AGREEMENT_MESSAGES } from '~/schemas/agreement-rules'
import { NotFoundError } from '~/services/errors'
import { isoDateOf } from '~/domain/ad-date'
import { type AgreementState, agreementStateOf } from './current.server'

export type { AgreementState }
export type AgreementStatus = 'ACTIVE' | 'TERMINATED' | 'ENDED'

export type AgreementCard = {
  id: number
  name: string
  status: AgreementStatus
  /** Started and not ended (Nepal today): counted by the dashboard and the plans (current.server.ts). */
  isCurrent: boolean
  /** upcoming (ACTIVE, starts after today: listed with "starts on"), current, or past (history). */
  state: AgreementState
  calendar: CalendarType
  startDate: string
  endDate: string
  /** B.S. `YYYY-MM-DD` of the dates, for a B.S. agreement; null for A.D. */
  bsStartDate: string | null
  bsEndDate: string | null
  /** A terminated agreement's move-out day (the tenant's last day, A.D.); null otherwise. */
  moveOutDate: string | null
  /** Monthly rent. */
  leaseAmountPaisa: number
  depositPaisa: number | null
  /** ISO instant. */
  createdAt: string
  property: { id: number; name: string; address1: string; city: string; isDivided: boolean }
  unit: { id: number; name: string; floor: number; area: number; areaUnit: 'sqft' | 'sqm' } | null
  tenant: { id: number; firstName: string; lastName: string; phone: string; phoneNational: string; prefLanguage: StoredLanguage }
}

export type AgreementUtilityLine = {
  id: number
  utilityId: string
  /** Monthly price; null when the tenant pays the provider directly. */
  pricePaisa: number | null
  paymentIntervalMonths: number
  paymentDayOfMonth: number
  /** Charged from meter readings (app/services/meters/meters.server.ts), not monthly. */
  metered: boolean
}

export type AgreementView = AgreementCard & {
  paymentIntervalMonths: number
  paymentDayOfMonth: number
  incrementPercentage: number | null
  incrementIntervalYears: number | null
  /** ISO instant of the termination, or null. */
  terminatedAt: string | null
  /** Utilities other than the rent, in the option's order. */
  utilities: AgreementUtilityLine[]
}

export const AGREEMENT_CARD_SELECT = {
  id: true,
  name: true,
  status: true,
  calendar: true,
  startDate: true,
  endDate: true,
  moveOutDate: true,
  terminatedAt: true,
  leaseAmountPaisa: true,
  depositPaisa: true,
  createdAt: true,
  property: { select: { id: true, name: true, address1: true, city: true, isDivided: true } },
  unit: { select: { id: true, name: true, floor: true, area: true, areaUnit: true } },
  tenant: { select: { id: true, firstName: true, lastName: true, phone: true, prefLanguage: true } },
} satisfies Prisma.AgreementSelect

export const AGREEMENT_VIEW_SELECT = {
  ...AGREEMENT_CARD_SELECT,
  paymentIntervalMonths: true,
  paymentDayOfMonth: true,
  incrementPercentage: true,
  incrementIntervalYears: true,
  terminatedAt: true,
  utilities: {
    select: { id: true, utilityOptionId: true, pricePaisa: true, paymentIntervalMonths: true, paymentDayOfMonth: true, meter: { select: { id: true } } },
    orderBy: { utilityOption: { sortOrder: 'asc' } },
  },
} satisfies Prisma.AgreementSelect

type CardRow = Prisma.AgreementGetPayload<{ select: typeof AGREEMENT_CARD_SELECT }>
type ViewRow = Prisma.AgreementGetPayload<{ select: typeof AGREEMENT_VIEW_SELECT }>

/** A view's row with its landlord and the agreement it renews, as `findAgreementViewRows` reads it. */
export type AgreementViewRow = ViewRow & { renewedFromId: number | null; member: { id: number; firstName: string; lastName: string; phone: string } }

/**
 * The rows of AGREEMENT_VIEW_SELECT (and the landlord) in one statement, as JSON: Prisma's nested
 * select sends seven, one after the other, for each read. `where` is on the agreement `a`, its
 * tenant `t` and its landlord `m`; it must scope the rows (the member's id, or the tenant's phone).
 * `also`, an expression on the same, comes back beside each row: what a caller reads with it.
 */
export async function findAgreementViewRows<Also = null>(
  db: Pick<Tx, '$queryRaw'>,
  where: Prisma.Sql,
  also: Prisma.Sql = Prisma.sql`NULL`,
): Promise<Array<AgreementViewRow & { also: Also }>> {
  const rows = await db.$queryRaw<Array<{ row: AgreementViewJson; also: Also }>>`
    SELECT ${also} AS "also", ${AGREEMENT_VIEW_JSON} AS "row"
    FROM ${AGREEMENT_VIEW_FROM}
    WHERE ${where}
    ORDER BY a."id"`
  return rows.map(({ row, also }) => ({ ...agreementViewRowOf(row), also }))
}

/**
 * One of the agreements whose tenant has `phone` (the tenant's own calls, scoped by their verified
 * phone: My Rent, "I paid", repairs, money received online), as `select`; NotFoundError for anyone
 * else's, exactly as for one that does not exist.
 */
export async function findTenantAgreement<S extends Prisma.AgreementSelect>(phone: string, agreementId: number, select: S): Promise<Prisma.AgreementGetPayload<{ select: S }>> {
  const row = isRecordId(agreementId) ? await prisma.agreement.findFirst({ where: { id: agreementId, tenant: { phone } }, select }) : null
  if (!row) throw new NotFoundError(AGREEMENT_MESSAGES.agreementNotFound)
  return row
}

/** The agreements with what a view shows of them: the agreement `a`, its property `p`, unit `u`, tenant `t` and landlord `m`. */
export const AGREEMENT_VIEW_FROM = Prisma.sql`"Agreement" a
    JOIN "Property" p ON p."id" = a."propertyId"
    LEFT JOIN "Unit" u ON u."id" = a."unitId"
    JOIN "Tenant" t ON t."id" = a."tenantId"
    JOIN "Member" m ON m."id" = a."memberId"`

/** A view's row as JSON, on AGREEMENT_VIEW_FROM; `agreementViewRowOf` reads it. */
export const AGREEMENT_VIEW_JSON = Prisma.sql`json_build_object(
      'id', a."id", 'name', a."name", 'status', a."status", 'calendar', a."calendar", 'startDate', a."startDate",
      'endDate', a."endDate", 'moveOutDate', a."moveOutDate", 'terminatedAt', a."terminatedAt",
      'leaseAmountPaisa', a."leaseAmountPaisa"::text, 'depositPaisa', a."depositPaisa"::text, 'createdAt', a."createdAt",
      'paymentIntervalMonths', a."paymentIntervalMonths", 'paymentDayOfMonth', a."paymentDayOfMonth",
      'incrementPercentage', a."incrementPercentage"::text, 'incrementIntervalYears', a."incrementIntervalYears",
      'renewedFromId', a."renewedFromId",
      'property', json_build_object('id', p."id", 'name', p."name", 'address1', p."address1", 'city', p."city", 'isDivided', p."isDivided"),
      'unit', CASE WHEN u."id" IS NULL THEN NULL
        ELSE json_build_object('id', u."id", 'name', u."name", 'floor', u."floor", 'area', u."area"::text, 'areaUnit', u."areaUnit") END,
      'tenant', json_build_object('id', t."id", 'firstName', t."firstName", 'lastName', t."lastName", 'phone', t."phone", 'prefLanguage', t."prefLanguage"),
      'member', json_build_object('id', m."id", 'firstName', m."firstName", 'lastName', m."lastName", 'phone', m."phone"),
      'utilities', COALESCE((
        SELECT json_agg(json_build_object(
          'id', au."id", 'utilityOptionId', au."utilityOptionId", 'pricePaisa', au."pricePaisa"::text,
          'paymentIntervalMonths', au."paymentIntervalMonths", 'paymentDayOfMonth', au."paymentDayOfMonth",
          'meter', CASE WHEN me."id" IS NULL THEN NULL ELSE json_build_object('id', me."id") END
        ) ORDER BY uo."sortOrder", au."id")
        FROM "AgreementUtility" au
        JOIN "UtilityOption" uo ON uo."id" = au."utilityOptionId"
        LEFT JOIN "Meter" me ON me."agreementUtilityId" = au."id"
        WHERE au."agreementId" = a."id"), '[]')
    )`

export type AgreementViewJson = Omit<
  AgreementViewRow,
  'startDate' | 'endDate' | 'moveOutDate' | 'terminatedAt' | 'createdAt' | 'leaseAmountPaisa' | 'depositPaisa' | 'incrementPercentage' | 'unit' | 'utilities'
> & {
  startDate: string
  endDate: string
  moveOutDate: string | null
  terminatedAt: string | null
  createdAt: string
  leaseAmountPaisa: string
  depositPaisa: string | null
  incrementPercentage: string | null
  unit: (Omit<NonNullable<ViewRow['unit']>, 'area'> & { area: string }) | null
  utilities: Array<Omit<ViewRow['utilities'][number], 'pricePaisa'> & { pricePaisa: string | null }>
}

const dateOrNull = (value: string | null) => (value === null ? null : new Date(value))

export function agreementViewRowOf(row: AgreementViewJson): AgreementViewRow {
  return {
    ...row,
    startDate: new Date(row.startDate),
    endDate: new Date(row.endDate),
    moveOutDate: dateOrNull(row.moveOutDate),
    terminatedAt: dateOrNull(row.terminatedAt),
    createdAt: new Date(row.createdAt),
    leaseAmountPaisa: BigInt(row.leaseAmountPaisa),
    depositPaisa: row.depositPaisa === null ? null : BigInt(row.depositPaisa),
    incrementPercentage: row.incrementPercentage === null ? null : new Prisma.Decimal(row.incrementPercentage),
    unit: row.unit && { ...row.unit, area: new Prisma.Decimal(row.unit.area) },
    utilities: row.utilities.map((utility) => ({ ...utility, pricePaisa: utility.pricePaisa === null ? null : BigInt(utility.pricePaisa) })),
  }
}

/**
 * A terminated agreement's move-out day: the one recorded, or (a row written without one) the
 * Nepal day its termination was recorded. Null when it was not terminated.
 */
export function moveOutDayOf(row: { moveOutDate: Date | null; terminatedAt: Date | null }): string | null {
  if (row.moveOutDate) return isoDateOf(row.moveOutDate)
  return row.terminatedAt ? nepalToday(row.terminatedAt) : null
}

const bsOf = (date: Date) => formatBsDate(adToBs(isoDateOf(date)))

export function agreementCardOf(row: CardRow, today = nepalToday()): AgreementCard {
  const startDate = isoDateOf(row.startDate)
  const endDate = isoDateOf(row.endDate)
  const isBs = row.calendar === 'BS'
  const state = agreementStateOf({ status: row.status, startDate, endDate }, today)
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    isCurrent: state === 'current',
    state,
    calendar: row.calendar,
    startDate,
    endDate,
    bsStartDate: isBs ? bsOf(row.startDate) : null,
    bsEndDate: isBs ? bsOf(row.endDate) : null,
    moveOutDate: moveOutDayOf(row),
    leaseAmountPaisa: Number(row.leaseAmountPaisa),
    depositPaisa: row.depositPaisa === null ? null : Number(row.depositPaisa),
    createdAt: row.createdAt.toISOString(),
    property: row.property,
    unit: row.unit && { ...row.unit, area: row.unit.area.toNumber(), areaUnit: row.unit.areaUnit === 'SQM' ? 'sqm' : 'sqft' },
    tenant: { ...row.tenant, phoneNational: toNationalNumber(row.tenant.phone) },
  }
}

export function agreementViewOf(row: ViewRow, today = nepalToday()): AgreementView {
  return {
    ...agreementCardOf(row, today),
    paymentIntervalMonths: row.paymentIntervalMonths,
    paymentDayOfMonth: row.paymentDayOfMonth,
    incrementPercentage: row.incrementPercentage?.toNumber() ?? null,
    incrementIntervalYears: row.incrementIntervalYears,
    terminatedAt: row.terminatedAt?.toISOString() ?? null,
    utilities: row.utilities.map((utility) => ({
      id: utility.id,
      utilityId: utility.utilityOptionId,
      pricePaisa: utility.pricePaisa === null ? null : Number(utility.pricePaisa),
      paymentIntervalMonths: utility.paymentIntervalMonths,
      paymentDayOfMonth: utility.paymentDayOfMonth,
      metered: utility.meter !== null,
    })),
  }
}
