// Agreement and tenant input: one zod schema per input, shared by the web form's action (conform's
// parseWithZod; the browser checks with agreement-rules.ts), the /v1 bodies and the OpenAPI document. Field names are the
// spec's (§3 create payload); the output is what the service stores: A.D. dates (B.S. input is
// converted here), paisa, an E.164 phone, the schedule's field names. Rules that need the database
// or today's date (the property's units, the end date not yet past) are the service's.
import { z } from 'zod'
import {
  adDateIn,
  AGREEMENT_INPUT_MESSAGES as M,
  AGREEMENT_TEXT_MAX,
  checkPercentage,
  checkRupees,
  checkTenantPhone,
  checkWholeNumber,
  MAX_INCREMENT_YEARS,
  MAX_INTERVAL_MONTHS,
  MAX_PAYMENT_DAY,
  TENANT_LANGUAGES,
  UTILITY_IDS,
} from './agreement-rules'
import { crossFieldIssues } from './agreement-checks'
import { CALENDAR_TYPES } from '~/domain/calendar-type'
import { MAX_RECORD_ID } from '~/domain/record-id'
import { type Checked, isBlank, maxLengthMessage, REQUIRED } from './input-rules'

export {
  AGREEMENT_INPUT_MESSAGES,
  AGREEMENT_MESSAGES,
  MAX_INCREMENT_YEARS,
  MAX_INTERVAL_MONTHS,
  MAX_LEASE_MONTHS,
  MAX_PAYMENT_DAY,
  TENANT_LANGUAGES,
  UTILITY_IDS,
  type UtilityId,
  wholeNumberMessage,
} from './agreement-rules'
export { CALENDAR_TYPES, type CalendarType } from '~/domain/calendar-type'

/** The checked value, or zod's issue with the check's message. */
function issueUnless<T>(checked: Checked<T>, ctx: z.RefinementCtx): T {
  if (checked.ok) return checked.value
  ctx.addIssue({ code: 'custom', message: checked.error })
  return z.NEVER
}

const blankToNull = (value: unknown) => (isBlank(value) ? null : value)

export const numberOrText = z.preprocess(blankToNull, z.union([z.number(), z.string(), z.null()], { error: M.invalidNumber }))

const text = (max: number) => z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, maxLengthMessage(max))

/** A whole number typed or sent (`checkWholeNumber`); null when blank. */
export const wholeNumberOrNull = (min: number, max: number) =>
  numberOrText.transform((value, ctx): number | null => (value === null ? null : issueUnless(checkWholeNumber(value, min, max), ctx)))

function requiredWholeNumber(min: number, max: number) {
  return wholeNumberOrNull(min, max).transform((value, ctx): number => {
    if (value !== null) return value
    ctx.addIssue({ code: 'custom', message: REQUIRED })
    return z.NEVER
  })
}

/** Rupees (at most 2 decimals) to paisa; null when blank. */
export const rupeesOrNull = numberOrText.transform((value, ctx): number | null => (value === null ? null : issueUnless(checkRupees(value), ctx)))

/** A percentage from 0 to 100 with at most 2 decimals; null when blank. */
export const percentageOrNull = numberOrText.transform((value, ctx): number | null => (value === null ? null : issueUnless(checkPercentage(value), ctx)))

const requiredRecordId = requiredWholeNumber(1, MAX_RECORD_ID)

/** A tenant's phone as typed or sent; E.164 out. `blank` is the message for an empty one. */
function tenantPhone(blank: string) {
  return z
    .string({ error: blank })
    .trim()
    .min(1, blank)
    .transform((value, ctx) => issueUnless(checkTenantPhone(value), ctx))
    .meta({ example: '9812345678' })
}
export const TenantPhoneSchema = tenantPhone(REQUIRED)

/** Rupees, required. */
const requiredRupees = rupeesOrNull.transform((value, ctx): number => {
  if (value !== null) return value
  ctx.addIssue({ code: 'custom', message: REQUIRED })
  return z.NEVER
})

export const UtilityEntrySchema = z.object({
  utilityId: z.enum(UTILITY_IDS, { error: REQUIRED }),
  /** Monthly price in rupees; blank or null when the tenant pays the provider directly. */
  price: rupeesOrNull.meta({ description: 'Monthly price in rupees; null when the tenant pays the provider directly' }),
  paymentInterval: requiredWholeNumber(1, MAX_INTERVAL_MONTHS).meta({ description: 'Months between payments' }),
  paymentDayOfMonth: requiredWholeNumber(1, MAX_PAYMENT_DAY.BS).meta({ description: '1-31 (A.D.) or 1-32 (B.S.)' }),
})

/** The date as typed in the agreement's calendar; checked against it below. */
export const dateText = z.string({ error: REQUIRED }).trim().min(1, REQUIRED).meta({ description: 'YYYY-MM-DD in the agreement’s calendar', example: '2083-01-01' })

/** A calendar from a form (blank: the default A.D.) or JSON (missing: A.D., spec §3). */
export const calendarType = z.preprocess(blankToNull, z.enum(CALENDAR_TYPES, { error: REQUIRED }).nullable()).transform((value) => value ?? 'AD')

