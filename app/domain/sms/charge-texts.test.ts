import { describe, expect, test } from 'vitest'
import { countSmsSegments } from './segments'
import { SMS_BUDGETS, reminderText } from './texts'
import { chargeName, itemName } from './text-parts'
import { combinedReminderText, type DayItem, dayReminderText, type DueItem, meterBillText, smsUnits } from './charge-texts'

const LANGUAGES = ['ENG', 'NEP'] as const
const CALENDARS = ['AD', 'BS'] as const
const OFFSETS = [-7, -3, 0, 3, 7, 30]
const PEOPLE = [
  { tenantFirstName: 'Ram', landlordName: 'Sita Sharma', propertyName: 'Baneshwor House' },
  {
    tenantFirstName: 'Bishnuprasad',
    landlordName: 'Dr. Ramchandra Bahadur Shrestha-Thapa',
    propertyName: 'Shree Laxmi Narayan Commercial Complex and Apartments, Flat 12B (Top Floor)',
  },
  { tenantFirstName: 'लक्ष्मीप्रसाद', landlordName: 'रामचन्द्र बहादुर श्रेष्ठ', propertyName: 'श्री लक्ष्मीनारायण व्यापारिक भवन तथा अपार्टमेन्ट, फ्ल्याट १२ख' },
]
// The longest date in each language: Mangsir/Shrawan in B.S., September in Nepali A.D.
const DATES = ['2026-08-31', '2026-12-15', '2026-09-30']
const RENT_WATER_ELECTRICITY: DueItem[] = [
  { charge: { kind: 'RENT' }, amountDuePaisa: 25_000_00 },
  { charge: { kind: 'UTILITY', utility: 'Water' }, amountDuePaisa: 500_00 },
  { charge: { kind: 'METERED', utility: 'Electricity' }, amountDuePaisa: 1_643_75 },
]
const EVERYTHING: DueItem[] = [
  ...RENT_WATER_ELECTRICITY,
  { charge: { kind: 'UTILITY', utility: 'Internet' }, amountDuePaisa: 1_500_00 },
  { charge: { kind: 'UTILITY', utility: 'Solar heater' }, amountDuePaisa: 300_00 },
  { charge: { kind: 'EXTRA' }, amountDuePaisa: 2_000_00 },
  { charge: { kind: 'LATE_FEE' }, amountDuePaisa: 500_00 },
]
const huge = (count: number): DueItem[] =>
  Array.from({ length: count }, (_, index) => ({ charge: { kind: 'UTILITY', utility: 'Electricity' }, amountDuePaisa: Math.floor(Number.MAX_SAFE_INTEGER / count) - index }))
const LINK = 'https://bhadaa.example/p/Ab3dE5gH7jK9'
const REF = 'BH-7K2QX'
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

function expectReminderBudget(text: string, language: 'ENG' | 'NEP') {
  const counted = countSmsSegments(text)
  expect(counted.segments, text).toBeGreaterThanOrEqual(1)
  expect(counted.segments, text).toBeLessThanOrEqual(SMS_BUDGETS[language].maxSegments)
  if (language === 'ENG') expect(counted.encoding, text).toBe('GSM-7')
}

