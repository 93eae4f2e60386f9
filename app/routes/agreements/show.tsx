// /agreements/{id} (route AgreementShow, spec §2.13, §4.7): the agreement, its tenant, terms,
// utilities and property, and the Terminate Agreement panel, whose dialog is a state of the URL
// (?dialog=terminate) and posts here: its Preview (intent terminate-preview) answers what the
// move-out day would cancel and what stays owed, nothing written; Terminate writes it. After a
// termination the page says so and goes to the index after 3 s (?terminated=1). The Dues and
// Payments section, the charges and the "I paid" decisions post here too: ./show.server.ts says
// which handler answers each form; a void is confirmed in ?dialog=void-payment&payment=<id>.
// A live agreement of a landlord who takes rent online shows its pay link, to copy or text to the
// tenant (./pay-link.server.ts). A terminated or ended agreement links its move-out settlement (./settlement.tsx). On an agreement
// that has not started the same panel and dialog cancel it (no move-out day).
import { isCancelledBeforeStart } from '~/domain/move-out'
import { Alert } from '~/components/alert'
import { Link } from '~/components/link'
import { Button } from '~/components/button'
import { PropertyCard, TenantCard, TermsCard, UtilitiesCard } from '~/components/agreements/agreement-details'
import { LatestChange } from '~/components/agreements/change-item'
import { AgreementShowErrorBoundary } from '~/components/agreements/error-boundary'
import { useFormat } from '~/components/format/dates-and-money'
import { TerminatePanel } from '~/components/agreements/terminate-agreement'
import { FormErrors } from '~/components/form/form-message'
import { TimedRedirect } from '~/components/page/timed-redirect'
import { loadAsDocument, serverOnlyPage } from '~/components/server-only-page'
import { DuesAndPayments } from '~/components/ledger/dues-and-payments'
import { BeforeBhadaaCard } from '~/components/charges/before-bhadaa'
import { ExtraChargeCard } from '~/components/charges/extra-charge'
import { LateFeeCard } from '~/components/charges/late-fee'
import { isCancellableCharge } from '~/domain/charge-kind'
import { PageFrame } from '~/components/page/page-frame'
import { titleMeta } from '~/components/route-meta'
import { adToBs, formatBsDate } from '~/domain/bs-calendar'
import { nepalToday } from '~/domain/nepal-time'
import { useT } from '~/i18n'
import type { AgreementChangeView } from '~/services/agreements/changes.server'
import { getAgreement } from '~/services/agreements/agreements.server'
import { readAgreementPage } from '~/services/reports/agreement-page-read.server'
import { newFormKey } from '~/web/form-key.server'
import type { Route } from './+types/show'

import { CancelChargeDialog } from '~/components/charges/cancel-charge-dialog'
import { PaymentProofReview } from '~/components/ledger/payment-proof-review'
import { TerminateDialog, terminateRefusal, type TerminateReplyData } from '~/components/agreements/terminate-dialog'
import { ReceivedOnlineDecisions } from '~/components/received/received-online'
import { PayLinkCard } from '~/components/agreements/pay-link-card'
import { abilityOfForm, agreementPageAction } from './show.server'
import { agreementAccess, readOwnerFirst } from '~/services/team/access.server'
import { mayVoidPayment } from '~/domain/property-roles'
import { abilitiesOf, actingFor, allowOrThrow, idParam, loadOrThrow, readIntentForm, signedIn } from '~/web/route-kit.server'

// Drawn on the server only (ADR 037): every form on it is a post the server checks.
export const handle = serverOnlyPage
export const clientMiddleware = [loadAsDocument]

/** Spec §9: after a termination, the index follows after 3 s. */
const REDIRECT_SECONDS = 3

