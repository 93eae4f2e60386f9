// The charge inputs (before Bhadaa, extra charges, cancelling, late fees): one zod schema per
// input, shared by the agreement page's forms (conform; the browser checks with charge-rules.ts),
// the /v1 bodies and the OpenAPI document.
// Dates are typed in the agreement's calendar (`calendarType`) and converted to A.D. here; rules
// that need the agreement (not before its start, ...) are the services'.
import type { CalendarType } from '~/domain/calendar-type'
import { z } from 'zod'
import { adDateIn } from './agreement-rules'
import { REQUIRED } from './input-rules'
import { CalendarTypeSchema, PositiveRupeesSchema } from './ledger-schemas'
import { LATE_FEE_KINDS, lateFeeRuleOf, MAX_CANCEL_REASON, MAX_CHARGE_DESCRIPTION, OPENING_BALANCE_KINDS, CHARGE_MESSAGES as M } from './charge-rules'

export { LATE_FEE_KINDS, MAX_CANCEL_REASON, MAX_CHARGE_DESCRIPTION, OPENING_BALANCE_KINDS, CHARGE_MESSAGES } from './charge-rules'

const typedDate = (description: string) => z.string({ error: REQUIRED }).trim().min(1, REQUIRED).meta({ description, example: '2026-11-30' })

/** Converts the `field` typed in `calendarType` to A.D., or an issue on that field. */
function toAd(calendar: CalendarType, typed: string, field: string, ctx: z.RefinementCtx): string {
  const parsed = adDateIn(calendar, typed)
  if (parsed.ok) return parsed.date
  ctx.addIssue({ code: 'custom', path: [field], message: parsed.error })
  return z.NEVER
}

export const BeforeBhadaaSchema = z
  .object({
    calendarType: CalendarTypeSchema.meta({ description: 'The calendar `paidUpTo` is written in (default AD)' }),
    paidUpTo: typedDate('YYYY-MM-DD in `calendarType`: every rent and utility period ending on or before it was settled before Bhadaa'),
    balance: z.enum(OPENING_BALANCE_KINDS, { error: M.balanceKind }).default('NONE').meta({
      description: 'The tenant’s balance on that day: NONE, OWED (a charge due that day) or CREDIT (money kept for the next charges)',
    }),
    amount: z.union([z.number(), z.string(), z.null()]).optional().meta({ description: 'Rupees, more than 0; required with OWED or CREDIT', example: 5000 }),
  })
  .transform((input, ctx) => {
    const paidUpTo = toAd(input.calendarType, input.paidUpTo, 'paidUpTo', ctx)
    if (input.balance === 'NONE') return { paidUpTo, openingBalancePaisa: 0 }
    const amount = PositiveRupeesSchema.safeParse(input.amount)
    if (!amount.success) {
      for (const issue of amount.error.issues) ctx.addIssue({ code: 'custom', path: ['amount'], message: issue.message })
      return z.NEVER
    }
    return { paidUpTo, openingBalancePaisa: input.balance === 'OWED' ? amount.data : -amount.data }
  })
export type BeforeBhadaaInput = z.output<typeof BeforeBhadaaSchema>

export const ExtraChargeSchema = z
  .object({
    description: z
      .string({ error: M.descriptionRequired })
      .trim()
      .min(1, M.descriptionRequired)
      .max(MAX_CHARGE_DESCRIPTION, M.descriptionTooLong)
      .meta({ description: 'What it is for (a repair, a water tanker, ...)', example: 'Water tanker' }),
    amount: PositiveRupeesSchema,
    calendarType: CalendarTypeSchema.meta({ description: 'The calendar `dueDate` is written in (default AD)' }),
    dueDate: typedDate('YYYY-MM-DD in `calendarType`, within the agreement'),
  })
  .transform((input, ctx) => ({ description: input.description, amountPaisa: input.amount, dueDate: toAd(input.calendarType, input.dueDate, 'dueDate', ctx) }))
export type ExtraChargeInput = z.output<typeof ExtraChargeSchema>

export const ChargeCancelSchema = z.object({
  reason: z
    .string({ error: M.cancelReasonRequired })
    .trim()
    .min(1, M.cancelReasonRequired)
    .max(MAX_CANCEL_REASON, M.cancelReasonTooLong)
    .meta({ description: 'Why it is cancelled (kept with the charge)' }),
})

const numberOrText = z.union([z.number(), z.string(), z.null()]).optional()

/** An agreement's late-fee rule, or `kind: NONE` for none (app/domain/late-fee.ts has the rules). */
export const LateFeeRuleSchema = z
  .object({
    kind: z.enum(LATE_FEE_KINDS, { error: M.lateFeeKind }).meta({ description: 'NONE (no late fee), FLAT or PERCENT' }),
    graceDays: numberOrText.meta({ description: 'Days after the due date before the fee applies (0-365)', example: 5 }),
    value: numberOrText.meta({ description: 'FLAT: rupees; PERCENT: a percentage of what is unpaid of the charge (up to 100, 2 decimals)', example: 500 }),
    cap: numberOrText.meta({ description: 'Optional: the highest fee in rupees' }),
  })
  .transform((input, ctx) => {
    const { errors, rule } = lateFeeRuleOf(input)
    for (const [field, messages] of Object.entries(errors)) for (const message of messages) ctx.addIssue({ code: 'custom', path: [field], message })
    return Object.keys(errors).length > 0 ? z.NEVER : { rule }
  })
export type LateFeeRuleInput = z.output<typeof LateFeeRuleSchema>
