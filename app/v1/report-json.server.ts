// The reports as /v1 JSON (rupees, B.S. months): shaped here, checked by report-operations.ts.
import type { z } from 'zod'
import type { RentIncomeReport } from '~/domain/fiscal-year'
import { paisaToRupees } from '~/domain/money'
import type { IncomeShare, RentIncome } from '~/services/reports/rent-income.server'
import type { ProfitYear } from '~/domain/profit'
import type { Charts } from '~/services/reports/charts.server'
import type { Profit, ProfitShare } from '~/services/reports/profit.server'
import type { ChartsJsonSchema, ProfitJsonSchema, RentIncomeJsonSchema } from './report-operations'

type Income = { rentPaisa: number; otherPaisa: number; creditPaisa: number; totalPaisa: number }

function incomeJson(income: Income) {
  return {
    rent: paisaToRupees(income.rentPaisa),
    other: paisaToRupees(income.otherPaisa),
    credit: paisaToRupees(income.creditPaisa),
    total: paisaToRupees(income.totalPaisa),
  }
}

function reportJson(report: RentIncomeReport) {
  return {
    ...incomeJson(report),
    months: report.months.map((month) => ({ ...incomeJson(month), bsYear: month.year, bsMonth: month.month, start: month.start, end: month.end })),
    tax: paisaToRupees(report.taxPaisa),
  }
}

function shareJson(share: IncomeShare) {
  return { name: share.name, sharePercent: share.sharePercent, rent: paisaToRupees(share.rentPaisa), total: paisaToRupees(share.totalPaisa), tax: paisaToRupees(share.taxPaisa) }
}

export function rentIncomeJson({ total, properties, coOwned }: RentIncome): z.input<typeof RentIncomeJsonSchema> {
  return {
    fiscalYear: total.fiscalYear,
    start: total.start,
    end: total.end,
    isProvisional: total.isProvisional,
    taxRatePercent: total.taxRatePercent,
    total: reportJson(total),
    properties: properties.map((property) => ({
      propertyId: property.propertyId,
      propertyName: property.propertyName,
      report: reportJson(property.report),
      shares: property.shares.map(shareJson),
    })),
    coOwned: coOwned.map(({ share, ...property }) => ({ ...property, share: shareJson(share) })),
  }
}

const bsMonthJson = (month: { year: number; month: number; start: string; end: string }) => ({ bsYear: month.year, bsMonth: month.month, start: month.start, end: month.end })

function profitYearJson(year: ProfitYear) {
  const amounts = (of: { incomePaisa: number; expensePaisa: number; profitPaisa: number }) => ({ incomePaisa: of.incomePaisa, expensePaisa: of.expensePaisa, profitPaisa: of.profitPaisa })
  return { ...amounts(year), months: year.months.map((month) => ({ ...amounts(month), ...bsMonthJson(month) })) }
}

const profitShareJson = (share: ProfitShare) => ({ name: share.name, sharePercent: share.sharePercent, profitPaisa: share.profitPaisa })

export function profitJson({ total, properties, shared }: Profit): z.input<typeof ProfitJsonSchema> {
  return {
    fiscalYear: total.fiscalYear,
    start: total.start,
    end: total.end,
    isProvisional: total.isProvisional,
    total: profitYearJson(total),
    properties: properties.map((property) => ({ propertyId: property.propertyId, propertyName: property.propertyName, year: profitYearJson(property.year), shares: property.shares.map(profitShareJson) })),
    shared: shared.map((property) => ({
      propertyId: property.propertyId,
      propertyName: property.propertyName,
      ownerName: property.ownerName,
      role: property.role as 'CO_OWNER' | 'MANAGER' | 'VIEWER',
      year: profitYearJson(property.year),
      share: property.share && profitShareJson(property.share),
    })),
  }
}

export function chartsJson({ today, months, arrears }: Charts): z.input<typeof ChartsJsonSchema> {
  return {
    today,
    months: months.map(({ year, month, start, end, ...numbers }) => ({ ...bsMonthJson({ year, month, start, end }), ...numbers })),
    arrears: arrears.map((age) => ({ ...age })),
  }
}
