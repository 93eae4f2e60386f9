// Plan names and perks in the interface language. The figures come from app/domain/plans.ts, so a
// card can never promise other numbers than the ones enforced.
import type { LandingPlanId, MemberPlan, PlanPerk } from '~/domain/plans'
import { localDigits } from '~/domain/devanagari-digits'
import type { Language, MessageKey } from '~/i18n'

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string

export function planName(t: Translate, id: LandingPlanId | MemberPlan) {
  return t(`plan.${id.toLowerCase() as LandingPlanId}`)
}

export function perkText(t: Translate, language: Language, perk: PlanPerk) {
  if (perk.id === 'sms-notifications' || perk.id === 'online-rent-payment') return t(`plan.perk.${perk.id}`)
  const count = perk.count ?? 0
  if (count === Infinity && perk.id !== 'team-seats') return t(`plan.perk.${perk.id}.unlimited`)
  return t(`plan.perk.${perk.id}.${count === 1 ? 'one' : 'other'}`, { count: localDigits(count, language) })
}
