// Every template's worst case against its budget (DESIGN §5: English one GSM-7 segment, Nepali
// two UCS-2 segments): the largest amounts the forms take, the longest date each language writes
// (in both calendars), names far longer than any form allows, in Latin letters and in Devanagari.
// WORST_CASES is a record of every template: a new template does not compile until it is here.
import { describe, expect, test } from 'vitest'
import { addAdDays } from '../ad-date.ts'
import { rentalNoticeReminderText } from '../rental-notice.ts'
import { weeklyDigestText } from '../weekly-digest.ts'
import {
  agreementChangedText,
  agreementRenewedText,
  agreementTerminatedText,
  paymentVoidedText,
  proofRejectedText,
  settlementText,
} from './change-texts.ts'
import { dayReminderText, meterBillText } from './charge-texts.ts'
import { payLinkText } from './pay-link-text.ts'
import { planEndingText } from './plan-texts.ts'
import { teamInvitationText } from './team-texts.ts'
import { repairChangedText } from './repair-texts.ts'
import { countSmsSegments } from './segments.ts'
import { type ChargeFor, type SmsDate, type SmsLanguage, smsDate, smsMonth } from './text-parts.ts'
import {
  agreementCreatedText,
  agreementEndingText,
  otpText,
  receiptText,
  reminderText,
  SMS_BUDGETS,
  supportTicketText,
} from './texts.ts'
import { SMS_TEMPLATES, type SmsTemplate } from './templates.ts'

const LANGUAGES = ['ENG', 'NEP'] as const satisfies readonly SmsLanguage[]
const CALENDARS = ['AD', 'BS'] as const

/** The largest amount money.ts parses (every amount field refuses more). */
const LARGEST = Number.MAX_SAFE_INTEGER
const AMOUNTS = [1_25_000_00, 12_34_56_789_00, LARGEST]
const BIG_NUMBER = 9_999_999

/** The day whose date (or month) is written longest in `language`, over two years in each calendar. */
function longest(write: (day: SmsDate, language: SmsLanguage) => string, language: SmsLanguage): SmsDate[] {
  return CALENDARS.map((calendar) => {
    let best: SmsDate = { date: '2026-01-01', calendar }
    for (let day = best.date; day < '2028-01-01'; day = addAdDays(day, 1)) {
      if (write({ date: day, calendar }, language).length > write(best, language).length) best = { date: day, calendar }
    }
    return best
  })
}
const DATES = { ENG: longest(smsDate, 'ENG'), NEP: longest(smsDate, 'NEP') }
const MONTHS = { ENG: longest(smsMonth, 'ENG'), NEP: longest(smsMonth, 'NEP') }

const LATIN = 'Shree Laxmi Narayan Commercial Complex and Apartments, Flat 12B (Top Floor) '.repeat(3)
const DEVANAGARI = 'श्री लक्ष्मीनारायण व्यापारिक भवन तथा अपार्टमेन्ट, फ्ल्याट १२ख '.repeat(3)
const PEOPLE = [
  { tenantFirstName: 'Ram', landlordName: 'Sita', propertyName: 'Kumari Niwas' },
  { tenantFirstName: LATIN, landlordName: LATIN, propertyName: LATIN },
  { tenantFirstName: DEVANAGARI, landlordName: DEVANAGARI, propertyName: DEVANAGARI },
  { tenantFirstName: 'Anjali', landlordName: DEVANAGARI, propertyName: LATIN },
]
const CHARGES: ChargeFor[] = [
  { kind: 'RENT' },
  { kind: 'LATE_FEE' },
  { kind: 'UTILITY', utility: 'Electricity' },
  { kind: 'EXTRA', description: LATIN },
]
const INVITATIONS_URL = 'https://www.bhadaa.com.np/invitations'
const PAY_LINK = { ENG: 'https://www.bhadaa.com.np/p/AbCdEfGhJkMn', NEP: 'https://bhada.np/p/AbCdEfGhJkMn' }
/** An agreement's payment reference: every one is `BH-` and 5 characters. */
const REFERENCE = 'BH-WWWWW'
/** The templates that ask for (or acknowledge) a payment: the reference is a fact of each, in every case. */
const WITH_REFERENCE: readonly SmsTemplate[] = ['reminder', 'receipt', 'meter-bill']

