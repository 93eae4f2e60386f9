// What the landlord sets on the printed lease: the purpose, the notice period, who pays
// the house-rent tax and their own clauses. One schema for the lease page's form and /v1; its
// messages are codes (ADR 020), rendered by each edge. The limits and codes are in lease-rules.ts
// (no zod there: the page imports them).
import { z } from 'zod'
import { fromDevanagariDigits } from '~/domain/devanagari-digits'
import { CIVIL_CODE_NOTICE_DAYS } from '~/domain/lease-document'
import { isBlank } from './input-rules'
import { LEASE_MESSAGES, MAX_CLAUSES, MAX_PURPOSE, NOTICE_DAYS, RENT_TAX_PAYERS } from './lease-rules'

export { LEASE_LANGUAGES, LEASE_MESSAGES, type LeaseLanguageChoice, RENT_TAX_PAYERS } from './lease-rules'

const optionalText = (max: number, message: string) =>
  z.preprocess((value) => (isBlank(value) ? null : value), z.string().trim().max(max, message).nullable()).transform((value) => value ?? null)

export const LeaseTermsSchema = z.object({
  purpose: optionalText(MAX_PURPOSE, LEASE_MESSAGES.purposeTooLong).meta({
    description: 'What the tenant may use the place for; null prints residence or business from the property type',
    example: 'residence',
  }),
  noticeDays: z
    .preprocess(
      (value) => (isBlank(value) ? CIVIL_CODE_NOTICE_DAYS : typeof value === 'string' ? Number(fromDevanagariDigits(value.trim())) : value),
      z.number({ error: LEASE_MESSAGES.noticeDays }).int(LEASE_MESSAGES.noticeDays).min(NOTICE_DAYS.min, LEASE_MESSAGES.noticeDays).max(NOTICE_DAYS.max, LEASE_MESSAGES.noticeDays),
    )
    .meta({ description: `Days of written notice to end early; blank is the Civil Code's ${CIVIL_CODE_NOTICE_DAYS}`, example: CIVIL_CODE_NOTICE_DAYS }),
  rentTaxPaidBy: z
    .preprocess((value) => (isBlank(value) ? 'LANDLORD' : value), z.enum(RENT_TAX_PAYERS, { error: LEASE_MESSAGES.rentTaxPaidBy }))
    .meta({ description: 'Who pays the house-rent tax (default LANDLORD; TENANT withholds it from the rent)' }),
  clauses: optionalText(MAX_CLAUSES, LEASE_MESSAGES.clausesTooLong).meta({ description: 'The landlord’s own clauses, plain text, one a line' }),
})
export type LeaseTermsInput = z.output<typeof LeaseTermsSchema>
