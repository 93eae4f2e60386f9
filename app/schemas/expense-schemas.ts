// A property's expenses (ADR 042): one zod schema per input, shared by the Expenses
// pages' actions and the /v1 bodies (and the OpenAPI document). The day is typed in A.D. or B.S.
// (`calendarType`) and converted to A.D. here; the rules that need the property or today (its
// unit, not in the future) are the service's. The receipt photo is read as bytes apart.
import { z } from 'zod'
import { EXPENSE_CATEGORIES, MAX_RECURRING_DAY } from '~/domain/expenses'
import { parseBsDate } from '~/domain/bs-calendar'
import { parseRecordId } from '~/domain/record-id'
import type { MessageKey } from '~/i18n'
import { adDateIn, checkWholeNumber } from './agreement-rules'
import { isBlank, REQUIRED } from './input-rules'
import { CalendarTypeSchema, MAX_NOTE, MAX_VOID_REASON, PositiveRupeesSchema } from './ledger-schemas'

export const MAX_PAID_TO = 120
/** The most units one electricity bill may carry. */
export const MAX_ELECTRICITY_UNITS = 1_000_000

/** The codes of the expense inputs' and services' refusals (ADR 020). */
export const EXPENSE_MESSAGES = {
  invalid: 'expense.error.invalid',
  property: 'expense.error.property',
  category: 'expense.error.category',
  unitsOnlyElectricity: 'expense.error.unitsOnlyElectricity',
  inFuture: 'expense.error.inFuture',
  notFound: 'expense.error.notFound',
  alreadyVoided: 'expense.error.alreadyVoided',
  reasonRequired: 'expense.error.reasonRequired',
  startMonth: 'expense.error.startMonth',
  recurringNotFound: 'expense.error.recurringNotFound',
  alreadyStopped: 'expense.error.alreadyStopped',
  paidToTooLong: 'expense.error.paidToTooLong',
  noteTooLong: 'expense.error.noteTooLong',
  reasonTooLong: 'expense.error.reasonTooLong',
} as const satisfies Record<string, MessageKey>
const M = EXPENSE_MESSAGES

const blankToNull = (value: unknown) => (isBlank(value) ? null : value)

const optionalText = (max: number, message: string) =>
  z.preprocess(blankToNull, z.string().trim().max(max, message).nullable().optional()).transform((value) => value ?? null)

/** A record id typed in a form or sent as a JSON number. */
const RecordIdSchema = (message: string) =>
  z.union([z.string(), z.number()], { error: message }).transform((value, ctx): number => {
    const id = parseRecordId(String(value))
    if (id !== null) return id
    ctx.addIssue({ code: 'custom', message })
    return z.NEVER
  })

const OptionalUnitSchema = z
  .preprocess(blankToNull, RecordIdSchema('unit.error.notFound').nullable().optional())
  .transform((value) => value ?? null)
  .meta({ description: "One of the property's units, or none (the whole property)" })

/** A whole number in `min..max` typed or sent, or null when blank. */
const optionalWholeNumber = (min: number, max: number) =>
  z.preprocess(blankToNull, z.union([z.string(), z.number()]).nullable().optional()).transform((value, ctx): number | null => {
    if (value === null || value === undefined) return null
    const checked = checkWholeNumber(value, min, max)
    if (checked.ok) return checked.value
    ctx.addIssue({ code: 'custom', message: checked.error })
    return z.NEVER
  })

const wholeNumber = (min: number, max: number) =>
  z.union([z.string(), z.number()], { error: REQUIRED }).transform((value, ctx): number => {
    const checked = isBlank(value) ? { ok: false as const, error: REQUIRED } : checkWholeNumber(value, min, max)
    if (checked.ok) return checked.value
    ctx.addIssue({ code: 'custom', message: checked.error })
    return z.NEVER
  })

const CategorySchema = z.enum(EXPENSE_CATEGORIES, { error: M.category })

/** What an expense and a recurring one both have. */
const ExpenseFields = {
  propertyId: RecordIdSchema(M.property).meta({ description: 'The property (owned, or shared with a role that may manage expenses)' }),
  unitId: OptionalUnitSchema,
  category: CategorySchema,
  amount: PositiveRupeesSchema,
  paidTo: optionalText(MAX_PAID_TO, M.paidToTooLong).meta({ description: 'Who was paid (a shop, the NEA, a plumber)' }),
  note: optionalText(MAX_NOTE, M.noteTooLong),
}

