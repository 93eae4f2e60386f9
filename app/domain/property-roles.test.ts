import { describe, expect, test } from 'vitest'
import { may, mayVoidPayment, PROPERTY_ROLES, ROLE_TABLE, shareFromPercent, splitByShares, WHOLE_SHARE } from './property-roles'

describe('the role table', () => {
  test('the owner may do everything; only the owner deletes the property or changes the team', () => {
    for (const ability of Object.keys(ROLE_TABLE) as Array<keyof typeof ROLE_TABLE>) expect(may('OWNER', ability), ability).toBe(true)
    expect(PROPERTY_ROLES.filter((role) => may(role, 'property:delete'))).toEqual(['OWNER'])
    expect(PROPERTY_ROLES.filter((role) => may(role, 'team:manage'))).toEqual(['OWNER'])
  })

  test('a collector records money and readings and sees dues, nothing else; a viewer changes nothing', () => {
    const collector = (Object.keys(ROLE_TABLE) as Array<keyof typeof ROLE_TABLE>).filter((ability) => may('COLLECTOR', ability))
    expect(collector.sort()).toEqual(['dues:view', 'payment:record', 'proof:decide', 'property:view', 'reading:record'])
    const viewerChanges = (Object.keys(ROLE_TABLE) as Array<keyof typeof ROLE_TABLE>).filter((ability) => may('VIEWER', ability) && !ability.endsWith(':view') && ability !== 'export')
    expect(viewerChanges).toEqual([])
  })

  test('a manager voids a payment only within 7 days of its recording; a co-owner any', () => {
    const now = new Date('2026-11-29T12:00:00Z')
    const days = (n: number) => new Date(now.getTime() - n * 86_400_000)
    expect(mayVoidPayment('MANAGER', days(7), now)).toBe(true)
    expect(mayVoidPayment('MANAGER', days(7.01), now)).toBe(false)
    expect(mayVoidPayment('CO_OWNER', days(400), now)).toBe(true)
    expect(mayVoidPayment('COLLECTOR', days(0), now)).toBe(false)
  })
})

describe('shares', () => {
  test('a percentage as typed, to basis points', () => {
    expect(shareFromPercent('12.5')).toBe(1250)
    expect(shareFromPercent(' 100 ')).toBe(WHOLE_SHARE)
    expect(shareFromPercent('0.01')).toBe(1)
    for (const bad of ['100.01', '-1', '12.345', 'abc', '', '1e2']) expect(shareFromPercent(bad), bad).toBeNull()
  })

  test('a split adds up to the total to the paisa, the odd paisa to the largest remainders', () => {
    expect(splitByShares(100, [3334, 3333, 3333])).toEqual([34, 33, 33])
    expect(splitByShares(1, [5000, 5000])).toEqual([1, 0])
    expect(splitByShares(-101, [5000, 5000])).toEqual([-51, -50])
    expect(splitByShares(0, [10_000])).toEqual([0])
    for (let total = 0; total < 2_000; total += 37) {
      const parts = splitByShares(total, [1250, 2500, 6250])
      expect(parts.reduce((sum, part) => sum + part, 0)).toBe(total)
      parts.forEach((part, index) => expect(Math.abs(part - (total * [1250, 2500, 6250][index]!) / WHOLE_SHARE)).toBeLessThan(1))
    }
    expect(splitByShares(Number.MAX_SAFE_INTEGER, [1, 9_999]).reduce((sum, part) => sum + part, 0)).toBe(Number.MAX_SAFE_INTEGER)
    expect(() => splitByShares(100, [5000, 4999])).toThrow(RangeError)
  })
})
