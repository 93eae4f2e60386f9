// /p/<code>/done/<orderId> (route PayLinkDone): how one online payment ended — paid,
// with its receipt number (and the receipt itself for a signed-in tenant, under My Rent); received
// but waiting for the landlord's decision (the gateway confirmed the money, the ledger could not take
// it as a payment), with the gateway's reference; failed, with a way to try again; or not confirmed
// yet (a pending Khalti payment is looked up again on each load). A server-only page (ADR 009).
import Container from '@mui/material/Container'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Alert } from '~/components/alert'
import { Button } from '~/components/button'
import { useFormat } from '~/components/format/dates-and-money'
import { RouteErrorPage } from '~/components/error-page'
import { titleMeta } from '~/components/route-meta'
import { loadAsDocument, serverOnlyPage } from '~/components/server-only-page'
import { useT } from '~/i18n'
import { recheckGatewayPayment } from '~/services/payments/gateway-payments.server'
import { getSessionMember } from '~/services/accounts/session.server'
import type { Route } from './+types/done'
import { openPayLink } from './web.server'

export const handle = serverOnlyPage
export const clientMiddleware = [loadAsDocument]

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const [result, member] = await Promise.all([openPayLink(context, () => recheckGatewayPayment(params.code, params.orderId)), getSessionMember(request)])
  return { code: params.code, result, signedIn: member !== null }
}

export default function PayLinkDone({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const format = useFormat()
  const { code, result, signedIn } = loaderData
  return (
    <Container component="section" maxWidth="sm" aria-labelledby="pay-done-title" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography id="pay-done-title" component="h1" variant="h4" sx={{ fontWeight: 700, mb: 2 }}>
        {t('pay.doneTitle')}
      </Typography>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {result.status === 'COMPLETED' && (
          <>
            <Alert severity="success" role="status">
              {t('pay.completed', { amount: format.money(result.amountPaisa) })}
            </Alert>
            {result.receiptNumber !== null && <Typography data-testid="pay-receipt-number">{t('pay.receiptNumber', { number: format.digits(result.receiptNumber) })}</Typography>}
            {signedIn && result.receiptNumber !== null && (
              <Button href={`/my-rent/${result.agreementId}/receipts/${result.receiptNumber}`} variant="contained">
                {t('pay.seeReceipt')}
              </Button>
            )}
            <Button href={`/p/${code}`}>{t('pay.back')}</Button>
          </>
        )}
        {(result.status === 'NEEDS_DECISION' || result.status === 'REFUNDED') && (
          <>
            <Alert severity="success" role="status">
              {t(result.status === 'REFUNDED' ? 'pay.refundedOutside' : 'pay.received', { amount: format.money(result.amountPaisa) })}
            </Alert>
            {result.transactionId !== null && <Typography data-testid="pay-reference">{t('pay.reference', { reference: result.transactionId })}</Typography>}
            <Button href={`/p/${code}`}>{t('pay.back')}</Button>
          </>
        )}
        {result.status === 'FAILED' && (
          <>
            <Alert severity="error">{t('pay.failed')}</Alert>
            <Button href={`/p/${code}`} variant="contained">
              {t('pay.tryAgain')}
            </Button>
          </>
        )}
        {(result.status === 'PENDING' || result.status === 'INITIATED') && (
          <>
            <Alert severity="info" role="status">
              {t('pay.pending')}
            </Alert>
            <Button href={`/p/${code}/done/${result.orderId}`} variant="contained">
              {t('pay.checkAgain')}
            </Button>
            <Button href={`/p/${code}`}>{t('pay.back')}</Button>
          </>
        )}
      </Stack>
    </Container>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return titleMeta(matches, 'pay.doneTitle')
}

export function ErrorBoundary() {
  return <RouteErrorPage />
}
