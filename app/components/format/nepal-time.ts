// An instant as a clock in Nepal shows it, in the interface language: `22 Nov 2026, 14:05` in
// English (A.D.), `२०८३ मंसिर ६, १४:०५` in Nepali (B.S., Devanagari digits).
import { toDevanagariDigits } from '~/domain/devanagari-digits'
import { nepalClock } from '~/domain/nepal-time'
import { smsDate } from '~/domain/sms/text-parts'
import type { Language } from '~/i18n'

const pad = (n: number) => String(n).padStart(2, '0')

export function formatNepalTime(instant: Date | string, language: Language): string {
  const { date, hour, minute } = nepalClock(new Date(instant))
  const clock = `${pad(hour)}:${pad(minute)}`
  return language === 'ne'
    ? `${smsDate({ date, calendar: 'BS' }, 'NEP')}, ${toDevanagariDigits(clock)}`
    : `${smsDate({ date, calendar: 'AD' }, 'ENG')}, ${clock}`
}
