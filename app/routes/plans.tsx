// /plans (spec §2.6, §4.6, §9 "Plan chooser"): the Choose Your Plan prompt (Continue, Skip), then
// Basic, Plus (Recommended) and Pro. Choosing really changes the member's plan and its limits
// (app/services/plans/plans.server.ts); the current plan is marked. A visitor who is not signed in and
// chooses is sent to sign in and comes back to confirm. A server-only page (ADR 009).
// When Bhadaa's own merchant account is configured (plan-billing.server.ts), Plus and Pro
// are paid for: their cards offer a month or a year and a button per gateway; Khalti's answer is a
// redirect to its page, eSewa's a signed form that posts itself (a plain button without
// JavaScript). The gateway sends the member back to /plans/khalti or /plans/esewa/<orderId>.
import { Alert } from '~/components/alert'
import Box from '@mui/material/Box'
import { Button } from '~/components/button'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { data, Form, redirect } from 'react-router'
import { z } from 'zod'
import { RouteErrorPage } from '~/components/error-page'
import { AppFrame, appFramePage } from '~/components/frame/app-frame'
import { frameDataOf } from '~/web/frame.server'
import { titleMeta } from '~/components/route-meta'
import { PlanCard } from '~/components/site/plan-card'
import { localDigits } from '~/domain/devanagari-digits'
import { perkText, planName } from '~/components/site/plan-texts'
import {
  CHOOSER_PLANS,
  chooserPriceDisplay,
  type ChooserPlan,
  isMemberPlan,
  landingPlan,
  type LandingPlanId,
  MEMBER_PLANS,
  type MemberPlan,
  YEARLY_PRICE_MONTHS,
} from '~/domain/plans'
import { formatNpr } from '~/domain/money'
import { type Language, type MessageKey, translate, useLanguage, useT } from '~/i18n'
import { usePlural } from '~/i18n/plural'
import { choosePlan, getMemberPlan, type OverLimit } from '~/services/plans/plans.server'
import { planGateways, planPrices, startPlanPayment } from '~/services/plans/billing.server'
import { ValidationError } from '~/services/errors'
import { EsewaRedirect } from '~/components/pay/esewa-redirect'
import { PlanPayForm } from '~/components/site/plan-pay-form'
import { isPaidPlan } from '~/domain/plan-billing'
import { useFormat } from '~/components/format/dates-and-money'
import { getSessionMember } from '~/services/accounts/session.server'
import { parseForm, readFormData } from '~/server/form-data.server'
import { resolveLanguage } from '~/server/language.server'
import { loadAsDocument, sitePage } from '~/components/server-only-page'
import { redirectWithToast } from '~/server/toast.server'
import { formRefusalOf } from '~/web/refusal.server'
import type { Route } from './+types/plans'

const PlanChoiceSchema = z.object({ plan: z.enum(MEMBER_PLANS, { error: 'plans.unknown' satisfies MessageKey }) })

// A signed-in member keeps the app's header and navigation here (appFramePage).
export const handle = { ...sitePage, ...appFramePage }
export const clientMiddleware = [loadAsDocument]

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await getSessionMember(request)
  const params = new URL(request.url).searchParams
  const chosen = params.get('plan')
  const status = member ? await getMemberPlan(member.id) : null
  const gateways = planGateways()
  return {
    step: params.get('step') === 'choose' || chosen ? ('choose' as const) : ('prompt' as const),
    chosen: isMemberPlan(chosen) && chosen !== status?.plan ? chosen : null,
    member: status && { plan: status.plan, usage: status.usage, overLimits: status.overLimits, endsOn: status.endsOn },
    payment: gateways.length ? { gateways, prices: planPrices() } : null,
    frame: member ? await frameDataOf(request, context, member) : null,
  }
}

