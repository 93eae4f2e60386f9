import { describe, expect, test } from 'vitest'
import { isRecordId, MAX_RECORD_ID, parseRecordId } from './record-id.ts'

describe('record ids', () => {
  test('a positive PostgreSQL integer is an id', () => {
    expect(isRecordId(1)).toBe(true)
    expect(isRecordId(MAX_RECORD_ID)).toBe(true)
    for (const value of [0, -1, 1.5, MAX_RECORD_ID + 1, '12', null]) expect(isRecordId(value)).toBe(false)
  })

  test('a parameter is read as plain digits only', () => {
    expect(parseRecordId('12')).toBe(12)
    for (const text of ['0x0c', '1e1', ' 12', '', '0', '99999999999', '2147483648', null, undefined]) expect(parseRecordId(text)).toBeNull()
  })
})