/** The fields one by one; the rules between them are AgreementCreateSchema's. */
const AgreementFieldsSchema = z.object({
  name: text(AGREEMENT_TEXT_MAX.name),
  propertyId: requiredRecordId,
  /** Required when the property is divided: the service checks, it knows the property. */
  unitId: wholeNumberOrNull(1, MAX_RECORD_ID).optional().transform((value) => value ?? null),
  tenantFirstName: text(AGREEMENT_TEXT_MAX.tenantFirstName),
  tenantLastName: text(AGREEMENT_TEXT_MAX.tenantLastName),
  tenantPhone: TenantPhoneSchema,
  tenantPreferredLanguage: z.enum(TENANT_LANGUAGES, { error: REQUIRED }),
  calendarType,
  startDate: dateText,
  endDate: dateText,
  utilities: z.array(UtilityEntrySchema).max(UTILITY_IDS.length).default([]),
  leaseAmount: requiredRupees.meta({ description: 'Monthly rent in rupees, at most 1000000000 (Rs. 1,00,00,00,000); so is one charge: the rent after its increments times the payment interval' }),
  deposit: rupeesOrNull.optional().transform((value) => value ?? null),
  paymentInterval: requiredWholeNumber(1, MAX_INTERVAL_MONTHS),
  paymentDayOfMonth: requiredWholeNumber(1, MAX_PAYMENT_DAY.BS),
  incrementPercentage: percentageOrNull.optional().transform((value) => value ?? null),
  incrementInterval: wholeNumberOrNull(1, MAX_INCREMENT_YEARS).optional().transform((value) => value ?? null),
  paidUpTo: z
    .preprocess(blankToNull, z.string().trim().nullable())
    .optional()
    .transform((value) => value ?? null)
    .meta({ description: 'A lease older than Bhadaa: YYYY-MM-DD in the agreement’s calendar, the last day paid for; periods ending by then are settled before Bhadaa' }),
  memberId: z.unknown().optional().meta({ description: 'Ignored: the access token decides the member' }),
})

export const AgreementCreateSchema = AgreementFieldsSchema
  // `when`: also when a field failed (zod skips refinements then by default).
  .superRefine(
    (input, ctx) => {
      for (const { path, message } of crossFieldIssues(input)) ctx.addIssue({ code: 'custom', path, message })
    },
    { when: () => true },
  )
  // Runs only once everything above passed: the values the service stores.
  .transform((input) => {
    const adDate = (typed: string) => {
      const parsed = adDateIn(input.calendarType, typed)
      if (!parsed.ok) throw new Error(parsed.error) // checked above
      return parsed.date
    }
    return {
      name: input.name,
      propertyId: input.propertyId,
      unitId: input.unitId,
      tenant: {
        firstName: input.tenantFirstName,
        lastName: input.tenantLastName,
        phone: input.tenantPhone,
        prefLanguage: input.tenantPreferredLanguage,
      },
      calendar: input.calendarType,
      startDate: adDate(input.startDate),
      endDate: adDate(input.endDate),
      leaseAmountPaisa: input.leaseAmount,
      depositPaisa: input.deposit,
      paymentIntervalMonths: input.paymentInterval,
      paymentDayOfMonth: input.paymentDayOfMonth,
      incrementPercentage: input.incrementPercentage,
      incrementIntervalYears: input.incrementInterval,
      utilities: input.utilities.map((utility) => ({
        utilityId: utility.utilityId,
        pricePaisa: utility.price,
        paymentIntervalMonths: utility.paymentInterval,
        paymentDayOfMonth: utility.paymentDayOfMonth,
      })),
      paidUpTo: input.paidUpTo === null ? null : adDate(input.paidUpTo),
    }
  })
export type AgreementCreateInput = z.output<typeof AgreementCreateSchema>

/** Spec §5: an empty phone searched is 'Tenant Phone Number is invalid' too. */
export const TenantSearchSchema = z.object({ phone: tenantPhone(M.invalidTenantPhone) })

/** Correcting a tenant (app/services/tenants/corrections.server.ts): the names and the SMS language. */
export const TenantCorrectSchema = z.object({
  firstName: text(AGREEMENT_TEXT_MAX.tenantFirstName),
  lastName: text(AGREEMENT_TEXT_MAX.tenantLastName),
  prefLanguage: z.enum(TENANT_LANGUAGES, { error: REQUIRED }).meta({ description: 'The language of the tenant’s texts' }),
})
export type TenantCorrectInput = z.output<typeof TenantCorrectSchema>

/** Moving an agreement to the tenant with the right phone number (found or created). */
export const TenantPhoneMoveSchema = z.object({ phone: TenantPhoneSchema.meta({ description: 'The right number, 98XXXXXXXX or +97798XXXXXXXX' }) })

/** Answering a request to correct a tenant. */
export const TenantRequestAnswerSchema = z.object({ accept: z.preprocess((value) => value === true || value === 'true' || value === 'on', z.boolean()) })
