import { describe, expect, test } from 'vitest'
import { countSmsSegments } from './segments'
import {
  agreementCreatedText,
  agreementEndingText,
  SMS_BUDGETS,
  otpText,
  receiptText,
  reminderText,
  type ChargeFor,
  type SmsLanguage,
} from './texts'
import { chargeFor, chargeName, smsAmount, smsDate, smsMonth, usableName } from './text-parts'

const LANGUAGES = ['ENG', 'NEP'] as const
const CALENDARS = ['AD', 'BS'] as const
const OFFSETS = [-7, -3, -1, 0, 1, 3, 7, 30]

/** Realistic long names as members type them, in Latin letters and in Devanagari. */
const PEOPLE = [
  { tenantFirstName: 'Ram', landlordName: 'Sita Sharma', propertyName: 'Baneshwor House' },
  {
    tenantFirstName: 'Bishnuprasad',
    landlordName: 'Dr. Ramchandra Bahadur Shrestha-Thapa',
    propertyName: 'Shree Laxmi Narayan Commercial Complex and Apartments, Flat 12B (Top Floor)',
  },
  { tenantFirstName: 'लक्ष्मीप्रसाद', landlordName: 'रामचन्द्र बहादुर श्रेष्ठ', propertyName: 'श्री लक्ष्मीनारायण व्यापारिक भवन तथा अपार्टमेन्ट, फ्ल्याट १२ख' },
  { tenantFirstName: 'Anjali', landlordName: 'हरि प्रसाद', propertyName: 'Kumari Niwas' },
]
const AMOUNTS = [50_00, 25_000_00, 1_25_000_00, 12_34_56_789_00, 99_99_99_999_99, Number.MAX_SAFE_INTEGER]
const REF = 'BH-7K2QX'
const CHARGES: ChargeFor[] = [{ kind: 'RENT' }, { kind: 'UTILITY', utility: 'Electricity' }, { kind: 'UTILITY', utility: 'Solar heater' }]

function expectBudget(text: string, budget: { encoding?: string; maxSegments: number }) {
  const counted = countSmsSegments(text)
  expect(counted.segments, text).toBeGreaterThanOrEqual(1)
  expect(counted.segments, text).toBeLessThanOrEqual(budget.maxSegments)
  if (budget.encoding) expect(counted.encoding, text).toBe(budget.encoding)
}

describe('otpText', () => {
  test('English names the code and its lifetime in one GSM-7 segment', () => {
    const text = otpText({ code: '123456', minutes: 10, language: 'ENG' })
    expect(text).toBe('Your Bhadaa code is 123456. It expires in 10 minutes. Do not share it.')
    expect(countSmsSegments(text)).toMatchObject({ encoding: 'GSM-7', segments: 1 })
  })

  test('Nepali keeps the code in ASCII digits, the minutes in Devanagari, within two UCS-2 segments', () => {
    const text = otpText({ code: '098765', minutes: 10, language: 'NEP' })
    expect(text).toContain('098765')
    expect(text).toContain('१० मिनेट')
    const segments = countSmsSegments(text)
    expect(segments.encoding).toBe('UCS-2')
    expect(segments.segments).toBeLessThanOrEqual(2)
  })

  test('anything but 6 digits is refused', () => {
    for (const code of ['12345', '1234567', '12345a', '']) {
      expect(() => otpText({ code, minutes: 10, language: 'ENG' })).toThrow(RangeError)
    }
  })
})

