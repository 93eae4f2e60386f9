// The SMS provider the environment names (SMS_PROVIDER), read when a message is sent. The
// credentials each provider needs are checked at start-up (server/env.ts).
import { parseEnv } from '../../../server/env'
import { aakashSmsProvider } from './aakash.server'
import { logSmsProvider } from './log.server'
import { sparrowSmsProvider } from './sparrow.server'
import type { SmsProvider } from './types'

export type { OutgoingSms, SmsFailureKind, SmsProvider } from './types'
export { SmsProviderError } from './types'

function required(value: string | undefined, name: string): string {
  if (!value) throw new Error(`${name} is required for this SMS_PROVIDER`)
  return value
}

export function smsProviderFromEnv(source: Record<string, string | undefined> = process.env): SmsProvider {
  const env = parseEnv(source)
  switch (env.SMS_PROVIDER) {
    case 'log':
      return logSmsProvider(env.SMS_LOG_FILE)
    case 'sparrow':
      return sparrowSmsProvider({ token: required(env.SPARROW_TOKEN, 'SPARROW_TOKEN'), from: required(env.SPARROW_FROM, 'SPARROW_FROM') })
    case 'aakash':
      return aakashSmsProvider({ authToken: required(env.AAKASH_AUTH_TOKEN, 'AAKASH_AUTH_TOKEN') })
  }
}
