// The texts the e2e server "sent": its `log` SMS provider appends one JSON line per message to
// E2E_SMS_LOG_FILE ({ to: '98XXXXXXXX', body, template, ... }). Messages go out through the job
// queue, so a test waits for the one it expects.
import { readFileSync } from 'node:fs'
import { expect } from '@playwright/test'
import { E2E_SMS_LOG_FILE } from './server-config'

type LoggedSms = { to: string; body: string; template: string; language: string }

export function smsTo(phone: string): LoggedSms[] {
  const to = phone.replace(/^\+977/, '')
  return readFileSync(E2E_SMS_LOG_FILE, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LoggedSms)
    .filter((sms) => sms.to === to)
}

/** The code of the `count`-th one-time-code text to the phone (1 = the first), once it has arrived. */
export async function codeSentTo(phone: string, count = 1): Promise<string> {
  await expect
    .poll(() => smsTo(phone).filter((sms) => sms.template === 'otp').length, { message: `code text ${count} to ${phone}`, timeout: 15_000 })
    .toBeGreaterThanOrEqual(count)
  const sms = smsTo(phone).filter((message) => message.template === 'otp')[count - 1]!
  const code = /\b(\d{6})\b/.exec(sms.body)?.[1]
  if (!code) throw new Error(`No code in: ${sms.body}`)
  return code
}
