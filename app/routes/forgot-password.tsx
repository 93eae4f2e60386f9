// /forgot-password (route ForgotPassword, spec §2.5, §4.4, §8): phone, the texted code, a new
// password, then Login after 2 s. A reset signs out every session of the member (the service).
import { Alert } from '~/components/alert'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { data, redirect } from 'react-router'
import { Link as RouterLink } from '~/components/link'
import { AuthLayout } from '~/components/account/auth-layout'
import { CodeStep } from '~/components/account/code-step'
import { passwordPairSchema, PhoneSchema } from '~/schemas/account-schemas'
import { NewPasswordStep, PhoneStep } from '~/components/account/simple-steps'
import { StepIndicator } from '~/components/form/step-indicator'
import { TimedRedirect } from '~/components/page/timed-redirect'
import { RouteErrorPage } from '~/components/error-page'
import { titleMeta } from '~/components/route-meta'
import { toNationalNumber } from '~/domain/phone'
import { type MessageKey, useT } from '~/i18n'
import { resetPassword } from '~/services/accounts/accounts.server'
import {
  changePhone,
  type FlowStep,
  resendCode,
  resendInfo,
  resetFlow,
  restartFlow,
  sendCode,
  verifyCode,
} from '~/web/auth-flow.server'
import { formRefusalOf } from '~/web/refusal.server'
import { replyTo } from '~/web/route-kit.server'
import { clientIpOf, requestLanguage } from '~/web/auth.server'
import { ValidationError, VerificationError } from '~/services/errors'
import { parseForm, readFormData } from '~/server/form-data.server'
import { loadAsDocument, serverOnlyPage } from '~/components/server-only-page'
import type { Route } from './+types/forgot-password'
import { passOnHeaders } from '~/web/route-headers'

const PasswordSchema = passwordPairSchema('forgot.passwordMismatch')
const PASSWORD_FIELDS = ['password', 'confirmPassword']
const STEPS: MessageKey[] = ['register.step.phone', 'auth.code', 'auth.newPassword']
const STEP_INDEX = { phone: 0, code: 1, password: 2, done: 3 } as const
const SMS_LANGUAGE = { en: 'ENG', ne: 'NEP' } as const
const RESET_REDIRECT_SECONDS = 2

// A public page: rendered on the server only (ADR 009).
export const handle = serverOnlyPage
export const clientMiddleware = [loadAsDocument]
// A refused form keeps its action's headers (Retry-After on a 429).
export const headers = passOnHeaders

export async function loader({ request }: Route.LoaderArgs) {
  const flow = await resetFlow.read(request)
  // The success state is shown once; reloading starts a fresh reset.
  if (flow.stage === 'done') {
    return data({ stage: 'done' as const, phone: '', resend: null }, { headers: { 'Set-Cookie': await resetFlow.destroy() } })
  }
  const stage = flow.stage === 'code' || flow.stage === 'password' ? flow.stage : ('phone' as const)
  return {
    stage,
    phone: flow.phone ? toNationalNumber(flow.phone) : '',
    resend: stage === 'code' ? resendInfo(flow, await requestLanguage(request)) : null,
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readFormData(request)
  const step: FlowStep = {
    formData,
    flow: await resetFlow.read(request),
    storage: resetFlow,
    path: '/forgot-password',
    language: await requestLanguage(request),
    clientIp: clientIpOf(context),
    messages: { sendFailed: 'forgot.sendFailed', verifyFailed: 'forgot.verifyFailed', notFound: 'forgot.notFound' },
  }
  switch (formData.get('intent')) {
    case 'phone':
      return requestCode(step)
    case 'verify':
      return verifyCode(step, async (flow) => ({ flow: { ...flow, stage: 'password' }, notice: 'forgot.otpVerified' }))
    case 'resend':
      return resendCode(step)
    case 'change-phone':
      return changePhone(step)
    case 'password':
      return changePassword(step)
    default:
      return redirect('/forgot-password')
  }
}

async function requestCode(step: FlowStep) {
  const submission = parseForm(step.formData, PhoneSchema)
  if (submission.status !== 'success') return replyTo('phone', submission)
  return sendCode(step, {
    intent: 'phone',
    submission,
    phone: submission.value.phone,
    purpose: 'RESET',
    smsLanguage: SMS_LANGUAGE[step.language],
    notice: 'forgot.otpSent',
  })
}

async function changePassword(step: FlowStep) {
  const submission = parseForm(step.formData, PasswordSchema)
  if (submission.status !== 'success') return replyTo('password', submission, { hideFields: PASSWORD_FIELDS })
  const { stage, token, phone } = step.flow
  if (stage !== 'password' || !token) return restartFlow(step)
  try {
    await resetPassword({ verificationToken: token, password: submission.value.password, clientIp: step.clientIp })
  } catch (error) {
    if (error instanceof VerificationError) return restartFlow(step)
    if (error instanceof ValidationError) {
      return replyTo('password', submission, { fieldErrors: error.fields, hideFields: PASSWORD_FIELDS })
    }
    // Spec §8: any other failure of this step reads 'Could not change password'.
    const refusal = formRefusalOf(error, step.language, { form: 'password reset', unexpected: 'forgot.resetFailed', accountScreen: { refused: 'forgot.resetFailed' } })
    return replyTo('password', submission, { formErrors: refusal.formErrors, hideFields: PASSWORD_FIELDS }, refusal)
  }
  return redirect('/forgot-password', { headers: { 'Set-Cookie': await resetFlow.commit({ stage: 'done', phone }) } })
}

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const { stage, phone, resend } = loaderData
  return (
    <AuthLayout route="forgotpassword" title={stage === 'done' ? t('forgot.successTitle') : t('forgot.title')}>
      <StepIndicator steps={STEPS} active={STEP_INDEX[stage]} />
      {stage === 'done' ? (
        <>
          <Alert severity="success" role="status">
            {t('forgot.successText')}
          </Alert>
          <TimedRedirect to="/login" seconds={RESET_REDIRECT_SECONDS} />
        </>
      ) : stage === 'code' ? (
        <CodeStep phone={phone} resend={resend} actionData={actionData} />
      ) : stage === 'password' ? (
        <NewPasswordStep
          schema={PasswordSchema}
          actionData={actionData}
          words={{ intro: 'forgot.newPasswordIntro', label: 'auth.newPassword', submit: 'auth.submit' }}
        />
      ) : (
        <PhoneStep phone={phone} actionData={actionData} words={{ intro: 'forgot.intro', submit: 'auth.submit' }} />
      )}
      <Typography sx={{ mt: 3 }}>
        <Link component={RouterLink} to="/login">
          {t('forgot.backToLogin')}
        </Link>
      </Typography>
    </AuthLayout>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return titleMeta(matches, 'forgot.title')
}

export function ErrorBoundary() {
  return <RouteErrorPage />
}
