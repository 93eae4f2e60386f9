// The deposit settlement's input, shared by the /v1 body, the OpenAPI document and the
// web form: when and how the deposit was received (optional: it may be recorded already), the
// deductions with their reasons, and how the refund is paid out. The rules that need the ledger
// (deductions not above the deposit plus the dues) are the service's (app/domain/settlement.ts).
import { z } from 'zod'
import { DEDUCTION_REASON_MAX } from '~/domain/settlement'
import { messageString } from '~/i18n/message'
import { adDateIn } from './agreement-rules'
import { isBlank } from './input-rules'
import { LEDGER_MESSAGES as M, PAYMENT_METHODS } from './ledger-rules'
import { CalendarTypeSchema, PositiveRupeesSchema } from './ledger-schemas'

/** At most this many deductions (the form shows this many rows). */
export const MAX_DEDUCTIONS = 5

const reasonCode = messageString('settlement.error.deductionReason', { max: DEDUCTION_REASON_MAX })

export const DeductionSchema = z.object({
  reason: z.string({ error: reasonCode }).trim().min(1, reasonCode).max(DEDUCTION_REASON_MAX, reasonCode).meta({ description: 'Why it is deducted', example: 'Broken window' }),
  amount: PositiveRupeesSchema,
})

const tooMany = messageString('settlement.error.tooManyDeductions', { max: MAX_DEDUCTIONS })

const SettlementFields = z.object({
  calendarType: CalendarTypeSchema.meta({ description: 'The calendar `depositReceivedOn` is written in (default AD)' }),
  depositReceivedOn: z
    .preprocess((value) => (isBlank(value) ? undefined : value), z.string().trim().optional())
    .meta({ description: 'YYYY-MM-DD in `calendarType`: when the deposit was received; omit to keep what is recorded' }),
  depositMethod: z.enum(PAYMENT_METHODS, { error: M.method }).optional().meta({ description: 'How the deposit was received (with `depositReceivedOn`)' }),
  deductions: z.array(DeductionSchema).max(MAX_DEDUCTIONS, tooMany).default([]),
  refundMethod: z.enum(PAYMENT_METHODS, { error: M.method }).default('CASH').meta({ description: 'How a refund is paid out (default CASH)' }),
})

type SettlementFieldValues = Omit<z.output<typeof SettlementFields>, 'deductions'> & { deductions: Array<z.output<typeof DeductionSchema> | undefined> }

function settlementOf(input: SettlementFieldValues, ctx: z.RefinementCtx) {
  let depositReceived: { receivedOn: string; method: (typeof PAYMENT_METHODS)[number] } | null = null
  if (input.depositReceivedOn !== undefined) {
    const parsed = adDateIn(input.calendarType, input.depositReceivedOn)
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', path: ['depositReceivedOn'], message: parsed.error })
      return z.NEVER
    }
    depositReceived = { receivedOn: parsed.date, method: input.depositMethod ?? 'CASH' }
  }
  return {
    depositReceived,
    deductions: input.deductions.flatMap((row) => (row ? [{ reason: row.reason, amountPaisa: row.amount }] : [])),
    refundMethod: input.refundMethod,
  }
}

export const SettlementSchema = SettlementFields.transform(settlementOf)

/** A deduction row of the web form left wholly blank (the form shows MAX_DEDUCTIONS rows). */
const isBlankRow = (row: unknown) => row === undefined || row === null || (typeof row === 'object' && Object.values(row).every(isBlank))

/**
 * The web form's settlement: as SettlementSchema, but its blank deduction rows are skipped. The
 * rows keep their places, so a row's errors are on its own fields (`deductions[2].reason`).
 */
export const SettlementFormSchema = SettlementFields.extend({
  deductions: z
    .array(z.preprocess((row) => (isBlankRow(row) ? undefined : row), DeductionSchema.optional()))
    .max(MAX_DEDUCTIONS, tooMany)
    .default([]),
}).transform(settlementOf)

export type SettlementInput = z.output<typeof SettlementSchema>