describe('the parts of a text', () => {
  test('dates: English day month year; Nepali year first in Devanagari digits; A.D. marked सन् in Nepali', () => {
    // 2026-07-31 A.D. = 2083-04-15 B.S. (Shrawan 15).
    expect(smsDate({ date: '2026-07-31', calendar: 'BS' }, 'ENG')).toBe('15 Shrawan 2083')
    expect(smsDate({ date: '2026-07-31', calendar: 'BS' }, 'NEP')).toBe('२०८३ साउन १५')
    expect(smsDate({ date: '2026-07-31', calendar: 'AD' }, 'ENG')).toBe('31 Jul 2026')
    expect(smsDate({ date: '2026-07-31', calendar: 'AD' }, 'NEP')).toBe('सन् २०२६ जुलाई ३१')
    expect(smsMonth({ date: '2026-07-31', calendar: 'BS' }, 'ENG')).toBe('Shrawan 2083')
    expect(smsMonth({ date: '2026-07-31', calendar: 'BS' }, 'NEP')).toBe('२०८३ साउन')
    expect(smsMonth({ date: '2026-12-01', calendar: 'AD' }, 'NEP')).toBe('सन् २०२६ डिसेम्बर')
  })

  test('amounts in Indian grouping with two decimals; Nepali in Devanagari digits', () => {
    expect(smsAmount(1_25_000_00, 'ENG')).toBe('Rs. 1,25,000.00')
    expect(smsAmount(1_25_000_00, 'NEP')).toBe('रु. १,२५,०००.००')
  })

  test('what a charge is for; a utility outside the seeded options generically', () => {
    expect(chargeName({ kind: 'RENT' }, 'ENG')).toBe('rent')
    expect(chargeName({ kind: 'RENT' }, 'NEP')).toBe('भाडा')
    expect(chargeName({ kind: 'UTILITY', utility: 'Water' }, 'ENG')).toBe('water charge')
    expect(chargeName({ kind: 'UTILITY', utility: 'Water' }, 'NEP')).toBe('पानी शुल्क')
    expect(chargeName({ kind: 'UTILITY', utility: 'Solar heater' }, 'ENG')).toBe('utility charge')
    expect(chargeName({ kind: 'UTILITY', utility: 'Solar heater' }, 'NEP')).toBe('सेवा शुल्क')
  })

  test('a name English texts cannot carry in GSM-7 is left out; Nepali texts carry any name', () => {
    expect(usableName(' Ram  Thapa ', 'ENG')).toBe('Ram Thapa')
    expect(usableName('Ramesh Müller', 'ENG')).toBe('Ramesh Müller') // ü is in GSM-7
    expect(usableName('राम', 'ENG')).toBeNull()
    expect(usableName('Rām', 'ENG')).toBeNull()
    expect(usableName('राम', 'NEP')).toBe('राम')
    expect(usableName('   ', 'NEP')).toBeNull()
  })
})

