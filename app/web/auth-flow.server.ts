// The multi-step account flows (sign-up, password reset) keep their state between requests in a
// signed, httpOnly cookie, so every step is a plain form post that works without JavaScript.
// The code step (send, resend, verify, change phone) is the same in both flows and lives here.
import { STORED_LANGUAGES, type StoredLanguage } from '~/domain/language'
import { createCookieSessionStorage, redirect } from 'react-router'
import { z } from 'zod'
import { CodeSchema, EmptySchema } from '~/schemas/account-schemas'
import { type Language, type MessageKey, translate } from '~/i18n'
import { checkVerificationCode, sendVerificationCode } from '~/services/accounts/phone-verification.server'
import { cookieSecret, isProduction } from '~/server/env.server'
import { formRefusalOf } from './refusal.server'
import { parseForm } from '~/server/form-data.server'
import { redirectWithToast } from '~/server/toast.server'
import { type Replyable, replyTo } from './route-kit.server'

// Long enough to fetch a code from another room; the code itself is valid for 10 minutes.
const FLOW_MAX_AGE_SECONDS = 30 * 60

const SmsLanguageSchema = z.enum(STORED_LANGUAGES)

const AuthFlowSchema = z.object({
  stage: z.enum(['phone', 'code', 'details', 'password', 'done']),
  /** E.164 */
  phone: z.string().optional(),
  /** The verification's otpauth token. */
  token: z.string().optional(),
  purpose: z.enum(['SIGNUP', 'CLAIM', 'RESET']).optional(),
  smsLanguage: SmsLanguageSchema.optional(),
  resendAvailableAt: z.string().optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  prefLanguage: SmsLanguageSchema.optional(),
})
export type AuthFlow = z.infer<typeof AuthFlowSchema>

function createFlowStorage(name: string) {
  const storage = createCookieSessionStorage({
    cookie: {
      name: isProduction ? `__Host-${name}` : name,
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: isProduction,
      secrets: [cookieSecret],
      maxAge: FLOW_MAX_AGE_SECONDS,
    },
  })
  return {
    async read(request: Request): Promise<AuthFlow> {
      const session = await storage.getSession(request.headers.get('cookie'))
      const parsed = AuthFlowSchema.safeParse(session.get('flow'))
      return parsed.success ? parsed.data : { stage: 'phone' }
    },
    /** The Set-Cookie value that stores the flow. */
    async commit(flow: AuthFlow) {
      const session = await storage.getSession()
      session.set('flow', flow)
      return storage.commitSession(session)
    },
    async destroy() {
      return storage.destroySession(await storage.getSession())
    },
  }
}
export type FlowStorage = ReturnType<typeof createFlowStorage>

export const registerFlow = createFlowStorage('bhadaa_register')
export const resetFlow = createFlowStorage('bhadaa_reset')



/** The words of a flow for failures the spec names per screen (§8). */
export type FlowMessages = {
  /** An unexpected failure while sending a code (status 500). */
  sendFailed: MessageKey
  /** An unexpected failure while checking a code (status 500). */
  verifyFailed: MessageKey
  /** The phone has no account (404). */
  notFound: MessageKey
}

/** Everything a step handler needs from the request. */
export type FlowStep = {
  formData: FormData
  flow: AuthFlow
  storage: FlowStorage
  /** The screen's path: every step redirects back to it (post, redirect, get). */
  path: string
  language: Language
  clientIp: string
  messages: FlowMessages
}

/** The flow's state no longer fits the step (cookie expired, another tab moved on): start again. */
export async function restartFlow(step: Pick<FlowStep, 'storage' | 'path' | 'language'>) {
  return redirectWithToast(
    step.path,
    { type: 'error', message: translate(step.language, 'auth.flowExpired') },
    { headers: { 'Set-Cookie': await step.storage.destroy() } },
  )
}

