// /register (route Register, spec §2.4, §4.3): phone, then its one-time code (every sign-up
// verifies the phone, DESIGN §6), then names and language, then the password. Each step is a
// form post; the flow's state lives in a signed cookie (app/web/auth-flow.server.ts).
import { Alert } from '~/components/alert'
import Box from '@mui/material/Box'
import { Button } from '~/components/button'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { Form, redirect } from 'react-router'
import { Link as RouterLink } from '~/components/link'
import { AuthLayout } from '~/components/account/auth-layout'
import { CodeStep } from '~/components/account/code-step'
import { DetailsSchema, DetailsStep } from '~/components/account/details-step'
import { ClaimAgreements, ClaimDialog, RegisteredDialog } from '~/components/account/register-dialogs'
import { EmptySchema, passwordPairSchema, PhoneSchema } from '~/schemas/account-schemas'
import { SignedInPanel } from '~/components/account/signed-in-panel'
import { NewPasswordStep, PhoneStep } from '~/components/account/simple-steps'
import { StepIndicator } from '~/components/form/step-indicator'
import { replyErrors } from '~/components/form/use-step-form'
import { toNationalNumber } from '~/domain/phone'
import { type MessageKey, translate, useT } from '~/i18n'
import { RouteErrorPage } from '~/components/error-page'
import { titleMeta } from '~/components/route-meta'
import { getClaimAgreements, getPhoneStatus, getSignupPrefill, signUp } from '~/services/accounts/accounts.server'
import { commitWebSession, getSessionMember } from '~/services/accounts/session.server'
import { landingPathOf } from '~/services/my-rent/landing.server'
import {
  changePhone,
  type FlowStep,
  registerFlow,
  resendCode,
  resendInfo,
  restartFlow,
  sendCode,
  verifyCode,
} from '~/web/auth-flow.server'
import { formRefusalOf } from '~/web/refusal.server'
import { replyTo } from '~/web/route-kit.server'
import { clientIpOf, requestLanguage, requireAnonymous } from '~/web/auth.server'
import { ConflictError, ValidationError, VerificationError } from '~/services/errors'
import { redirectWithToast } from '~/server/toast.server'
import { parseForm, readFormData } from '~/server/form-data.server'
import { loadAsDocument, serverOnlyPage } from '~/components/server-only-page'
import type { Route } from './+types/register'
import { passOnHeaders } from '~/web/route-headers'

const PasswordSchema = passwordPairSchema('register.passwordMismatch')
const PASSWORD_FIELDS = ['password', 'confirmPassword']
const STEPS: MessageKey[] = ['register.step.phone', 'register.step.details', 'register.step.password']
const STEP_INDEX = { phone: 0, code: 0, details: 1, password: 2, done: 2 } as const
const SMS_LANGUAGE = { en: 'ENG', ne: 'NEP' } as const
const INTERFACE_LANGUAGE = { ENG: 'en', NEP: 'ne' } as const

// A public page: rendered on the server only (ADR 009).
export const handle = serverOnlyPage
export const clientMiddleware = [loadAsDocument]
// A refused form keeps its action's headers (Retry-After on a 429).
export const headers = passOnHeaders