describe('reminderText', () => {
  const base = {
    tenantFirstName: 'Ram',
    landlordName: 'Sita Sharma',
    propertyName: 'Baneshwor House',
    charge: { kind: 'RENT' } as ChargeFor,
    amountDuePaisa: 1_25_000_00,
    dueDate: { date: '2026-07-31', calendar: 'BS' as const },
    paymentReference: REF,
  }

  test('English before, on and after the due date', () => {
    expect(reminderText({ ...base, language: 'ENG', offsetDays: -3 })).toBe(
      'Namaste Ram, rent of Rs. 1,25,000.00 for Baneshwor House is due on 15 Shrawan 2083, in 3 days. Please pay Sita Sharma. Ref BH-7K2QX.',
    )
    expect(reminderText({ ...base, language: 'ENG', offsetDays: 0 })).toBe(
      'Namaste Ram, rent of Rs. 1,25,000.00 for Baneshwor House is due today, 15 Shrawan 2083. Please pay Sita Sharma. Ref BH-7K2QX.',
    )
    expect(reminderText({ ...base, language: 'ENG', offsetDays: 7 })).toBe(
      'Namaste Ram, rent of Rs. 1,25,000.00 for Baneshwor House was due on 15 Shrawan 2083, 7 days ago. Please pay Sita Sharma soon. Ref BH-7K2QX.',
    )
    expect(reminderText({ ...base, language: 'ENG', offsetDays: 1 })).toContain(', 1 day ago.')
    expect(reminderText({ ...base, language: 'ENG', offsetDays: -1, dueDate: { date: '2026-07-31', calendar: 'AD' } })).toContain(
      'is due on 31 Jul 2026, in 1 day.',
    )
  })

  test('an extra charge is named by its description while it fits, else generically; a late fee as such', () => {
    const extra = { ...base, charge: chargeFor('EXTRA', null, 'Water tanker'), amountDuePaisa: 1_500_00 }
    expect(reminderText({ ...extra, language: 'ENG', offsetDays: 0 })).toBe(
      'Namaste Ram, Water tanker of Rs. 1,500.00 for Baneshwor House is due today, 15 Shrawan 2083. Please pay Sita Sharma. Ref BH-7K2QX.',
    )
    expect(reminderText({ ...extra, language: 'NEP', offsetDays: 0 })).toContain('Water tanker रु. १,५००.००')
    expect(reminderText({ ...extra, charge: chargeFor('EXTRA', null, 'पानी ट्याङ्कर'), language: 'ENG', offsetDays: 0 })).toContain('other charge of Rs. 1,500.00')
    const long = reminderText({ ...extra, charge: chargeFor('EXTRA', null, 'Repair of the kitchen sink, the bathroom tap and the water tank lid'), language: 'ENG', offsetDays: 7 })
    expect(countSmsSegments(long).segments).toBe(1)
    expect(reminderText({ ...base, charge: chargeFor('LATE_FEE', null), language: 'ENG', offsetDays: 0 })).toContain('late fee of Rs.')
  })

  test('Nepali before, on and after the due date, B.S. dates in Devanagari digits', () => {
    const nepali = { ...base, tenantFirstName: 'राम', landlordName: 'सीता शर्मा', propertyName: 'बानेश्वर घर' }
    expect(reminderText({ ...nepali, language: 'NEP', offsetDays: -3 })).toBe(
      'नमस्ते राम, बानेश्वर घरको भाडा रु. १,२५,०००.०० २०८३ साउन १५मा तिर्नुपर्छ, ३ दिन बाँकी। सन्दर्भ BH-7K2QX। -सीता शर्मा',
    )
    expect(reminderText({ ...nepali, language: 'NEP', offsetDays: 0 })).toBe(
      'नमस्ते राम, बानेश्वर घरको भाडा रु. १,२५,०००.०० तिर्ने दिन आज २०८३ साउन १५ हो। सन्दर्भ BH-7K2QX। -सीता शर्मा',
    )
    expect(reminderText({ ...nepali, language: 'NEP', offsetDays: 3 })).toBe(
      'नमस्ते राम, बानेश्वर घरको भाडा रु. १,२५,०००.०० २०८३ साउन १५मा तिर्नुपर्थ्यो, ३ दिन नाघ्यो। सन्दर्भ BH-7K2QX। -सीता शर्मा',
    )
    expect(reminderText({ ...nepali, language: 'NEP', offsetDays: 0, dueDate: { date: '2026-07-31', calendar: 'AD' } })).toContain(
      'आज सन् २०२६ जुलाई ३१ हो।',
    )
  })

  test('every combination of long names, large amounts, charges, calendars and offsets keeps its budget', { timeout: 30_000 }, () => {
    for (const language of LANGUAGES)
      for (const people of PEOPLE)
        for (const amountDuePaisa of AMOUNTS)
          for (const charge of CHARGES)
            for (const calendar of CALENDARS)
              for (const offsetDays of OFFSETS) {
                // September has the longest A.D. month name in Nepali (सेप्टेम्बर).
                const text = reminderText({ ...people, language, charge, amountDuePaisa, offsetDays, dueDate: { date: '2026-09-30', calendar }, paymentReference: REF })
                expectBudget(text, SMS_BUDGETS[language])
                expect(text).toContain(smsAmount(amountDuePaisa, language))
                expect(text).toContain(REF)
              }
  })

  test('long names are shortened in the text, the first name to no fewer than 4 characters', () => {
    const text = reminderText({ ...base, ...PEOPLE[1]!, language: 'ENG', amountDuePaisa: 12_34_56_789_00, offsetDays: 7 })
    expect(text).toMatch(/^Namaste Bish\w*\.?, rent of Rs\. 12,34,56,789\.00 for Shree Laxmi /)
    expect(text).not.toContain('(Top Floor)')
    const nepali = reminderText({ ...base, ...PEOPLE[2]!, language: 'NEP', amountDuePaisa: 12_34_56_789_00, offsetDays: 7 })
    expect(nepali).toContain('…')
    expect(countSmsSegments(nepali).units).toBeLessThanOrEqual(134)
  })

  test('a Devanagari name in an English text is left out, so the text stays one GSM-7 segment', () => {
    const text = reminderText({ ...base, ...PEOPLE[2]!, language: 'ENG', offsetDays: -3 })
    expect(text).toBe('Namaste, rent of Rs. 1,25,000.00 is due on 15 Shrawan 2083, in 3 days. Please pay on time. Ref BH-7K2QX.')
    const mixed = reminderText({ ...base, ...PEOPLE[3]!, language: 'ENG', offsetDays: 3 })
    expect(mixed).toBe('Namaste Anjali, rent of Rs. 1,25,000.00 for Kumari Niwas was due on 15 Shrawan 2083, 3 days ago. Please pay soon. Ref BH-7K2QX.')
    expect(countSmsSegments(mixed)).toMatchObject({ encoding: 'GSM-7', segments: 1 })
  })

  test('the payment reference: in both languages; none for a text without one; a stored value that is not one is refused', () => {
    expect(reminderText({ ...base, language: 'NEP', offsetDays: 0 })).toContain(' सन्दर्भ BH-7K2QX।')
    expect(reminderText({ ...base, language: 'ENG', offsetDays: 0, paymentReference: null })).not.toContain('Ref')
    for (const paymentReference of ['', 'bh-7k2qx', 'BH-७K2QX', 'BH-7K2QX-TOO-LONG']) expect(() => reminderText({ ...base, language: 'ENG', offsetDays: 0, paymentReference })).toThrow(RangeError)
  })

  test('a fractional offset is refused', () => {
    expect(() => reminderText({ ...base, language: 'ENG', offsetDays: 1.5 })).toThrow(RangeError)
  })
})

