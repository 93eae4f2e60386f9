// The /v1 operations of the reports: the rent-income report of a B.S. fiscal year;
// merged into `operations` (operations.ts).
import { z } from 'zod'
import { MAX_FISCAL_YEAR, MIN_FISCAL_YEAR } from '~/domain/fiscal-year'
import { FiscalYearSchema, RentTaxSchema } from '~/schemas/report-schemas'
import { type Operation, RecordIdSchema } from './common-schemas'

const date = z.iso.date()
const money = z.number().meta({ description: 'Rupees' })

const IncomeSchema = z.object({
  rent: money.meta({ description: 'Received on rent charges' }),
  other: money.meta({ description: 'Received on utility, metered, extra and late-fee charges, plus credit not yet spent on a charge (less paid-ahead money given back at a settlement)' }),
  credit: money.meta({ description: 'The part of `other` paid ahead (not yet spent on a charge), less paid-ahead money a settlement’s refund gave back on its day: a month’s may be below 0' }),
  total: money,
})

const ReportSchema = IncomeSchema.extend({
  months: z
    .array(
      IncomeSchema.extend({
        bsYear: z.number().int(),
        bsMonth: z.number().int().min(1).max(12).meta({ description: '1 = Baisakh; the year runs Shrawan (4) to Ashadh (3)' }),
        start: date.meta({ description: 'A.D., the month’s first day' }),
        end: date.meta({ description: 'A.D., the month’s last day' }),
      }),
    )
    .length(12),
  tax: money.meta({ description: 'The house-rent tax on the year’s rent at `taxRatePercent`, rounded half up to a paisa' }),
})

/** One owner's part of a property's year, in rupees: each part adds up with the others' to the property's figure, to the paisa. */
const ShareSchema = z.object({ name: z.string(), sharePercent: z.number(), rent: z.number(), total: z.number(), tax: z.number() })

export const RentIncomeJsonSchema = z.object({
  fiscalYear: z.number().int().meta({ description: 'The B.S. start year: 2082 is FY 2082/83' }),
  start: date.meta({ description: 'A.D., Shrawan 1' }),
  end: date.meta({ description: 'A.D., the last day of Ashadh' }),
  isProvisional: z.boolean().meta({ description: 'The year relies on projected B.S. month lengths' }),
  taxRatePercent: z.number().meta({ description: 'The member’s house-rent tax rate (Settings; 10 by default)' }),
  total: ReportSchema,
  properties: z.array(z.object({ propertyId: RecordIdSchema, propertyName: z.string(), report: ReportSchema, shares: z.array(ShareSchema) })).meta({
    description: "Each property with money received in the year, by name; `shares`: the owner's and each co-owner's part (ADR 041), empty when the owner has it alone",
  }),
  coOwned: z.array(z.object({ propertyId: RecordIdSchema, propertyName: z.string(), ownerName: z.string(), share: ShareSchema })).meta({
    description: "Properties another member owns with the caller as co-owner: the caller's own share, from the owner's books",
  }),
})

// Profit and charts: amounts in paisa (whole numbers), as the issue asks of the charts.
const paisa = z.number().int().meta({ description: 'Paisa (1/100 rupee)' })
const bsMonth = {
  bsYear: z.number().int(),
  bsMonth: z.number().int().min(1).max(12).meta({ description: '1 = Baisakh' }),
  start: date.meta({ description: 'A.D., the month’s first day' }),
  end: date.meta({ description: 'A.D., the month’s last day' }),
}
const ProfitAmountsSchema = z.object({
  incomePaisa: paisa.meta({ description: 'Income as the rent-income report counts it (its `total`)' }),
  expensePaisa: paisa.meta({ description: 'Expenses not voided, on the day each was paid' }),
  profitPaisa: paisa.meta({ description: 'incomePaisa − expensePaisa; may be below 0' }),
})
const ProfitYearSchema = ProfitAmountsSchema.extend({ months: z.array(ProfitAmountsSchema.extend(bsMonth)).length(12) })
const ProfitShareSchema = z.object({ name: z.string(), sharePercent: z.number(), profitPaisa: paisa })

export const ProfitJsonSchema = z.object({
  fiscalYear: z.number().int().meta({ description: 'The B.S. start year: 2082 is FY 2082/83' }),
  start: date.meta({ description: 'A.D., Shrawan 1' }),
  end: date.meta({ description: 'A.D., the last day of Ashadh' }),
  isProvisional: z.boolean(),
  total: ProfitYearSchema.meta({ description: 'The caller’s own properties' }),
  properties: z.array(z.object({ propertyId: RecordIdSchema, propertyName: z.string(), year: ProfitYearSchema, shares: z.array(ProfitShareSchema) })).meta({
    description: 'The caller’s own properties with income or expenses in the year, by name; `shares`: each owner’s part of the profit when co-owned (ADR 041), adding up to it to the paisa',
  }),
  shared: z
    .array(
      z.object({
        propertyId: RecordIdSchema,
        propertyName: z.string(),
        ownerName: z.string(),
        role: z.enum(['CO_OWNER', 'MANAGER', 'VIEWER']),
        year: ProfitYearSchema,
        share: ProfitShareSchema.nullable().meta({ description: 'The caller’s own share when a co-owner' }),
      }),
    )
    .meta({ description: 'Properties others let the caller into with a role that may see the books (books:view), whole, from the owner’s books' }),
})

