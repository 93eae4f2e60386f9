// How agreements are read: the selects and the clean types the agreement and tenant services
// answer (a card for lists, the full view for the show page and /v1). Dates are A.D. `YYYY-MM-DD`;
// a B.S. agreement also carries its dates in B.S., as the member typed them.
import type { StoredLanguage } from '~/domain/language'
import { adToBs, formatBsDate } from '~/domain/bs-calendar'
import type { CalendarType } from '~/domain/calendar-type'
import { nepalToday } from '~/domain/nepal-time'
import { toNationalNumber } from '~/domain/phone'
import type { Prisma } from '~/generated/prisma/client'
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