describe('combinedReminderText', () => {
  const base = { ...PEOPLE[0]!, dueDate: { date: '2026-07-31', calendar: 'BS' as const }, items: RENT_WATER_ELECTRICITY, paymentReference: REF }

  test('English: each line and the total in one text, before, on and after the due date', () => {
    expect(combinedReminderText({ ...base, language: 'ENG', offsetDays: 0 })).toBe(
      'Namaste Ram, due today, 15 Shrawan 2083 for Baneshwor House: rent 25,000.00, water 500.00, electricity 1,643.75. Total Rs. 27,143.75. Ref BH-7K2QX. -Sita Sharma',
    )
    expect(combinedReminderText({ ...base, language: 'ENG', offsetDays: -3 })).toBe(
      'Namaste Ram, due on 15 Shrawan 2083 for Baneshwor House: rent 25,000.00, water 500.00, electricity 1,643.75. Total Rs. 27,143.75. Ref BH-7K2QX. -Sita Sharma',
    )
    expect(combinedReminderText({ ...base, paymentReference: null, language: 'ENG', offsetDays: 7 })).toContain('was due on 15 Shrawan 2083, 7 days ago for Baneshwor House:')
  })

  test('Nepali: each line and the total, in Devanagari digits; names shrink before lines go', () => {
    const nepali = { ...base, tenantFirstName: 'राम', landlordName: 'सीता शर्मा', propertyName: 'बानेश्वर घर' }
    expect(combinedReminderText({ ...nepali, language: 'NEP', offsetDays: 0 })).toBe(
      'नमस्ते राम, भाडा २५,०००.००, पानी ५००.००, बिजुली १,६४३.७५, जम्मा रु. २७,१४३.७५ तिर्ने दिन आज २०८३ साउन १५ हो। सन्दर्भ BH-7K2QX। -सीता…',
    )
    expect(combinedReminderText({ ...nepali, language: 'NEP', offsetDays: 3 })).toBe(
      'नमस्ते राम, भाडा २५,०००.००, पानी ५००.००, बिजुली १,६४३.७५, जम्मा रु. २७,१४३.७५ २०८३ साउन १५मा तिर्नुपर्थ्यो। सन्दर्भ BH-7K2QX। -सीता…',
    )
  })

  test('one charge: the same text as the single reminder', () => {
    const single = { ...base, language: 'ENG' as const, offsetDays: 0 }
    expect(combinedReminderText({ ...single, items: RENT_WATER_ELECTRICITY.slice(0, 1) })).toBe(
      reminderText({ ...single, charge: { kind: 'RENT' }, amountDuePaisa: 25_000_00 }),
    )
  })

  test('the pay link after the lines and the total when it fits, else after the total alone: the link outranks the list', () => {
    const link = 'http://localhost:4305/p/Ab3dE5gH7jK9'
    expect(combinedReminderText({ ...base, language: 'ENG', offsetDays: 0, payLink: link })).toBe(
      `Namaste Ram, due today, 15 Shrawan 2083 for Baneshwor House: 3 charges, total Rs. 27,143.75. Ref BH-7K2QX. Details: ${link}`,
    )
    const nepali = { ...base, tenantFirstName: 'राम', landlordName: 'सीता शर्मा', propertyName: 'बानेश्वर घर', items: RENT_WATER_ELECTRICITY.slice(0, 2) }
    expect(combinedReminderText({ ...nepali, language: 'NEP', offsetDays: 0, payLink: link })).toBe(
      `२ वटा शुल्क जम्मा रु. २५,५००.०० तिर्ने दिन आज २०८३ साउन १५ हो। सन्दर्भ BH-7K2QX। विवरण: ${link}`,
    )
  })

  test('too many lines to list: the total with the pay link, or "details on request" without one', () => {
    const many = { ...base, ...PEOPLE[1]!, items: EVERYTHING, offsetDays: 3 }
    expect(combinedReminderText({ ...many, language: 'ENG', payLink: LINK })).toBe(
      `Namaste Bishnuprasad, was due on 15 Shrawan 2083 for Shree Laxmi.: 7 charges, total Rs. 31,443.75. Ref BH-7K2QX. Details: ${LINK}`,
    )
    expect(combinedReminderText({ ...many, language: 'ENG' })).toBe(
      'Namaste Bishnuprasad, was due on 15 Shrawan 2083 for Shree Laxmi Narayan.: 7 charges, total Rs. 31,443.75. Ref BH-7K2QX. Ask Dr. Ramchandra Bahadu. for details.',
    )
    expect(combinedReminderText({ ...many, ...PEOPLE[2]!, language: 'NEP', payLink: LINK })).toBe(
      `७ वटा शुल्क जम्मा रु. ३१,४४३.७५ २०८३ साउन १५मा तिर्नुपर्थ्यो। सन्दर्भ BH-7K2QX। विवरण: ${LINK}`,
    )
    expect(combinedReminderText({ ...many, ...PEOPLE[2]!, language: 'NEP' })).toBe(
      'नमस्ते लक्ष्मीप्र…, ७ वटा शुल्क जम्मा रु. ३१,४४३.७५ २०८३ साउन १५मा तिर्नुपर्थ्यो। सन्दर्भ BH-7K2QX। विवरण रामच…सँग माग्नुहोस्।',
    )
  })

  test('huge totals: the shortest form, total and date only', () => {
    const text = combinedReminderText({ ...base, ...PEOPLE[2]!, items: huge(2), offsetDays: 30, language: 'NEP', dueDate: { date: '2026-09-30', calendar: 'AD' } })
    expect(text).toBe('नमस्ते, जम्मा रु. ९,००,७१,९९,२५,४७,४०९.८९ सन् २०२६ सेप्टेम्बर ३०मा तिर्नुपर्थ्यो। सन्दर्भ BH-7K2QX। विवरण माग्नुहोस्।')
  })

  test('a link English cannot carry in GSM-7 is not used', () => {
    const text = combinedReminderText({ ...base, ...PEOPLE[1]!, items: EVERYTHING, offsetDays: 0, language: 'ENG', payLink: 'https://भाडा.example/p/1' })
    expect(text).toContain('for details.')
  })

  test('worst cases fit the reminder budget: every language, calendar, offset, long names, many lines, huge amounts', { timeout: 60_000 }, () => {
    for (const language of LANGUAGES) {
      for (const calendar of CALENDARS) {
        for (const date of DATES) {
          for (const offsetDays of OFFSETS) {
            for (const people of PEOPLE) {
              for (const items of [RENT_WATER_ELECTRICITY, EVERYTHING, huge(2), huge(7)]) {
                for (const payLink of [null, LINK]) {
                  const text = combinedReminderText({ ...people, language, dueDate: { date, calendar }, offsetDays, items, payLink, paymentReference: REF })
                  expectReminderBudget(text, language)
                  expect(text).toContain(REF)
                }
              }
            }
          }
        }
      }
    }
  })

  test('refuses no charges, a fractional offset and a total beyond safe integers', () => {
    expect(() => combinedReminderText({ ...base, language: 'ENG', offsetDays: 0, items: [] })).toThrow(RangeError)
    expect(() => combinedReminderText({ ...base, language: 'ENG', offsetDays: 0.5 })).toThrow(RangeError)
    const tooMuch = [
      { charge: { kind: 'RENT' as const }, amountDuePaisa: Number.MAX_SAFE_INTEGER },
      { charge: { kind: 'RENT' as const }, amountDuePaisa: 1 },
    ]
    expect(() => combinedReminderText({ ...base, language: 'ENG', offsetDays: 0, items: tooMuch })).toThrow(RangeError)
  })
})

