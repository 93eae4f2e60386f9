// The environment's parse (server/env.ts): WEB_CONCURRENCY and BUILD_ID, OPERATOR_PHONES (Nepal mobile numbers
// kept as E.164; anything else stops the start), the payment gateways' default addresses.
import { describe, expect, test } from 'vitest'
import { EnvError, parseEnv, webConcurrency } from './env'

describe('WEB_CONCURRENCY', () => {
  test('defaults to one process per CPU in production and one in development and tests', () => {
    expect(webConcurrency(parseEnv({ NODE_ENV: 'production' }), 4)).toBe(4)
    expect(webConcurrency(parseEnv({ NODE_ENV: 'development' }), 4)).toBe(1)
    expect(webConcurrency(parseEnv({ NODE_ENV: 'test' }), 4)).toBe(1)
    expect(webConcurrency(parseEnv({ NODE_ENV: 'production', WEB_CONCURRENCY: '2' }), 8)).toBe(2)
  })

  test('anything but a whole number from 1 to 64 is refused, naming the variable', () => {
    for (const value of ['0', '-1', '1.5', 'many', '65']) {
      expect(() => parseEnv({ WEB_CONCURRENCY: value })).toThrow(EnvError)
      expect(() => parseEnv({ WEB_CONCURRENCY: value })).toThrow(`WEB_CONCURRENCY="${value}"`)
    }
  })

  test('BUILD_ID names a release with a plain token only', () => {
    expect(parseEnv({ BUILD_ID: 'v1.2.3-abc_9' }).BUILD_ID).toBe('v1.2.3-abc_9')
    expect(() => parseEnv({ BUILD_ID: 'has "quotes"' })).toThrow('BUILD_ID=')
  })
})

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

describe('the payment gateways’ addresses', () => {
  test('default to the live ones: eSewa’s form on epay.esewa.com.np, its status check on esewa.com.np', () => {
    const env = parseEnv({})
    expect(env.KHALTI_BASE_URL).toBe('https://khalti.com/api/v2')
    expect(env.ESEWA_FORM_URL).toBe('https://epay.esewa.com.np/api/epay/main/v2/form')
    expect(env.ESEWA_STATUS_URL).toBe('https://esewa.com.np/api/epay/transaction/status/')
  })
})
