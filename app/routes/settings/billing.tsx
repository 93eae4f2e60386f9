// /settings/billing (route SettingsBilling, issue 17): Settings > Billing, the member's plan, its
// end date and the history of plan payments, in the settings frame. Read-only: plans are changed
// and paid for on /plans.
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { RouteErrorPage } from '~/components/error-page'
import { titleMeta } from '~/components/route-meta'
import { BillingSection } from '~/components/settings/billing-section'
import { SettingsLayout } from '~/components/settings/settings-layout'
import { useT } from '~/i18n'
import { getPlanBilling } from '~/services/plan-billing.server'
import { passOnHeaders } from '~/web/route-headers'
import { signedIn } from '~/web/route-kit.server'
import type { Route } from './+types/billing'

export const headers = passOnHeaders

export async function loader({ context }: Route.LoaderArgs) {
  const { member } = signedIn(context)
  return { billing: await getPlanBilling(member.id) }
}

export default function SettingsBilling({ loaderData }: Route.ComponentProps) {
  const t = useT()
  return (
    <Container component="section" maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }} aria-labelledby="page-title">
      <Typography id="page-title" variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {t('settings.title')}
      </Typography>
      <SettingsLayout section="billing">
        <BillingSection billing={loaderData.billing} />
      </SettingsLayout>
    </Container>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return titleMeta(matches, 'settings.billing')
}

export function ErrorBoundary() {
  return <RouteErrorPage />
}
