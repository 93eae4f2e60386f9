import { describe, expect, test } from 'vitest'
import { isPaidPlan, isPlanPeriod, planHasEnded, planPeriodFrom, planPricePaisa, planReminderDue } from './plan-billing.ts'

describe('plan prices', () => {
  test('the chooser’s monthly price; a year is ten months', () => {
    expect(planPricePaisa('PLUS', 'MONTH')).toBe(50_000)
    expect(planPricePaisa('PLUS', 'YEAR')).toBe(500_000)
    expect(planPricePaisa('PRO', 'MONTH')).toBe(150_000)
    expect(planPricePaisa('PRO', 'YEAR')).toBe(1_500_000)
  })

  test('guards', () => {
    expect(isPaidPlan('PLUS')).toBe(true)
    expect(isPaidPlan('BASIC')).toBe(false)
    expect(isPaidPlan('GOLD')).toBe(false)
    expect(isPlanPeriod('YEAR')).toBe(true)
    expect(isPlanPeriod('WEEK')).toBe(false)
  })
})

describe('plan periods', () => {
  test('without a running plan a period starts today', () => {
    expect(planPeriodFrom('2026-11-26', null, 'MONTH')).toEqual({ startsOn: '2026-11-26', endsOn: '2026-12-26' })
    expect(planPeriodFrom('2026-11-26', '2026-11-26', 'YEAR')).toEqual({ startsOn: '2026-11-26', endsOn: '2027-11-26' })
    expect(planPeriodFrom('2026-11-26', '2026-10-01', 'MONTH')).toEqual({ startsOn: '2026-11-26', endsOn: '2026-12-26' })
  })

  test('paying while a plan runs extends it from its end', () => {
    expect(planPeriodFrom('2026-11-26', '2026-12-26', 'MONTH')).toEqual({ startsOn: '2026-12-26', endsOn: '2027-01-26' })
    expect(planPeriodFrom('2026-11-26', '2026-11-27', 'YEAR')).toEqual({ startsOn: '2026-11-27', endsOn: '2027-11-27' })
  })

  test('month ends are clamped', () => {
    expect(planPeriodFrom('2027-01-31', null, 'MONTH').endsOn).toBe('2027-02-28')
  })
})

describe('plan reminders and the end', () => {
  test('7 days before (catching up until 2 days before), then 1 day before', () => {
    const end = '2026-12-26'
    expect(planReminderDue('2026-12-18', end)).toBeNull()
    expect(planReminderDue('2026-12-19', end)).toEqual({ reminder: 7, daysLeft: 7 })
    expect(planReminderDue('2026-12-24', end)).toEqual({ reminder: 7, daysLeft: 2 })
    expect(planReminderDue('2026-12-25', end)).toEqual({ reminder: 1, daysLeft: 1 })
    expect(planReminderDue('2026-12-26', end)).toBeNull()
  })

  test('the plan has ended on its end date', () => {
    expect(planHasEnded('2026-12-25', '2026-12-26')).toBe(false)
    expect(planHasEnded('2026-12-26', '2026-12-26')).toBe(true)
    expect(planHasEnded('2026-12-27', '2026-12-26')).toBe(true)
  })
})