describe('agreementCreatedText', () => {
  const base = {
    tenantFirstName: 'Ram',
    landlordName: 'Sita Sharma',
    propertyName: 'Baneshwor House',
    monthlyRentPaisa: 25_000_00,
    startDate: { date: '2026-07-17', calendar: 'BS' as const },
    endDate: { date: '2027-07-16', calendar: 'BS' as const },
  }

  test('English and Nepali', () => {
    expect(agreementCreatedText({ ...base, language: 'ENG' })).toBe(
      'Namaste Ram, Sita Sharma added your agreement for Baneshwor House to Bhadaa: rent Rs. 25,000.00 a month, 1 Shrawan 2083 to 32 Asar 2084. Reminders come by SMS.',
    )
    expect(agreementCreatedText({ ...base, language: 'NEP', tenantFirstName: 'राम', landlordName: 'सीता शर्मा', propertyName: 'बानेश्वर घर' })).toBe(
      'नमस्ते राम, सीता शर्माले बानेश्वर घरको सम्झौता Bhadaa मा राख्नुभयो: मासिक भाडा रु. २५,०००.००, २०८३ साउन १–२०८४ असार ३२।',
    )
  })

  test('keeps its budget with long names and large rents in both calendars', () => {
    for (const language of LANGUAGES)
      for (const people of PEOPLE)
        for (const monthlyRentPaisa of AMOUNTS)
          for (const calendar of CALENDARS) {
            const text = agreementCreatedText({
              ...base,
              ...people,
              language,
              monthlyRentPaisa,
              startDate: { date: '2026-09-17', calendar },
              endDate: { date: '2031-09-30', calendar },
            })
            expectBudget(text, SMS_BUDGETS[language])
          }
  })
})

