// The lease terms' limits, choices and message codes (ADR 020), without zod, so that the lease page
// does not download it (page weight, ADR 012); the schema is lease-schemas.ts.
import { type MessageCode, messageString } from '~/i18n/message'
import { maxLengthMessage } from './input-rules'

export const MAX_PURPOSE = 200
export const MAX_CLAUSES = 4000
export const NOTICE_DAYS = { min: 1, max: 365 } as const
export const RENT_TAX_PAYERS = ['LANDLORD', 'TENANT'] as const

export const LEASE_MESSAGES = {
  purposeTooLong: maxLengthMessage(MAX_PURPOSE),
  clausesTooLong: maxLengthMessage(MAX_CLAUSES),
  noticeDays: messageString('lease.error.noticeDays', NOTICE_DAYS),
  rentTaxPaidBy: 'lease.error.rentTax' satisfies MessageCode,
} as const

export const LEASE_LANGUAGES = ['en', 'ne', 'both'] as const
export type LeaseLanguageChoice = (typeof LEASE_LANGUAGES)[number]
