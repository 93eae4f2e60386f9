// /plans/khalti (route PlansKhaltiReturn): where Khalti sends a member back after paying
// for a plan (`?pidx=...&status=...`). Only `pidx` is read: the server looks the payment up at
// Khalti, then Settings > Billing says how it ended. Also the billing page's "Check again".
import { data } from 'react-router'
import { confirmPlanKhalti } from '~/services/plans/billing.server'
import type { Route } from './+types/khalti-return'
import { answerPlanReturn } from './return.server'

export function loader({ request }: Route.LoaderArgs) {
  const pidx = new URL(request.url).searchParams.get('pidx')
  if (!pidx) throw data(null, { status: 404 })
  return answerPlanReturn(request, () => confirmPlanKhalti(pidx))
}
