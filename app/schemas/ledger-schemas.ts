// Payment input: one zod schema per input, shared by the Record Payment form's action (conform; the
// browser checks with ledger-rules.ts), the /v1 bodies and the OpenAPI document. The date is typed in the agreement's calendar
// (the form sends it as `calendarType`) and converted to A.D. here, like the agreement's dates;
// rules that need the agreement or today (not before the start, not in the future) are the service's.
import { z } from 'zod'
import { CALENDAR_TYPES } from '~/domain/calendar-type'
import { adDateIn } from './agreement-rules'
import { isBlank, REQUIRED } from './input-rules'
import { checkPaymentAmount, LEDGER_MESSAGES as M, MAX_NOTE, MAX_REFERENCE, MAX_VOID_REASON, PAYMENT_METHODS } from './ledger-rules'

export { LEDGER_MESSAGES, MAX_NOTE, MAX_REFERENCE, MAX_VOID_REASON, PAYMENT_METHODS, type PaymentMethod } from './ledger-rules'

const blankToNull = (value: unknown) => (isBlank(value) ? null : value)

const optionalText = (max: number, message: string) =>
  z.preprocess(blankToNull, z.string().trim().max(max, message).nullable()).transform((value) => value ?? null)

/** An amount in rupees (form text or JSON number), more than 0, as paisa. */
export const PositiveRupeesSchema = z
  .preprocess(blankToNull, z.union([z.number(), z.string(), z.null()], { error: M.invalidAmount }))
  .transform((value, ctx): number => {
    if (value === null) {
      ctx.addIssue({ code: 'custom', message: REQUIRED })
      return z.NEVER
    }
    const checked = checkPaymentAmount(value)
    if (checked.ok) return checked.value
    ctx.addIssue({ code: 'custom', message: checked.error })
    return z.NEVER
  })
  .meta({ description: 'Rupees, at most 2 decimals, more than 0 and at most 1000000000 (Rs. 1,00,00,00,000)', example: 12500 })

/** The calendar a form's dates are typed in (default AD). */
export const CalendarTypeSchema = z.preprocess(blankToNull, z.enum(CALENDAR_TYPES, { error: REQUIRED }).nullable()).transform((value) => value ?? 'AD')

export const PaymentCreateSchema = z
  .object({
    amount: PositiveRupeesSchema,
    calendarType: CalendarTypeSchema.meta({ description: 'The calendar `paidOn` is written in (default AD)' }),
    paidOn: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).meta({ description: 'YYYY-MM-DD in `calendarType`', example: '2026-11-20' }),
    method: z.enum(PAYMENT_METHODS, { error: M.method }),
    reference: optionalText(MAX_REFERENCE, M.referenceTooLong).meta({ description: 'Cheque number, transaction id, ...' }),
    note: optionalText(MAX_NOTE, M.noteTooLong),
  })
  .transform((input, ctx) => {
    const parsed = adDateIn(input.calendarType, input.paidOn)
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', path: ['paidOn'], message: parsed.error })
      return z.NEVER
    }
    return {
      amountPaisa: input.amount,
      paidOn: parsed.date,
      method: input.method,
      reference: input.reference,
      note: input.note,
    }
  })
export type PaymentCreateInput = z.output<typeof PaymentCreateSchema>

export const PaymentVoidSchema = z.object({
  reason: z
    .string({ error: M.reasonRequired })
    .trim()
    .min(1, M.reasonRequired)
    .max(MAX_VOID_REASON, M.reasonTooLong)
    .meta({ description: 'Why the payment is voided (kept with it, shown on the receipt)' }),
})
