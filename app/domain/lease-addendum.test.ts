import { describe, expect, test } from 'vitest'
import { type AddendumChange, type AddendumTerms, leaseAddendum } from './lease-addendum'

const terms: AddendumTerms = {
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  leaseAmountPaisa: 10_000_00,
  paymentIntervalMonths: 1,
  paymentDayOfMonth: 5,
  incrementPercentage: null,
  incrementIntervalYears: null,
  utilities: [{ utilityId: 'Water', pricePaisa: 500_00 }],
}
const rentChange: AddendumChange = {
  kind: 'CHANGE',
  effectiveDate: '2026-06-01',
  agreedOn: '2026-05-20',
  reason: 'Market rent',
  oldTerms: terms,
  newTerms: { ...terms, leaseAmountPaisa: 12_000_00, utilities: [{ utilityId: 'Water', pricePaisa: 600_00 }] },
}
const renewal: AddendumChange = {
  kind: 'RENEWAL',
  effectiveDate: '2027-01-01',
  agreedOn: '2026-12-20',
  reason: '',
  oldTerms: rentChange.newTerms,
  newTerms: { ...rentChange.newTerms, startDate: '2027-01-01', endDate: '2027-12-31' },
}
const input = { agreementId: 12, calendar: 'AD' as const, landlordName: 'Sita Sharma', tenantName: 'Ram Thapa', place: 'Lakeside House', changes: [rentChange, renewal] }

describe('leaseAddendum', () => {
  test('English: each change names only what changed, in figures and words; a renewal states its term', () => {
    const addendum = leaseAddendum(input, 'en')
    expect(addendum.title).toBe('Addendum to the lease')
    expect(addendum.preamble).toContain('lease no. 12 between Sita Sharma (landlord) and Ram Thapa (tenant) for Lakeside House')
    expect(addendum.items[0]!.heading.startsWith('1. Change from 1 June 2026 A.D.')).toBe(true)
    expect(addendum.items[1]!.heading.startsWith('2. Renewal from 1 January 2027 A.D.')).toBe(true)
    const first = addendum.items[0]!.paragraphs.join('\n')
    expect(first).toContain('The monthly rent changes from Rs. 10,000.00 to Rs. 12,000.00 (')
    expect(first).toContain('Water: Rs. 600.00 a month instead of Rs. 500.00.')
    expect(first).toContain('Reason: Market rent')
    expect(first).not.toContain('ends on')
    const second = addendum.items[1]!.paragraphs.join('\n')
    expect(second).toContain('The lease continues from 1 January 2027 A.D.')
    expect(second).toContain('(1 year)')
    expect(second).not.toContain('monthly rent changes')
    expect(second).toContain('Every other term of the lease stays as it is.')
    expect(addendum.empty).toBeNull()
  })

  test('a new payment interval and increment, in singular and plural as each count reads', () => {
    const longer: AddendumChange = { ...rentChange, newTerms: { ...terms, paymentIntervalMonths: 3, incrementPercentage: 10, incrementIntervalYears: 1 } }
    const english = leaseAddendum({ ...input, changes: [longer] }, 'en').items[0]!.paragraphs.join('\n')
    expect(english).toContain('The rent is paid every 3 months instead of every month.')
    expect(english).toContain('Increments: 10% every year (before: none).')
    const back: AddendumChange = { ...rentChange, oldTerms: longer.newTerms, newTerms: { ...terms, incrementPercentage: 5, incrementIntervalYears: 2 } }
    const again = leaseAddendum({ ...input, changes: [back] }, 'en').items[0]!.paragraphs.join('\n')
    expect(again).toContain('The rent is paid every month instead of every 3 months.')
    expect(again).toContain('Increments: 5% every 2 years (before: 10% every year).')
    expect(`${english}\n${again}`).not.toMatch(/\((s)\)/)
    const nepali = leaseAddendum({ ...input, changes: [longer, back] }, 'ne').items.map((item) => item.paragraphs.join('\n')).join('\n')
    expect(nepali).toContain('भाडा १ महिनाको सट्टा प्रत्येक ३ महिनामा तिरिन्छ।')
    expect(nepali).toContain('भाडा ३ महिनाको सट्टा प्रत्येक महिना तिरिन्छ।')
    expect(nepali).toContain('भाडा वृद्धि: प्रत्येक २ वर्षमा ५% (पहिले: प्रत्येक वर्ष १०%)।')
  })

  test('Nepali: Devanagari numbers and the same items; nothing changed yet says so', () => {
    const addendum = leaseAddendum(input, 'ne')
    expect(addendum.title).toBe('भाडा सम्झौताको थप पत्र')
    expect(addendum.items[0]!.heading.startsWith('१. ')).toBe(true)
    expect(addendum.items[0]!.paragraphs.join(' ')).toContain('रु. १२,०००.००')
    expect(addendum.items[1]!.heading).toContain('नवीकरण')
    expect(leaseAddendum({ ...input, changes: [] }, 'ne')).toMatchObject({ items: [], empty: 'सम्झौतामा अहिलेसम्म कुनै परिवर्तन वा नवीकरण भएको छैन।' })
  })
})
