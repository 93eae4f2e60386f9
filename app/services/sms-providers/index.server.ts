// The SMS provider the environment names (SMS_PROVIDER), read when a message is sent.
import { parseEnv } from '../../../server/env'
import { logSmsProvider } from './log.server'
import type { SmsProvider } from './types'

export type { OutgoingSms, SmsProvider } from './types'

export function smsProviderFromEnv(source: Record<string, string | undefined> = process.env): SmsProvider {
  const { SMS_PROVIDER, SMS_LOG_FILE } = parseEnv(source)
  switch (SMS_PROVIDER) {
    case 'log':
      return logSmsProvider(SMS_LOG_FILE)
  }
}