/** What the page draws for the caller's role on the property (ADR 041): the owner's is everything. */
const PAGE_ABILITIES = ['tenancy:view', 'tenancy:manage', 'payment:record', 'proof:decide'] as const

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { member } = signedIn(context)
  const url = new URL(request.url)
  const today = nepalToday()
  const id = idParam(params.id)
  // One statement for every panel (ADR 030), as the owner first; only a live agreement has a pay link.
  const { value: page, access } = await loadOrThrow(
    readOwnerFirst(member.id, (ownerId) => readAgreementPage(ownerId, id, today), (read) => read.agreement.property.id, () => agreementAccess(member.id, id)),
  )
  const { agreement, ledger, beforeBhadaa, lateFeeRule, proofs, gatewayAttempts, changes, links, receivedOnline, payLink } = page
  const can = abilitiesOf(access, PAGE_ABILITIES)
  const now = new Date()
  // What the role may void now (a manager: the last 7 days'); the dialog opens only on one of them.
  const voidableIds = ledger.payments.filter((payment) => mayVoidPayment(access.role, new Date(payment.createdAt), now)).map((payment) => payment.id)
  const inCalendar = (date: string) => (agreement.calendar === 'BS' ? formatBsDate(adToBs(date)) : date)
  const voidingId = url.searchParams.get('dialog') === 'void-payment' ? url.searchParams.get('payment') : null
  const cancellingId = url.searchParams.get('dialog') === 'cancel-charge' ? url.searchParams.get('charge') : null
  return {
    agreement,
    ledger,
    today,
    todayInCalendar: inCalendar(today),
    beforeBhadaa,
    lateFeeRule,
    proofs,
    gatewayAttempts,
    receivedOnline,
    payLink: payLink?.url ? { ...payLink, url: payLink.url } : null,
    latestChange: changes.reduce<AgreementChangeView | null>((latest, change) => (latest && latest.createdAt > change.createdAt ? latest : change), null),
    changeCount: changes.length,
    upcomingRenewal: agreement.state === 'upcoming' && links.renewedFromId !== null ? { renewsId: links.renewedFromId, startsOn: agreement.startDate } : null,
    paidUpToInCalendar: beforeBhadaa.paidUpTo ? inCalendar(beforeBhadaa.paidUpTo) : '',
    showAllCharges: url.searchParams.get('charges') === 'all',
    voiding: ledger.payments.find((payment) => String(payment.id) === voidingId && payment.voidedAt === null && voidableIds.includes(payment.id)) ?? null,
    cancelling: can['tenancy:manage'] ? (ledger.charges.find((charge) => String(charge.id) === cancellingId && isCancellableCharge(charge)) ?? null) : null,
    isTerminating: can['tenancy:manage'] && url.searchParams.get('dialog') === 'terminate' && agreement.state !== 'past',
    role: access.role,
    can,
    voidableIds,
    justTerminated: url.searchParams.has('terminated') && agreement.status === 'TERMINATED',
    formKey: newFormKey(),
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const who = signedIn(context)
  const access = await loadOrThrow(agreementAccess(who.member.id, idParam(params.id)))
  const { formData, intent } = await readIntentForm(request)
  allowOrThrow(access, abilityOfForm(intent))
  const agreement = await loadOrThrow(getAgreement(access.ownerId, idParam(params.id)))
  return agreementPageAction(formData, intent, actingFor(who, access), agreement)
}

