import { describe, expect, test } from 'vitest'
import { amountInWords } from './amount-words.ts'
import { addAdDays } from './ad-date.ts'
import { bsToAd, MAX_AD_DATE } from './bs-calendar.ts'
import { toDevanagariDigits } from './devanagari-digits.ts'
import { BLANK, buildLease, type LeaseDocument, type LeaseInput, REQUIRED_ELEMENTS } from './lease-document.ts'
import { leaseDate, spanText, termOf } from './lease-dates.ts'
import { formatNpr } from './money.ts'

function leaseInput(overrides: Partial<LeaseInput> = {}): LeaseInput {
  return {
    agreementId: 42,
    calendar: 'AD',
    landlord: { name: 'Sita Sharma', phone: '9841234567', address: null, idNumber: null },
    tenant: { name: 'Ram Thapa', phone: '9812345678', address: null, idNumber: null },
    property: {
      name: 'Shanti Niwas',
      type: 'RESIDENTIAL',
      address: ['Baneshwor', 'Ward 10'],
      city: 'Kathmandu',
      district: { en: 'Kathmandu', ne: 'काठमाडौं' },
      province: { en: 'Bagmati', ne: 'बाग्मती प्रदेश' },
      area: 4,
      areaUnit: 'aana',
    },
    unit: { name: 'Flat 1A', floor: 1, area: 850, areaUnit: 'sqft' },
    startDate: '2026-04-14',
    endDate: '2027-04-13',
    monthlyRentPaisa: 2_500_000,
    paymentIntervalMonths: 1,
    paymentDayOfMonth: 5,
    incrementPercentage: 10,
    incrementIntervalYears: 2,
    depositPaisa: 5_000_000,
    utilities: [
      { name: { en: 'Water', ne: 'पानी' }, pricePaisa: 50_000, paymentIntervalMonths: 1, paymentDayOfMonth: 5 },
      { name: { en: 'Electricity', ne: 'बिजुली' }, pricePaisa: null, paymentIntervalMonths: 1, paymentDayOfMonth: 5 },
    ],
    purpose: null,
    noticeDays: 35,
    rentTaxPaidBy: 'LANDLORD',
    clauses: null,
    ...overrides,
  }
}

const textOf = (lease: LeaseDocument) => [lease.title, lease.preamble, ...lease.sections.flatMap((s) => [s.heading, ...s.paragraphs])].join('\n')
const sectionText = (lease: LeaseDocument, element: string) =>
  lease.sections
    .filter((section) => section.element === element)
    .flatMap((section) => section.paragraphs)
    .join('\n')

describe.each([
  ['AD', 'en'],
  ['AD', 'ne'],
  ['BS', 'en'],
  ['BS', 'ne'],
] as const)('a %s lease in %s', (calendar, language) => {
  const input = leaseInput({ calendar })
  const lease = buildLease(input, language)
  const digits = (value: string | number) => (language === 'ne' ? toDevanagariDigits(value) : String(value))

  test.each(REQUIRED_ELEMENTS)('states the Civil Code element %s', (element) => {
    const section = lease.sections.find((candidate) => candidate.element === element)
    expect(section?.heading).toBeTruthy()
    expect(section?.paragraphs.join('').trim()).not.toBe('')
  })

  test('names both parties with their phones, and blanks for what is not known', () => {
    const parties = sectionText(lease, 'parties')
    expect(parties).toContain('Sita Sharma')
    expect(parties).toContain('Ram Thapa')
    expect(parties).toContain(digits('9812345678'))
    expect(parties.split(BLANK)).toHaveLength(5)
  })

  test('the property with its district, and the land and unit areas in their units', () => {
    const property = sectionText(lease, 'property')
    expect(property).toContain('Shanti Niwas')
    expect(property).toContain(language === 'ne' ? 'काठमाडौं जिल्ला, बाग्मती प्रदेश' : 'Kathmandu District, Bagmati Province')
    expect(property).not.toContain('प्रदेश प्रदेश')
    expect(property).toContain(language === 'ne' ? 'आना' : 'Aana')
    expect(property).toContain(digits('850'))
    expect(property).toContain('Flat 1A')
    expect(property).toContain(language === 'ne' ? 'तल्ला १ को “Flat 1A”' : '“Flat 1A” on floor 1')
  })

  test('a unit on the ground floor or in a basement, as a landlord says it', () => {
    const floorOf = (floor: number) => sectionText(buildLease(leaseInput({ calendar, unit: { name: 'Shop 2', floor, area: 200, areaUnit: 'sqft' } }), language), 'property')
    expect(floorOf(0)).toContain(language === 'ne' ? 'भुइँतलाको “Shop 2”' : '“Shop 2” on the ground floor')
    expect(floorOf(-2)).toContain(language === 'ne' ? 'भूमिगत तल्ला २ को “Shop 2”' : '“Shop 2” in basement 2')
    expect(floorOf(0)).not.toMatch(/floor 0|तल्ला ०/)
  })

  test('start and end in the agreement’s calendar, the other in brackets, and the term', () => {
    const term = sectionText(lease, 'term')
    const bsStart = language === 'ne' ? 'वि.सं. २०८३ बैशाख १ गते' : '1 Baisakh 2083 B.S.'
    const adStart = language === 'ne' ? 'ई.सं. २०२६-०४-१४' : '14 April 2026 A.D.'
    expect(term).toContain(calendar === 'BS' ? `${bsStart} (${adStart})` : `${adStart} (${bsStart})`)
    expect(term).toContain(language === 'ne' ? '१ वर्ष' : '1 year')
  })

  test('the rent in figures and in words, its interval and due day, and receipts', () => {
    expect(sectionText(lease, 'rent')).toContain(formatNpr(2_500_000, { language }))
    expect(sectionText(lease, 'rent')).toContain(amountInWords(2_500_000, language))
    const payment = sectionText(lease, 'payment')
    expect(payment).toContain(digits(5))
    expect(payment).toContain(language === 'ne' ? 'भरपाई' : 'receipt')
  })

  test('the increment, the deposit, the utilities, the rent tax and the notice', () => {
    expect(sectionText(lease, 'increment')).toContain(`${digits(10)}%`)
    expect(sectionText(lease, 'deposit')).toContain(formatNpr(5_000_000, { language }))
    expect(sectionText(lease, 'utilities')).toContain(language === 'ne' ? 'पानी' : 'Water')
    expect(sectionText(lease, 'utilities')).toContain(language === 'ne' ? 'बिजुली' : 'Electricity')
    expect(sectionText(lease, 'rentTax')).toContain(language === 'ne' ? 'घरधनीले' : 'The landlord pays')
    expect(sectionText(lease, 'notice')).toContain(digits(35))
  })

  test('lines for both parties and two witnesses, in three copies', () => {
    expect(lease.signatures).toHaveLength(4)
    expect(lease.copies.map((copy) => copy.number)).toEqual([1, 2, 3])
  })
})

