// Meter input (issue 18): one zod schema per input, shared by the web forms' actions (conform),
// the /v1 bodies and the OpenAPI document. Dates are typed in a calendar (`calendarType`) and
// converted to A.D. here; readings are hundredths of a unit and money is paisa from here on. Rules
// that need the stored meter (the previous reading, the rate on the day, the agreement's dates) are
// the service's (app/services/meters.server.ts).
import { z } from 'zod'
import { adDateIn, CALENDAR_TYPES, checkWholeNumber } from './agreement-rules'
import { type Checked, isBlank, MAX_RECORD_ID, REQUIRED } from './input-rules'
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

/** A date field typed in `calendarType`, converted to A.D. (an issue at `path` otherwise). */
function adDateOf(calendar: 'AD' | 'BS', typed: string, path: string, ctx: z.RefinementCtx): string {
  const parsed = adDateIn(calendar, typed)
  if (parsed.ok) return parsed.date
  ctx.addIssue({ code: 'custom', path: [path], message: parsed.error })
  return z.NEVER
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
  .transform((input, ctx) => ({
    utilityId: input.utilityId,
    ratePaisaPerUnit: input.rate,
    fixedPaisa: input.fixed,
    effectiveFrom: adDateOf(input.calendarType, input.effectiveFrom, 'effectiveFrom', ctx),
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

/** The reading's value and replacement, or null for a blank row; issues at the row's fields. */
function readingValueOf(row: ReadingFields, ctx: z.RefinementCtx, path: Array<string | number>): ReadingValue | null {
  if (row.reading === null) {
    if (row.meterReplaced) ctx.addIssue({ code: 'custom', path: [...path, 'reading'], message: REQUIRED })
    return null
  }
  if (!row.meterReplaced) return { value: row.reading, replacement: null }
  if (row.oldMeterFinal === null || row.newMeterStart === null) {
    for (const field of ['oldMeterFinal', 'newMeterStart'] as const) {
      if (row[field] === null) ctx.addIssue({ code: 'custom', path: [...path, field], message: M.replacementNeeded })
    }
    return null
  }
  return { value: row.reading, replacement: { oldFinalValue: row.oldMeterFinal, newStartValue: row.newMeterStart } }
}

/** POST /v1/member/agreement/{id}/reading: one reading of one of the agreement's meters. */
export const ReadingCreateSchema = ReadingFieldsSchema.extend({
  utilityId: z.enum(METERED_UTILITY_IDS, { error: M.utility }),
  calendarType,
  readOn: dateText.meta({ description: 'The day of the reading, YYYY-MM-DD in `calendarType`' }),
}).transform((input, ctx) => {
  const readOn = adDateOf(input.calendarType, input.readOn, 'readOn', ctx)
  const reading = readingValueOf(input, ctx, [])
  if (input.reading === null && !input.meterReplaced) ctx.addIssue({ code: 'custom', path: ['reading'], message: REQUIRED })
  return reading === null ? z.NEVER : { utilityId: input.utilityId, readOn, ...reading }
})
export type ReadingCreateInput = z.output<typeof ReadingCreateSchema>

/** The monthly readings form of a property: one date, a row per meter; blank rows are skipped. */
export const ReadingSheetSchema = z
  .object({
    calendarType,
    readOn: dateText,
    rows: z
      .array(ReadingFieldsSchema.extend({ meterId: numberOrText.transform(checked((value) => checkWholeNumber(value, 1, MAX_RECORD_ID))).transform(required) }))
      .default([]),
  })
  .transform((input, ctx) => {
    const readOn = adDateOf(input.calendarType, input.readOn, 'readOn', ctx)
    const rows = input.rows.flatMap((row, index) => {
      const reading = readingValueOf(row, ctx, ['rows', index])
      return reading ? [{ index, meterId: row.meterId, ...reading }] : []
    })
    if (rows.length === 0 && input.rows.every((row) => row.reading === null && !row.meterReplaced)) {
      ctx.addIssue({ code: 'custom', path: [], message: M.noReadings })
    }
    return { readOn, rows }
  })
export type ReadingSheetInput = z.output<typeof ReadingSheetSchema>
