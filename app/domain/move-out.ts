// A termination's move-out day: what happens to each charge of the agreement when the tenant
// leaves on a given day (DESIGN §5, ADR 021's neighbour rules in docs/LEDGER-INTERFACE.md).
// - The move-out day is the tenant's last day: a period that contains it is the last one lived in.
// - A scheduled charge (rent, utility) whose period starts after the move-out day is cancelled,
//   whatever its due date: the tenant did not live there then, even when the rent was due in
//   advance. A late fee of a cancelled charge goes with it.
// - The scheduled charge of the period containing the move-out day stays: in full, or pro rata by
//   days when the landlord asks, charged for the days from the period's start to the move-out day
//   inclusive over the days of the charge's period (its start to its end, inclusive), rounded half
//   up to whole paisa (money.ts `prorate`). Its period then ends on the move-out day.
// - Everything else stays as it is: earlier periods, meter bills, extra charges (the landlord
//   recorded them on purpose), late fees of charges that stay, and charges already cancelled.
// Money paid on a cancelled or reduced charge is never lost: the ledger re-applies every payment
// to what is still owed and keeps the rest as the tenant's credit, which the settlement refunds.
import { addAdDays, daysBetween, isAdDate } from './ad-date.ts'
import type { ChargeKind } from './charge-kind.ts'
import { prorate } from './money.ts'
import { isCancelledByTermination } from './rent-schedule.ts'

export type MoveOutCharge = {
  id: number
  kind: ChargeKind
  periodStart: string
  periodEnd: string
  amountPaisa: number
  /** The charge a late fee is for. */
  sourceChargeId?: number | null
  cancelled: boolean
}

export type ProRatedCharge = {
  id: number
  fromPaisa: number
  toPaisa: number
  /** Days charged (period start to the move-out day) and days of the charge's period. */
  days: number
  periodDays: number
}

export type MoveOutPlan = {
  /** Ids of the charges the move-out cancels. */
  cancelled: number[]
  /** The charge of the period containing the move-out day, when it is charged pro rata for less. */
  proRated: ProRatedCharge[]
}

const isScheduled = (charge: MoveOutCharge) => charge.kind === 'RENT' || charge.kind === 'UTILITY'

/**
 * What moving out on `moveOutDate` (A.D. `YYYY-MM-DD`) does to `charges`: the ones cancelled and
 * the ones charged pro rata (only when `proRata`). Throws RangeError on a malformed day.
 */
export function moveOutPlan(charges: readonly MoveOutCharge[], moveOutDate: string, { proRata }: { proRata: boolean }): MoveOutPlan {
  if (!isAdDate(moveOutDate)) throw new RangeError(`Not an A.D. date (YYYY-MM-DD): ${moveOutDate}`)
  const open = charges.filter((charge) => !charge.cancelled)
  const cancelled = new Set(open.filter((charge) => isScheduled(charge) && isCancelledByTermination(charge, moveOutDate)).map((charge) => charge.id))
  for (const fee of open) {
    if (fee.kind === 'LATE_FEE' && fee.sourceChargeId != null && cancelled.has(fee.sourceChargeId)) cancelled.add(fee.id)
  }
  const proRated = proRata
    ? open.flatMap((charge) => {
        if (!isScheduled(charge) || charge.periodStart > moveOutDate || charge.periodEnd <= moveOutDate) return []
        const share = proRataShare(charge.amountPaisa, charge.periodStart, charge.periodEnd, moveOutDate)
        return share.toPaisa === charge.amountPaisa ? [] : [{ id: charge.id, fromPaisa: charge.amountPaisa, ...share }]
      })
    : []
  return { cancelled: [...cancelled], proRated }
}

/**
 * The pro-rata share of `amountPaisa` for a period from `periodStart` to `periodEnd` (inclusive)
 * left on `moveOutDate` (inside the period): the days from its start to the move-out day inclusive
 * over the days of the period, rounded half up to whole paisa.
 */
export function proRataShare(amountPaisa: number, periodStart: string, periodEnd: string, moveOutDate: string): { toPaisa: number; days: number; periodDays: number } {
  if (![periodStart, periodEnd, moveOutDate].every(isAdDate) || moveOutDate < periodStart || moveOutDate > periodEnd) {
    throw new RangeError(`${moveOutDate} is not in the period ${periodStart} to ${periodEnd}`)
  }
  const days = daysBetween(periodStart, moveOutDate) + 1
  const periodDays = daysBetween(periodStart, periodEnd) + 1
  return { toPaisa: prorate(amountPaisa, days, periodDays), days, periodDays }
}

/**
 * The days a move-out may be recorded on: from the agreement's start to its end. An agreement that
 * has not started yet is cancelled as a whole (the tenant never moves in): from today to the day
 * before its start, so every charge of it is cancelled and it never starts.
 */
export function moveOutRange({ startDate, endDate }: { startDate: string; endDate: string }, today: string): { from: string; to: string } {
  return today < startDate ? { from: today, to: addAdDays(startDate, -1) } : { from: startDate, to: endDate }
}

/** A termination whose move-out day is before the start: the agreement was cancelled before anyone lived there. */
export function isCancelledBeforeStart({ moveOutDate, startDate }: { moveOutDate: string | null; startDate: string }): boolean {
  return moveOutDate !== null && moveOutDate < startDate
}
