// /v1/public/pay/{code}: a pay link through the API, without signing in. GET: what is due. POST:
// start a payment of all that is due or one charge (Khalti's page to send the payer to, or eSewa's
// signed form fields). Every call counts against the caller's address; an ended agreement is 404.
import { apiData, handleApi, methodNotAllowed } from '~/v1/api.server'
import { operations } from '~/v1/operations'
import { answerPayStart } from '~/v1/pay-start.server'
import { countPayLinkLookup, getPayPage } from '~/services/payments/pay-links.server'
import { requestInfoContext } from '~/server/request-context'
import type { Route } from './+types/public.pay.$code'

export function loader({ request, params, context }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await countPayLinkLookup(context.get(requestInfoContext).clientIp)
    return apiData(operations.publicPayGet.response.parse(await getPayPage(params.code)))
  })
}

export function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed({ request })
  return answerPayStart(request, params.code, context.get(requestInfoContext).clientIp, operations.publicPayStart.body)
}
