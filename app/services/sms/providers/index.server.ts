// The SMS provider the environment names (SMS_PROVIDER), with its credentials and API address
// (server/env.ts checks them at start-up). The worker builds it once, when it starts, and hands
// it to the handlers that send (jobs/worker.server.ts); nothing reads the environment per message.
import { env, type SmsSettings } from '~/server/env.server'
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

export function smsProviderOf(settings: SmsSettings): SmsProvider {
  switch (settings.SMS_PROVIDER) {
    case 'log':
      return logSmsProvider(settings.SMS_LOG_FILE)
    case 'sparrow':
      return sparrowSmsProvider({
        token: required(settings.SPARROW_TOKEN, 'SPARROW_TOKEN'),
        from: required(settings.SPARROW_FROM, 'SPARROW_FROM'),
        baseUrl: settings.SPARROW_BASE_URL,
      })
    case 'aakash':
      return aakashSmsProvider({ authToken: required(settings.AAKASH_AUTH_TOKEN, 'AAKASH_AUTH_TOKEN'), baseUrl: settings.AAKASH_BASE_URL })
  }
}

/** The configured provider's name: what a queued message and the provider's pause are filed under. */
export const configuredSmsProvider = env.SMS_PROVIDER