type Case = (language: SmsLanguage) => Iterable<string>

function* each<T>(values: readonly T[], render: (value: T) => Iterable<string> | string): Iterable<string> {
  for (const value of values) {
    const out = render(value)
    if (typeof out === 'string') yield out
    else yield* out
  }
}

/** Every template, each with its worst cases, or why it has no budget of ours. */
const WORST_CASES: Record<SmsTemplate, Case | { exempt: string }> = {
  otp: (language) => [otpText({ code: '123456', minutes: 10, language })],
  reminder: (language) =>
    each(PEOPLE, (people) =>
      each(DATES[language], (dueDate) =>
        each(AMOUNTS, (amountDuePaisa) =>
          each([-3, 0, 7, 30], (offsetDays) => [
            ...CHARGES.map((charge) => reminderText({ ...people, language, charge, amountDuePaisa, dueDate, offsetDays, payLink: PAY_LINK[language], paymentReference: REFERENCE })),
            dayReminderText({
              ...people,
              language,
              payLink: PAY_LINK[language],
              paymentReference: REFERENCE,
              items: CHARGES.map((charge, index) => ({ charge, amountDuePaisa: Math.floor(amountDuePaisa / CHARGES.length), dueDate: index ? dueDate : { ...dueDate, date: addAdDays(dueDate.date, -1) }, offsetDays })),
            }),
          ]),
        ),
      ),
    ),
  'agreement-created': (language) =>
    each(PEOPLE, (people) =>
      each(DATES[language], (startDate) => agreementCreatedText({ ...people, language, monthlyRentPaisa: LARGEST, startDate, endDate: startDate })),
    ),
  receipt: (language) =>
    each(PEOPLE, (people) =>
      each(DATES[language], (paidOn) =>
        each([0, 1, 2, 3], (count) =>
          receiptText({
            ...people,
            language,
            amountPaisa: LARGEST,
            creditPaisa: LARGEST,
            receiptNumber: BIG_NUMBER,
            paymentReference: REFERENCE,
            paidOn,
            paidFor: CHARGES.slice(0, count).map((charge) => ({ charge, periodStart: MONTHS[language][paidOn.calendar === 'AD' ? 0 : 1]!, isPartial: true })),
          }),
        ),
      ),
    ),
  'agreement-ending': (language) =>
    each(PEOPLE, (people) =>
      each(DATES[language], (endDate) =>
        agreementEndingText({ language, agreementName: people.propertyName, tenantName: people.tenantFirstName, propertyName: people.propertyName, endDate, daysLeft: 30 }),
      ),
    ),
  'meter-bill': (language) =>
    each(PEOPLE, (people) =>
      each(DATES[language], (dueDate) =>
        each(['Electricity', 'Solar heater'], (utility) =>
          meterBillText({ ...people, language, utility, units: 99_999_999_99, ratePaisaPerUnit: 10_000_00, fixedPaisa: 10_00_000_00, amountPaisa: LARGEST, dueDate, paymentReference: REFERENCE }),
        ),
      ),
    ),
  'rental-notice': (language) =>
    each(['LET', 'VACATED'] as const, (kind) => each(DATES[language], (dueDate) => each([LATIN, DEVANAGARI], (place) => rentalNoticeReminderText({ language, kind, place, dueDate })))),
  'payment-voided': (language) =>
    each(PEOPLE, (people) =>
      each(DATES[language], (paidOn) => paymentVoidedText({ ...people, language, receiptNumber: BIG_NUMBER, amountPaisa: LARGEST, paidOn, reason: LATIN })),
    ),
  'agreement-terminated': (language) => each(PEOPLE, (people) => each(DATES[language], (terminatedOn) => agreementTerminatedText({ ...people, language, terminatedOn }))),
  settlement: (language) =>
    each(PEOPLE, (people) =>
      each([LARGEST, 0], (owedPaisa) => settlementText({ ...people, language, depositPaisa: LARGEST, refundPaisa: LARGEST, owedPaisa })),
    ),
  'agreement-changed': (language) =>
    each(PEOPLE, (people) =>
      each(DATES[language], (date) => agreementChangedText({ ...people, language, effectiveDate: date, endDate: date, rentPaisa: LARGEST })),
    ),
  'agreement-renewed': (language) =>
    each(PEOPLE, (people) => each(DATES[language], (date) => agreementRenewedText({ ...people, language, startDate: date, endDate: date, rentPaisa: LARGEST }))),
  'payment-proof-rejected': (language) =>
    each(PEOPLE, (people) => each(DATES[language], (paidOn) => proofRejectedText({ ...people, language, amountPaisa: LARGEST, paidOn, reason: DEVANAGARI }))),
  'plan-ending': (language) =>
    each(['BASIC', 'PLUS', 'PRO'] as const, (plan) => each([1, 7, 30], (daysLeft) => planEndingText({ language, plan, endsOn: '2026-09-30', daysLeft }))),
  'weekly-digest': (language) =>
    each([0, 1, 99_999], (overdueTenants) => weeklyDigestText(language, { overdueTenants, overduePaisa: LARGEST, dueThisWeekPaisa: LARGEST })),
  'support-ticket': (language) => [supportTicketText({ ticketNumber: BIG_NUMBER, language })],
  'pay-link': (language) => each(PEOPLE, (people) => each([0, ...AMOUNTS], (dueNowPaisa) => payLinkText({ ...people, language, dueNowPaisa, payLink: PAY_LINK[language] }))),
  'team-invitation': (language) =>
    each(PEOPLE, (people) =>
      each(['CO_OWNER', 'MANAGER', 'COLLECTOR', 'VIEWER'] as const, (role) =>
        [teamInvitationText({ language, ownerName: people.landlordName, propertyName: people.propertyName, role, answerUrl: INVITATIONS_URL })],
      ),
    ),
  'repair-changed': (language) =>
    each(PEOPLE, (people) =>
      each(['IN_PROGRESS', 'DONE', 'CLOSED', 'DECLINED'] as const, (status) =>
        each([LATIN, DEVANAGARI], (text) => [repairChangedText({ ...people, language, repairNumber: BIG_NUMBER, status, location: text, reason: status === 'DECLINED' ? text : null })]),
      ),
    ),
  'support-reply': { exempt: "the operator's own words after the ticket's number, up to REPLY_MAX characters; the reply form counts its parts" },
}

describe('every template keeps its budget in its worst case', () => {
  test('the worst dates are the longest each language writes', () => {
    expect(DATES.NEP.map((day) => smsDate(day, 'NEP'))).toEqual(['सन् २०२६ सेप्टेम्बर १०', expect.stringMatching(/^२०८[३४] कात्तिक [१२३][०-९]$/)])
  })

  for (const template of SMS_TEMPLATES) {
    const cases = WORST_CASES[template]
    if ('exempt' in cases) continue
    for (const language of LANGUAGES) {
      test(`${template} in ${language}`, { timeout: 30_000 }, () => {
        const budget = SMS_BUDGETS[language]
        let count = 0
        for (const text of cases(language)) {
          const counted = countSmsSegments(text)
          expect(counted.segments, text).toBeGreaterThanOrEqual(1)
          expect(counted.segments, text).toBeLessThanOrEqual(budget.maxSegments)
          if (budget.encoding) expect(counted.encoding, text).toBe(budget.encoding)
          if (WITH_REFERENCE.includes(template)) expect(text).toContain(REFERENCE)
          count++
        }
        expect(count).toBeGreaterThan(0)
      })
    }
  }
})
