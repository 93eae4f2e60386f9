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
