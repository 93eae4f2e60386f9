// DATA_ENCRYPTION_KEY at start-up: a production start with its own database refuses to
// run without one; a malformed key stops any start; the embedded default needs none.
import { describe, expect, test } from 'vitest'
import { missingProductionSecret, parseEnv } from '../../../server/env'
import { runLauncher } from '../../support/server-process'

describe('DATA_ENCRYPTION_KEY', () => {
  test('production with DATABASE_URL requires it; development, tests and the embedded default do not', () => {
    const databaseUrl = 'postgresql://postgres@127.0.0.1:5432/postgres'
    expect(missingProductionSecret(parseEnv({ NODE_ENV: 'production', DATABASE_URL: databaseUrl }))).toMatch(/DATA_ENCRYPTION_KEY="": is required in production/)
    expect(missingProductionSecret(parseEnv({ NODE_ENV: 'production', DATABASE_URL: databaseUrl, DATA_ENCRYPTION_KEY: 'a'.repeat(64) }))).toBeNull()
    expect(missingProductionSecret(parseEnv({ NODE_ENV: 'production' }))).toBeNull()
    expect(missingProductionSecret(parseEnv({ NODE_ENV: 'development', DATABASE_URL: databaseUrl }))).toBeNull()
  })

  test('a key that is not 32 bytes, hex or base64, is refused by name; previous keys are checked too', () => {
    expect(() => parseEnv({ DATA_ENCRYPTION_KEY: 'secret' })).toThrow(/DATA_ENCRYPTION_KEY="secret": must be 32 random bytes/)
    expect(parseEnv({ DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64') }).DATA_ENCRYPTION_KEY).toBeDefined()
    expect(() => parseEnv({ DATA_ENCRYPTION_PREVIOUS_KEYS: `${'b'.repeat(64)},short` })).toThrow(/DATA_ENCRYPTION_PREVIOUS_KEYS/)
    expect(parseEnv({ DATA_ENCRYPTION_PREVIOUS_KEYS: `${'b'.repeat(64)}, ${'c'.repeat(64)}` }).DATA_ENCRYPTION_PREVIOUS_KEYS).toHaveLength(2)
  })

  test('the launcher stops with the message before it starts anything', async () => {
    const launched = runLauncher([], { DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/postgres', DATA_ENCRYPTION_KEY: '' })
    expect((await launched.exited).code).toBe(1)
    expect(launched.output()).toContain('DATA_ENCRYPTION_KEY="": is required in production with DATABASE_URL')
  })
})
