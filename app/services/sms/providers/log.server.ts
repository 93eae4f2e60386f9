// The `log` provider (the default): sends nothing and appends each message as one JSON line to a
// file, so development and the browser tests can read the codes that would have been texted.
import { appendFile, mkdir } from 'node:fs/promises'
import path from 'node:path'
import type { SmsProvider } from './types'

export function logSmsProvider(file: string): SmsProvider {
  return {
    name: 'log',
    async send(message) {
      await mkdir(path.dirname(path.resolve(file)), { recursive: true })
      // One write per line, opened for append: concurrent senders never interleave a line.
      await appendFile(file, `${JSON.stringify({ ...message, sentAt: new Date().toISOString() })}\n`)
      return { providerMessageId: `log-${message.id}` }
    },
  }
}