describe('dayReminderText', () => {
  const DUE = { date: '2026-07-31', calendar: 'BS' as const }
  const EARLIER = { date: '2026-07-24', calendar: 'BS' as const }
  const onDay = (items: readonly DueItem[], dueDate = DUE, offsetDays = 0): DayItem[] => items.map((item) => ({ ...item, dueDate, offsetDays }))
  const sameDay = { ...PEOPLE[0]!, items: onDay(RENT_WATER_ELECTRICITY), paymentReference: REF }

  test('charges due on one day: the combined reminder of that day', () => {
    for (const language of LANGUAGES) {
      expect(dayReminderText({ ...sameDay, language, payLink: LINK })).toBe(
        combinedReminderText({ ...sameDay, language, payLink: LINK, items: RENT_WATER_ELECTRICITY, dueDate: DUE, offsetDays: 0 }),
      )
    }
  })

  test('charges due on several days: every line and the total, dated from the earliest', () => {
    const mixed = { ...PEOPLE[0]!, items: [...onDay(RENT_WATER_ELECTRICITY.slice(2), EARLIER, 7), ...onDay(RENT_WATER_ELECTRICITY.slice(0, 2))], paymentReference: REF }
    expect(dayReminderText({ ...mixed, language: 'ENG' })).toBe(
      'Namaste Ram, due since 8 Shrawan 2083 for Baneshwor House: electricity 1,643.75, rent 25,000.00, water 500.00. Total Rs. 27,143.75. Ref BH-7K2QX. -Sita Sharma',
    )
    const nepali = { ...mixed, tenantFirstName: 'राम', landlordName: 'सीता शर्मा', propertyName: 'बानेश्वर घर' }
    expect(dayReminderText({ ...nepali, language: 'NEP' })).toBe(
      'नमस्ते राम, बिजुली १,६४३.७५, भाडा २५,०००.००, पानी ५००.००, जम्मा रु. २७,१४३.७५ २०८३ साउन ८देखि बाँकी। सन्दर्भ BH-7K2QX। -सीता…',
    )
  })

  test('worst cases of several due days fit the reminder budget, falling back to the total', { timeout: 60_000 }, () => {
    const worst = { segments: { ENG: 0, NEP: 0 } }
    for (const language of LANGUAGES) {
      for (const calendar of CALENDARS) {
        for (const date of DATES) {
          for (const people of PEOPLE) {
            for (const items of [EVERYTHING, huge(2), huge(7)]) {
              for (const payLink of [null, LINK]) {
                for (const offsetDays of [-3, 0, 7]) {
                  const dayItems = items.map((item, index) => ({ ...item, dueDate: { date: addDays(date, -offsetDays - (index % 3)), calendar }, offsetDays: offsetDays + (index % 3) }))
                  const text = dayReminderText({ ...people, language, items: dayItems, payLink, paymentReference: REF })
                  expectReminderBudget(text, language)
                  worst.segments[language] = Math.max(worst.segments[language], countSmsSegments(text).segments)
                }
              }
            }
          }
        }
      }
    }
    expect(worst.segments).toEqual({ ENG: 1, NEP: 2 })
  })

  test('the worst case in each language falls back to the total', () => {
    const mixed = (items: readonly DueItem[]) => items.map((item, index) => ({ ...item, dueDate: index % 2 ? DUE : EARLIER, offsetDays: index % 2 ? 0 : 7 }))
    expect(dayReminderText({ ...PEOPLE[1]!, language: 'ENG', items: mixed(EVERYTHING), payLink: LINK, paymentReference: REF })).toBe(
      `Namaste Bishnuprasad, due since 8 Shrawan 2083 for Shree Laxmi Na.: 7 charges, total Rs. 31,443.75. Ref BH-7K2QX. Details: ${LINK}`,
    )
    expect(dayReminderText({ ...PEOPLE[2]!, language: 'NEP', items: mixed(huge(7)), paymentReference: REF })).toBe(
      'नमस्ते लक्ष्मीप्र…, ७ वटा शुल्क जम्मा रु. ९,००,७१,९९,२५,४७,४०९.६७ २०८३ साउन ८देखि बाँकी। सन्दर्भ BH-7K2QX। विवरण रामच…सँग माग्नुहोस्।',
    )
  })

  test('refuses no charges', () => {
    expect(() => dayReminderText({ ...sameDay, language: 'ENG', items: [] })).toThrow(RangeError)
  })
})

