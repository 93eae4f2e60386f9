// A plan's name in words (`PLUS` → "Plus" / "प्लस"), for every screen that names a plan.
import type { MemberPlan } from '~/domain/plans'
import type { MessageKey } from '~/i18n'

export const PLAN_NAMES: Record<MemberPlan, MessageKey> = { BASIC: 'plan.basic', PLUS: 'plan.plus', PRO: 'plan.pro' }
