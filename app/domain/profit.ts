// A property's profit: per B.S. month of a fiscal year, its income as the rent-income
// report counts it (fiscal-year.ts: money kept as income, received on its day) less the money it
// spent (its expenses not voided, on the day each was paid). A month may be below 0.
import { fiscalYearBounds, fiscalYearMonths, type FiscalMonth, type FiscalYearBounds, type RentIncomeReport } from './fiscal-year.ts'

/** An expense: its day (A.D., YYYY-MM-DD) and amount, above 0. */
export type SpentMoney = { date: string; amountPaisa: number }
export type ProfitMonth = FiscalMonth & { incomePaisa: number; expensePaisa: number; profitPaisa: number }
export type ProfitYear = FiscalYearBounds & { months: ProfitMonth[]; incomePaisa: number; expensePaisa: number; profitPaisa: number }

/** `income`: the rent-income report of the same year (null: nothing received); expenses outside the year are left out. */
export function profitYear(fiscalYear: number, income: RentIncomeReport | null, spent: readonly SpentMoney[]): ProfitYear {
  if (income && income.fiscalYear !== fiscalYear) throw new RangeError(`The income of ${income.fiscalYear} is not of ${fiscalYear}`)
  const months: ProfitMonth[] = fiscalYearMonths(fiscalYear).map((month, index) => {
    const incomePaisa = income?.months[index]!.totalPaisa ?? 0
    return { ...month, incomePaisa, expensePaisa: 0, profitPaisa: incomePaisa }
  })
  for (const { date, amountPaisa } of spent) {
    if (!Number.isSafeInteger(amountPaisa) || amountPaisa <= 0) throw new RangeError(`Not an amount spent: ${amountPaisa}`)
    const month = months.find((candidate) => candidate.start <= date && date <= candidate.end)
    if (!month) continue
    month.expensePaisa += amountPaisa
    month.profitPaisa -= amountPaisa
  }
  const sum = (key: 'incomePaisa' | 'expensePaisa' | 'profitPaisa') => months.reduce((total, month) => total + month[key], 0)
  if (!Number.isSafeInteger(sum('expensePaisa'))) throw new RangeError('Expenses are too large')
  return { ...fiscalYearBounds(fiscalYear), months, incomePaisa: sum('incomePaisa'), expensePaisa: sum('expensePaisa'), profitPaisa: sum('profitPaisa') }
}
