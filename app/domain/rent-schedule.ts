// The rent schedule of DESIGN §5: an agreement's terms turned into the charges (rent and utilities)
// it creates, counted in the agreement's own calendar. Pure: the ledger stores what this returns.
//
// Precise reading of the rules (where DESIGN leaves a choice, the choice is marked "decision"):
// - Period k of a line (the rent, or one utility) starts k x interval months after the agreement's
//   start date, always computed from the start date (a start on the 31st gives Jan 31, Feb 28,
//   Mar 31, ...), same day of the month clamped to the month's length, in the agreement's calendar.
//   It ends the day before period k + 1 starts. Dates are A.D. `YYYY-MM-DD`, periodEnd inclusive.
// - The end date is the last day of the lease (inclusive): a period starting on it still exists.
// - Due date: paymentDayOfMonth of the month periodStart falls in, clamped to that month's length.
//   Decision: for period 0 only, a due day before the start date moves to the start date itself
//   (not to the next month), so the first rent is due on move-in. Later periods keep their day
//   even when it falls before their periodStart (rent in advance), and a due date may fall after
//   the end date when a short last period's due day is later in the month (DESIGN asks nothing else).
// - Rent in force on a day: the monthly rent grown by incrementPercentage % once per anniversary
//   on or before that day; anniversaries are every incrementIntervalYears x 12 months from the
//   start in the agreement's calendar (clamped like periods). Each step rounds half up to a paisa.
//   Increments apply to the rent only, never to utilities.
// - A period's amount = monthly amount in force on periodStart x interval. A last period cut short
//   by the end date = that x (days covered / days of the full period), rounded half up.
// - Termination (terminatedOn, the move-out day, a Nepal calendar day): a charge is cancelled when
//   its period starts after that day, even when it was due in advance before it (the tenant did not
//   live there then). A period starting on the move-out day is kept, as DESIGN says "after" (and as
//   a period starting on the end date is kept); whether the period containing the day is charged
//   pro rata is the termination's choice (move-out.ts), not the schedule's.
// - Decision: a line whose monthly amount is 0, or a utility whose price is null, makes no charges,
//   and no charge of 0 paisa is ever produced (no reminder for nothing).
// - Money is a JavaScript number of whole paisa, like money.ts; the database's BigInt converts at
//   the boundary (exact up to 2^53 paisa).
import { addAdDays, addAdMonths, adMonthLength, daysBetween, isAdDate } from './ad-date.ts'
import type { CalendarType } from './calendar-type.ts'
import {
  type BsDate,
  LAST_CONFIRMED_BS_YEAR,
  MAX_AD_DATE,
  MAX_BS_YEAR,
  MIN_AD_DATE,
  MIN_BS_YEAR,
  addBsMonths,
  adToBs,
  bsMonthLength,
  bsToAd,
  hasBsDate,
} from './bs-calendar.ts'
import { increaseByPercent, MAX_AMOUNT_PAISA, prorate } from './money.ts'

export type UtilityTerms<U = string> = {
  utilityId: U
  /** Monthly price; null when the tenant pays the provider directly (no charges). */
  pricePaisa: number | null
  paymentIntervalMonths: number
  paymentDayOfMonth: number
}

export type AgreementTerms<U = string> = {
  calendar: CalendarType
  /** A.D. `YYYY-MM-DD` (the server converts B.S. input first). */
  startDate: string
  /** A.D. `YYYY-MM-DD`, the last day of the lease. */
  endDate: string
  /** Monthly rent. */
  leaseAmountPaisa: number
  paymentIntervalMonths: number
  /** 1-31 for A.D., 1-32 for B.S.; clamped to each month's length. */
  paymentDayOfMonth: number
  /** Percent with at most 2 decimals (the column is Decimal(5,2)); null or 0: no increments. */
  incrementPercentage?: number | null
  incrementIntervalYears?: number | null
  /** A.D. `YYYY-MM-DD`, the move-out day of a terminated agreement (its tenant's last day). */
  terminatedOn?: string | null
  utilities?: readonly UtilityTerms<U>[]
}

export type BsPeriodDates = { periodStart: BsDate; periodEnd: BsDate; dueDate: BsDate }

