// /p/<code>/khalti (route PayLinkKhaltiReturn): where Khalti sends the payer back
// (`?pidx=...&status=...`). Only `pidx` is read: the server asks Khalti itself how the payment
// stands, then shows the result. Reloading it records nothing twice.
import { data, redirect } from 'react-router'
import { confirmKhalti } from '~/services/payments/gateway-payments.server'
import type { Route } from './+types/khalti-return'
import { throwRefusalPage } from '~/web/refusal.server'
import { openPayLink } from './web.server'

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const pidx = new URL(request.url).searchParams.get('pidx')
  if (!pidx) throw data(null, { status: 404 })
  try {
    const result = await openPayLink(context, () => confirmKhalti(params.code, pidx))
    return redirect(`/p/${params.code}/done/${result.orderId}`, { status: 303 })
  } catch (error) {
    // Khalti out of reach is 503: the payment stays as it was; the return address can be loaded again.
    throwRefusalPage(error)
  }
}
