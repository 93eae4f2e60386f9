// OPERATOR_PHONES (issue 20): Nepal mobile numbers, kept as E.164; anything else stops the start.
import { describe, expect, test } from 'vitest'
import { EnvError, parseEnv } from './env'

describe('OPERATOR_PHONES', () => {
  test('is empty when unset, and keeps each number as E.164', () => {
    expect(parseEnv({}).OPERATOR_PHONES).toEqual([])
    expect(parseEnv({ OPERATOR_PHONES: '9801234567, +977 981-234-5678,' }).OPERATOR_PHONES).toEqual(['+9779801234567', '+9779812345678'])
  })

  test('a number that is not a Nepal mobile is an error naming the variable', () => {
    expect(() => parseEnv({ OPERATOR_PHONES: '9801234567,12345' })).toThrow(EnvError)
    expect(() => parseEnv({ OPERATOR_PHONES: '12345' })).toThrow(/OPERATOR_PHONES/)
  })
})