export async function action({ request }: Route.ActionArgs) {
  const formData = await readFormData(request)
  const submission = parseForm(formData, PlanChoiceSchema)
  const member = await getSessionMember(request)
  const language = await resolveLanguage(request, member)
  const refused = (key: MessageKey, status: number) => data({ error: translate(language, key), esewa: null }, { status })
  if (submission.status !== 'success') return refused('plans.unknown', 400)
  const { plan } = submission.value
  const name = translate(language, `plan.${plan.toLowerCase() as Lowercase<MemberPlan>}`)
  if (!member) {
    const back = `/plans?plan=${plan}`
    const message = translate(language, 'plans.signInToChoose', { plan: name })
    return redirectWithToast(`/login?${new URLSearchParams({ redirectTo: back })}`, { type: 'info', message })
  }
  if (isPaidPlan(plan) && planGateways().length) {
    // Paid: start the payment at the gateway chosen (the plan changes once the gateway confirms it).
    try {
      const started = await startPlanPayment(member.id, { plan, period: formData.get('period'), gateway: formData.get('gateway') })
      if (started.gateway === 'KHALTI') return redirect(started.paymentUrl, { status: 303 })
      return { error: null, esewa: { formUrl: started.formUrl, fields: started.fields } }
    } catch (error) {
      if (error instanceof ValidationError) return refused('billing.error.invalid', 400)
      const refusal = formRefusalOf(error, language, { form: 'plan payment' })
      return data({ error: refusal.formErrors.join(' '), esewa: null }, { status: refusal.status })
    }
  }
  const result = await choosePlan(member.id, plan)
  const changed = result.previousPlan !== plan
  const message = [
    translate(language, changed ? 'plans.changed' : 'plans.unchanged', { plan: name }),
    ...result.overLimits.map((over) => overLimitText(language, name, over)),
  ].join(' ')
  return redirectWithToast('/plans?step=choose', { type: result.overLimits.length ? 'warning' : 'success', message })
}

function overLimitText(language: Language, plan: string, { resource, count, limit }: OverLimit) {
  const digits = (n: number) => localDigits(n, language)
  return translate(language, `plans.overLimit.${resource}`, { plan, count: digits(count), limit: digits(limit) })
}

export default function Plans({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const { step, member } = loaderData
  if (actionData?.esewa) {
    return (
      <Container component="section" maxWidth="sm" aria-labelledby="pay-title" sx={{ py: { xs: 3, md: 5 } }}>
        <EsewaRedirect formUrl={actionData.esewa.formUrl} fields={actionData.esewa.fields} />
      </Container>
    )
  }
  const page = (
    <Container component="section" maxWidth="lg" aria-labelledby="plans-title" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography id="plans-title" component="h1" variant="h4" sx={{ fontWeight: 700, mb: 2 }}>
        {t('plans.title')}
      </Typography>
      {step === 'prompt' ? <Prompt signedIn={member !== null} /> : <Chooser {...loaderData} error={actionData?.error ?? undefined} />}
    </Container>
  )
  return loaderData.frame ? <AppFrame frame={loaderData.frame}>{page}</AppFrame> : page
}

function Prompt({ signedIn }: { signedIn: boolean }) {
  const t = useT()
  return (
    <Box sx={{ maxWidth: 640 }}>
      <Typography sx={{ mb: 3 }}>{t('plans.promptText')}</Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button href="/plans?step=choose" variant="contained">
          {t('auth.continue')}
        </Button>
        <Button href={signedIn ? '/dashboard' : '/'}>{t('plans.skip')}</Button>
      </Box>
    </Box>
  )
}

function Chooser({ member, chosen, payment, error }: Route.ComponentProps['loaderData'] & { error?: string | undefined }) {
  const t = useT()
  const language = useLanguage()
  const format = useFormat()
  const digits = (n: number) => localDigits(n, language)
  const tn = usePlural()
  return (
    <>
      <Typography sx={{ mb: 2, maxWidth: 760 }}>{t('plans.intro')}</Typography>
      {member && (
        <Typography sx={{ mb: 2 }} data-testid="plan-usage">
          {t('plans.usage', {
            properties: tn('plans.usage.properties', member.usage.properties, { n: digits(member.usage.properties) }),
            tenants: tn('plans.usage.tenants', member.usage.tenants, { n: digits(member.usage.tenants) }),
            agreements: tn('plans.usage.agreements', member.usage.agreements, { n: digits(member.usage.agreements) }),
          })}
        </Typography>
      )}
      {member?.overLimits.map((over) => (
        <Alert key={over.resource} severity="warning" sx={{ mb: 2 }}>
          {overLimitText(language, planName(t, member.plan), over)}
        </Alert>
      ))}
      {member?.endsOn && (
        <Typography sx={{ mb: 2 }} data-testid="plan-ends">
          {t('billing.endsOn', { date: format.date(member.endsOn, 'AD') })}
        </Typography>
      )}
      {chosen && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t(payment && isPaidPlan(chosen) ? 'billing.confirmChoice' : 'plans.confirmChoice', { plan: planName(t, chosen) })}
        </Alert>
      )}
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {CHOOSER_PLANS.map((plan) => (
          <li key={plan.id}>
            <ChooserCard plan={plan} current={member?.plan ?? null} chosen={chosen} signedIn={member !== null} payment={payment} endsOn={member?.endsOn ?? null} />
          </li>
        ))}
      </Box>
    </>
  )
}

