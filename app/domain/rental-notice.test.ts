import { describe, expect, test } from 'vitest'
import { countSmsSegments } from './sms/segments.ts'
import { localLevelOf, noticeDueDate, noticeReminderDate, rentalNoticeLines, rentalNoticeReminderText, vacancyDate, wardOf } from './rental-notice.ts'

describe('the days of a notice', () => {
  test('due 7 days after the event, the landlord reminded on day 5', () => {
    expect(noticeDueDate('2026-04-14')).toBe('2026-04-21')
    expect(noticeReminderDate('2026-04-14')).toBe('2026-04-19')
  })

  test('a place falls vacant on the day of a termination, or the day after the last day', () => {
    expect(vacancyDate({ endDate: '2026-12-31', terminatedOn: '2026-06-10' }, '2026-06-10')).toBe('2026-06-10')
    expect(vacancyDate({ endDate: '2026-12-31', terminatedOn: null }, '2027-01-01')).toBe('2027-01-01')
    expect(vacancyDate({ endDate: '2026-12-31', terminatedOn: null }, '2026-12-31')).toBeNull()
  })
})

describe('the ward and the municipality of a property', () => {
  test.each([
    [['Baneshwor', 'Ward 10'], 10],
    [['Ward No. 4, Thamel'], 4],
    [['वडा नं. ४', ''], 4],
    [['Kathmandu-32'], 32],
    [['Baneshwor', 'near the temple'], null],
    [['Ward 99'], null],
  ] as const)('%j is ward %s', (lines, ward) => {
    expect(wardOf(lines)).toBe(ward)
  })

  const levels = [
    { id: 307, name: 'Kathmandu', nameNe: 'काठमाडौं' },
    { id: 309, name: 'Kirtipur', nameNe: 'कीर्तिपुर' },
  ]
  test.each([
    ['Kathmandu', 307],
    [' kathmandu metropolitan city ', 307],
    ['काठमाडौं महानगरपालिका', 307],
    // Spellings people type for the official one.
    ['काठमाण्डौं महानगरपालिका', 307],
    ['काठमाडौँ', 307],
    ['Kirtipur Municipality', 309],
    ['Lalitpur', null],
    ['', null],
  ] as const)('"%s" is local level %s', (city, id) => {
    expect(localLevelOf(city, levels)).toBe(id)
  })
})

describe('the day-5 text to the landlord', () => {
  test.each(['LET', 'VACATED'] as const)('%s fits one GSM-7 part in English and two UCS-2 parts in Nepali', (kind) => {
    const english = rentalNoticeReminderText({ language: 'ENG', kind, place: 'Himalaya Apartments, Flat 2', dueDate: { date: '2026-04-21', calendar: 'BS' } })
    expect(english).toContain(kind === 'LET' ? 'letting notice for Himalaya Apartments, Flat 2' : 'vacancy notice')
    expect(countSmsSegments(english)).toMatchObject({ encoding: 'GSM-7' })
    expect(countSmsSegments(english).segments).toBe(1)
    const nepali = rentalNoticeReminderText({ language: 'NEP', kind, place: 'हिमालय अपार्टमेन्ट'.repeat(10), dueDate: { date: '2026-04-21', calendar: 'BS' } })
    expect(nepali).toContain('नगरपालिकामा')
    expect(countSmsSegments(nepali).segments).toBeLessThanOrEqual(2)
  })
})

test('the printed notice names the municipality, ward, parties, dates and rent in Nepali', () => {
  const notice = rentalNoticeLines({
    kind: 'VACATED',
    calendar: 'BS',
    eventDate: '2026-04-14',
    landlord: { name: 'Sita Sharma', phone: '9841234567' },
    tenant: { name: 'Ram Thapa', phone: '9812345678' },
    property: { name: 'Shanti Niwas', unit: 'Flat 1A', address: ['Baneshwor'], ward: 10, municipality: 'काठमाडौं महानगरपालिका', district: 'काठमाडौं', province: 'बागमती' },
    startDate: '2025-04-14',
    endDate: '2026-04-13',
    monthlyRentPaisa: 2_500_000,
  })
  expect(notice.subject).toContain('खाली')
  const text = notice.lines.map(([label, value]) => `${label}: ${value}`).join('\n')
  expect(text).toContain('वडा नं.: १०')
  expect(text).toContain('काठमाडौं महानगरपालिका')
  expect(text).toContain('९८१२३४५६७८')
  expect(text).toContain('रु. २५,०००.००')
  expect(text).toContain('खाली भएको मिति: वि.सं. २०८३ बैशाख १ गते')
})
