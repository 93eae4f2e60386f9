// /plans (spec §2.6, §4.6, §9 "Plan chooser"): the Choose Your Plan prompt (Continue, Skip), then
// Basic, Plus (Recommended) and Pro. Choosing really changes the member's plan and its limits
// (app/services/plans.server.ts); the current plan is marked. A visitor who is not signed in and
// chooses is sent to sign in and comes back to confirm. A server-only page (ADR 009).
import { Alert } from '~/components/alert'
import Box from '@mui/material/Box'
import { Button } from '~/components/button'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { data, Form } from 'react-router'
import { z } from 'zod'
import { RouteErrorPage } from '~/components/error-page'
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
} from '~/domain/plans'
import { type Language, type MessageKey, translate, useLanguage, useT } from '~/i18n'
import { choosePlan, getMemberPlan, type OverLimit } from '~/services/plans.server'
import { getSessionMember } from '~/services/session.server'
import { parseForm, readFormData } from '~/server/form-data.server'
import { resolveLanguage } from '~/server/language.server'
import { loadAsDocument, sitePage } from '~/components/server-only-page'
import { redirectWithToast } from '~/server/toast.server'
import type { Route } from './+types/plans'

const PlanChoiceSchema = z.object({ plan: z.enum(MEMBER_PLANS, { error: 'plans.unknown' satisfies MessageKey }) })

export const handle = sitePage
export const clientLoader = loadAsDocument

export async function loader({ request }: Route.LoaderArgs) {
  const member = await getSessionMember(request)
  const params = new URL(request.url).searchParams
  const chosen = params.get('plan')
  const status = member ? await getMemberPlan(member.id) : null
  return {
    step: params.get('step') === 'choose' || chosen ? ('choose' as const) : ('prompt' as const),
    chosen: isMemberPlan(chosen) && chosen !== status?.plan ? chosen : null,
    member: status && { plan: status.plan, usage: status.usage, overLimits: status.overLimits },
  }
}

export async function action({ request }: Route.ActionArgs) {
  const submission = parseForm(await readFormData(request), PlanChoiceSchema)
  const member = await getSessionMember(request)
  const language = await resolveLanguage(request, member)
  if (submission.status !== 'success') {
    return data({ error: translate(language, 'plans.unknown') }, { status: 400 })
  }
  const { plan } = submission.value
  const name = translate(language, `plan.${plan.toLowerCase() as Lowercase<MemberPlan>}`)
  if (!member) {
    const back = `/plans?plan=${plan}`
    const message = translate(language, 'plans.signInToChoose', { plan: name })
    return redirectWithToast(`/login?${new URLSearchParams({ redirectTo: back })}`, { type: 'info', message })
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
  return (
    <Container component="section" maxWidth="lg" aria-labelledby="plans-title" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography id="plans-title" component="h1" variant="h4" sx={{ fontWeight: 700, mb: 2 }}>
        {t('plans.title')}
      </Typography>
      {step === 'prompt' ? <Prompt signedIn={member !== null} /> : <Chooser {...loaderData} error={actionData?.error} />}
    </Container>
  )
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

function Chooser({ member, chosen, error }: Route.ComponentProps['loaderData'] & { error?: string | undefined }) {
  const t = useT()
  const language = useLanguage()
  const digits = (n: number) => localDigits(n, language)
  return (
    <>
      <Typography sx={{ mb: 2, maxWidth: 760 }}>{t('plans.intro')}</Typography>
      {member && (
        <Typography sx={{ mb: 2 }} data-testid="plan-usage">
          {t('plans.usage', { properties: digits(member.usage.properties), tenants: digits(member.usage.tenants), agreements: digits(member.usage.agreements) })}
        </Typography>
      )}
      {member?.overLimits.map((over) => (
        <Alert key={over.resource} severity="warning" sx={{ mb: 2 }}>
          {overLimitText(language, planName(t, member.plan), over)}
        </Alert>
      ))}
      {chosen && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('plans.confirmChoice', { plan: planName(t, chosen) })}
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
            <ChooserCard plan={plan} current={member?.plan ?? null} chosen={chosen} signedIn={member !== null} />
          </li>
        ))}
      </Box>
    </>
  )
}

function ChooserCard({ plan, current, chosen, signedIn }: { plan: ChooserPlan; current: MemberPlan | null; chosen: MemberPlan | null; signedIn: boolean }) {
  const t = useT()
  const language = useLanguage()
  const price = chooserPriceDisplay(plan, { language })
  const isCurrent = plan.id === current
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
        isCurrent ? (
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
