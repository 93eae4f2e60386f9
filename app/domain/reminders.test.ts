import { describe, expect, test } from 'vitest'
import {
  isChargeStillOwed,
  isWithinSendingHours,
  type ReminderFacts,
  reminderKey,
  reminderTiming,
  validateReminderOffsets,
} from './reminders.ts'

describe('reminderTiming', () => {
  test('the day is the due date + the offset; the moment is 09:00 in Nepal (03:15 UTC); it ends at 19:00', () => {
    expect(reminderTiming('2026-08-01', -3)).toEqual({
      day: '2026-07-29',
      moment: new Date('2026-07-29T03:15:00Z'),
      sendBefore: new Date('2026-07-29T13:15:00Z'),
    })
    expect(reminderTiming('2026-08-01', 0).day).toBe('2026-08-01')
    expect(reminderTiming('2026-08-01', 7).day).toBe('2026-08-08')
  })

  test('crosses month and year ends, and leap days', () => {
    expect(reminderTiming('2027-01-02', -3).day).toBe('2026-12-30')
    expect(reminderTiming('2028-02-27', 3).day).toBe('2028-03-01')
    expect(reminderTiming('2028-03-01', -1).day).toBe('2028-02-29')
  })

  test('refuses a fractional offset', () => {
    expect(() => reminderTiming('2026-08-01', 1.5)).toThrow(RangeError)
  })
})

describe('isWithinSendingHours', () => {
  test('09:00 to 18:59 in Nepal, whatever the server time zone', () => {
    expect(isWithinSendingHours(new Date('2026-07-29T03:14:59Z'))).toBe(false) // 08:59:59
    expect(isWithinSendingHours(new Date('2026-07-29T03:15:00Z'))).toBe(true) // 09:00
    expect(isWithinSendingHours(new Date('2026-07-29T13:14:59Z'))).toBe(true) // 18:59:59
    expect(isWithinSendingHours(new Date('2026-07-29T13:15:00Z'))).toBe(false) // 19:00
    expect(isWithinSendingHours(new Date('2026-07-29T20:00:00Z'))).toBe(false) // 01:45 next day
  })
})

describe('validateReminderOffsets', () => {
  test('sorted, without repeats', () => {
    expect(validateReminderOffsets([7, -3, 0, 3, 0])).toEqual({ ok: true, offsets: [-3, 0, 3, 7] })
  })
  test('at least one', () => {
    expect(validateReminderOffsets([])).toEqual({ ok: false, error: 'NONE' })
  })
  test('only the offered choices', () => {
    expect(validateReminderOffsets([0, 2])).toEqual({ ok: false, error: 'NOT_A_CHOICE' })
    expect(validateReminderOffsets([-30])).toEqual({ ok: false, error: 'NOT_A_CHOICE' })
  })
})

test('reminderKey names the charge and the offset', () => {
  expect(reminderKey(42, -3)).toBe('reminder:42:-3')
})

// A reminder may go out from its moment until its sendBefore (reminderTiming, which the outbox
// stores on the message) while the charge is still owed on its day (isChargeStillOwed).
function isReminderStillTrue(facts: ReminderFacts, offsetDays: number, now: Date): boolean {
  const { day, moment, sendBefore } = reminderTiming(facts.charge.dueDate, offsetDays)
  return now >= moment && now < sendBefore && isChargeStillOwed(facts, day)
}

describe('a reminder is still true', () => {
  const facts = (overrides: { charge?: Partial<ReminderFacts['charge']>; agreement?: Partial<ReminderFacts['agreement']> } = {}): ReminderFacts => ({
    charge: { status: 'DUE', amountPaisa: 2_500_000, paidPaisa: 0, dueDate: '2026-08-01', ...overrides.charge },
    agreement: { status: 'ACTIVE', endDate: '2027-07-31', ...overrides.agreement },
  })
  const onTheDay = new Date('2026-08-04T05:00:00Z') // 10:45 on 4 August, the +3 reminder's day

  test('an unpaid charge of a running agreement, on its day, in the window', () => {
    expect(isReminderStillTrue(facts(), 3, onTheDay)).toBe(true)
    expect(isReminderStillTrue(facts({ charge: { status: 'PARTIAL', paidPaisa: 1_000_000 } }), 3, onTheDay)).toBe(true)
  })

  test('not before its moment, and not from 19:00 of its day on (never late)', () => {
    expect(isReminderStillTrue(facts(), 3, new Date('2026-08-04T03:14:59Z'))).toBe(false)
    expect(isReminderStillTrue(facts(), 3, new Date('2026-08-04T13:15:00Z'))).toBe(false)
    expect(isReminderStillTrue(facts(), 3, new Date('2026-08-05T04:00:00Z'))).toBe(false)
  })

  test('not once the charge is paid or cancelled', () => {
    expect(isReminderStillTrue(facts({ charge: { status: 'PAID', paidPaisa: 2_500_000 } }), 3, onTheDay)).toBe(false)
    expect(isReminderStillTrue(facts({ charge: { status: 'CANCELLED' } }), 3, onTheDay)).toBe(false)
    // Paid in full even if the status has not caught up.
    expect(isReminderStillTrue(facts({ charge: { status: 'PARTIAL', paidPaisa: 2_500_000 } }), 3, onTheDay)).toBe(false)
  })

  test('not once the agreement is terminated, ended, or past its end date', () => {
    expect(isReminderStillTrue(facts({ agreement: { status: 'TERMINATED' } }), 3, onTheDay)).toBe(false)
    expect(isReminderStillTrue(facts({ agreement: { status: 'ENDED' } }), 3, onTheDay)).toBe(false)
    expect(isReminderStillTrue(facts({ agreement: { endDate: '2026-08-03' } }), 3, onTheDay)).toBe(false)
    expect(isReminderStillTrue(facts({ agreement: { endDate: '2026-08-04' } }), 3, onTheDay)).toBe(true)
  })

  test('a reminder before the due date too', () => {
    expect(isReminderStillTrue(facts(), -3, new Date('2026-07-29T03:15:00Z'))).toBe(true)
    expect(isReminderStillTrue(facts({ charge: { status: 'PAID', paidPaisa: 2_500_000 } }), -3, new Date('2026-07-29T03:15:00Z'))).toBe(false)
  })
})
