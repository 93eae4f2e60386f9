// /p/<code>/esewa/<orderId> (route PayLinkEsewaReturn): eSewa's success address (with
// `?data=`, its signed answer) and its failure address (without). The answer counts only when its
// signature checks out and eSewa's status API agrees; then the result page shows how it ended.
import { redirect } from 'react-router'
import { confirmEsewa } from '~/services/payments/gateway-payments.server'
import type { Route } from './+types/esewa-return'
import { throwRefusalPage } from '~/web/refusal.server'
import { openPayLink } from './web.server'

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const answer = new URL(request.url).searchParams.get('data')
  try {
    const result = await openPayLink(context, () => confirmEsewa(params.code, params.orderId, answer))
    return redirect(`/p/${params.code}/done/${result.orderId}${result.forged ? '?unconfirmed' : ''}`, { status: 303 })
  } catch (error) {
    // eSewa out of reach is 503: the payment stays as it was; the return address can be loaded again.
    throwRefusalPage(error)
  }
}