describe('receiptText', () => {
  const rent = (date: string, isPartial = false) => ({ charge: { kind: 'RENT' } as ChargeFor, periodStart: { date, calendar: 'BS' as const }, isPartial })
  const base = {
    tenantFirstName: 'Ram',
    landlordName: 'Sita Sharma',
    propertyName: 'Baneshwor House',
    amountPaisa: 25_000_00,
    receiptNumber: 42,
    paidOn: { date: '2026-07-20', calendar: 'BS' as const },
    paidFor: [rent('2026-07-17')],
    creditPaisa: 0,
    paymentReference: REF,
  }

  test('amount, receipt number and what it paid, in English and Nepali', () => {
    expect(receiptText({ ...base, language: 'ENG' })).toBe(
      'Namaste Ram, Sita Sharma received Rs. 25,000.00 on 4 Shrawan 2083 for Baneshwor House: rent Shrawan 2083. Receipt no. 42. Ref BH-7K2QX. Thank you.',
    )
    expect(receiptText({ ...base, language: 'NEP', tenantFirstName: 'राम', landlordName: 'सीता शर्मा', propertyName: 'बानेश्वर घर' })).toBe(
      'नमस्ते राम, सीता शर्माले २०८३ साउन ४मा रु. २५,०००.०० पाउनुभयो (बानेश्वर घर): २०८३ साउनको भाडा। रसिद नं. ४२। सन्दर्भ BH-7K2QX। धन्यवाद।',
    )
  })

  test('a partial payment, several charges and the credit left over', () => {
    const partial = receiptText({ ...base, language: 'ENG', paidFor: [rent('2026-07-17', true)] })
    expect(partial).toContain(': rent Shrawan 2083 (part).')
    const many = receiptText({
      ...base,
      language: 'ENG',
      amountPaisa: 80_000_00,
      paidFor: [rent('2026-07-17'), { charge: { kind: 'UTILITY', utility: 'Water' }, periodStart: { date: '2026-07-17', calendar: 'BS' }, isPartial: false }, rent('2026-08-17'), rent('2026-09-17')],
      creditPaisa: 5_000_00,
    })
    expect(many).toContain('for Banes.: rent Shrawan 2083 and 3 more. Rs. 5,000.00 kept as credit. Receipt no. 42. Ref BH-7K2QX.')
    const shortNames = receiptText({ ...base, language: 'ENG', landlordName: 'Sita', propertyName: 'Flat 2', amountPaisa: 80_000_00, paidFor: [rent('2026-07-17'), rent('2026-08-17'), rent('2026-09-17')], creditPaisa: 5_000_00 })
    expect(shortNames).toContain(': rent Shrawan 2083 and 2 more. Rs. 5,000.00 kept as credit. Receipt no. 42. Ref BH-7K2QX.')
    const nepali = receiptText({ ...base, language: 'NEP', paidFor: [rent('2026-07-17'), rent('2026-08-17'), rent('2026-09-17', true)], creditPaisa: 0 })
    expect(nepali).toContain('२०८३ साउनको भाडा, २०८३ भदौको भाडा र अरू १। रसिद नं. ४२।')
    const creditOnly = receiptText({ ...base, language: 'ENG', paidFor: [], creditPaisa: 25_000_00 })
    expect(creditOnly).toContain('for Baneshwor House. Rs. 25,000.00 kept as credit.')
  })

  test('keeps its budget with long names, large amounts and receipt numbers', () => {
    const items = [rent('2026-07-17'), { charge: { kind: 'UTILITY', utility: 'Electricity' } as ChargeFor, periodStart: { date: '2026-09-17', calendar: 'AD' as const }, isPartial: true }, rent('2026-08-17', true)]
    for (const language of LANGUAGES)
      for (const people of PEOPLE)
        for (const amountPaisa of AMOUNTS)
          for (const paidFor of [items.slice(0, 1), items.slice(0, 2), items]) {
            const text = receiptText({ ...base, ...people, language, amountPaisa, paidFor, creditPaisa: amountPaisa, receiptNumber: 999_999 })
            expectBudget(text, SMS_BUDGETS[language])
            expect(text).toContain(REF)
          }
  })

  test('a receipt number must be a positive whole number', () => {
    for (const receiptNumber of [0, -1, 1.5]) expect(() => receiptText({ ...base, language: 'ENG', receiptNumber })).toThrow(RangeError)
  })
})

describe('agreementEndingText', () => {
  const base = {
    agreementName: 'Ground floor shop',
    tenantName: 'Ram Thapa',
    propertyName: 'Baneshwor House',
    endDate: { date: '2027-07-16', calendar: 'BS' as const },
    daysLeft: 30,
  }

  test('English and Nepali', () => {
    expect(agreementEndingText({ ...base, language: 'ENG' })).toBe(
      'Bhadaa: the agreement "Ground floor shop" with Ram Thapa for Baneshwor House ends on 32 Asar 2084, in 30 days. Renew it or let it end in Bhadaa.',
    )
    expect(agreementEndingText({ ...base, language: 'NEP' })).toBe(
      'Bhadaa: Baneshwor Houseमा Ram Thapaसँगको सम्झौता "Ground floor shop" २०८४ असार ३२मा सकिन्छ, ३० दिन बाँकी।',
    )
  })

  test('keeps its budget with long names', () => {
    for (const language of LANGUAGES as readonly SmsLanguage[])
      for (const people of PEOPLE)
        for (const calendar of CALENDARS) {
          const text = agreementEndingText({
            language,
            agreementName: `${people.propertyName} lease`,
            tenantName: people.landlordName,
            propertyName: people.propertyName,
            endDate: { date: '2027-09-16', calendar },
            daysLeft: 30,
          })
          expectBudget(text, SMS_BUDGETS[language])
        }
  })
})

