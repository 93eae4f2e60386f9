// /p/<code> (route PayLink): the public pay page of one agreement, opened from a reminder
// SMS without signing in. It shows the landlord's name, the property and what is due now and
// overdue, the landlord's bank QR to scan (with the payment reference and "I paid by QR"), and
// lets the payer pay all of it or one charge with Khalti or eSewa. Each POST mints a
// fresh gateway payment: Khalti answers with its page (303 there); eSewa needs a signed form posted
// from the browser, which this page renders and posts by itself (a plain button without
// JavaScript). A server-only page (ADR 009). An unknown or ended agreement's code is 404.
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { data, redirect } from 'react-router'
import { RouteErrorPage } from '~/components/error-page'
import { PayByQr } from '~/components/pay/pay-by-qr'
import { PayDues } from '~/components/pay/pay-page'
import { EsewaRedirect } from '~/components/pay/esewa-redirect'
import { titleMeta } from '~/components/route-meta'
import { loadAsDocument, qrOnScreen, serverOnlyPage } from '~/components/server-only-page'
import { translate, useT } from '~/i18n'
import { PayChoiceSchema } from '~/schemas/pay-link-schemas'
import { parseFormFields, readFormData } from '~/server/form-data.server'
import { resolveLanguage } from '~/server/language.server'
import { startGatewayPayment } from '~/services/payments/gateway-payments.server'
import { getPayPage, payLinkAgreementId } from '~/services/payments/pay-links.server'
import { payByQrView, reportQrPaymentUrl } from '~/web/pay-by-qr.server'
import { passOnHeaders } from '~/web/route-headers'
import { formRefusalOf } from '~/web/refusal.server'
import type { Route } from './+types/index'
import { openPayLink } from './web.server'

export const handle = { ...serverOnlyPage, ...qrOnScreen }
export const clientMiddleware = [loadAsDocument]
export const headers = passOnHeaders

export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await openPayLink(context, () => getPayPage(params.code))
  const agreementId = await payLinkAgreementId(params.code)
  const payment = { landlordName: page.landlordName, dueNowPaisa: page.dueNowPaisa, reference: page.reference, reportTo: reportQrPaymentUrl(agreementId) }
  return { page, payByQr: payByQrView(page.qr, payment) }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const language = await resolveLanguage(request)
  const refused = async (key: 'pay.notPayable' | 'pay.unavailable', status: number) =>
    data({ error: translate(language, key), esewa: null, page: await openPayLink(context, () => getPayPage(params.code)) }, { status })
  const parsed = parseFormFields(await readFormData(request), PayChoiceSchema)
  if (!parsed.success) return refused('pay.notPayable', 400)
  try {
    const started = await openPayLink(context, () => startGatewayPayment(params.code, parsed.data))
    if (started.gateway === 'KHALTI') return redirect(started.paymentUrl, { status: 303 })
    return { error: null, esewa: { formUrl: started.formUrl, fields: started.fields }, page: null }
  } catch (error) {
    // A server-only page with texts of its own (ADR 009): a gateway out of reach (503), or not payable.
    const { status } = formRefusalOf(error, language, { form: 'pay link' })
    return refused(status === 503 ? 'pay.unavailable' : 'pay.notPayable', status)
  }
}

export default function PayLink({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <Container component="section" maxWidth="sm" aria-labelledby="pay-title" sx={{ py: { xs: 3, md: 5 } }}>
      {actionData?.esewa ? (
        <EsewaRedirect formUrl={actionData.esewa.formUrl} fields={actionData.esewa.fields} />
      ) : (
        <>
          <PayTitle />
          <PayDues page={actionData?.page ?? loaderData.page} error={actionData?.error ?? undefined} qr={loaderData.payByQr && <PayByQr view={loaderData.payByQr} />} />
        </>
      )}
    </Container>
  )
}

function PayTitle() {
  const t = useT()
  return (
    <Typography id="pay-title" component="h1" variant="h4" sx={{ fontWeight: 700, mb: 2 }}>
      {t('pay.title')}
    </Typography>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return titleMeta(matches, 'pay.title')
}

export function ErrorBoundary() {
  return <RouteErrorPage />
}
