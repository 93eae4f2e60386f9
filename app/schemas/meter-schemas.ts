// Meter input: one zod schema per input, shared by the web forms' actions (conform),
// the /v1 bodies and the OpenAPI document. Dates are typed in a calendar (`calendarType`) and
// converted to A.D. here; readings are hundredths of a unit and money is paisa from here on. Rules
// that need the stored meter (the previous reading, the rate on the day, the agreement's dates) are
// the service's (app/services/meters/meters.server.ts).
import type { CalendarType } from '~/domain/calendar-type'
import { z } from 'zod'
import { CALENDAR_TYPES } from '~/domain/calendar-type'
import { adDateIn, checkWholeNumber } from './agreement-rules'
import { MAX_RECORD_ID } from '~/domain/record-id'
import { type Checked, isBlank, REQUIRED } from './input-rules'
import { checkFixed, checkRate, checkReading, DEFAULT_DUE_IN_DAYS, MAX_DUE_IN_DAYS, METER_MESSAGES as M, METERED_UTILITY_IDS } from './meter-rules'

export { METER_MESSAGES, METERED_UTILITY_IDS, type MeteredUtilityId } from './meter-rules'

const blankToNull = (value: unknown) => (isBlank(value) ? null : value)
const numberOrText = z.preprocess(blankToNull, z.union([z.number(), z.string(), z.null()], { error: M.reading }))

function checked<T>(check: (value: string | number) => Checked<T>) {
  return (value: string | number | null, ctx: z.RefinementCtx): T | null => {
    if (value === null) return null
    const result = check(value)
    if (result.ok) return result.value
    ctx.addIssue({ code: 'custom', message: result.error })
    return z.NEVER
  }
}

function required<T>(value: T | null, ctx: z.RefinementCtx): T {
  if (value !== null) return value
  ctx.addIssue({ code: 'custom', message: REQUIRED })
  return z.NEVER
}

const readingOrNull = numberOrText.transform(checked(checkReading))

const calendarType = z
  .preprocess(blankToNull, z.enum(CALENDAR_TYPES, { error: REQUIRED }).nullable())
  .transform((value) => value ?? 'AD')
  .meta({ description: 'The calendar the date is written in (default AD)' })
const dateText = z.string({ error: REQUIRED }).trim().min(1, REQUIRED).meta({ description: 'YYYY-MM-DD in `calendarType`', example: '2026-11-20' })

/** A checkbox (`on`) or a JSON boolean. */
const flag = z.preprocess((value) => value === 'on' || value === 'true' || value === true, z.boolean())

type Issue = { path: Array<string | number>; message: string }

/** A date typed in `calendarType`: its issue at `path` when it is not one. */
export function dateIssues(calendar: unknown, typed: unknown, path: string): Issue[] {
  if (typeof typed !== 'string' || (calendar !== 'AD' && calendar !== 'BS')) return []
  const parsed = adDateIn(calendar, typed)
  return parsed.ok ? [] : [{ path: [path], message: parsed.error }]
}

/** The A.D. day of a date checked by `dateIssues`. */
export function adDate(calendar: CalendarType, typed: string): string {
  const parsed = adDateIn(calendar, typed)
  if (!parsed.ok) throw new Error(parsed.error) // refused by the refinement before
  return parsed.date
}

// `when`: the refinements also run when a field failed (zod skips them then by default), so a form
// shows every message at once.
const always = { when: () => true }
const addAll = (ctx: z.RefinementCtx, issues: Issue[]) => {
  for (const { path, message } of issues) ctx.addIssue({ code: 'custom', path, message })
}

export const MeterRateSchema = z
  .object({
    utilityId: z.enum(METERED_UTILITY_IDS, { error: M.utility }),
    rate: numberOrText.transform(checked(checkRate)).transform(required).meta({ description: 'Rupees per unit, more than 0', example: 12.5 }),
    fixed: numberOrText
      .optional()
      .transform((value, ctx) => checked(checkFixed)(value ?? null, ctx) ?? 0)
      .meta({ description: 'Fixed monthly charge in rupees added to each reading’s charge (default 0)' }),
    calendarType,
    effectiveFrom: dateText.meta({ description: 'The first day of this rate, YYYY-MM-DD in `calendarType`' }),
    dueInDays: numberOrText
      .optional()
      .transform((value, ctx): number => {
        if (value === null || value === undefined) return DEFAULT_DUE_IN_DAYS
        const days = checkWholeNumber(value, 0, MAX_DUE_IN_DAYS)
        if (days.ok) return days.value
        ctx.addIssue({ code: 'custom', message: M.dueInDays })
        return z.NEVER
      })
      .meta({ description: `A reading’s charge is due this many days after the reading (default ${DEFAULT_DUE_IN_DAYS})` }),
  })
  .superRefine((input, ctx) => addAll(ctx, dateIssues(input.calendarType, input.effectiveFrom, 'effectiveFrom')), always)
  .transform((input) => ({
    utilityId: input.utilityId,
    ratePaisaPerUnit: input.rate,
    fixedPaisa: input.fixed,
    effectiveFrom: adDate(input.calendarType, input.effectiveFrom),
    dueInDays: input.dueInDays,
  }))
