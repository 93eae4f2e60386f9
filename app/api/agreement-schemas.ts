// Agreement and tenant input: one zod schema per input, shared by the web form (conform's
// parseWithZod, in the browser too), the /v1 bodies and the OpenAPI document. Field names are the
// spec's (§3 create payload); the output is what the service stores: A.D. dates (B.S. input is
// converted here), paisa, an E.164 phone, the schedule's field names. Rules that need the database
// or today's date (the property's units, the end date not yet past) are the service's.
import { z } from 'zod'
import { addAdMonths, parseAdDate } from '~/domain/ad-date'
import { bsToAd, parseBsDate } from '~/domain/bs-calendar'
import { fromDevanagariDigits } from '~/domain/devanagari-digits'
import { parseRupees } from '~/domain/money'
import { normalizeNepalPhone } from '~/domain/phone'
import { MAX_RECORD_ID, REQUIRED } from './property-schemas'

export const AGREEMENT_INPUT_MESSAGES = {
  invalidNumber: 'Please enter a valid number',
  invalidTenantPhone: 'Tenant Phone Number is invalid',
  leaseAmountPositive: 'Lease amount must be more than 0',
  endBeforeStart: 'End date cannot be before the start date',
  tooLong: 'An agreement can last at most 30 years',
  duplicateUtility: 'This utility is already added',
  incrementIntervalRequired: 'Enter the incremental interval for the increment percentage',
  percentage: 'Must be from 0 to 100 with at most 2 decimals',
} as const
const M = AGREEMENT_INPUT_MESSAGES

/** What the agreement service answers (app/services/agreements.server.ts), here so screens can translate them. */
export const AGREEMENT_MESSAGES = {
  agreementNotFound: 'Agreement Not Found',
  propertyNotFound: 'Property Not Found',
  unitNotFound: 'Unit Not Found',
  invalid: 'Some fields are missing or invalid.',
  notDivided: 'This property is not divided into units: leave the unit empty.',
  unitTaken: 'This unit already has a current agreement.',
  propertyTaken: 'This property already has a current agreement.',
  endDatePassed: 'The end date has already passed.',
  beyondCalendar: 'The schedule of this agreement goes past the end of the Nepali calendar table (B.S. 2088).',
  notCurrent: 'This agreement has already been terminated or has ended.',
  tenantNameMismatch: 'This phone number already exists in our records under another name.',
} as const

export const CALENDAR_TYPES = ['AD', 'BS'] as const
export type CalendarType = (typeof CALENDAR_TYPES)[number]
export const TENANT_LANGUAGES = ['ENG', 'NEP'] as const
export type TenantLanguage = (typeof TENANT_LANGUAGES)[number]
/** The last payment day of a month in each calendar: B.S. months have up to 32 days. */
export const MAX_PAYMENT_DAY = { AD: 31, BS: 32 } as const
/** The utility options an agreement may add (seeded UtilityOption rows); `Rent` is the agreement's own line. */
export const UTILITY_IDS = ['Electricity', 'Water', 'Internet', 'Garbage', 'Parking'] as const
export type UtilityId = (typeof UTILITY_IDS)[number]
export const MAX_INTERVAL_MONTHS = 120
export const MAX_INCREMENT_YEARS = 50
/** Decision: a lease of more than 30 years is a typing mistake, and would make thousands of charges. */
export const MAX_LEASE_MONTHS = 360

/** "Must be a whole number from 1 to 32" */
export const wholeNumberMessage = (min: number, max: number) => `Must be a whole number from ${min} to ${max}`

/** Form values arrive as strings (blank = absent), JSON as numbers or null. */
const blankToNull = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : value

const numberOrText = z.preprocess(blankToNull, z.union([z.number(), z.string(), z.null()], { error: M.invalidNumber }))

const text = (max: number) => z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, `At most ${max} characters`)