describe('reminderText with a pay link', () => {
  // A PUBLIC_URL of 26 characters (`https://bhadaa.example.com`) makes a 41-character link.
  const link = 'https://bhadaa.example.com/p/AbCdEfGhJkMn'
  const base = { tenantFirstName: 'Ram', landlordName: 'Sita Sharma', propertyName: 'Baneshwor House', charge: { kind: 'RENT' } as ChargeFor, amountDuePaisa: 1_25_000_00, paymentReference: REF }

  test('the link goes at the end, in both languages', () => {
    expect(reminderText({ ...base, language: 'ENG', offsetDays: 0, dueDate: { date: '2026-07-31', calendar: 'AD' }, payLink: link })).toMatch(
      /^Namaste Ram, rent of Rs\. 1,25,000\.00 for Bane.* is due today, 31 Jul 2026\. Please pay .*\. Pay online: https:\/\/bhadaa\.example\.com\/p\/AbCdEfGhJkMn$/,
    )
    expect(reminderText({ ...base, language: 'NEP', offsetDays: 0, dueDate: { date: '2026-07-31', calendar: 'AD' }, payLink: link })).toMatch(
      / तिर्न: https:\/\/bhadaa\.example\.com\/p\/AbCdEfGhJkMn$/,
    )
  })

  // The worst case (longest names and dates, Rs. 12,34,56,789): a link of 40 characters still
  // fits an English reminder (PUBLIC_URL of 25), 31 a Nepali one (PUBLIC_URL of 16).
  const LONGEST_ALWAYS_CARRIED = { ENG: 'https://www.bhadaa.com.np/p/AbCdEfGhJkMn', NEP: 'https://bhada.np/p/AbCdEfGhJkMn' }

  test('every combination keeps its budget and, up to 12,34,56,789 rupees, carries a link that long', { timeout: 30_000 }, () => {
    expect([LONGEST_ALWAYS_CARRIED.ENG.length, LONGEST_ALWAYS_CARRIED.NEP.length]).toEqual([40, 31])
    for (const language of LANGUAGES)
      for (const people of PEOPLE)
        for (const amountDuePaisa of AMOUNTS)
          for (const charge of CHARGES)
            for (const calendar of CALENDARS)
              for (const offsetDays of OFFSETS) {
                const payLink = LONGEST_ALWAYS_CARRIED[language]
                const text = reminderText({ ...people, language, charge, amountDuePaisa, offsetDays, dueDate: { date: '2026-09-30', calendar }, payLink, paymentReference: REF })
                expectBudget(text, SMS_BUDGETS[language])
                expect(text).toContain(REF)
                if (amountDuePaisa <= 12_34_56_789_00) expect(text).toContain(payLink)
              }
  })

  test('facts before the link: at the largest amounts the link goes, the amount, date and reference stay', () => {
    for (const language of LANGUAGES) {
      const text = reminderText({ ...base, ...PEOPLE[1]!, language, amountDuePaisa: Number.MAX_SAFE_INTEGER, offsetDays: 30, dueDate: { date: '2026-09-30', calendar: 'AD' }, payLink: LONGEST_ALWAYS_CARRIED[language] })
      expectBudget(text, SMS_BUDGETS[language])
      expect(text).toContain(smsAmount(Number.MAX_SAFE_INTEGER, language))
      expect(text).toContain(REF)
    }
  })

  test('a link too long for the budget is left out; the reminder still goes', () => {
    const long = `https://${'x'.repeat(150)}.example.com/p/AbCdEfGhJkMn`
    const text = reminderText({ ...base, language: 'ENG', offsetDays: 3, dueDate: { date: '2026-07-31', calendar: 'AD' }, payLink: long })
    expect(text).not.toContain('Pay online')
    expect(text).toContain('was due on 31 Jul 2026, 3 days ago')
  })
})
