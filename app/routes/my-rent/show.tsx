// /my-rent/{id} (route MyRentShow): one of the tenant's agreements — the landlord with
// tap-to-call, the terms, the utilities, the place, and the dues with their status, the payments
// and a receipt for each (at /my-rent/{id}/receipts/{number}), and a link to its statement. Read-only: the same lists the
// landlord's Dues and Payments section shows, without its forms. Once settled, the move-out (deposit,
// deductions, refund or amount owed, the settlement statement). "I paid" only while something is
// owed, with the landlord's bank QR to pay by (its "I paid by QR" fills the form in); Pay (to the
// pay page) while rent is due now and the landlord takes it online. Another
// tenant's id is 404.
import Box from '@mui/material/Box'
import MuiLink from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useFormat } from '~/components/format/dates-and-money'
import { Link } from '~/components/link'
import { UtilitiesCard, TermsCard, DetailsCard, FactList } from '~/components/agreements/agreement-details'
import { addressOf } from '~/components/agreements/agreement-cards'
import { PageErrorBoundary } from '~/components/page/error-boundary'
import { BalanceFacts, ChargeList, PaymentHistory, SubHeading } from '~/components/ledger/dues-and-payments'
import { Button } from '~/components/button'
import { LandlordCard, usePlaceName } from '~/components/my-rent/agreement-card'
import { PageFrame } from '~/components/page/page-frame'
import { titleMeta } from '~/components/route-meta'
import { nepalToday } from '~/domain/nepal-time'
import { useT } from '~/i18n'
import { SettlementCard } from '~/components/my-rent/settlement-card'
import { PaymentProofs } from '~/components/my-rent/payment-proofs'
import { PayOnlineButton } from '~/components/my-rent/pay-online'
import { adToBs, formatBsDate } from '~/domain/bs-calendar'
import { ReceivedOnlineForTenant } from '~/components/received/received-online'
import { getMyRentAgreement } from '~/services/my-rent/my-rent.server'
import { readMyRentPage } from '~/services/my-rent/agreement-page-read.server'
import { payByQrView, reportQrPaymentUrl } from '~/web/pay-by-qr.server'
import { PayByQr } from '~/components/pay/pay-by-qr'
import { loadAsDocument, qrOnScreen, serverOnlyPage } from '~/components/server-only-page'
import { paisaToRupees } from '~/domain/money'
import { newFormKey } from '~/web/form-key.server'
import { idParam, loadOrThrow, readIntentForm, signedIn } from '~/web/route-kit.server'
import { PROOF_INTENTS, proofFormAction } from './proof.server'
import type { Route } from './+types/show'

// Plain posts the server checks; the date picker is the page script's (ADR 034): no React.
export const handle = { ...serverOnlyPage, ...qrOnScreen }
export const clientMiddleware = [loadAsDocument]

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { member } = signedIn(context)
  const today = nepalToday()
  const { tenancy, proofs, pendingOnline, receivedOnline, qr } = await loadOrThrow(readMyRentPage(member.phone, idParam(params.id), today))
  const { agreement, landlord } = tenancy
  const payment = { landlordName: landlord.name, dueNowPaisa: tenancy.ledger.balance.dueNowPaisa, reference: qr?.reference ?? '', reportTo: reportQrPaymentUrl(agreement.id) }
  const payByQr = payByQrView(qr, payment)
  return {
    tenancy,
    today,
    todayInCalendar: agreement.calendar === 'BS' ? formatBsDate(adToBs(today)) : today,
    proofs,
    pendingOnline,
    receivedOnline,
    payByQr,
    // "I paid by QR": the report form filled in with the amount due now, the method and the reference.
    proofPrefill: payByQr && new URL(request.url).searchParams.get('paid') === 'qr' ? { amount: String(paisaToRupees(payByQr.dueNowPaisa)), method: 'QR', reference: `${payByQr.reference} ` } : null,
    formKey: newFormKey(),
    showAllCharges: new URL(request.url).searchParams.get('charges') === 'all',
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const who = signedIn(context)
  const { agreement } = await loadOrThrow(getMyRentAgreement(who.member.phone, idParam(params.id)))
  const { formData, intent } = await readIntentForm(request)
  if (!PROOF_INTENTS.includes(intent)) throw new Response(null, { status: 400 })
  return proofFormAction(formData, who, agreement.id)
}

