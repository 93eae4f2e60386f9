// Changing and renewing an agreement (ADR 021): one zod schema per input, shared by the
// web forms' actions (conform), the /v1 bodies and the OpenAPI document. Dates are typed in a
// calendar (`calendarType`) and converted to A.D. here; money is paisa from here on. A field left
// out keeps its value (a blank increment clears it). Rules that need the stored agreement (the
// effective date within it, nothing changed, the schedule) are the service's
// (app/services/agreements/changes.server.ts).
import { z } from 'zod'
import { AGREEMENT_INPUT_MESSAGES, MAX_INCREMENT_YEARS, MAX_INTERVAL_MONTHS, MAX_PAYMENT_DAY, UTILITY_IDS } from './agreement-rules'
import { calendarType, dateText, percentageOrNull, rupeesOrNull, wholeNumberOrNull } from './agreement-schemas'
import { REQUIRED } from './input-rules'
import { adDate, dateIssues } from './meter-schemas'
import type { MessageCode } from '~/i18n/message'

export const CHANGE_MESSAGES = {
  invalid: 'property.error.invalid',
  agreementNotFound: 'agreement.error.notFound',
  notCurrent: 'agreement.error.notCurrent',
  effectiveOutside: 'changes.error.effectiveOutside',
  nothingChanged: 'changes.error.nothingChanged',
  ratePositive: 'changes.error.ratePositive',
  reason: 'changes.error.reason',
  renewedEnd: 'changes.error.renewedEnd',
  alreadyRenewed: 'changes.error.alreadyRenewed',
  notRenewable: 'changes.error.notRenewable',
  endNotAfter: 'changes.error.endNotAfter',
  settled: 'changes.error.settled',
} as const satisfies Record<string, MessageCode>

export const REASON_MAX = 500

type Issue = { path: Array<string | number>; message: string }

const positive = (value: number | null | undefined) => value === undefined || value === null || value > 0

const reason = z
  .string({ error: CHANGE_MESSAGES.reason })
  .trim()
  .min(1, CHANGE_MESSAGES.reason)
  .max(REASON_MAX, CHANGE_MESSAGES.reason)
  .meta({ description: `Why (1-${REASON_MAX} characters); kept in the agreement's history and printed on the addendum` })

/** The terms both a change and a renewal may give; left out: as they are. */
const termFields = {
  calendarType: calendarType.meta({ description: 'The calendar the dates are written in (default AD)' }),
  leaseAmount: rupeesOrNull.optional().meta({ description: 'Monthly rent in rupees (before increments, as the agreement stores it), more than 0' }),
  paymentInterval: wholeNumberOrNull(1, MAX_INTERVAL_MONTHS).optional().meta({ description: 'Months between rent payments' }),
  paymentDayOfMonth: wholeNumberOrNull(1, MAX_PAYMENT_DAY.BS).optional().meta({ description: '1-31 (A.D.) or 1-32 (B.S.)' }),
  incrementPercentage: percentageOrNull.optional().meta({ description: 'Percent; null or blank: no increments' }),
  incrementInterval: wholeNumberOrNull(1, MAX_INCREMENT_YEARS).optional().meta({ description: 'Years between increments; null with no increments' }),
  endDate: dateText.optional().meta({ description: 'The new last day, YYYY-MM-DD in `calendarType`' }),
  utilities: z
    .array(z.object({ utilityId: z.enum(UTILITY_IDS, { error: REQUIRED }), price: rupeesOrNull.meta({ description: 'Monthly price in rupees, more than 0' }) }))
    .max(UTILITY_IDS.length)
    .optional()
    .meta({ description: 'New monthly prices of utilities the agreement charges a price for (metered ones are changed by their rate)' }),
}

type TermFields = z.output<z.ZodObject<typeof termFields>>

function termIssues(input: TermFields): Issue[] {
  const issues: Issue[] = (input.endDate === undefined ? [] : dateIssues(input.calendarType, input.endDate, 'endDate'))
  if (!positive(input.leaseAmount)) issues.push({ path: ['leaseAmount'], message: AGREEMENT_INPUT_MESSAGES.leaseAmountPositive })
  // The refinement also runs when a field failed: `utilities` may then be anything that was sent.
  const utilities: unknown = input.utilities
  if (Array.isArray(utilities)) {
    utilities.forEach((utility: unknown, index) => {
      const price = typeof utility === 'object' && utility !== null ? (utility as { price?: unknown }).price : undefined
      if (price === null || (typeof price === 'number' && price <= 0)) issues.push({ path: ['utilities', index, 'price'], message: CHANGE_MESSAGES.ratePositive })
    })
  }
  if (input.incrementPercentage && input.incrementInterval === null) issues.push({ path: ['incrementInterval'], message: AGREEMENT_INPUT_MESSAGES.incrementIntervalRequired })
  return issues
}

/** What a change or renewal sets, in the stored units; undefined: as it is. */
export type TermsPatch = {
  leaseAmountPaisa?: number
  paymentIntervalMonths?: number
  paymentDayOfMonth?: number
  incrementPercentage?: number | null
  incrementIntervalYears?: number | null
  endDate?: string
  utilities?: Array<{ utilityId: string; pricePaisa: number }>
}

function patchOf(input: TermFields): TermsPatch {
  const patch: TermsPatch = {}
  if (input.leaseAmount != null) patch.leaseAmountPaisa = input.leaseAmount
  if (input.paymentInterval != null) patch.paymentIntervalMonths = input.paymentInterval
  if (input.paymentDayOfMonth != null) patch.paymentDayOfMonth = input.paymentDayOfMonth
  if (input.incrementPercentage !== undefined) {
    patch.incrementPercentage = input.incrementPercentage || null
    patch.incrementIntervalYears = patch.incrementPercentage === null ? null : (input.incrementInterval ?? null)
  } else if (input.incrementInterval != null) patch.incrementIntervalYears = input.incrementInterval
  if (input.endDate !== undefined) patch.endDate = adDate(input.calendarType, input.endDate)
  if (input.utilities) patch.utilities = input.utilities.map((utility) => ({ utilityId: utility.utilityId, pricePaisa: utility.price ?? 0 }))
  return patch
}

// `when`: the refinements also run when a field failed, so a form shows every message at once.
const always = { when: () => true }

export const AgreementChangeSchema = z
  .object({
    ...termFields,
    effectiveDate: dateText.meta({ description: 'The first day the new terms apply, YYYY-MM-DD in `calendarType`, within the agreement' }),
    reason,
  })
  .superRefine((input, ctx) => {
    for (const { path, message } of [...dateIssues(input.calendarType, input.effectiveDate, 'effectiveDate'), ...termIssues(input)]) ctx.addIssue({ code: 'custom', path, message })
  }, always)
  .transform((input) => ({ effectiveDate: adDate(input.calendarType, input.effectiveDate), reason: input.reason, terms: patchOf(input) }))
export type AgreementChangeInput = z.output<typeof AgreementChangeSchema>

export const RenewalSchema = z
  .object({
    ...termFields,
    endDate: dateText.meta({ description: 'The renewal’s last day, YYYY-MM-DD in `calendarType`' }),
    reason: reason.optional(),
  })
  .superRefine((input, ctx) => {
    for (const { path, message } of termIssues(input)) ctx.addIssue({ code: 'custom', path, message })
  }, always)
  .transform((input) => {
    const { endDate, ...terms } = patchOf(input)
    return { endDate: endDate!, reason: input.reason ?? null, terms }
  })
export type RenewalRequest = z.output<typeof RenewalSchema>