type ChargeCommon = {
  /** k: 0 for the line's first period. */
  periodIndex: number
  periodStart: string
  /** Inclusive; the end date when the period is cut short. */
  periodEnd: string
  dueDate: string
  amountPaisa: number
  /** The monthly rent or price in force on periodStart. */
  monthlyPaisa: number
  /** Cut short by the end date and charged pro rata by days. */
  isProrated: boolean
  /** The same dates in B.S., for display, when the agreement's calendar is B.S. */
  bs: BsPeriodDates | null
  /** A B.S. agreement whose dates depend on month lengths after 2083 (may change; show as such). */
  isProvisional: boolean
}

export type ScheduledCharge<U = string> =
  | (ChargeCommon & { kind: 'RENT'; utilityId: null })
  | (ChargeCommon & { kind: 'UTILITY'; utilityId: U })

export type RentScheduleIssue = { field: string; message: string }

/** Terms that cannot make a schedule; `field` names the input (`utilities[0].paymentDayOfMonth`). */
export class RentScheduleError extends RangeError {
  readonly field: string
  constructor({ field, message }: RentScheduleIssue) {
    super(message)
    this.name = 'RentScheduleError'
    this.field = field
  }
}

/** Every problem with the terms, for form errors; empty when buildRentSchedule can run. */
export function rentScheduleIssues<U>(terms: AgreementTerms<U>): RentScheduleIssue[] {
  const issues: RentScheduleIssue[] = []
  const add = (field: string, message: string) => issues.push({ field, message })
  const isBs = terms.calendar === 'BS'
  if (terms.calendar !== 'AD' && !isBs) add('calendar', 'Calendar must be AD or BS')

  const dateIssue = (value: string | null | undefined, label: string): string | null => {
    if (typeof value !== 'string' || !isAdDate(value)) return `${label} must be a date (YYYY-MM-DD)`
    if (isBs && !hasBsDate(value)) {
      return `${label} must be within B.S. ${MIN_BS_YEAR}-${MAX_BS_YEAR} (${MIN_AD_DATE} to ${MAX_AD_DATE})`
    }
    return null
  }
  const startIssue = dateIssue(terms.startDate, 'Start date')
  if (startIssue) add('startDate', startIssue)
  const endIssue = dateIssue(terms.endDate, 'End date')
  if (endIssue) add('endDate', endIssue)
  if (!startIssue && !endIssue && terms.endDate < terms.startDate) {
    add('endDate', 'End date cannot be before the start date')
  }
  if (terms.terminatedOn != null && !isAdDate(terms.terminatedOn)) {
    add('terminatedOn', 'Termination date must be a date (YYYY-MM-DD)')
  }

  const maxDay = isBs ? 32 : 31
  const checkLine = (prefix: string, amountField: string, amountLabel: string, line: LineTerms<number | null>) => {
    const { amount, interval, day } = line
    if (amount !== null && !(Number.isSafeInteger(amount) && amount >= 0)) {
      add(prefix + amountField, `${amountLabel} must be a whole number of paisa, not negative`)
    }
    if (!(Number.isSafeInteger(interval) && interval >= 1)) {
      add(`${prefix}paymentIntervalMonths`, 'Payment interval must be a whole number of months, at least 1')
    } else if (amount !== null && Number.isSafeInteger(amount) && !Number.isSafeInteger(amount * interval)) {
      add(prefix + amountField, `${amountLabel} is too large`)
    }
    if (!(Number.isInteger(day) && day >= 1 && day <= maxDay)) {
      const calendarName = isBs ? 'B.S.' : 'A.D.'
      add(`${prefix}paymentDayOfMonth`, `Payment day of month must be between 1 and ${maxDay} for ${calendarName} dates`)
    }
  }
  checkLine('', 'leaseAmountPaisa', 'Monthly rent', rentLine(terms))
  ;(terms.utilities ?? []).forEach((utility, index) => {
    checkLine(`utilities[${index}].`, 'pricePaisa', 'Utility price', utilityLine(utility))
  })

  const percent = terms.incrementPercentage ?? null
  const years = terms.incrementIntervalYears ?? null
  const hasTwoDecimalsAtMost = (value: number) => Math.round(value * 100) / 100 === value
  if (percent !== null && !(Number.isFinite(percent) && percent >= 0 && hasTwoDecimalsAtMost(percent))) {
    add('incrementPercentage', 'Increment percentage must be a number of at least 0 with at most 2 decimals')
  }
  if (years !== null && !(Number.isSafeInteger(years) && years >= 1)) {
    add('incrementIntervalYears', 'Increment interval must be a whole number of years, at least 1')
  }
  if (years === null && percent !== null && percent > 0) {
    add('incrementIntervalYears', 'Increment interval is required with an increment percentage')
  }
  return issues
}

