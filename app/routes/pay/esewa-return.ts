// /p/<code>/esewa/<orderId> (route PayLinkEsewaReturn, issue 17): eSewa's success address (with
// `?data=`, its signed answer) and its failure address (without). The answer counts only when its
// signature checks out and eSewa's status API agrees; then the result page shows how it ended.
import { data, redirect } from 'react-router'
import { confirmEsewa, GatewayUnavailableError } from '~/services/payments/gateway-payments.server'
import type { Route } from './+types/esewa-return'
import { openPayLink } from './web.server'

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const answer = new URL(request.url).searchParams.get('data')
  try {
    const result = await openPayLink(context, () => confirmEsewa(params.code, params.orderId, answer))
    return redirect(`/p/${params.code}/done/${result.orderId}${result.forged ? '?unconfirmed' : ''}`, { status: 303 })
  } catch (error) {
    if (error instanceof GatewayUnavailableError) throw data(null, { status: 503 })
    throw error
  }
}
