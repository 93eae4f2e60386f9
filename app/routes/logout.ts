// POST /logout (route Logout): ends the web session (revoked in the database, cookie cleared)
// and goes to the home page, or to a same-site `redirectTo` (the 401 dialog sends /login).
// `reason=inactive` comes from the 15-minute inactivity timer and words the message accordingly;
// the timer also sends a form the member had typed in and not sent (`heldPath`, `heldFields`),
// which is kept for them to send after signing in again (ADR 066).
import { redirect } from 'react-router'
import { z } from 'zod'
import { translate } from '~/i18n'
import { HELD_FIELDS_FIELD, HELD_PATH_FIELD } from '~/islands/inactivity-logout'
import { holdForm } from '~/services/accounts/held-forms.server'
import { clearSessionCookie, revokeWebSession, sessionTokenOf } from '~/services/accounts/session.server'
import { requestLanguage } from '~/web/auth.server'
import { safeRedirect } from '~/server/safe-redirect'
import { redirectWithToast } from '~/server/toast.server'
import { parseFormFields, readFormData } from '~/server/form-data.server'
import type { Route } from './+types/logout'

const LogoutSchema = z.object({
  reason: z.enum(['inactive']).optional().catch(undefined),
  redirectTo: z.string().optional().catch(undefined),
  [HELD_PATH_FIELD]: z.string().optional().catch(undefined),
  [HELD_FIELDS_FIELD]: z.string().optional().catch(undefined),
})

/** The typed form's fields as the page script sends them: [name, value] pairs, as JSON. */
const HeldFieldsSchema = z.array(z.tuple([z.string(), z.string()])).min(1)

export async function action({ request }: Route.ActionArgs) {
  // Hostile fields (control characters) do not keep anyone signed in: the defaults then.
  const fields = parseFormFields(await readFormData(request), LogoutSchema).data ?? {}
  const held = fields.reason === 'inactive' && (await keepTypedForm(request, fields[HELD_PATH_FIELD], fields[HELD_FIELDS_FIELD]))
  await revokeWebSession(request)
  // The page after sign-out is in the visitor's own language (cookie), so is the message.
  const language = await requestLanguage(request)
  const message = fields.reason === 'inactive' ? (held ? 'auth.signedOutInactiveFormKept' : 'auth.signedOutInactive') : 'auth.signedOut'
  return redirectWithToast(
    safeRedirect(fields.redirectTo, '/'),
    { type: 'info', message: translate(language, message) },
    // Home and sign-in are server-only pages (ADR 009).
    { headers: { 'Set-Cookie': await clearSessionCookie() }, status: 303, reloadDocument: true },
  )
}

/** Keeps the form the member typed in before the timer signed them out; whether it was kept. */
async function keepTypedForm(request: Request, path: string | undefined, json: string | undefined) {
  const token = await sessionTokenOf(request)
  if (!token || !path || !json || safeRedirect(path, '') !== path) return false
  let pairs: unknown
  try {
    pairs = JSON.parse(json)
  } catch {
    return false
  }
  const parsed = HeldFieldsSchema.safeParse(pairs)
  return parsed.success && (await holdForm(token, path, parsed.data)) !== null
}

export function loader() {
  return redirect('/')
}
