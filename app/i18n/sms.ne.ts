// Nepali texts: SMS delivery, the SMS log and notifications (issue 6).
import type { smsEn } from './sms.en'

export const smsNe: Record<keyof typeof smsEn, string> = {
}