describe('what the landlord sets', () => {
  test('their own clauses print as typed, one paragraph a line, in either language', () => {
    const clauses = 'No pets.\n\n  पानीको मोटर बहालवालाले चलाउने।  '
    for (const language of ['en', 'ne'] as const) {
      expect(sectionText(buildLease(leaseInput({ clauses }), language), 'clauses').split('\n')).toEqual(['No pets.', 'पानीको मोटर बहालवालाले चलाउने।'])
    }
    expect(buildLease(leaseInput({ clauses: '  \n ' }), 'en').sections.some((s) => s.element === 'clauses')).toBe(false)
  })

  test('another notice period, the tenant paying the tax, a purpose, no deposit, no increment, no utilities', () => {
    const lease = buildLease(
      leaseInput({ noticeDays: 60, rentTaxPaidBy: 'TENANT', purpose: 'a tailoring shop', depositPaisa: null, incrementPercentage: null, incrementIntervalYears: null, utilities: [] }),
      'en',
    )
    expect(sectionText(lease, 'notice')).toContain('60 days')
    expect(sectionText(lease, 'rentTax')).toContain('The tenant withholds')
    expect(sectionText(lease, 'purpose')).toContain('a tailoring shop')
    expect(sectionText(lease, 'deposit')).toBe('No security deposit is paid.')
    expect(sectionText(lease, 'increment')).toBe('The rent does not change during the term.')
    expect(sectionText(lease, 'utilities')).toContain('paid by the tenant')
  })

  test('a commercial property without a purpose is let for business; a whole property says so', () => {
    const input = leaseInput({ unit: null })
    const lease = buildLease({ ...input, property: { ...input.property, type: 'COMMERCIAL' } }, 'ne')
    expect(sectionText(lease, 'purpose')).toContain('व्यापार')
    expect(sectionText(lease, 'property')).toContain('सम्पूर्ण सम्पत्ति')
  })
})