export default function AgreementShow({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const format = useFormat()
  const { agreement, isTerminating, justTerminated, ledger, today, todayInCalendar, showAllCharges, voiding, cancelling, formKey, beforeBhadaa, lateFeeRule, paidUpToInCalendar, can, role } =
    loaderData
  const manage = can['tenancy:manage']
  const pageUrl = `/agreements/${agreement.id}`
  const place = agreement.unit
    ? t('agreement.unitInProperty', { unit: agreement.unit.name, property: agreement.property.name })
    : agreement.property.name
  return (
    <PageFrame
      overline={t('agreement.idLabel', { id: format.digits(agreement.id) })}
      title={agreement.name}
      subtitle={place}
      back={agreement.state === 'past' ? { to: '/agreements/history', label: t('agreements.historyTitle') } : { to: '/agreements', label: t('agreements.title') }}
      actions={
        can['tenancy:view'] && (
        <>
          {/* The lease is the owner's until it answers by role (ADR 041). */}
          {role === 'OWNER' && (
            <Button component={Link} to={`${pageUrl}/lease`} variant="outlined">
              {t('lease.open')}
            </Button>
          )}
          <Button component={Link} to={`${pageUrl}/meters`} variant="outlined">
            {t('meters.link')}
          </Button>
          <Button component={Link} to={`${pageUrl}/changes`} variant="outlined">
            {t('changes.link')}
          </Button>
        </>
        )
      }
    >
      {justTerminated && (
        <Alert severity="success" role="status">
          {t(isCancelledBeforeStart(agreement) ? 'agreement.cancelled' : 'agreement.terminated')}
          <TimedRedirect to="/agreements" seconds={REDIRECT_SECONDS} />
        </Alert>
      )}
      {/* Terminate refused once the dialog cannot open (the agreement has ended meanwhile): said here. */}
      {!isTerminating && <FormErrors errors={terminateRefusal(actionData)} />}
      {role !== 'OWNER' && <Alert severity="info">{t('team.youAre', { role: t(`team.role.${role}`) })}</Alert>}
      <TenantCard agreement={agreement} />
      <TermsCard agreement={agreement} />
      {can['tenancy:view'] && (
        <LatestChange change={loaderData.latestChange} count={loaderData.changeCount} historyUrl={`${pageUrl}/changes#change-history-title`} calendar={agreement.calendar} />
      )}
      <UtilitiesCard agreement={agreement} />
      <PropertyCard agreement={agreement} />
      <DuesAndPayments
        agreementId={agreement.id}
        ledger={ledger}
        today={today}
        todayInCalendar={todayInCalendar}
        showAllCharges={showAllCharges}
        voiding={voiding}
        actionData={actionData}
        formKey={formKey}
        upcomingRenewal={loaderData.upcomingRenewal}
        allowed={{ record: can['payment:record'], manageCharges: manage, voidableIds: loaderData.voidableIds, ownReceipts: role === 'OWNER' }}
      />
      {manage && loaderData.payLink && <PayLinkCard share={loaderData.payLink} actionData={actionData} />}
      {can['proof:decide'] && <ReceivedOnlineDecisions items={loaderData.receivedOnline} />}
      {can['proof:decide'] && (loaderData.proofs.length > 0 || loaderData.gatewayAttempts.length > 0) && (
        <PaymentProofReview calendar={agreement.calendar} proofs={loaderData.proofs} attempts={loaderData.gatewayAttempts} actionData={actionData} />
      )}
      {can['tenancy:view'] && (
        <Button component={Link} to={`${pageUrl}/statement`} variant="outlined" className="mt-2">
          {t('statement.link')}
        </Button>
      )}
      {role === 'OWNER' && agreement.state === 'past' && (
        <Button component={Link} to={`${pageUrl}/settlement`} variant="outlined" className="mt-2 ml-1">
          {t('settlement.link')}
        </Button>
      )}
      {cancelling && <CancelChargeDialog charge={cancelling} calendar={agreement.calendar} closeTo={pageUrl} actionData={actionData} formKey={formKey} />}
      {manage && agreement.isCurrent && (
        <ExtraChargeCard calendar={agreement.calendar} todayInCalendar={todayInCalendar} chargeCount={ledger.charges.length} actionData={actionData} formKey={formKey} />
      )}
      {manage && agreement.isCurrent && <LateFeeCard rule={lateFeeRule} actionData={actionData} formKey={formKey} />}
      {manage && (
        <BeforeBhadaaCard
          beforeBhadaa={beforeBhadaa}
          calendar={agreement.calendar}
          paidUpToInCalendar={paidUpToInCalendar}
          actionData={actionData}
          formKey={formKey}
        />
      )}
      {manage && agreement.state !== 'past' && <TerminatePanel agreementId={agreement.id} isUpcoming={agreement.state === 'upcoming'} />}
      {isTerminating && (
        <TerminateDialog
          agreementName={agreement.name}
          calendar={agreement.calendar}
          todayInCalendar={todayInCalendar}
          closeTo={pageUrl}
          actionData={actionData as TerminateReplyData | undefined}
          startsOn={agreement.state === 'upcoming' ? agreement.startDate : null}
          formKey={formKey}
        />
      )}
    </PageFrame>
  )
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const [title] = titleMeta(matches, 'agreements.title')
  return [{ title: loaderData ? `${loaderData.agreement.name} | ${title?.title ?? ''}` : title?.title }]
}

export function ErrorBoundary() {
  return <AgreementShowErrorBoundary />
}
