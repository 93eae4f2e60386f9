// The SMS provider the environment names (SMS_PROVIDER), with its credentials and gateway address
// (server/env.ts checks them at start-up). Built once and reused for every message: the
// environment is parsed again only if its SMS variables change (tests switch providers).
import { type Env, parseEnv } from '~/server/env.server'
import { aakashSmsProvider } from './aakash.server'
import { logSmsProvider } from './log.server'
import { sparrowSmsProvider } from './sparrow.server'
import type { SmsProvider } from './types'

export type { OutgoingSms, SmsFailureKind, SmsProvider } from './types'
export { SmsProviderError } from './types'

const SMS_VARIABLES = ['SMS_PROVIDER', 'SMS_LOG_FILE', 'SPARROW_TOKEN', 'SPARROW_FROM', 'SPARROW_BASE_URL', 'AAKASH_AUTH_TOKEN', 'AAKASH_BASE_URL'] as const

function required(value: string | undefined, name: string): string {
  if (!value) throw new Error(`${name} is required for this SMS_PROVIDER`)
  return value
}

export function smsProviderOf(env: Env): SmsProvider {
  switch (env.SMS_PROVIDER) {
    case 'log':
      return logSmsProvider(env.SMS_LOG_FILE)
    case 'sparrow':
      return sparrowSmsProvider({
        token: required(env.SPARROW_TOKEN, 'SPARROW_TOKEN'),
        from: required(env.SPARROW_FROM, 'SPARROW_FROM'),
        baseUrl: env.SPARROW_BASE_URL,
      })
    case 'aakash':
      return aakashSmsProvider({ authToken: required(env.AAKASH_AUTH_TOKEN, 'AAKASH_AUTH_TOKEN'), baseUrl: env.AAKASH_BASE_URL })
  }
}

let built: { key: string; provider: SmsProvider } | undefined

export function smsProviderFromEnv(source: Record<string, string | undefined> = process.env): SmsProvider {
  const key = JSON.stringify(SMS_VARIABLES.map((name) => source[name] ?? ''))
  if (built?.key !== key) built = { key, provider: smsProviderOf(parseEnv(source)) }
  return built.provider
}