describe('counts of months and years read as words do', () => {
  test('English: every month and every year for one, the plural for more; never "month(s)"', () => {
    const one = textOf(buildLease(leaseInput({ incrementIntervalYears: 1 }), 'en'))
    expect(one).toContain('The rent is paid every month, Rs. 25,000.00 (Rupees Twenty-Five Thousand Only) each time,')
    expect(one).toContain('increases by 10% every year from the start')
    expect(one).toContain('Water: Rs. 500.00 a month, paid to the landlord every month on day 5.')
    const more = textOf(
      buildLease(
        leaseInput({ paymentIntervalMonths: 3, incrementIntervalYears: 2, utilities: [{ name: { en: 'Water', ne: 'पानी' }, pricePaisa: 50_000, paymentIntervalMonths: 2, paymentDayOfMonth: 5 }] }),
        'en',
      ),
    )
    expect(more).toContain('The rent is paid every 3 months, Rs. 75,000.00 (Rupees Seventy-Five Thousand Only) each time,')
    expect(more).toContain('increases by 10% every 2 years from the start')
    expect(more).toContain('paid to the landlord every 2 months on day 5.')
    expect(`${one}\n${more}`).not.toMatch(/\((s)\)/)
  })

  test('Nepali: प्रत्येक महिना for one, प्रत्येक ३ महिनामा for more', () => {
    const one = textOf(buildLease(leaseInput({ incrementIntervalYears: 1 }), 'ne'))
    expect(one).toContain('बहाल प्रत्येक महिना एक पटक रु. २५,०००.००')
    expect(one).toContain('सुरु मितिबाट प्रत्येक वर्ष मासिक बहाल')
    expect(one).not.toContain('प्रत्येक १ ')
    const more = textOf(buildLease(leaseInput({ paymentIntervalMonths: 3 }), 'ne'))
    expect(more).toContain('बहाल प्रत्येक ३ महिनामा एक पटक')
    expect(more).toContain('सुरु मितिबाट प्रत्येक २ वर्षमा मासिक बहाल')
  })
})

describe('amounts in words at the edges', () => {
  test.each([
    [1, 'One Paisa Only', 'एक पैसा मात्र'],
    [2_000_000, 'Rupees Twenty Thousand Only', 'बीस हजार रुपैयाँ मात्र'],
    [2_000_001, 'Rupees Twenty Thousand and One Paisa Only', 'बीस हजार रुपैयाँ एक पैसा मात्र'],
    [999_999_999, 'Rupees Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine and Ninety-Nine Paisa Only', 'उनान्सय लाख उनान्सय हजार नौ सय उनान्सय रुपैयाँ उनान्सय पैसा मात्र'],
    [1_000_000_000, 'Rupees One Crore Only', 'एक करोड रुपैयाँ मात्र'],
  ])('%i paisa as rent', (paisa, english, nepali) => {
    expect(sectionText(buildLease(leaseInput({ monthlyRentPaisa: paisa }), 'en'), 'rent')).toContain(english)
    expect(sectionText(buildLease(leaseInput({ monthlyRentPaisa: paisa }), 'ne'), 'rent')).toContain(nepali)
  })
})

describe('dates and terms', () => {
  test('a term counts whole months of its calendar, then days', () => {
    // 2083 Mangsir has 29 days: Mangsir 1 to 29 is one B.S. month, not 29 days.
    expect(termOf(bsToAd({ year: 2083, month: 8, day: 1 }), bsToAd({ year: 2083, month: 8, day: 29 }), 'BS')).toEqual({ years: 0, months: 1, days: 0 })
    expect(termOf('2026-04-14', '2027-04-13', 'BS')).toEqual({ years: 1, months: 0, days: 0 })
    expect(termOf('2026-01-01', '2026-12-31', 'AD')).toEqual({ years: 1, months: 0, days: 0 })
    expect(termOf('2026-01-01', '2026-02-10', 'AD')).toEqual({ years: 0, months: 1, days: 10 })
    expect(spanText({ years: 1, months: 6, days: 3 }, 'en')).toBe('1 year, 6 months and 3 days')
    expect(spanText({ years: 2, months: 0, days: 0 }, 'ne')).toBe('२ वर्ष')
  })

  test('a date past the confirmed B.S. table is marked provisional', () => {
    expect(leaseDate('2028-01-01', 'BS', 'en')).toContain('provisional')
    expect(leaseDate('2026-01-01', 'BS', 'en')).not.toContain('provisional')
  })

  test('an A.D. day past the B.S. table (an A.D. lease may run there) is printed in A.D. alone', () => {
    expect(leaseDate(MAX_AD_DATE, 'AD', 'en')).toBe('13 April 2032 A.D. (30 Chaitra 2088 B.S. (provisional calendar))')
    expect(leaseDate(addAdDays(MAX_AD_DATE, 1), 'AD', 'en')).toBe('14 April 2032 A.D.')
    expect(leaseDate('2040-12-31', 'AD', 'ne')).toBe('ई.सं. २०४०-१२-३१')
    expect(textOf(buildLease(leaseInput({ calendar: 'AD', startDate: '2026-01-01', endDate: '2040-12-31' }), 'ne'))).toContain('ई.सं. २०४०-१२-३१')
  })
})

test('no text of the lease is left undefined', () => {
  for (const language of ['en', 'ne'] as const) expect(textOf(buildLease(leaseInput({ clauses: 'x' }), language))).not.toMatch(/undefined|NaN/)
})
