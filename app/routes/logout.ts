// POST /logout (route Logout): ends the web session (revoked in the database, cookie cleared)
// and goes to the home page, or to a same-site `redirectTo` (the 401 dialog sends /login).
// `reason=inactive` comes from the 15-minute inactivity timer and words the message accordingly.
import { redirect } from 'react-router'
import { z } from 'zod'
import { translate } from '~/i18n'
import { clearSessionCookie, revokeWebSession } from '~/services/accounts/session.server'
import { requestLanguage } from '~/web/auth.server'
import { safeRedirect } from '~/server/safe-redirect'
import { redirectWithToast } from '~/server/toast.server'
import { parseFormFields, readFormData } from '~/server/form-data.server'
import type { Route } from './+types/logout'

const LogoutSchema = z.object({
  reason: z.enum(['inactive']).optional().catch(undefined),
  redirectTo: z.string().optional().catch(undefined),
})

export async function action({ request }: Route.ActionArgs) {
  // Hostile fields (control characters) do not keep anyone signed in: the defaults then.
  const { reason, redirectTo } = parseFormFields(await readFormData(request), LogoutSchema).data ?? {}
  await revokeWebSession(request)
  // The page after sign-out is in the visitor's own language (cookie), so is the message.
  const language = await requestLanguage(request)
  return redirectWithToast(
    safeRedirect(redirectTo, '/'),
    { type: 'info', message: translate(language, reason === 'inactive' ? 'auth.signedOutInactive' : 'auth.signedOut') },
    // Home and sign-in are server-only pages (ADR 009).
    { headers: { 'Set-Cookie': await clearSessionCookie() }, status: 303, reloadDocument: true },
  )
}

export function loader() {
  return redirect('/')
}
