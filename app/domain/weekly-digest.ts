// The landlord's weekly digest: an opt-in text every Sunday at 09:00 Nepal time, in the
// landlord's language, with how many tenants are overdue, the total they owe, and what falls due
// this week (Sunday to Saturday). It keeps every text's budget (SMS_BUDGETS: English one GSM-7
// segment, Nepali two UCS-2 ones); it holds no names, so the worst case is the largest figures,
// which the unit tests check.
import { addAdDays, adDayNumber } from './ad-date.ts'
import { nepalClock } from './nepal-time.ts'
import { type SmsLanguage, smsAmount, smsNumber } from './sms/text-parts.ts'

/** Sunday, 09:00 Nepal time; a run after that on the same Sunday still sends (a missed run), one before 19:00. */
export const DIGEST_HOURS = { from: 9, until: 19 } as const

export type WeeklyDigest = {
  /** Tenants (not agreements) with money past its due date. */
  overdueTenants: number
  overduePaisa: number
  /** Unpaid on charges due from Sunday to Saturday. */
  dueThisWeekPaisa: number
}

/** The Sunday (A.D., `YYYY-MM-DD`) that starts the week of `day`: Nepal's week runs Sunday to Saturday. */
export function weekStartOf(day: string): string {
  // Day number 0 (1970-01-01) was a Thursday: + 4 makes Sunday 0.
  const weekday = (((adDayNumber(day) + 4) % 7) + 7) % 7
  return addAdDays(day, -weekday)
}

/** Whether `now` is Sunday between 09:00 and 19:00 in Nepal: the time the digest may be sent. */
export function isDigestTime(now: Date): boolean {
  const { date, hour } = nepalClock(now)
  return weekStartOf(date) === date && hour >= DIGEST_HOURS.from && hour < DIGEST_HOURS.until
}

/** The text's unique key: once per member and week. */
export function digestKey(memberId: number, weekStart: string): string {
  return `weekly-digest:${memberId}:${weekStart}`
}

/** Whether there is anything to say: a week with nothing overdue and nothing due sends no text. */
export function digestHasNews(digest: WeeklyDigest): boolean {
  return digest.overdueTenants > 0 || digest.overduePaisa > 0 || digest.dueThisWeekPaisa > 0
}

/** The digest's text in the landlord's language. */
export function weeklyDigestText(language: SmsLanguage, digest: WeeklyDigest): string {
  const n = smsNumber(digest.overdueTenants, language)
  const owed = smsAmount(digest.overduePaisa, language)
  const due = smsAmount(digest.dueThisWeekPaisa, language)
  if (language === 'NEP') {
    const overdue = digest.overdueTenants === 0 ? 'कुनै भाडावालको भाडा बाँकी छैन।' : `${n} भाडावालको भाडा बाँकी, जम्मा ${owed}।`
    return `Bhadaa साप्ताहिक: ${overdue} यो हप्ता उठ्ने: ${due}।`
  }
  const overdue =
    digest.overdueTenants === 0 ? 'No tenant is overdue.' : `${n} ${digest.overdueTenants === 1 ? 'tenant is' : 'tenants are'} overdue, owing ${owed} in all.`
  return `Bhadaa weekly: ${overdue} Due this week: ${due}.`
}
