// The text to a member whose paid plan is ending: sent 7 days and 1 day before its end
// date (the first day back on Basic). Budget as every text (texts.ts SMS_BUDGETS: English one
// GSM-7 segment, Nepali two UCS-2 ones); it names nobody, so nothing shrinks.
import type { MemberPlan } from '../plans.ts'
import { days, fit, SMS_BUDGETS } from './texts.ts'
import { type SmsLanguage, smsDate, smsNumber } from './text-parts.ts'

const PLAN_NAMES: Record<SmsLanguage, Record<MemberPlan, string>> = {
  ENG: { BASIC: 'Basic', PLUS: 'Plus', PRO: 'Pro' },
  NEP: { BASIC: 'बेसिक', PLUS: 'प्लस', PRO: 'प्रो' },
}

export type PlanEndingInput = { language: SmsLanguage; plan: MemberPlan; endsOn: string; daysLeft: number }

export function planEndingText({ language, plan, endsOn, daysLeft }: PlanEndingInput): string {
  if (!Number.isSafeInteger(daysLeft) || daysLeft < 1) throw new RangeError('daysLeft is a whole number of days, at least 1')
  const name = PLAN_NAMES[language][plan]
  const end = smsDate({ date: endsOn, calendar: 'AD' }, language)
  return fit(language, SMS_BUDGETS[language], {}, () =>
    language === 'NEP'
      ? `Bhadaa: तपाईंको ${name} योजना ${end}मा सकिन्छ, ${smsNumber(daysLeft, language)} दिन बाँकी। योजना पृष्ठमा नवीकरण नगरे बेसिकमा फर्किन्छ, केही मेटिँदैन।`
      : `Bhadaa: your ${name} plan ends on ${end}, in ${days(daysLeft)}. Renew it on the Plans page in Bhadaa; otherwise you go back to Basic, and nothing is deleted.`,
  )
}
