import { describe, expect, test } from 'vitest'
import { ageInDays, checkLandlordMove, checkTenantReopen, landlordMovesFrom, REPAIR_STATUSES, tenantMayReopen } from './repairs'

describe('the landlord’s moves', () => {
  test('open → in progress → done → closed, or declined while waiting', () => {
    expect(checkLandlordMove('OPEN', 'IN_PROGRESS')).toEqual({ ok: true })
    expect(checkLandlordMove('IN_PROGRESS', 'DONE')).toEqual({ ok: true })
    expect(checkLandlordMove('OPEN', 'DONE')).toEqual({ ok: true })
    expect(checkLandlordMove('DONE', 'CLOSED')).toEqual({ ok: true })
    expect(checkLandlordMove('OPEN', 'DECLINED')).toEqual({ ok: true })
    expect(checkLandlordMove('IN_PROGRESS', 'DECLINED')).toEqual({ ok: true })
  })

  test('nothing moves to where it is, nor out of closed or declined, nor backwards past done', () => {
    for (const status of REPAIR_STATUSES) expect(checkLandlordMove(status, status)).toEqual({ ok: false, error: 'repair.error.illegalMove' })
    for (const to of REPAIR_STATUSES) {
      expect(checkLandlordMove('CLOSED', to).ok).toBe(false)
      expect(checkLandlordMove('DECLINED', to).ok).toBe(false)
    }
    expect(checkLandlordMove('OPEN', 'CLOSED').ok).toBe(false)
    expect(checkLandlordMove('IN_PROGRESS', 'OPEN').ok).toBe(false)
    expect(checkLandlordMove('DONE', 'DECLINED').ok).toBe(false)
  })

  test('the buttons a page shows follow the same table', () => {
    expect(landlordMovesFrom('OPEN')).toEqual(['start', 'done', 'decline'])
    expect(landlordMovesFrom('IN_PROGRESS')).toEqual(['done', 'decline'])
    expect(landlordMovesFrom('DONE')).toEqual(['close', 'reopen'])
    expect(landlordMovesFrom('CLOSED')).toEqual([])
  })
})

describe('the tenant’s reopen', () => {
  const doneAt = new Date('2026-11-20T10:00:00Z')
  test('within 7 days of done', () => {
    expect(checkTenantReopen('DONE', doneAt, new Date('2026-11-27T10:00:00Z'))).toEqual({ ok: true })
    expect(tenantMayReopen('DONE', doneAt, new Date('2026-11-21T00:00:00Z'))).toBe(true)
  })
  test('not after 7 days, nor of a request that is not done', () => {
    expect(checkTenantReopen('DONE', doneAt, new Date('2026-11-27T10:00:01Z'))).toEqual({ ok: false, error: 'repair.error.reopenTooLate' })
    expect(checkTenantReopen('CLOSED', doneAt, new Date('2026-11-21T00:00:00Z'))).toEqual({ ok: false, error: 'repair.error.reopenNotDone' })
    expect(checkTenantReopen('OPEN', null, new Date())).toEqual({ ok: false, error: 'repair.error.reopenNotDone' })
  })
})

test('age in whole days, never negative', () => {
  expect(ageInDays(new Date('2026-11-20T10:00:00Z'), new Date('2026-11-22T09:59:59Z'))).toBe(1)
  expect(ageInDays(new Date('2026-11-22T10:00:00Z'), new Date('2026-11-20T10:00:00Z'))).toBe(0)
})
