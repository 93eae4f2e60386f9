// /login (route Login, spec §2.3, §4.2): phone and password. A visitor who is already signed in
// sees a note and goes on to the Dashboard after 3 s.
import { getFormProps } from '@conform-to/react'
import Box from '@mui/material/Box'
import { Button } from '~/components/button'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { Form, redirect } from 'react-router'
import { Link as RouterLink } from '~/components/link'
import { z } from 'zod'
import { AuthLayout } from '~/components/account/auth-layout'
import { PhoneField } from '~/components/form/fields'
import { PasswordField } from '~/components/form/password-fields'
import { FormErrors } from '~/components/form/form-message'
import { SignedInPanel } from '~/components/account/signed-in-panel'
import { useStepForm } from '~/components/form/use-step-form'
import { RouteErrorPage } from '~/components/error-page'
import { titleMeta } from '~/components/route-meta'
import { MAX_PHONE_INPUT_LENGTH } from '~/domain/phone'
import { type MessageKey, translate, useT } from '~/i18n'
import { signIn } from '~/services/accounts/accounts.server'
import { landingPathOf } from '~/services/my-rent/landing.server'
import { newestHeldFormId } from '~/services/accounts/held-forms.server'
import { commitWebSession, getSessionMember } from '~/services/accounts/session.server'
import { formRefusalOf } from '~/web/refusal.server'
import { replyTo } from '~/web/route-kit.server'
import { clientIpOf, requestLanguage, requireAnonymous } from '~/web/auth.server'
import { heldFormPath } from '~/components/account/held-form-path'
import { InvalidCredentialsError } from '~/services/errors'
import { parseForm, readFormData } from '~/server/form-data.server'
import { safeRedirect } from '~/server/safe-redirect'
import { loadAsDocument, serverOnlyPage } from '~/components/server-only-page'
import type { Route } from './+types/login'
import { passOnHeaders } from '~/web/route-headers'

// Spec §5: both fields must be filled; the phone's format is the service's business (a number in
// any accepted form, or one that matches nothing, gets the same answer as a wrong password).
const LoginSchema = z
  .object({
    // Longer than any number can be: refused here, before it is counted against the phone.
    phone: z.string().trim().max(MAX_PHONE_INPUT_LENGTH, 'register.phoneInvalid' satisfies MessageKey).optional(),
    password: z.string().optional(),
    redirectTo: z.string().optional(),
  })
  .refine(({ phone, password }) => Boolean(phone && password), { message: 'login.missing' satisfies MessageKey })

// A public page: rendered on the server only (ADR 009).
export const handle = serverOnlyPage
export const clientMiddleware = [loadAsDocument]
// A refused form keeps its action's headers (Retry-After on a 429).
export const headers = passOnHeaders

export async function loader({ request }: Route.LoaderArgs) {
  const member = await getSessionMember(request)
  const redirectTo = new URL(request.url).searchParams.get('redirectTo')
  return { signedIn: Boolean(member), redirectTo: safeRedirect(redirectTo, '') }
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAnonymous(request)
  const submission = parseForm(await readFormData(request), LoginSchema)
  if (submission.status !== 'success') return replyTo('login', submission, { hideFields: ['password'] })
  const { phone = '', password = '', redirectTo } = submission.value
  try {
    const { member } = await signIn({ phone, password, clientIp: clientIpOf(context) })
    // A page the sign-in was asked for comes first; then a form kept when the session ended (the
    // sign-in after a password reset asks for no page; ADR 066); else where this member's work waits.
    const asked = safeRedirect(redirectTo, '')
    const held = asked ? null : await newestHeldFormId(member.id)
    const target = asked || (held ? heldFormPath(held) : await landingPathOf(member.id))
    return redirect(target, { headers: { 'Set-Cookie': await commitWebSession(member.id, new Date(), request.headers.get('user-agent')) } })
  } catch (error) {
    const language = await requestLanguage(request)
    const refusal =
      error instanceof InvalidCredentialsError
        ? { status: 401, formErrors: [translate(language, 'login.mismatch')] }
        : formRefusalOf(error, language, { form: 'sign-in', unexpected: 'login.failed', accountScreen: {} })
    return replyTo('login', submission, { formErrors: refusal.formErrors, hideFields: ['password'] }, refusal)
  }
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  if (loaderData.signedIn) {
    return (
      <AuthLayout route="login" title={t('login.alreadyTitle')}>
        <SignedInPanel text={t('login.alreadyText')} />
      </AuthLayout>
    )
  }
  return (
    <AuthLayout route="login" title={t('login.title')}>
      <Typography color="text.secondary">{t('login.subtitle')}</Typography>
      <LoginForm redirectTo={loaderData.redirectTo} actionData={actionData} />
      <Box sx={{ mt: 3, display: 'grid', gap: 1 }}>
        <Link component={RouterLink} to="/forgot-password">
          {t('login.forgotPassword')}
        </Link>
        <Typography>
          {t('login.noAccount')}{' '}
          <Link component={RouterLink} to="/register">
            {t('nav.signUp')}
          </Link>
        </Typography>
      </Box>
    </AuthLayout>
  )
}

function LoginForm({ redirectTo, actionData }: { redirectTo: string; actionData: Route.ComponentProps['actionData'] }) {
  const t = useT()
  const [form, fields] = useStepForm('login', LoginSchema, actionData)
  return (
    <Form method="post" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="login" />
      {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
      <PhoneField field={fields.phone} autoFocus />
      <PasswordField field={fields.password} label={t('auth.password')} autoComplete="current-password" />
      <FormErrors errors={form.errors} />
      <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }}>
        {t('login.submit')}
      </Button>
    </Form>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return titleMeta(matches, 'login.submit')
}

export function ErrorBoundary() {
  return <RouteErrorPage />
}