/** Texts a code and moves the flow to the code step; on failure the form named by `intent` shows why. */
export async function sendCode(
  step: FlowStep,
  { intent, submission, phone, purpose, smsLanguage, notice }: {
    intent: string
    submission: Replyable
    phone: string
    purpose: 'SIGNUP' | 'CLAIM' | 'RESET'
    smsLanguage: StoredLanguage
    notice?: MessageKey
  },
) {
  let sent: Awaited<ReturnType<typeof sendVerificationCode>>
  try {
    sent = await sendVerificationCode({ phone, purpose, language: smsLanguage, clientIp: step.clientIp })
  } catch (error) {
    const refusal = formRefusalOf(error, step.language, { form: 'account code', unexpected: step.messages.sendFailed, accountScreen: { notFound: step.messages.notFound } })
    return replyTo(intent, submission, { formErrors: refusal.formErrors }, refusal)
  }
  const cookie = await step.storage.commit({
    stage: 'code',
    phone,
    purpose,
    smsLanguage,
    token: sent.token,
    resendAvailableAt: sent.resendAvailableAt.toISOString(),
  })
  const headers = { 'Set-Cookie': cookie }
  if (!notice) return redirect(step.path, { headers })
  return redirectWithToast(step.path, { type: 'success', message: translate(step.language, notice) }, { headers })
}

/** Resend Code: a new code for the same phone and purpose (the service enforces the 180 s wait). */
export async function resendCode(step: FlowStep) {
  const submission = parseForm(step.formData, EmptySchema)
  const { stage, phone, purpose, smsLanguage } = step.flow
  if (stage !== 'code' || !phone || !purpose) return restartFlow(step)
  return sendCode(step, { intent: 'resend', submission, phone, purpose, smsLanguage: smsLanguage ?? 'ENG', notice: 'auth.codeResent' })
}

/** Change Phone Number: back to the phone step with the number kept for editing. */
export async function changePhone(step: FlowStep) {
  return redirect(step.path, { headers: { 'Set-Cookie': await step.storage.commit({ stage: 'phone', phone: step.flow.phone }) } })
}

/**
 * Checks the typed code. On success `next` gives the flow's next state (and an optional notice);
 * a wrong, expired or exhausted code is shown on the code form.
 */
export async function verifyCode(
  step: FlowStep,
  next: (flow: AuthFlow & { phone: string }) => Promise<{ flow: AuthFlow; notice?: MessageKey }>,
) {
  const submission = parseForm(step.formData, CodeSchema)
  if (submission.status !== 'success') return replyTo('verify', submission)
  const { stage, token, phone } = step.flow
  if (stage !== 'code' || !token || !phone) return restartFlow(step)
  try {
    await checkVerificationCode({ token, code: submission.value.code, clientIp: step.clientIp })
  } catch (error) {
    const refusal = formRefusalOf(error, step.language, { form: 'account code check', unexpected: step.messages.verifyFailed, accountScreen: {} })
    return replyTo('verify', submission, { formErrors: refusal.formErrors }, refusal)
  }
  const { flow, notice } = await next({ ...step.flow, phone })
  const headers = { 'Set-Cookie': await step.storage.commit(flow) }
  if (!notice) return redirect(step.path, { headers })
  return redirectWithToast(step.path, { type: 'success', message: translate(step.language, notice) }, { headers })
}

/** When Resend Code becomes possible, for the code step: seconds from now and the Nepal clock time. */
export function resendInfo(flow: AuthFlow, language: Language, now = new Date()) {
  if (!flow.resendAvailableAt) return null
  const at = new Date(flow.resendAvailableAt)
  const clock = new Intl.DateTimeFormat(language === 'ne' ? 'ne-NP' : 'en-GB', {
    timeZone: 'Asia/Kathmandu',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(at)
  return {
    at: flow.resendAvailableAt,
    clock,
    secondsLeft: Math.max(0, Math.ceil((at.getTime() - now.getTime()) / 1000)),
  }
}
