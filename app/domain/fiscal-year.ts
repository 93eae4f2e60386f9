// Nepal's fiscal year in B.S. (DESIGN §11) and the rent-income report over it.
//
// Decisions:
// - A fiscal year runs from Shrawan 1 of B.S. year Y to the last day of Ashadh (Asar) of Y + 1, and
//   is named by its start year, as Nepal names it: fiscal year 2082 is "FY 2082/83" (आ.व. २०८२/८३),
//   Shrawan 1, 2082 (2025-07-17) to Ashadh 31, 2083 (2026-07-16).
// - The table covers B.S. 2000-2088, so fiscal years 2000 to 2087; those ending after 2083 rely on
//   projected month lengths and are provisional, like the dates (DESIGN §5).
// - The report counts money received (payments, on the payment's date), not money charged. The
//   service passes what each payment paid, by the kind of charge it went to (its allocations), and
//   what it left over as credit. Rent is kind RENT; everything else received is "other income"
//   (utilities, metered, extras, late fees, and credit not yet spent on a charge). A deposit
//   received is not income (it is owed back) and is left out (kind DEPOSIT); so is the part of a
//   refund that gives a deposit back. Money paid ahead and given back at a settlement
//   (CREDIT_RETURNED) was counted as credit when received, so it is taken off credit, other income
//   and the total on the day it is given back: that month's credit may be below 0, the year's is
//   what was kept.
// - The house-rent tax is on the rent only, at the member's rate (default 10 %), computed once on
//   the year's rent and rounded half up to a paisa (not the sum of rounded monthly amounts).
import type { Language } from './language.ts'
import { isAdDate } from './ad-date.ts'
import { adToBs, bsMonthLength, bsToAd, isProvisionalBsYear, MAX_BS_YEAR, MIN_BS_YEAR } from './bs-calendar.ts'
import type { ChargeKind } from './charge-kind.ts'
import { toDevanagariDigits } from './devanagari-digits.ts'
import { percentOf } from './money.ts'

/** B.S. month numbers (1 = Baisakh) in fiscal-year order: Shrawan ... Chaitra, Baisakh, Jestha, Ashadh. */
export const FISCAL_MONTH_ORDER = [4, 5, 6, 7, 8, 9, 10, 11, 12, 1, 2, 3] as const
export const MIN_FISCAL_YEAR = MIN_BS_YEAR
export const MAX_FISCAL_YEAR = MAX_BS_YEAR - 1
export const DEFAULT_HOUSE_RENT_TAX_PERCENT = 10

export type FiscalMonth = {
  /** The B.S. year and month (the first nine months are in the fiscal year, the last three in the next). */
  year: number
  month: number
  /** A.D., inclusive. */
  start: string
  end: string
}

export type FiscalYearBounds = { fiscalYear: number; start: string; end: string; isProvisional: boolean }

function assertFiscalYear(fiscalYear: number): void {
  if (!Number.isInteger(fiscalYear) || fiscalYear < MIN_FISCAL_YEAR || fiscalYear > MAX_FISCAL_YEAR) {
    throw new RangeError(`Fiscal year ${fiscalYear} is outside ${MIN_FISCAL_YEAR}-${MAX_FISCAL_YEAR}`)
  }
}

/** The fiscal year (its start year) an A.D. day falls in. */
export function fiscalYearOf(date: string): number {
  if (!isAdDate(date)) throw new RangeError(`Not an A.D. date (YYYY-MM-DD): ${date}`)
  const { year, month } = adToBs(date)
  return month >= 4 ? year : year - 1
}

/** `FY 2082/83`, or `आ.व. २०८२/८३`. */
export function fiscalYearLabel(fiscalYear: number, language: Language): string {
  assertFiscalYear(fiscalYear)
  const years = `${fiscalYear}/${String((fiscalYear + 1) % 100).padStart(2, '0')}`
  return language === 'ne' ? `आ.व. ${toDevanagariDigits(years)}` : `FY ${years}`
}

