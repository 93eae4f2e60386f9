// Payment input: one zod schema per input, shared by the Record Payment form (conform, also in the
// browser), the /v1 bodies and the OpenAPI document. The date is typed in the agreement's calendar
// (the form sends it as `calendarType`) and converted to A.D. here, like the agreement's dates;
// rules that need the agreement or today (not before the start, not in the future) are the service's.
import { z } from 'zod'
import { parseAdDate } from '~/domain/ad-date'
import { bsToAd, parseBsDate } from '~/domain/bs-calendar'
import { parseRupees } from '~/domain/money'
import { CALENDAR_TYPES } from './agreement-schemas'
import { REQUIRED } from './property-schemas'

export const PAYMENT_METHODS = ['CASH', 'BANK_TRANSFER', 'CHEQUE', 'ESEWA', 'KHALTI', 'OTHER'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

export const MAX_REFERENCE = 100
export const MAX_NOTE = 500
export const MAX_VOID_REASON = 500

/** The English messages of payment input and the ledger service; screens translate them (components/ledger/messages.ts). */
export const LEDGER_MESSAGES = {
  invalidAmount: 'Enter an amount in rupees, like 1500 or 1500.50',
  amountPositive: 'The amount must be more than 0',
  method: 'Choose how it was paid',
  referenceTooLong: `At most ${MAX_REFERENCE} characters`,
  noteTooLong: `At most ${MAX_NOTE} characters`,
  reasonRequired: 'Say why the payment is voided',
  reasonTooLong: `At most ${MAX_VOID_REASON} characters`,
  paidInFuture: 'The payment date cannot be in the future',
  paidBeforeStart: 'The payment date cannot be before the agreement starts',
  agreementNotFound: 'Agreement Not Found',
  paymentNotFound: 'Payment Not Found',
  alreadyVoided: 'This payment has already been voided',
  invalid: 'Some fields are missing or invalid.',
} as const
const M = LEDGER_MESSAGES

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value ?? null)

const optionalText = (max: number, message: string) =>
  z.preprocess(blankToNull, z.string().trim().max(max, message).nullable()).transform((value) => value ?? null)

export const PaymentCreateSchema = z
  .object({
    amount: z
      .preprocess(blankToNull, z.union([z.number(), z.string(), z.null()], { error: M.invalidAmount }))
      .transform((value, ctx): number => {
        if (value === null) {
          ctx.addIssue({ code: 'custom', message: REQUIRED })
          return z.NEVER
        }
        const parsed = parseRupees(value)
        if (!parsed.ok) {
          ctx.addIssue({ code: 'custom', message: parsed.error })
          return z.NEVER
        }
        if (parsed.paisa <= 0) {
          ctx.addIssue({ code: 'custom', message: M.amountPositive })
          return z.NEVER
        }
        return parsed.paisa
      })
      .meta({ description: 'Rupees, at most 2 decimals, more than 0', example: 12500 }),
    calendarType: z
      .preprocess(blankToNull, z.enum(CALENDAR_TYPES, { error: REQUIRED }).nullable())
      .transform((value) => value ?? 'AD')
      .meta({ description: 'The calendar `paidOn` is written in (default AD)' }),
    paidOn: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).meta({ description: 'YYYY-MM-DD in `calendarType`', example: '2026-11-20' }),
    method: z.enum(PAYMENT_METHODS, { error: M.method }),
    reference: optionalText(MAX_REFERENCE, M.referenceTooLong).meta({ description: 'Cheque number, transaction id, ...' }),
    note: optionalText(MAX_NOTE, M.noteTooLong),
  })
  .transform((input, ctx) => {
    const parsed = input.calendarType === 'BS' ? parseBsDate(input.paidOn) : parseAdDate(input.paidOn)
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', path: ['paidOn'], message: parsed.error })
      return z.NEVER
    }
    return {
      amountPaisa: input.amount,
      paidOn: typeof parsed.date === 'string' ? parsed.date : bsToAd(parsed.date),
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