export type MeterRateInput = z.output<typeof MeterRateSchema>

/** A reading and, when the meter was replaced since the previous one, both meters' readings. */
const ReadingFieldsSchema = z.object({
  reading: readingOrNull.meta({ description: 'Units as the meter shows them, at most 2 decimals', example: 1234.5 }),
  meterReplaced: flag.optional().transform(Boolean).meta({ description: 'The meter was replaced since the previous reading' }),
  oldMeterFinal: readingOrNull.optional().transform((value) => value ?? null).meta({ description: 'With meterReplaced: the old meter’s final reading' }),
  newMeterStart: readingOrNull.optional().transform((value) => value ?? null).meta({ description: 'With meterReplaced: the new meter’s reading when fitted' }),
})
type ReadingFields = z.output<typeof ReadingFieldsSchema>

export type ReadingValue = { value: number; replacement: { oldFinalValue: number; newStartValue: number } | null }

/** What a row lacks: a reading when the meter is marked replaced, and then both meters' readings. */
function rowIssues(row: ReadingFields, path: Array<string | number>): Issue[] {
  if (!row.meterReplaced) return []
  const missing = row.reading === null ? [{ path: [...path, 'reading'], message: REQUIRED }] : []
  for (const field of ['oldMeterFinal', 'newMeterStart'] as const) {
    if (row[field] === null) missing.push({ path: [...path, field], message: M.replacementNeeded })
  }
  return missing
}

/** The reading's value and replacement; null for a blank row. Runs once `rowIssues` found none. */
function readingValueOf(row: ReadingFields): ReadingValue | null {
  if (row.reading === null) return null
  const replacement = row.meterReplaced ? { oldFinalValue: row.oldMeterFinal ?? 0, newStartValue: row.newMeterStart ?? 0 } : null
  return { value: row.reading, replacement }
}

/** POST /v1/member/agreement/{id}/reading: one reading of one of the agreement's meters. */
export const ReadingCreateSchema = ReadingFieldsSchema.extend({
  utilityId: z.enum(METERED_UTILITY_IDS, { error: M.utility }),
  calendarType,
  readOn: dateText.meta({ description: 'The day of the reading, YYYY-MM-DD in `calendarType`' }),
})
  .superRefine((input, ctx) => {
    addAll(ctx, [...dateIssues(input.calendarType, input.readOn, 'readOn'), ...rowIssues(input, [])])
    if (input.reading === null && !input.meterReplaced) ctx.addIssue({ code: 'custom', path: ['reading'], message: REQUIRED })
  }, always)
  .transform((input) => ({ utilityId: input.utilityId, readOn: adDate(input.calendarType, input.readOn), ...readingValueOf(input)! }))
export type ReadingCreateInput = z.output<typeof ReadingCreateSchema>

const RowSchema = ReadingFieldsSchema.extend({
  meterId: numberOrText.transform(checked((value) => checkWholeNumber(value, 1, MAX_RECORD_ID))).transform(required),
})

/** The monthly readings form of a property: one date, a row per meter; blank rows are skipped. */
export const ReadingSheetSchema = z
  .object({ calendarType, readOn: dateText, rows: z.array(RowSchema).default([]) })
  .superRefine((input, ctx) => {
    addAll(ctx, dateIssues(input.calendarType, input.readOn, 'readOn'))
    const rows = Array.isArray(input.rows) ? input.rows : []
    rows.forEach((row, index) => addAll(ctx, rowIssues(row, ['rows', index])))
    if (rows.every((row) => row.reading === null && !row.meterReplaced)) ctx.addIssue({ code: 'custom', path: [], message: M.noReadings })
  }, always)
  .transform((input) => ({
    readOn: adDate(input.calendarType, input.readOn),
    rows: input.rows.flatMap((row) => {
      const reading = readingValueOf(row)
      return reading ? [{ meterId: row.meterId, ...reading }] : []
    }),
  }))
export type ReadingSheetInput = z.output<typeof ReadingSheetSchema>

/** Correcting a reading (web form and PATCH /v1/member/reading/{id}): its right value; the day, the meter and a replacement's readings stay. */
export const ReadingCorrectSchema = z.object({
  reading: readingOrNull.transform(required).meta({ description: 'The right reading, units as the meter shows them, at most 2 decimals', example: 1234.5 }),
})
export type ReadingCorrectInput = z.output<typeof ReadingCorrectSchema>