describe('meterBillText', () => {
  const bill = {
    ...PEOPLE[0]!,
    utility: 'Electricity',
    units: 123_50,
    ratePaisaPerUnit: 12_50,
    fixedPaisa: 100_00,
    amountPaisa: 1_643_75,
    dueDate: { date: '2026-07-31', calendar: 'BS' as const },
    paymentReference: REF,
  }

  test('English: units, rate, fixed charge, amount and due date', () => {
    expect(meterBillText({ ...bill, language: 'ENG' })).toBe(
      'Namaste Ram, electricity for Baneshwor House: 123.5 units x Rs. 12.50 + fixed Rs. 100.00 = Rs. 1,643.75, due on 15 Shrawan 2083. Ref BH-7K2QX. -Sita Sharma',
    )
    expect(meterBillText({ ...bill, fixedPaisa: 0, amountPaisa: 1_543_75, language: 'ENG' })).toContain(': 123.5 units x Rs. 12.50 = Rs. 1,543.75,')
  })

  test('Nepali: the same in Devanagari digits', () => {
    expect(meterBillText({ ...bill, tenantFirstName: 'राम', landlordName: 'सीता', propertyName: 'बानेश्वर घर', utility: 'Water', language: 'NEP' })).toBe(
      'नमस्ते राम, पानी १२३.५ युनिट x रु. १२.५० + स्थिर रु. १००.०० = रु. १,६४३.७५, २०८३ साउन १५मा तिर्नुपर्छ। सन्दर्भ BH-7K2QX। -सीता',
    )
  })

  test('worst cases fit the reminder budget, dropping the arithmetic before the amount', () => {
    for (const language of LANGUAGES) {
      for (const calendar of CALENDARS) {
        for (const date of DATES) {
          for (const people of PEOPLE) {
            for (const [units, rate, fixed, amount] of [
              [123_50, 12_50, 100_00, 1_643_75],
              [99_999_999_99, 99_999_99, 99_999_99, Number.MAX_SAFE_INTEGER],
              [Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
            ] as const) {
              const text = meterBillText({ ...people, language, utility: 'Electricity', units, ratePaisaPerUnit: rate, fixedPaisa: fixed, amountPaisa: amount, dueDate: { date, calendar }, paymentReference: REF })
              expectReminderBudget(text, language)
              expect(text).toContain(REF)
              expect(text).toContain(language === 'ENG' ? 'electricity' : 'बिजुली')
            }
          }
        }
      }
    }
  })

  test('units: hundredths without trailing zeros', () => {
    expect(smsUnits(123_50, 'ENG')).toBe('123.5')
    expect(smsUnits(123_00, 'ENG')).toBe('123')
    expect(smsUnits(5, 'ENG')).toBe('0.05')
    expect(smsUnits(0, 'ENG')).toBe('0')
    expect(smsUnits(1_000_00, 'ENG')).toBe('1000')
    expect(smsUnits(123_45, 'NEP')).toBe('१२३.४५')
    expect(() => smsUnits(-1, 'ENG')).toThrow(RangeError)
  })
})

describe('names of the new kinds of charge', () => {
  test('metered, extra and late fee, in full and in a list', () => {
    expect(chargeName({ kind: 'METERED', utility: 'Electricity' }, 'ENG')).toBe('electricity charge')
    expect(chargeName({ kind: 'EXTRA' }, 'NEP')).toBe('अन्य शुल्क')
    expect(chargeName({ kind: 'LATE_FEE' }, 'ENG')).toBe('late fee')
    expect(chargeName({ kind: 'LATE_FEE' }, 'NEP')).toBe('विलम्ब शुल्क')
    expect(itemName({ kind: 'UTILITY', utility: 'Water' }, 'ENG')).toBe('water')
    expect(itemName({ kind: 'UTILITY', utility: 'Solar heater' }, 'NEP')).toBe('सेवा')
    expect(itemName({ kind: 'EXTRA' }, 'ENG')).toBe('other')
    expect(itemName({ kind: 'RENT' }, 'NEP')).toBe('भाडा')
  })
})
