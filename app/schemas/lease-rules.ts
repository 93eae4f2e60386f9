// The lease terms' limits, choices and messages (issue 21), without zod, so that the lease page
// does not download it (page weight, ADR 012); the schema is lease-schemas.ts.
import { maxLengthMessage } from './input-rules'

export const MAX_PURPOSE = 200
export const MAX_CLAUSES = 4000
export const NOTICE_DAYS = { min: 1, max: 365 } as const
export const RENT_TAX_PAYERS = ['LANDLORD', 'TENANT'] as const

export const LEASE_MESSAGES = {
  purposeTooLong: maxLengthMessage(MAX_PURPOSE),
  clausesTooLong: maxLengthMessage(MAX_CLAUSES),
  noticeDays: `Notice must be a whole number of days from ${NOTICE_DAYS.min} to ${NOTICE_DAYS.max}`,
  rentTaxPaidBy: 'Choose who pays the house-rent tax',
} as const

export const LEASE_LANGUAGES = ['en', 'ne', 'both'] as const
export type LeaseLanguageChoice = (typeof LEASE_LANGUAGES)[number]
