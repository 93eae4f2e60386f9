// The texts of the SMS we send, in the recipient's language. English must fit one GSM-7 segment
// (160 characters) and Nepali two UCS-2 segments (134), DESIGN §5; sms-text.test.ts checks both.
import { toDevanagariDigits } from './devanagari-digits.ts'

export type SmsLanguage = 'ENG' | 'NEP'

/**
 * The one-time code message. The code stays in ASCII digits in both languages: phones offer
 * to fill a code in only when they recognise its digits, and every keyboard can type them.
 */
export function otpText({ code, minutes, language }: { code: string; minutes: number; language: SmsLanguage }) {
  if (!/^\d{6}$/.test(code)) throw new RangeError('A one-time code is 6 digits')
  return language === 'NEP'
    ? `तपाईंको भाडा कोड ${code} हो। यो ${toDevanagariDigits(minutes)} मिनेटमा सकिन्छ। कसैलाई नदिनुहोस्।`
    : `Your Bhadaa code is ${code}. It expires in ${minutes} minutes. Do not share it.`
}
