// /settings/payments (route SettingsPayments): Settings > Payments, the landlord's own bank QR
// (every plan; ./payment-qr.server.ts) and Khalti and eSewa accounts, in the settings frame. Forms
// (handled in ./payments.server.ts): check a QR, then save it (two steps), or remove one; connect Khalti (secret key), connect
// eSewa (merchant code and secret key), disconnect one. Bad input and keys the gateway refuses come back to the form (400) with nothing saved; a gateway out
// of reach is 503 with nothing saved; the Basic plan is 403. Each form saves once per render.
import { RouteErrorPage } from '~/components/error-page'
import { titleMeta } from '~/components/route-meta'
import { PaymentQrSection } from '~/components/settings/payment-qr-section'
import { PaymentsSection } from '~/components/settings/payments-section'
import { SettingsPage } from '~/components/settings/settings-layout'
import { getGatewaySettings } from '~/services/payments/gateway-accounts.server'
import { getPaymentQrSettings } from '~/services/payments/payment-qrs.server'
import { newFormKey } from '~/web/form-key.server'
import { passOnHeaders } from '~/web/route-headers'
import { signedIn } from '~/web/route-kit.server'
import type { Route } from './+types/payments'
import { paymentsAction } from './payments.server'
import { loadAsDocument, serverOnlyPage } from '~/components/server-only-page'

// Plain posts the server checks: served as HTML without React (ADR 034).
export const handle = serverOnlyPage
export const clientMiddleware = [loadAsDocument]

export const headers = passOnHeaders

export async function loader({ context }: Route.LoaderArgs) {
  const { member } = signedIn(context)
  const [gateways, paymentQr] = await Promise.all([getGatewaySettings(member.id), getPaymentQrSettings(member.id)])
  return { gateways, paymentQr, formKey: newFormKey() }
}

export function action({ request, context }: Route.ActionArgs) {
  const { member, language } = signedIn(context)
  return paymentsAction(request, { memberId: member.id, language })
}

export default function SettingsPayments({ loaderData, actionData }: Route.ComponentProps) {
  // The QR's check step answers with the QR read, not a form's reply.
  const reply = actionData && 'result' in actionData ? actionData : undefined
  return (
    <SettingsPage section="payments">
      <PaymentQrSection settings={loaderData.paymentQr} actionData={actionData ?? undefined} formKey={loaderData.formKey} />
      <PaymentsSection gateways={loaderData.gateways} actionData={reply} formKey={loaderData.formKey} />
    </SettingsPage>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return titleMeta(matches, 'settings.payments')
}

export function ErrorBoundary() {
  return <RouteErrorPage />
}