export default function MyRentShow({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const format = useFormat()
  const placeName = usePlaceName()
  const { tenancy, today, showAllCharges, todayInCalendar, proofs, pendingOnline, formKey } = loaderData
  const { agreement, landlord, ledger } = tenancy
  const pageUrl = `/my-rent/${agreement.id}`
  const place: Array<[string, React.ReactNode]> = [
    [t('agreement.property'), agreement.property.name],
    [t('agreement.address'), addressOf(agreement.property)],
  ]
  if (agreement.unit) place.push([t('agreement.unit'), agreement.unit.name])
  return (
    <PageFrame title={agreement.name} subtitle={placeName(tenancy)} back={{ to: '/my-rent', label: t('myRent.title') }}>
      <LandlordCard landlord={landlord} />
      <TermsCard agreement={agreement} />
      <UtilitiesCard agreement={agreement} />
      <DetailsCard id="agreement-property" title={t('agreement.propertyInfo')}>
        <FactList rows={place} />
      </DetailsCard>
      {tenancy.settlement && <SettlementCard agreementId={agreement.id} calendar={agreement.calendar} settlement={tenancy.settlement} />}
      {loaderData.payByQr && <PayByQr view={loaderData.payByQr} />}
      <ReceivedOnlineForTenant items={loaderData.receivedOnline} />
      <Box id="agreement-ledger">
        <DetailsCard id="ledger" title={t('ledger.title')}>
          <BalanceFacts ledger={ledger} />
          {tenancy.payCode && <PayOnlineButton payCode={tenancy.payCode} dueNowPaisa={ledger.balance.dueNowPaisa} agreementName={agreement.name} />}
          <SubHeading>{t('ledger.charges')}</SubHeading>
          <ChargeList ledger={ledger} today={today} showAll={showAllCharges} pageUrl={pageUrl} readOnly />
          <SubHeading>{t('ledger.payments')}</SubHeading>
          <PaymentHistory payments={ledger.payments} calendar={ledger.calendar} receiptTo={(number) => `${pageUrl}/receipts/${number}`} />
          <Button component={Link} to={`${pageUrl}/statement`} variant="outlined" sx={{ mt: 2 }}>
            {t('statement.link')}
          </Button>
        </DetailsCard>
      </Box>
      {/* Repairs: report a problem, follow the requests. */}
      <DetailsCard id="repairs" title={t('repair.tenant.title')}>
        <Typography color="text.secondary">{t('repair.tenant.intro')}</Typography>
        <Button component={Link} to={`${pageUrl}/repairs`} variant="outlined" sx={{ mt: 2 }}>
          {t('repair.tenant.report')}
        </Button>
      </DetailsCard>
      {tenancy.paymentsGoTo !== null ? (
        // An upcoming renewal: its "I paid" would be refused, the running agreement takes the payments until it starts.
        <Typography id="renewal-upcoming" sx={{ mt: 2 }}>
          {t('myRent.renewalUpcoming', { date: format.date(agreement.startDate, agreement.calendar) })}{' '}
          <MuiLink component={Link} to={`/my-rent/${tenancy.paymentsGoTo}`}>
            {t('myRent.renewalUpcomingLink')}
          </MuiLink>
        </Typography>
      ) : (
        <PaymentProofs
          agreementId={agreement.id}
          canReport={tenancy.isPaymentDue}
          calendar={agreement.calendar}
          todayInCalendar={todayInCalendar}
          proofs={proofs}
          prefill={loaderData.proofPrefill}
          pendingOnline={pendingOnline}
          actionData={actionData}
          formKey={formKey}
        />
      )}
    </PageFrame>
  )
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const [title] = titleMeta(matches, 'myRent.title')
  return [{ title: loaderData ? `${loaderData.tenancy.agreement.name} | ${title?.title ?? ''}` : title?.title }]
}

export function ErrorBoundary() {
  return <PageErrorBoundary title="myRent.title" backTo="/my-rent" />
}
