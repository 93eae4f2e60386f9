// "I paid" proofs: the tenant's report of a payment made another way, and the landlord's
// rejection. One zod schema per input, shared by the My Rent form's action (conform), the /v1
// bodies and the OpenAPI document. The photo is not a schema field: the form sends it as a file
// and /v1 as base64 (`photo`); the service reads its type from its bytes (app/domain/image-type.ts).
import { z } from 'zod'
import type { MessageString } from '~/i18n/message'
import { adDateIn } from './agreement-rules'
import { maxLengthMessage, REQUIRED } from './input-rules'
import { CalendarTypeSchema, MAX_REFERENCE, PAYMENT_METHODS, PositiveRupeesSchema } from './ledger-schemas'
import { LEDGER_MESSAGES } from './ledger-rules'

export const MAX_REJECT_REASON = 300

export const PROOF_MESSAGES = {
  notFound: 'proof.error.notFound',
  photoType: 'proof.error.photoType',
  photoTooLarge: 'proof.error.photoTooLarge',
  photoEncoding: 'proof.error.photoEncoding',
  alreadyDecided: 'proof.error.alreadyDecided',
  nothingDue: 'proof.error.nothingDue',
  reasonRequired: 'proof.error.reasonRequired',
  reasonTooLong: maxLengthMessage(MAX_REJECT_REASON),
} as const satisfies Record<string, MessageString>

/** What the tenant reports: the amount, the day (in `calendarType`), how and the reference. */
const ProofFieldsSchema = z.object({
  amount: PositiveRupeesSchema,
  calendarType: CalendarTypeSchema.meta({ description: 'The calendar `paidOn` is written in (default AD)' }),
  paidOn: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).meta({ description: 'YYYY-MM-DD in `calendarType`', example: '2026-11-20' }),
  method: z.enum(PAYMENT_METHODS, { error: LEDGER_MESSAGES.method }),
  reference: z
    .preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), z.string().trim().max(MAX_REFERENCE, LEDGER_MESSAGES.referenceTooLong).nullable().optional())
    .transform((value) => value ?? null)
    .meta({ description: 'Cheque number, bank or wallet transaction id, ...' }),
})

function proofInputOf(input: z.output<typeof ProofFieldsSchema>, ctx: z.RefinementCtx) {
  const parsed = adDateIn(input.calendarType, input.paidOn)
  if (!parsed.ok) {
    ctx.addIssue({ code: 'custom', path: ['paidOn'], message: parsed.error })
    return z.NEVER
  }
  return { amountPaisa: input.amount, paidOn: parsed.date, method: input.method, reference: input.reference }
}

export const ProofCreateSchema = ProofFieldsSchema.transform(proofInputOf)
export type ProofCreateInput = z.output<typeof ProofCreateSchema>

/** The /v1 body: the same fields and an optional photo as base64 (JPEG, PNG or WebP, at most 5 MB decoded). */
export const ProofCreateJsonSchema = ProofFieldsSchema.extend({
  photo: z
    .string()
    .nullable()
    .optional()
    .meta({ description: 'Optional photo of the receipt or transfer: standard base64 (no `data:` prefix) of a JPEG, PNG or WebP file, at most 5 MB decoded; its type is read from its bytes. Omit it or send null for none' }),
}).transform(({ photo, ...fields }, ctx) => ({ ...proofInputOf(fields, ctx), photoBase64: photo ?? null }))

export const ProofRejectSchema = z.object({
  reason: z
    .string({ error: PROOF_MESSAGES.reasonRequired })
    .trim()
    .min(1, PROOF_MESSAGES.reasonRequired)
    .max(MAX_REJECT_REASON, PROOF_MESSAGES.reasonTooLong)
    .meta({ description: 'Why the report is not accepted (texted to the tenant)' }),
})
