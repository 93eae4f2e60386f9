// /settings/billing (route SettingsBilling): Settings > Billing, the member's plan, its
// end date and the history of plan payments, in the settings frame. Read-only: plans are changed
// and paid for on /plans.
import { RouteErrorPage } from '~/components/error-page'
import { titleMeta } from '~/components/route-meta'
import { BillingSection } from '~/components/settings/billing-section'
import { SettingsPage } from '~/components/settings/settings-layout'
import { getPlanBilling } from '~/services/plans/billing.server'
import { passOnHeaders } from '~/web/route-headers'
import { signedIn } from '~/web/route-kit.server'
import type { Route } from './+types/billing'
import { loadAsDocument, serverOnlyPage } from '~/components/server-only-page'

// Read-only: served as HTML without React (ADR 034).
export const handle = serverOnlyPage
export const clientMiddleware = [loadAsDocument]

export const headers = passOnHeaders

export async function loader({ context }: Route.LoaderArgs) {
  const { member } = signedIn(context)
  return { billing: await getPlanBilling(member.id) }
}

export default function SettingsBilling({ loaderData }: Route.ComponentProps) {
  return (
    <SettingsPage section="billing">
      <BillingSection billing={loaderData.billing} />
    </SettingsPage>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return titleMeta(matches, 'settings.billing')
}

export function ErrorBoundary() {
  return <RouteErrorPage />
}