/** An expense's fields as typed or sent, before the day is read in its calendar. */
export const ExpenseCreateFields = z.object({
  ...ExpenseFields,
  calendarType: CalendarTypeSchema.meta({ description: 'The calendar `spentOn` is written in (default AD)' }),
  spentOn: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).meta({ description: 'The day it was paid, YYYY-MM-DD in `calendarType`', example: '2082-08-10' }),
  electricityUnits: optionalWholeNumber(1, MAX_ELECTRICITY_UNITS).meta({ description: 'An electricity (NEA) bill’s units (kWh); only with category ELECTRICITY' }),
})

/**
 * The day read in its calendar, and units only on an electricity bill: checked even when other
 * fields are wrong (`when`), so a refused form names every field at once.
 */
function checkDayAndUnits(value: Record<string, unknown>, ctx: z.RefinementCtx) {
  const calendar = value.calendarType === 'BS' ? 'BS' : 'AD'
  if (typeof value.spentOn === 'string' && value.spentOn.trim() !== '') {
    const parsed = adDateIn(calendar, value.spentOn.trim())
    if (!parsed.ok) ctx.addIssue({ code: 'custom', path: ['spentOn'], message: parsed.error })
  }
  const units = value.electricityUnits
  if (units !== null && units !== undefined && !isBlank(units) && typeof value.category === 'string' && value.category !== 'ELECTRICITY') {
    ctx.addIssue({ code: 'custom', path: ['electricityUnits'], message: M.unitsOnlyElectricity })
  }
}

/** The check of the day and the units, on the form's schema and /v1's. */
export function withDayAndUnits<S extends z.ZodType<Record<string, unknown>>>(schema: S) {
  return schema.superRefine(checkDayAndUnits, { when: (payload) => typeof payload.value === 'object' && payload.value !== null })
}

/** The input the service takes: the day in A.D. (already checked by `withDayAndUnits`). */
export function toExpenseInput<T extends z.output<typeof ExpenseCreateFields>>(input: T) {
  const parsed = adDateIn(input.calendarType, input.spentOn)
  const { amount, spentOn: _typed, calendarType, ...rest } = input
  return { ...rest, amountPaisa: amount, spentOn: parsed.ok ? parsed.date : input.spentOn, spentCalendar: calendarType }
}

export const ExpenseCreateSchema = withDayAndUnits(ExpenseCreateFields).transform(toExpenseInput)
export type ExpenseCreateInput = z.output<typeof ExpenseCreateSchema>

export const ExpenseVoidSchema = z.object({
  reason: z.string({ error: M.reasonRequired }).trim().min(1, M.reasonRequired).max(MAX_VOID_REASON, M.reasonTooLong).meta({ description: 'Why it is voided (kept with it)' }),
})

/** A B.S. month typed `YYYY-MM` (or the first day of one, `YYYY-MM-DD`). */
const BsMonthSchema = z.string({ error: REQUIRED }).transform((value, ctx) => {
  const trimmed = value.trim()
  const parsed = parseBsDate(/^\S+-\S+-\S+$/.test(trimmed) ? trimmed : `${trimmed}-01`)
  if (trimmed !== '' && parsed.ok) return { year: parsed.date.year, month: parsed.date.month }
  ctx.addIssue({ code: 'custom', message: trimmed === '' ? REQUIRED : M.startMonth })
  return z.NEVER
})

export const RecurringExpenseCreateSchema = z
  .object({
    ...ExpenseFields,
    dayOfMonth: wholeNumber(1, MAX_RECURRING_DAY).meta({ description: 'The B.S. day of each month it is paid on (the month’s last day when the month is shorter)' }),
    startMonth: BsMonthSchema.meta({ description: 'The first B.S. month, YYYY-MM', example: '2082-08' }),
  })
  .transform(({ amount, ...rest }) => ({ ...rest, amountPaisa: amount }))
export type RecurringExpenseCreateInput = z.output<typeof RecurringExpenseCreateSchema>