/** A whole number typed (ASCII or Devanagari digits) or sent as a number; null when blank. */
function wholeNumberOrNull(min: number, max: number) {
  return numberOrText.transform((value, ctx): number | null => {
    if (value === null) return null
    const typed = typeof value === 'string' ? fromDevanagariDigits(value.trim()) : null
    const number: number = typeof value === 'number' ? value : typed !== null && /^[+-]?\d+$/.test(typed) ? Number(typed) : NaN
    if (Number.isInteger(number) && number >= min && number <= max) return number
    ctx.addIssue({ code: 'custom', message: Number.isInteger(number) ? wholeNumberMessage(min, max) : M.invalidNumber })
    return z.NEVER
  })
}

function requiredWholeNumber(min: number, max: number) {
  return wholeNumberOrNull(min, max).transform((value, ctx): number => {
    if (value !== null) return value
    ctx.addIssue({ code: 'custom', message: REQUIRED })
    return z.NEVER
  })
}

/** Rupees (at most 2 decimals) to paisa; null when blank. */
const rupeesOrNull = numberOrText.transform((value, ctx): number | null => {
  if (value === null) return null
  const parsed = parseRupees(value)
  if (parsed.ok) return parsed.paisa
  ctx.addIssue({ code: 'custom', message: /amount in rupees/.test(parsed.error) ? M.invalidNumber : parsed.error })
  return z.NEVER
})

/** A percentage from 0 to 100 with at most 2 decimals (the column is Decimal(5,2)); null when blank. */
const percentageOrNull = numberOrText.transform((value, ctx): number | null => {
  if (value === null) return null
  const raw = typeof value === 'number' ? String(value) : fromDevanagariDigits(value.trim())
  if (/^\d+(?:\.\d{1,2})?$/.test(raw) && Number(raw) <= 100) return Number(raw)
  ctx.addIssue({ code: 'custom', message: /^-?\d+(?:\.\d+)?$/.test(raw) ? M.percentage : M.invalidNumber })
  return z.NEVER
})

const requiredRecordId = requiredWholeNumber(1, MAX_RECORD_ID)