type CardProps = {
  plan: ChooserPlan
  current: MemberPlan | null
  chosen: MemberPlan | null
  signedIn: boolean
  payment: Route.ComponentProps['loaderData']['payment']
  endsOn: string | null
}

function ChooserCard({ plan, current, chosen, signedIn, payment, endsOn }: CardProps) {
  const t = useT()
  const language = useLanguage()
  const format = useFormat()
  const price = chooserPriceDisplay(plan, { language })
  const isCurrent = plan.id === current
  const paid = signedIn && payment && isPaidPlan(plan.id) ? { plan: plan.id, options: { gateways: payment.gateways, prices: payment.prices[plan.id] } } : null
  return (
    <PlanCard
      id={`plan-${plan.id}`}
      headingLevel="h2"
      title={planName(t, plan.id)}
      corners={landingPlan(plan.id.toLowerCase() as LandingPlanId).corners}
      isRecommended={plan.isRecommended}
      intro={t(`plan.${plan.id.toLowerCase() as Lowercase<MemberPlan>}.text`)}
      perks={plan.features.map((perk) => perkText(t, language, perk))}
      price={
        <Typography>
          <Box component="strong" sx={{ fontSize: '1.6rem' }}>
            {price.kind === 'free' ? t('landing.free') : price.price}
          </Box>
          {price.kind === 'paid' && ` ${t('landing.perMonth')}`}
          {price.kind === 'paid' && (
            <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
              {t('billing.yearlyPrice', { price: formatNpr(plan.pricePaisa * YEARLY_PRICE_MONTHS, { language }) })}
            </Box>
          )}
        </Typography>
      }
      marker={
        isCurrent && (
          <Typography component="p" variant="subtitle2" sx={{ color: 'success.main', fontWeight: 700 }} data-testid="current-plan">
            ✓ {t('plans.current')}
          </Typography>
        )
      }
      action={
        paid ? (
          <>
            {isCurrent && endsOn && <Typography sx={{ mb: 1 }}>{t('billing.extends', { date: format.date(endsOn, 'AD') })}</Typography>}
            <PlanPayForm plan={paid.plan} options={paid.options} autoFocus={plan.id === chosen} />
          </>
        ) : isCurrent ? (
          <Button href="/dashboard" variant="outlined" aria-describedby={`plan-${plan.id}-title`}>
            {t('auth.continue')}
          </Button>
        ) : !signedIn && plan.actionLabel === 'Continue' ? (
          // Every new account starts on Basic: for a visitor, Basic's Continue is signing up.
          <Button href="/register" variant="outlined" aria-describedby={`plan-${plan.id}-title`}>
            {t('auth.continue')}
          </Button>
        ) : (
          <Form method="post" action="/plans?step=choose">
            <input type="hidden" name="plan" value={plan.id} />
            <Button
              type="submit"
              fullWidth
              variant={plan.id === chosen || plan.isRecommended ? 'contained' : 'outlined'}
              autoFocus={plan.id === chosen}
              aria-describedby={`plan-${plan.id}-title`}
            >
              {t('plans.getThisPlan')}
            </Button>
          </Form>
        )
      }
    />
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return titleMeta(matches, 'plans.title')
}

export function ErrorBoundary() {
  return <RouteErrorPage />
}
