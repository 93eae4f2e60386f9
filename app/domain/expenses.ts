// A property's expenses (ADR 042), the pure part: the categories, the B.S. months a
// monthly recurring expense is due in by a given day, its key per month, and the rate per unit
// the landlord paid over electricity bills that carry their units.
import { type BsDate, bsMonthLength, bsToAd } from './bs-calendar'

/** The categories, in the order the forms offer them (the database enum ExpenseCategory). */
export const EXPENSE_CATEGORIES = ['REPAIR', 'ELECTRICITY', 'WATER', 'TAX', 'MAINTENANCE', 'STAFF', 'INSURANCE', 'LOAN_INTEREST', 'OTHER'] as const
export type ExpenseCategoryName = (typeof EXPENSE_CATEGORIES)[number]

/** The latest B.S. day of the month a recurring expense may name (the longest month has 32). */
export const MAX_RECURRING_DAY = 32

export type BsMonth = { year: number; month: number }

/** `2082-07`: a B.S. month as typed and as part of a key. */
export function bsMonthKey({ year, month }: BsMonth): string {
  return `${year}-${String(month).padStart(2, '0')}`
}

/** The idempotency key of a recurring expense's month: written once, however many runs. */
export function recurringExpenseKey(recurringId: number, month: BsMonth): string {
  return `recurring:${recurringId}:${bsMonthKey(month)}`
}

/** The A.D. day a recurring expense falls on in a B.S. month: `day`, or the month's last when it is shorter. */
export function recurringDayIn(month: BsMonth, day: number): string {
  const date: BsDate = { ...month, day: Math.min(day, bsMonthLength(month.year, month.month)) }
  return bsToAd(date)
}

/**
 * The months, oldest first, from `start` up to and including `today`'s, whose day has come by
 * `today` (an A.D. day): the months a recurring expense on `day` has been due in.
 */
export function recurringMonthsDue(start: BsMonth, day: number, today: string, todayBs: BsMonth): Array<BsMonth & { spentOn: string }> {
  const due: Array<BsMonth & { spentOn: string }> = []
  for (let { year, month } = start; year < todayBs.year || (year === todayBs.year && month <= todayBs.month); ) {
    const spentOn = recurringDayIn({ year, month }, day)
    if (spentOn <= today) due.push({ year, month, spentOn })
    month += 1
    if (month > 12) {
      month = 1
      year += 1
    }
  }
  return due
}

/**
 * What the landlord paid per unit of electricity: the bills' amounts over their units, in paisa
 * (rounded), or null when no bill carries units.
 */
export function paisaPerUnitPaid(bills: ReadonlyArray<{ amountPaisa: number; units: number }>): { paisaPerUnit: number; units: number; amountPaisa: number } | null {
  const units = bills.reduce((sum, bill) => sum + bill.units, 0)
  const amountPaisa = bills.reduce((sum, bill) => sum + bill.amountPaisa, 0)
  if (units <= 0) return null
  return { paisaPerUnit: Math.round(amountPaisa / units), units, amountPaisa }
}
