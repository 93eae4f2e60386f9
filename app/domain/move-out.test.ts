import { describe, expect, test } from 'vitest'
import { isCancelledBeforeStart, type MoveOutCharge, moveOutPlan, moveOutRange, proRataShare } from './move-out.ts'
import { buildRentSchedule } from './rent-schedule.ts'

const rent = (id: number, periodStart: string, periodEnd: string, amountPaisa = 2_500_000): MoveOutCharge => ({
  id,
  kind: 'RENT',
  periodStart,
  periodEnd,
  amountPaisa,
  cancelled: false,
})

// A monthly A.D. lease from 1 January 2026: Rs. 25,000 a month.
const year = [
  rent(1, '2026-01-01', '2026-01-31'),
  rent(2, '2026-02-01', '2026-02-28'),
  rent(3, '2026-03-01', '2026-03-31'),
  rent(4, '2026-04-01', '2026-04-30'),
]

describe('proRataShare', () => {
  test('the days from the period start to the move-out day inclusive, over the days of the period', () => {
    // 15 of 31 days of Rs. 25,000 = 12,096.774… → 12,096.77.
    expect(proRataShare(2_500_000, '2026-01-01', '2026-01-31', '2026-01-15')).toEqual({ toPaisa: 1_209_677, days: 15, periodDays: 31 })
    // 14 of 28 days: exactly half.
    expect(proRataShare(2_500_000, '2026-02-01', '2026-02-28', '2026-02-14')).toEqual({ toPaisa: 1_250_000, days: 14, periodDays: 28 })
  })

  test('rounds half up to whole paisa', () => {
    // 1 of 2 days of 1 paisa = 0.5 → 1; 1 of 4 days of 2 paisa = 0.5 → 1; 1 of 3 days of 100 paisa = 33.3 → 33.
    expect(proRataShare(1, '2026-01-01', '2026-01-02', '2026-01-01').toPaisa).toBe(1)
    expect(proRataShare(2, '2026-01-01', '2026-01-04', '2026-01-01').toPaisa).toBe(1)
    expect(proRataShare(100, '2026-01-01', '2026-01-03', '2026-01-01').toPaisa).toBe(33)
    expect(proRataShare(200, '2026-01-01', '2026-01-03', '2026-01-02').toPaisa).toBe(133)
  })

  test('the first day is charged one day; the last day the whole period', () => {
    expect(proRataShare(3_100_000, '2026-01-01', '2026-01-31', '2026-01-01').toPaisa).toBe(100_000)
    expect(proRataShare(3_100_000, '2026-01-01', '2026-01-31', '2026-01-31').toPaisa).toBe(3_100_000)
  })

  test('a quarterly period counts its own days', () => {
    // Jan-Mar 2026 is 90 days; leaving on 15 February is day 46.
    expect(proRataShare(9_000_000, '2026-01-01', '2026-03-31', '2026-02-15')).toEqual({ toPaisa: 4_600_000, days: 46, periodDays: 90 })
  })

  test('a day outside the period, or a malformed one, is refused', () => {
    expect(() => proRataShare(100, '2026-01-01', '2026-01-31', '2025-12-31')).toThrow(RangeError)
    expect(() => proRataShare(100, '2026-01-01', '2026-01-31', '2026-02-01')).toThrow(RangeError)
    expect(() => proRataShare(100, '2026-01-01', '2026-01-31', '2026-02-30')).toThrow(RangeError)
  })
})

