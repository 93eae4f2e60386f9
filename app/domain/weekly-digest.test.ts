import { describe, expect, test } from 'vitest'
import { fitsBudget } from './sms/fit'
import { countSmsSegments } from './sms/segments'
import { SMS_BUDGETS } from './sms/texts'
import { digestHasNews, isDigestTime, weekStartOf, weeklyDigestText } from './weekly-digest'

describe('weeklyDigestText', () => {
  // The largest figures the ledger could hold for a landlord: 9,999 tenants, Rs. 99,99,99,99,999.99 owed.
  const worst = { overdueTenants: 9999, overduePaisa: 99_999_999_999_99, dueThisWeekPaisa: 99_999_999_999_99 }

  test('the worst case fits two segments: English in GSM-7, Nepali in UCS-2', () => {
    const english = weeklyDigestText('ENG', worst)
    const nepali = weeklyDigestText('NEP', worst)
    expect(fitsBudget(english, SMS_BUDGETS.ENG)).toBe(true)
    expect(countSmsSegments(english)).toMatchObject({ encoding: 'GSM-7' })
    expect(fitsBudget(nepali, SMS_BUDGETS.NEP)).toBe(true)
    expect(countSmsSegments(nepali)).toMatchObject({ encoding: 'UCS-2' })
    expect(countSmsSegments(nepali).segments).toBeLessThanOrEqual(2)
  })

  test('says how many are overdue, the total owed and what falls due this week, in each language', () => {
    const digest = { overdueTenants: 2, overduePaisa: 3_000_000, dueThisWeekPaisa: 1_550_000 }
    expect(weeklyDigestText('ENG', digest)).toBe('Bhadaa weekly: 2 tenants are overdue, owing Rs. 30,000.00 in all. Due this week: Rs. 15,500.00.')
    expect(weeklyDigestText('NEP', digest)).toBe('Bhadaa साप्ताहिक: २ भाडावालको भाडा बाँकी, जम्मा रु. ३०,०००.००। यो हप्ता उठ्ने: रु. १५,५००.००।')
    expect(weeklyDigestText('ENG', { overdueTenants: 1, overduePaisa: 100, dueThisWeekPaisa: 0 })).toContain('1 tenant is overdue')
    expect(weeklyDigestText('ENG', { overdueTenants: 0, overduePaisa: 0, dueThisWeekPaisa: 500_000 })).toBe('Bhadaa weekly: No tenant is overdue. Due this week: Rs. 5,000.00.')
  })

  test('a week with nothing overdue and nothing due has no news', () => {
    expect(digestHasNews({ overdueTenants: 0, overduePaisa: 0, dueThisWeekPaisa: 0 })).toBe(false)
    expect(digestHasNews({ overdueTenants: 0, overduePaisa: 0, dueThisWeekPaisa: 1 })).toBe(true)
  })
})

describe('when the digest goes', () => {
  test('the week starts on Sunday', () => {
    expect(weekStartOf('2026-11-29')).toBe('2026-11-29') // a Sunday
    expect(weekStartOf('2026-12-05')).toBe('2026-11-29') // the Saturday after
    expect(weekStartOf('2026-11-28')).toBe('2026-11-22')
  })

  test('Sunday from 09:00 to 19:00 Nepal time (UTC+5:45), not before, not on Monday', () => {
    expect(isDigestTime(new Date('2026-11-29T03:15:00Z'))).toBe(true) // 09:00 Sunday in Nepal
    expect(isDigestTime(new Date('2026-11-29T03:14:00Z'))).toBe(false) // 08:59
    expect(isDigestTime(new Date('2026-11-29T13:14:00Z'))).toBe(true) // 18:59
    expect(isDigestTime(new Date('2026-11-29T13:15:00Z'))).toBe(false) // 19:00
    expect(isDigestTime(new Date('2026-11-30T03:15:00Z'))).toBe(false) // Monday
  })
})
