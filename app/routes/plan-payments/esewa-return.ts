// /plans/esewa/<orderId> and /plans/esewa/<orderId>/failed (routes PlansEsewaReturn,
// PlansEsewaFailed): eSewa's success address (with `?data=`, its signed answer) and its
// failure address. The answer counts only when its signature checks out and eSewa's status API
// agrees; then Settings > Billing says how it ended.
import { confirmPlanEsewa } from '~/services/plans/billing.server'
import type { Route } from './+types/esewa-return'
import { answerPlanReturn } from './return.server'

export function loader({ request, params }: Route.LoaderArgs) {
  const failed = new URL(request.url).pathname.endsWith('/failed')
  const answer = failed ? null : new URL(request.url).searchParams.get('data')
  return answerPlanReturn(request, () => confirmPlanEsewa(params.orderId, answer))
}