/**
 * The rent at its highest before the end date: the monthly rent after every increment up to then.
 * For terms without issues (rentScheduleIssues). It stops counting once past MAX_AMOUNT_PAISA, the
 * largest charge a member may make (checkSchedule refuses more), so a rent doubled every year for
 * thirty years is refused instead of overflowing.
 */
export function highestMonthlyRent<U>(terms: AgreementTerms<U>): number {
  const steps = rentStepsUntil(terms, calendarOf(terms), terms.endDate, MAX_AMOUNT_PAISA)
  return steps.at(-1)?.monthlyPaisa ?? terms.leaseAmountPaisa
}

/**
 * The charges the agreement creates, ordered by due date (same day: rent, then utilities in input
 * order). Throws RentScheduleError for invalid terms, and a RangeError when a B.S. schedule needs
 * month lengths past the table (B.S. 2088).
 */
export function buildRentSchedule<U = string>(terms: AgreementTerms<U>): ScheduledCharge<U>[] {
  assertTerms(terms)
  const calendar = calendarOf(terms)
  const rentSteps = rentStepsUntil(terms, calendar, terms.endDate)
  const rent = { ...rentLine(terms), amount: (date: string) => monthlyAmountOn(terms.leaseAmountPaisa, rentSteps, date) }

  const charges: ScheduledCharge<U>[] = []
  for (const charge of lineCharges(terms, calendar, rent)) charges.push({ kind: 'RENT', utilityId: null, ...charge })
  for (const utility of terms.utilities ?? []) {
    const { amount: price, ...line } = utilityLine(utility)
    if (price === null) continue
    for (const charge of lineCharges(terms, calendar, { ...line, amount: () => price })) {
      charges.push({ kind: 'UTILITY', utilityId: utility.utilityId, ...charge })
    }
  }
  const terminatedOn = terms.terminatedOn ?? null
  const kept =
    terminatedOn === null ? charges : charges.filter((charge) => !isCancelledByTermination(charge, terminatedOn))
  // Array.prototype.sort is stable: equal due dates keep rent first, then utilities, in period order.
  return kept.sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0))
}

/** The monthly rent in force on `date` (A.D.), after every anniversary increment on or before it. */
export function monthlyRentOn<U>(terms: AgreementTerms<U>, date: string): number {
  assertTerms(terms)
  if (!isAdDate(date)) throw new RangeError(`Not an A.D. date (YYYY-MM-DD): ${date}`)
  return monthlyAmountOn(terms.leaseAmountPaisa, rentStepsUntil(terms, calendarOf(terms), date), date)
}

/**
 * Whether moving out on `terminatedOn` cancels a scheduled charge: its period starts after that
 * day, whatever its due date (the tenant did not live there then). The period containing the day
 * stays (move-out.ts charges it in full or pro rata).
 */
export function isCancelledByTermination(charge: { periodStart: string }, terminatedOn: string): boolean {
  if (!isAdDate(terminatedOn)) throw new RangeError(`Not an A.D. date (YYYY-MM-DD): ${terminatedOn}`)
  return charge.periodStart > terminatedOn
}

// ---------------------------------------------------------------------------------------------

/** Month arithmetic in the agreement's calendar, always counted from its start date. */
type CalendarOps = {
  /** The start date `months` later (clamped), or null when it lies past the B.S. table. */
  monthsAfterStart(months: number): string | null
  /** `day` of the month `date` falls in, clamped to that month's length. */
  dayOfMonthOf(date: string, day: number): string
  toBs(date: string): BsDate | null
}

function calendarOf<U>(terms: AgreementTerms<U>): CalendarOps {
  if (terms.calendar === 'AD') {
    return {
      monthsAfterStart: (months) => addAdMonths(terms.startDate, months),
      dayOfMonthOf(date, day) {
        const [year, month] = date.split('-').map(Number) as [number, number]
        return `${date.slice(0, 8)}${String(Math.min(day, adMonthLength(year, month))).padStart(2, '0')}`
      },
      toBs: () => null,
    }
  }
  const startBs = adToBs(terms.startDate)
  const startIndex = (startBs.year - MIN_BS_YEAR) * 12 + startBs.month - 1
  return {
    monthsAfterStart(months) {
      if (MIN_BS_YEAR + Math.floor((startIndex + months) / 12) > MAX_BS_YEAR) return null
      return bsToAd(addBsMonths(startBs, months))
    },
    dayOfMonthOf(date, day) {
      const { year, month } = adToBs(date)
      return bsToAd({ year, month, day: Math.min(day, bsMonthLength(year, month)) })
    },
    toBs: (date) => adToBs(date),
  }
}