describe('moveOutPlan', () => {
  test('periods that start after the move-out day are cancelled; the one it falls in stays in full', () => {
    expect(moveOutPlan(year, '2026-02-15', { proRata: false })).toEqual({ cancelled: [3, 4], proRated: [] })
  })

  test('pro rata: the period the day falls in is charged for its days', () => {
    expect(moveOutPlan(year, '2026-02-14', { proRata: true })).toEqual({
      cancelled: [3, 4],
      proRated: [{ id: 2, fromPaisa: 2_500_000, toPaisa: 1_250_000, days: 14, periodDays: 28 }],
    })
  })

  test('leaving on a period’s last day keeps it whole; on its first day, one day of it', () => {
    expect(moveOutPlan(year, '2026-02-28', { proRata: true })).toEqual({ cancelled: [3, 4], proRated: [] })
    const first = moveOutPlan(year, '2026-03-01', { proRata: true })
    expect(first.cancelled).toEqual([4])
    expect(first.proRated).toEqual([{ id: 3, fromPaisa: 2_500_000, toPaisa: 80_645, days: 1, periodDays: 31 }])
  })

  test('a charge due in advance for a period after the day is cancelled too', () => {
    // Rent due on the 5th of the month a period starting on the 20th begins in.
    const advance = buildRentSchedule({ calendar: 'AD', startDate: '2026-01-20', endDate: '2026-06-19', leaseAmountPaisa: 2_000_000, paymentIntervalMonths: 1, paymentDayOfMonth: 5 })
    const charges = advance.map((charge, index) => ({ ...rent(index + 1, charge.periodStart, charge.periodEnd, charge.amountPaisa) }))
    // Leaving on 10 February: the period from 20 February was due on 5 February, and goes.
    expect(advance[1]).toMatchObject({ periodStart: '2026-02-20', dueDate: '2026-02-05' })
    expect(moveOutPlan(charges, '2026-02-10', { proRata: false }).cancelled).toEqual([2, 3, 4, 5])
  })

  test('utilities follow their own periods; meter bills and extra charges stay; a cancelled charge’s late fee goes', () => {
    const charges: MoveOutCharge[] = [
      ...year,
      { id: 10, kind: 'UTILITY', periodStart: '2026-01-01', periodEnd: '2026-02-28', amountPaisa: 300_000, cancelled: false },
      { id: 11, kind: 'UTILITY', periodStart: '2026-03-01', periodEnd: '2026-04-30', amountPaisa: 300_000, cancelled: false },
      { id: 12, kind: 'METERED', periodStart: '2026-02-01', periodEnd: '2026-03-10', amountPaisa: 90_000, cancelled: false },
      { id: 13, kind: 'EXTRA', periodStart: '2026-03-20', periodEnd: '2026-03-20', amountPaisa: 50_000, cancelled: false },
      { id: 14, kind: 'LATE_FEE', periodStart: '2026-03-15', periodEnd: '2026-03-15', amountPaisa: 10_000, sourceChargeId: 3, cancelled: false },
      { id: 15, kind: 'LATE_FEE', periodStart: '2026-02-15', periodEnd: '2026-02-15', amountPaisa: 10_000, sourceChargeId: 2, cancelled: false },
    ]
    const plan = moveOutPlan(charges, '2026-01-31', { proRata: true })
    expect(plan.cancelled.sort((a, b) => a - b)).toEqual([2, 3, 4, 11, 14, 15])
    // The two-month utility period from 1 January: 31 of 59 days.
    expect(plan.proRated).toEqual([{ id: 10, fromPaisa: 300_000, toPaisa: 157_627, days: 31, periodDays: 59 }])
  })

  test('charges already cancelled are left alone', () => {
    const charges = year.map((charge) => (charge.id === 3 ? { ...charge, cancelled: true } : charge))
    expect(moveOutPlan(charges, '2026-01-31', { proRata: false }).cancelled).toEqual([2, 4])
  })

  test('a malformed day is refused', () => {
    expect(() => moveOutPlan(year, '2026-13-01', { proRata: false })).toThrow(RangeError)
  })

  test('the pro-rata amount plus the cancelled periods never charge more than the schedule', () => {
    for (let day = 1; day <= 120; day++) {
      const moveOut = new Date(Date.UTC(2026, 0, day)).toISOString().slice(0, 10)
      const plan = moveOutPlan(year, moveOut, { proRata: true })
      const kept = year.filter((charge) => !plan.cancelled.includes(charge.id))
      const charged = kept.reduce((sum, charge) => sum + (plan.proRated.find((p) => p.id === charge.id)?.toPaisa ?? charge.amountPaisa), 0)
      expect(charged).toBeLessThanOrEqual(year.reduce((sum, charge) => sum + charge.amountPaisa, 0))
      expect(plan.proRated.every((p) => p.toPaisa > 0 && p.toPaisa < p.fromPaisa)).toBe(true)
    }
  })
})

describe('moveOutRange', () => {
  test('from the start to the end; from today to the day before its start for an agreement that has not started', () => {
    expect(moveOutRange({ startDate: '2026-01-01', endDate: '2026-12-31' }, '2026-05-01')).toEqual({ from: '2026-01-01', to: '2026-12-31' })
    expect(moveOutRange({ startDate: '2026-06-01', endDate: '2026-12-31' }, '2026-05-01')).toEqual({ from: '2026-05-01', to: '2026-05-31' })
    expect(moveOutRange({ startDate: '2026-06-01', endDate: '2026-12-31' }, '2026-06-01')).toEqual({ from: '2026-06-01', to: '2026-12-31' })
  })
})

describe('isCancelledBeforeStart', () => {
  test('a move-out day before the start only', () => {
    expect(isCancelledBeforeStart({ moveOutDate: '2026-05-31', startDate: '2026-06-01' })).toBe(true)
    expect(isCancelledBeforeStart({ moveOutDate: '2026-06-01', startDate: '2026-06-01' })).toBe(false)
    expect(isCancelledBeforeStart({ moveOutDate: null, startDate: '2026-06-01' })).toBe(false)
  })
})