export const ChartsJsonSchema = z.object({
  today: date.meta({ description: 'A.D., the day in Nepal the charts are of' }),
  months: z
    .array(
      z.object({
        ...bsMonth,
        rentCollectedPaisa: paisa.meta({ description: 'Received on rent charges (the rent-income report’s rent)' }),
        incomePaisa: paisa.meta({ description: 'All income as the rent-income report counts it' }),
        expensePaisa: paisa.meta({ description: 'Expenses not voided' }),
        unitsLet: z.number().int().meta({ description: 'Places let on the month’s last day (today in the current month): units, an undivided property as one' }),
        unitsVacant: z.number().int(),
      }),
    )
    .length(12)
    .meta({ description: 'The last 12 B.S. months, oldest first, the current one last' }),
  arrears: z
    .array(z.object({ fromDays: z.number().int(), toDays: z.number().int().nullable().meta({ description: 'null: and more' }), paisa }))
    .length(4)
    .meta({ description: 'Unpaid today on charges past their due date (the dashboard’s overdue), by days overdue: 0–30, 31–60, 61–90, over 90' }),
})

/** The member's settings /v1 can read and change (the house-rent tax rate). */
export const MemberSettingsJsonSchema = z.object({
  rentTaxPercent: z.number().meta({ description: 'The house-rent tax rate of the rent-income report, 0–100 (10 by default)' }),
})

export const MemberSettingsPatchSchema = z.object({
  rentTaxPercent: z
    .preprocess((value) => (typeof value === 'number' ? String(value) : value), RentTaxSchema.shape.rentTaxPercent)
    .meta({ description: 'The house-rent tax rate in percent, 0–100, at most 2 decimals (a number or a string)', example: 10 }),
})

export const reportOperations = {
  memberSettingsGet: {
    method: 'get',
    path: '/v1/member/settings',
    summary: 'The member’s settings that /v1 exposes: the house-rent tax rate (Settings › Notification on the web)',
    tag: 'reports',
    auth: 'bearer',
    response: MemberSettingsJsonSchema,
  },
  memberSettingsUpdate: {
    method: 'patch',
    path: '/v1/member/settings',
    summary: 'Changes the house-rent tax rate the rent-income report uses. 400 on a rate outside 0–100 or with more than 2 decimals, nothing changed',
    tag: 'reports',
    auth: 'bearer',
    body: MemberSettingsPatchSchema,
    response: MemberSettingsJsonSchema,
  },
  rentIncomeReport: {
    method: 'get',
    path: '/v1/member/report/rent-income',
    summary: `The member’s rent income of a B.S. fiscal year (Shrawan 1 to the end of Ashadh): the money kept as rent, received (on its day), by month, per property and in total, rent apart from other income, with the house-rent tax. A deposit is not income: only the part of it a settlement spends on charges counts, on the settlement day, as those charges; money paid ahead that a settlement’s refund gives back is taken off on that day. Voided payments, carry-overs to a renewal and opening credits are left out. 400 on a fiscal year outside ${MIN_FISCAL_YEAR}-${MAX_FISCAL_YEAR}`,
    tag: 'reports',
    auth: 'bearer',
    query: z.object({ fiscalYear: FiscalYearSchema.shape.fiscalYear.meta({ description: 'The B.S. start year, e.g. 2082' }) }),
    response: RentIncomeJsonSchema,
  },
  profitReport: {
    method: 'get',
    path: '/v1/member/report/profit',
    summary: `The member’s profit of a B.S. fiscal year per property and month: income as the rent-income report counts it less the expenses not voided, in paisa; the properties shared with the caller by a role with books:view (co-owner, manager, viewer) apart. 400 on a fiscal year outside ${MIN_FISCAL_YEAR}-${MAX_FISCAL_YEAR}`,
    tag: 'reports',
    auth: 'bearer',
    query: z.object({ fiscalYear: FiscalYearSchema.shape.fiscalYear.meta({ description: 'The B.S. start year, e.g. 2082' }) }),
    response: ProfitJsonSchema,
  },
  chartsReport: {
    method: 'get',
    path: '/v1/member/report/charts',
    summary: 'The numbers of the charts on /reports, in paisa and units, over the last 12 B.S. months: rent collected, income against expenses, units let and vacant, and arrears by age; the caller’s properties and those shared with them by a role with books:view',
    tag: 'reports',
    auth: 'bearer',
    response: ChartsJsonSchema,
  },
} satisfies Record<string, Operation>