/** A line of charges: the rent or one utility. `amount` is monthly (for the rent, on a given day). */
type LineTerms<Amount> = { amount: Amount; interval: number; day: number }

const rentLine = <U,>(terms: AgreementTerms<U>): LineTerms<number> => ({
  amount: terms.leaseAmountPaisa,
  interval: terms.paymentIntervalMonths,
  day: terms.paymentDayOfMonth,
})
const utilityLine = <U,>(utility: UtilityTerms<U>): LineTerms<number | null> => ({
  amount: utility.pricePaisa,
  interval: utility.paymentIntervalMonths,
  day: utility.paymentDayOfMonth,
})

function* lineCharges<U>(
  terms: AgreementTerms<U>,
  calendar: CalendarOps,
  { amount: monthlyOn, interval, day }: LineTerms<(date: string) => number>,
): Generator<ChargeCommon> {
  for (let k = 0; ; k++) {
    const periodStart = calendar.monthsAfterStart(k * interval)
    if (periodStart === null || periodStart > terms.endDate) return
    const nextStart = calendar.monthsAfterStart((k + 1) * interval)
    if (nextStart === null) {
      throw new RangeError(
        `The schedule needs B.S. dates past ${MAX_BS_YEAR}, beyond the calendar table (period from ${periodStart})`,
      )
    }
    const fullEnd = addAdDays(nextStart, -1)
    const isProrated = fullEnd > terms.endDate
    const periodEnd = isProrated ? terms.endDate : fullEnd
    const inMonth = calendar.dayOfMonthOf(periodStart, day)
    const dueDate = k === 0 && inMonth < terms.startDate ? terms.startDate : inMonth

    const monthlyPaisa = monthlyOn(periodStart)
    const fullPaisa = monthlyPaisa * interval
    if (!Number.isSafeInteger(fullPaisa)) {
      throw new RangeError(`Amount is too large: ${monthlyPaisa} paisa x ${interval} months`)
    }
    const amountPaisa = isProrated
      ? prorate(fullPaisa, daysBetween(periodStart, periodEnd) + 1, daysBetween(periodStart, nextStart))
      : fullPaisa
    if (amountPaisa === 0) continue

    const startBs = calendar.toBs(periodStart)
    const bs = startBs && { periodStart: startBs, periodEnd: calendar.toBs(periodEnd)!, dueDate: calendar.toBs(dueDate)! }
    // The full period's end too: a prorated amount depends on the length of the whole period.
    const latest = dueDate > fullEnd ? dueDate : fullEnd
    const isProvisional = bs !== null && adToBs(latest).year > LAST_CONFIRMED_BS_YEAR
    yield { periodIndex: k, periodStart, periodEnd, dueDate, amountPaisa, monthlyPaisa, isProrated, bs, isProvisional }
  }
}

type RentStep = { from: string; monthlyPaisa: number }

/** The rent after each anniversary on or before `until`, oldest first; none after the first past `ceiling`. */
function rentStepsUntil<U>(terms: AgreementTerms<U>, calendar: CalendarOps, until: string, ceiling = Infinity): RentStep[] {
  const percent = terms.incrementPercentage ?? 0
  const years = terms.incrementIntervalYears ?? null
  const steps: RentStep[] = []
  if (percent === 0 || years === null) return steps
  let monthlyPaisa = terms.leaseAmountPaisa
  for (let j = 1; monthlyPaisa <= ceiling; j++) {
    const anniversary = calendar.monthsAfterStart(j * years * 12)
    if (anniversary === null || anniversary > until) return steps
    monthlyPaisa = increaseByPercent(monthlyPaisa, percent)
    steps.push({ from: anniversary, monthlyPaisa })
  }
  return steps
}

function monthlyAmountOn(basePaisa: number, steps: readonly RentStep[], date: string): number {
  let amount = basePaisa
  for (const step of steps) if (step.from <= date) amount = step.monthlyPaisa
  return amount
}

function assertTerms<U>(terms: AgreementTerms<U>): void {
  const [issue] = rentScheduleIssues(terms)
  if (issue) throw new RentScheduleError(issue)
}