export async function loader({ request }: Route.LoaderArgs) {
  if (await getSessionMember(request)) return { view: 'signed-in' as const }
  const flow = await registerFlow.read(request)
  const language = await requestLanguage(request)
  const dialog = new URL(request.url).searchParams.get('dialog')
  const claimable = dialog === 'claim' && flow.stage === 'phone' && flow.phone ? (await getPhoneStatus(flow.phone)).status === 'CLAIMABLE' : false
  // The agreements on a claimed number: only once its code is verified.
  const verifiedClaim = flow.purpose === 'CLAIM' && flow.stage === 'details' && flow.token && flow.phone
  return {
    view: 'steps' as const,
    stage: flow.stage,
    phone: flow.phone ? toNationalNumber(flow.phone) : '',
    purpose: flow.purpose ?? null,
    resend: flow.stage === 'code' ? resendInfo(flow, language) : null,
    details: { firstName: flow.firstName ?? '', lastName: flow.lastName ?? '', prefLanguage: flow.prefLanguage ?? ('ENG' as const) },
    dialog: dialog === 'registered' ? ('registered' as const) : claimable ? ('claim' as const) : null,
    claimAgreements: verifiedClaim ? await getClaimAgreements(verifiedClaim) : null,
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAnonymous(request)
  const formData = await readFormData(request)
  const step: FlowStep = {
    formData,
    flow: await registerFlow.read(request),
    storage: registerFlow,
    path: '/register',
    language: await requestLanguage(request),
    clientIp: clientIpOf(context),
    messages: { sendFailed: 'register.sendFailed', verifyFailed: 'auth.requestFailed', notFound: 'auth.requestFailed' },
  }
  switch (formData.get('intent')) {
    case 'phone':
      return submitPhone(step)
    case 'claim':
      return claimNumber(step)
    case 'verify':
      return verifyCode(step, async (flow) => ({
        flow: { ...flow, stage: 'details', ...(await getSignupPrefill(flow.phone)) },
        notice: 'register.phoneVerified',
      }))
    case 'resend':
      return resendCode(step)
    case 'change-phone':
      return changePhone(step)
    case 'details':
      return submitDetails(step)
    case 'back':
      return goBack(step)
    case 'password':
      return createAccount(step)
    default:
      return redirect('/register')
  }
}

async function submitPhone(step: FlowStep) {
  const submission = parseForm(step.formData, PhoneSchema)
  if (submission.status !== 'success') return replyTo('phone', submission)
  const { phone } = submission.value
  let status: Awaited<ReturnType<typeof getPhoneStatus>>['status']
  try {
    ;({ status } = await getPhoneStatus(phone, { clientIp: step.clientIp }))
  } catch (error) {
    const refusal = formRefusalOf(error, step.language, { form: 'registration phone', unexpected: 'auth.requestFailed', accountScreen: {} })
    return replyTo('phone', submission, { formErrors: refusal.formErrors }, refusal)
  }
  if (status === 'FREE') {
    return sendCode(step, { intent: 'phone', submission, phone, purpose: 'SIGNUP', smsLanguage: SMS_LANGUAGE[step.language] })
  }
  const dialog = status === 'CLAIMABLE' ? 'claim' : 'registered'
  return redirect(`/register?dialog=${dialog}`, { headers: { 'Set-Cookie': await registerFlow.commit({ stage: 'phone', phone }) } })
}

async function claimNumber(step: FlowStep) {
  const submission = parseForm(step.formData, EmptySchema)
  const { phone } = step.flow
  if (!phone) return restartFlow(step)
  // The service texts a tenant in the language their landlord recorded; ours is the fallback.
  return sendCode(step, { intent: 'claim', submission, phone, purpose: 'CLAIM', smsLanguage: SMS_LANGUAGE[step.language] })
}

async function submitDetails(step: FlowStep) {
  const submission = parseForm(step.formData, DetailsSchema)
  if (submission.status !== 'success') return replyTo('details', submission)
  const { flow } = step
  if ((flow.stage !== 'details' && flow.stage !== 'password') || !flow.token) return restartFlow(step)
  const cookie = await registerFlow.commit({ ...flow, stage: 'password', ...submission.value })
  return redirect('/register', { headers: { 'Set-Cookie': cookie } })
}

/** Go Back: from the password to the names; from the names (or the code) to the phone. */
async function goBack({ flow }: FlowStep) {
  const previous = flow.stage === 'password' ? { ...flow, stage: 'details' as const } : { stage: 'phone' as const, phone: flow.phone }
  return redirect('/register', { headers: { 'Set-Cookie': await registerFlow.commit(previous) } })
}

async function createAccount(step: FlowStep) {
  const submission = parseForm(step.formData, PasswordSchema)
  if (submission.status !== 'success') return replyTo('password', submission, { hideFields: PASSWORD_FIELDS })
  const { stage, token, firstName, lastName, prefLanguage = 'ENG' } = step.flow
  if (stage !== 'password' || !token || !firstName || !lastName) return restartFlow(step)
  try {
    const { member } = await signUp({
      verificationToken: token,
      firstName,
      lastName,
      prefLanguage,
      password: submission.value.password,
      clientIp: step.clientIp,
    })
    const headers = new Headers()
    headers.append('Set-Cookie', await commitWebSession(member.id))
    headers.append('Set-Cookie', await registerFlow.destroy())
    const message = translate(INTERFACE_LANGUAGE[prefLanguage], 'register.success', { name: member.firstName })
    // A tenant who claimed their number lands on My Rent (landingPathOf).
    return redirectWithToast(await landingPathOf(member.id), { type: 'success', message }, { headers })
  } catch (error) {
    if (error instanceof ConflictError) {
      return redirect('/register?dialog=registered', { headers: { 'Set-Cookie': await registerFlow.destroy() } })
    }
    if (error instanceof VerificationError) return restartFlow(step)
    if (error instanceof ValidationError) {
      return replyTo('password', submission, { fieldErrors: error.fields, hideFields: PASSWORD_FIELDS })
    }
    const refusal = formRefusalOf(error, step.language, { form: 'registration', unexpected: 'register.failed', accountScreen: {} })
    return replyTo('password', submission, { formErrors: refusal.formErrors, hideFields: PASSWORD_FIELDS }, refusal)
  }
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  if (loaderData.view === 'signed-in') {
    return (
      <AuthLayout route="register" title={t('register.signedInTitle')}>
        <SignedInPanel text={t('register.signedInText')} />
      </AuthLayout>
    )
  }
  const { stage, phone, purpose, resend, details, dialog, claimAgreements } = loaderData
  return (
    <AuthLayout route="register" title={t('register.title')}>
      <StepIndicator steps={STEPS} active={STEP_INDEX[stage]} />
      {stage === 'code' ? (
        <CodeStep
          phone={phone}
          resend={resend}
          actionData={actionData}
          notice={
            <Alert severity={purpose === 'CLAIM' ? 'info' : 'success'} sx={{ mb: 2 }}>
              {purpose === 'CLAIM' ? t('register.claimCodeSent') : t('register.numberFree')}
            </Alert>
          }
        />
      ) : stage === 'details' ? (
        <>
          {claimAgreements && <ClaimAgreements agreements={claimAgreements} />}
          <DetailsStep details={details} actionData={actionData} />
        </>
      ) : stage === 'password' ? (
        <NewPasswordStep
          schema={PasswordSchema}
          actionData={actionData}
          words={{ label: 'auth.password', submit: 'register.create' }}
        />
      ) : (
        <PhoneStep phone={phone} actionData={actionData} words={{ hint: 'register.phoneHelp', submit: 'auth.continue' }} />
      )}
      {stage === 'details' || stage === 'password' ? <GoBackButton /> : <GoBackLink />}
      <RegisterLinks />
      {dialog === 'claim' && <ClaimDialog errors={replyErrors(actionData, 'claim')} />}
      {dialog === 'registered' && <RegisteredDialog />}
    </AuthLayout>
  )
}

function GoBackButton() {
  const t = useT()
  return (
    <Form method="post">
      <Button type="submit" name="intent" value="back" sx={{ mt: 1 }}>
        {t('auth.goBack')}
      </Button>
    </Form>
  )
}

function GoBackLink() {
  const t = useT()
  return (
    <Button component={RouterLink} to="/" sx={{ mt: 1 }}>
      {t('auth.goBack')}
    </Button>
  )
}

function RegisterLinks() {
  const t = useT()
  return (
    <Box sx={{ mt: 3, display: 'grid', gap: 1 }}>
      <Typography>
        {t('register.haveAccount')}{' '}
        <Link component={RouterLink} to="/login">
          {t('nav.signIn')}
        </Link>
      </Typography>
      <Typography variant="body2" sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Link component={RouterLink} to="/privacy-policy">
          {t('auth.privacyPolicy')}
        </Link>
        <Link component={RouterLink} to="/terms-of-use">
          {t('auth.terms')}
        </Link>
      </Typography>
    </Box>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return titleMeta(matches, 'register.title')
}

export function ErrorBoundary() {
  return <RouteErrorPage />
}
