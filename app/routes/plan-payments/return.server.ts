// Where Bhadaa's gateways send a member back after paying for a plan: the result as a
// toast on Settings > Billing. Nothing the browser brings is believed (plan-billing.server.ts asks
// the gateway itself); reloading the return address changes nothing twice.
import { formatLongDate } from '~/components/format/dates-and-money'
import { translate } from '~/i18n'
import type { PlanPaymentView } from '~/services/plans/billing.server'
import { getSessionMember } from '~/services/accounts/session.server'
import { resolveLanguage } from '~/server/language.server'
import { redirectWithToast } from '~/server/toast.server'
import { throwRefusalPage } from '~/web/refusal.server'

export const BILLING_PAGE = '/settings/billing'

export async function answerPlanReturn(request: Request, confirm: () => Promise<PlanPaymentView & { forged?: boolean }>) {
  const language = await resolveLanguage(request, await getSessionMember(request))
  let result: PlanPaymentView & { forged?: boolean }
  try {
    result = await confirm()
  } catch (error) {
    // The gateway out of reach is 503: nothing changed; the return address can be loaded again.
    throwRefusalPage(error)
  }
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string>) => translate(language, key, params)
  if (result.status === 'COMPLETED' && result.endsOn) {
    const plan = t(result.plan === 'PRO' ? 'plan.pro' : 'plan.plus')
    return redirectWithToast(BILLING_PAGE, { type: 'success', message: t('billing.paid', { plan, date: formatLongDate(result.endsOn, 'AD', language) }) }, { status: 303 })
  }
  if (result.forged) return redirectWithToast(BILLING_PAGE, { type: 'error', message: t('billing.unconfirmed') }, { status: 303 })
  if (result.status === 'PENDING' || result.status === 'INITIATED') return redirectWithToast(BILLING_PAGE, { type: 'info', message: t('billing.pending') }, { status: 303 })
  return redirectWithToast(BILLING_PAGE, { type: 'error', message: t('billing.failed') }, { status: 303 })
}
