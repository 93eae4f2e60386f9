import { describe, expect, test } from 'vitest'
import { nextSendingInstant, sendAfterFor } from './sending-hours'
import { SMS_TEMPLATES } from './templates'

// Nepal is UTC+05:45: 09:00 there is 03:15 UTC, 19:00 is 13:15 UTC.
describe('nextSendingInstant', () => {
  test('inside the hours it is now, from 09:00 sharp to just before 19:00', () => {
    for (const instant of ['2026-07-29T03:15:00Z', '2026-07-29T06:00:00Z', '2026-07-29T13:14:59.999Z']) {
      expect(nextSendingInstant(new Date(instant))).toEqual(new Date(instant))
    }
  })

  test('from 19:00 to midnight: 09:00 the next day in Nepal', () => {
    expect(nextSendingInstant(new Date('2026-07-29T13:15:00Z'))).toEqual(new Date('2026-07-30T03:15:00Z')) // 19:00
    expect(nextSendingInstant(new Date('2026-07-29T14:45:00Z'))).toEqual(new Date('2026-07-30T03:15:00Z')) // 20:30
    expect(nextSendingInstant(new Date('2026-07-29T18:14:59Z'))).toEqual(new Date('2026-07-30T03:15:00Z')) // 23:59:59
  })

  test('from midnight to 09:00: 09:00 the same day in Nepal, although UTC is still on the day before', () => {
    expect(nextSendingInstant(new Date('2026-07-29T18:15:00Z'))).toEqual(new Date('2026-07-30T03:15:00Z')) // 00:00 on the 30th
    expect(nextSendingInstant(new Date('2026-07-30T03:14:59.999Z'))).toEqual(new Date('2026-07-30T03:15:00Z')) // 08:59:59.999
  })

  test('crosses month and year ends, and leap days', () => {
    expect(nextSendingInstant(new Date('2026-12-31T16:00:00Z'))).toEqual(new Date('2027-01-01T03:15:00Z'))
    expect(nextSendingInstant(new Date('2028-02-28T15:00:00Z'))).toEqual(new Date('2028-02-29T03:15:00Z'))
  })
})

describe('sendAfterFor', () => {
  const night = new Date('2026-07-29T14:45:00Z') // 20:30 in Nepal
  const morning = new Date('2026-07-30T04:15:00Z') // 10:00 in Nepal

  test('a repair text decided at night waits for 09:00; decided in the hours it goes at once', () => {
    expect(sendAfterFor('repair-changed', night)).toEqual(new Date('2026-07-30T03:15:00Z'))
    expect(sendAfterFor('repair-changed', morning)).toBeNull()
  })

  test('only the held templates wait: one-time codes, receipts and the records of money go at once', () => {
    const held = SMS_TEMPLATES.filter((template) => sendAfterFor(template, night) !== null)
    expect(held).toEqual(['repair-changed'])
  })
})