/** The 12 B.S. months of the fiscal year, in order, with their A.D. first and last days. */
export function fiscalYearMonths(fiscalYear: number): FiscalMonth[] {
  assertFiscalYear(fiscalYear)
  return FISCAL_MONTH_ORDER.map((month) => {
    const year = month >= 4 ? fiscalYear : fiscalYear + 1
    return { year, month, start: bsToAd({ year, month, day: 1 }), end: bsToAd({ year, month, day: bsMonthLength(year, month) }) }
  })
}

export function fiscalYearBounds(fiscalYear: number): FiscalYearBounds {
  const months = fiscalYearMonths(fiscalYear)
  return { fiscalYear, start: months[0]!.start, end: months[11]!.end, isProvisional: isProvisionalBsYear(fiscalYear + 1) }
}

/** Money received: what one payment paid on charges of one kind, or left over as credit; or money paid ahead given back (`amountPaisa` above 0). */
export type ReceivedMoney = { date: string; kind: ChargeKind | 'CREDIT' | 'CREDIT_RETURNED' | 'DEPOSIT'; amountPaisa: number }

/** `creditPaisa` is the part of `otherPaisa` received but not yet spent on a charge (paid ahead), less paid-ahead money given back at a settlement (shown as its own column). */
export type IncomeMonth = FiscalMonth & { rentPaisa: number; otherPaisa: number; creditPaisa: number; totalPaisa: number }

export type RentIncomeReport = FiscalYearBounds & {
  months: IncomeMonth[]
  rentPaisa: number
  otherPaisa: number
  creditPaisa: number
  totalPaisa: number
  taxRatePercent: number
  /** The house-rent tax on the year's rent. */
  taxPaisa: number
}

export function rentIncomeReport(
  received: readonly ReceivedMoney[],
  fiscalYear: number,
  taxRatePercent: number = DEFAULT_HOUSE_RENT_TAX_PERCENT,
): RentIncomeReport {
  if (!(Number.isFinite(taxRatePercent) && taxRatePercent >= 0 && taxRatePercent <= 100)) {
    throw new RangeError(`Not a tax rate: ${taxRatePercent}`)
  }
  const bounds = fiscalYearBounds(fiscalYear)
  const months: IncomeMonth[] = fiscalYearMonths(fiscalYear).map((month) => ({ ...month, rentPaisa: 0, otherPaisa: 0, creditPaisa: 0, totalPaisa: 0 }))
  for (const { date, kind, amountPaisa } of received) {
    if (!Number.isSafeInteger(amountPaisa) || amountPaisa < 0) throw new RangeError(`Not an amount received: ${amountPaisa}`)
    if (kind === 'DEPOSIT' || date < bounds.start || date > bounds.end) continue
    const month = months.find((candidate) => candidate.start <= date && date <= candidate.end)!
    const signed = kind === 'CREDIT_RETURNED' ? -amountPaisa : amountPaisa
    if (kind === 'RENT') month.rentPaisa += signed
    else month.otherPaisa += signed
    if (kind === 'CREDIT' || kind === 'CREDIT_RETURNED') month.creditPaisa += signed
    month.totalPaisa += signed
  }
  const sum = (key: 'rentPaisa' | 'otherPaisa' | 'creditPaisa' | 'totalPaisa') => months.reduce((total, month) => total + month[key], 0)
  const rentPaisa = sum('rentPaisa')
  if (!Number.isSafeInteger(sum('totalPaisa'))) throw new RangeError('Income is too large')
  return {
    ...bounds,
    months,
    rentPaisa,
    otherPaisa: sum('otherPaisa'),
    creditPaisa: sum('creditPaisa'),
    totalPaisa: sum('totalPaisa'),
    taxRatePercent,
    taxPaisa: percentOf(rentPaisa, taxRatePercent),
  }
}