/** A tenant's phone as typed or sent; E.164 out. `blank` is the message for an empty one. */
function tenantPhone(blank: string) {
  return z
    .string({ error: blank })
    .trim()
    .min(1, blank)
    .transform((value, ctx) => {
      const phone = normalizeNepalPhone(value)
      if (phone.ok) return phone.e164
      ctx.addIssue({ code: 'custom', message: M.invalidTenantPhone })
      return z.NEVER
    })
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
const dateText = z.string({ error: REQUIRED }).trim().min(1, REQUIRED).meta({ description: 'YYYY-MM-DD in the agreement’s calendar', example: '2083-01-01' })

/** A calendar from a form (blank: the default A.D.) or JSON (missing: A.D., spec §3). */
const calendarType = z.preprocess(blankToNull, z.enum(CALENDAR_TYPES, { error: REQUIRED }).nullable()).transform((value) => value ?? 'AD')

/** The fields one by one; the rules between them are AgreementCreateSchema's. */
const AgreementFieldsSchema = z.object({
  name: text(120),
  propertyId: requiredRecordId,
  /** Required when the property is divided: the service checks, it knows the property. */
  unitId: wholeNumberOrNull(1, MAX_RECORD_ID).optional().transform((value) => value ?? null),
  tenantFirstName: text(100),
  tenantLastName: text(100),
  tenantPhone: TenantPhoneSchema,
  tenantPreferredLanguage: z.enum(TENANT_LANGUAGES, { error: REQUIRED }),
  calendarType,
  startDate: dateText,
  endDate: dateText,
  utilities: z.array(UtilityEntrySchema).max(UTILITY_IDS.length).default([]),
  leaseAmount: requiredRupees.meta({ description: 'Monthly rent in rupees' }),
  deposit: rupeesOrNull.optional().transform((value) => value ?? null),
  paymentInterval: requiredWholeNumber(1, MAX_INTERVAL_MONTHS),
  paymentDayOfMonth: requiredWholeNumber(1, MAX_PAYMENT_DAY.BS),
  incrementPercentage: percentageOrNull.optional().transform((value) => value ?? null),
  incrementInterval: wholeNumberOrNull(1, MAX_INCREMENT_YEARS).optional().transform((value) => value ?? null),
  memberId: z.unknown().optional().meta({ description: 'Ignored: the access token decides the member' }),
})

/** A date typed in `calendar` as its A.D. `YYYY-MM-DD`, or the parser's message. */
function adDateIn(calendar: CalendarType, typed: string): { ok: true; date: string } | { ok: false; error: string } {
  if (calendar === 'AD') return parseAdDate(typed)
  const parsed = parseBsDate(typed)
  return parsed.ok ? { ok: true, date: bsToAd(parsed.date) } : parsed
}

type Issue = { path: (string | number)[]; message: string }
const isCalendar = (value: unknown): value is CalendarType => value === 'AD' || value === 'BS'
const isNumber = (value: unknown): value is number => typeof value === 'number'

/**
 * The rules between fields (dates in the chosen calendar, their order, the payment day in that
 * calendar, utilities, the increment). They read only the fields that parsed, so they run even when
 * another field is wrong, and a form shows every error at once (spec §5), not one after another.
 */
function crossFieldIssues(input: Record<string, unknown>): Issue[] {
  const issues: Issue[] = []
  const issue = (path: (string | number)[], message: string) => issues.push({ path, message })
  const calendar = isCalendar(input.calendarType) ? input.calendarType : null
  if (calendar) {
    const adDate = (field: 'startDate' | 'endDate'): string | null => {
      const typed = input[field]
      // Blank: 'This field is required' already.
      if (typeof typed !== 'string' || typed === '') return null
      const parsed = adDateIn(calendar, typed)
      if (parsed.ok) return parsed.date
      issue([field], parsed.error)
      return null
    }
    const startDate = adDate('startDate')
    const endDate = adDate('endDate')
    if (startDate && endDate && endDate < startDate) issue(['endDate'], M.endBeforeStart)
    else if (startDate && endDate && endDate > addAdMonths(startDate, MAX_LEASE_MONTHS)) issue(['endDate'], M.tooLong)

    const maxDay = MAX_PAYMENT_DAY[calendar]
    if (isNumber(input.paymentDayOfMonth) && input.paymentDayOfMonth > maxDay) issue(['paymentDayOfMonth'], wholeNumberMessage(1, maxDay))
    if (Array.isArray(input.utilities)) {
      input.utilities.forEach((utility: { paymentDayOfMonth?: unknown }, index) => {
        if (isNumber(utility?.paymentDayOfMonth) && utility.paymentDayOfMonth > maxDay) {
          issue(['utilities', index, 'paymentDayOfMonth'], wholeNumberMessage(1, maxDay))
        }
      })
    }
  }
  if (isNumber(input.leaseAmount) && input.leaseAmount <= 0) issue(['leaseAmount'], M.leaseAmountPositive)
  if (Array.isArray(input.utilities)) {
    const seen = new Set<unknown>()
    input.utilities.forEach((utility: { utilityId?: unknown }, index) => {
      const id = utility?.utilityId
      if (typeof id !== 'string') return
      if (seen.has(id)) issue(['utilities', index, 'utilityId'], M.duplicateUtility)
      seen.add(id)
    })
  }
  if (isNumber(input.incrementPercentage) && input.incrementPercentage > 0 && input.incrementInterval === null) {
    issue(['incrementInterval'], M.incrementIntervalRequired)
  }
  return issues
}

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
    }
  })
export type AgreementCreateInput = z.output<typeof AgreementCreateSchema>

/** Spec §5: an empty phone searched is 'Tenant Phone Number is invalid' too. */
export const TenantSearchSchema = z.object({ phone: tenantPhone(M.invalidTenantPhone) })
