// Guards for the web screens: who may see a page, where to send them otherwise, and the few
// request facts (language, client address) the account actions need.
import { createContext, redirect, type RouterContextProvider } from 'react-router'
import { translate } from '~/i18n'
import { clearSessionCookie, getSessionMember, getWebSession, sessionTokenOf } from '~/services/accounts/session.server'
import type { MemberRoles } from '~/services/my-rent/landing.server'
import { resolveLanguage } from '~/server/language.server'
import { requestInfoContext } from '~/server/request-context'
import { redirectWithToast } from '~/server/toast.server'
import { readFormData } from '~/server/form-data.server'
import { holdForm } from '~/services/accounts/held-forms.server'
import { heldFormPath } from '~/components/account/held-form-path'

type SessionMember = Awaited<ReturnType<typeof getSessionMember>>

// The session read of a page request, shared by the signed-in layout's middleware and the root
// loader: one lookup per request instead of one each. It reads the frame's roles (whether the
// member rents and lets) in the same statement.
const sessionMemberContext = createContext<Promise<SessionMember> | null>(null)
const sessionRolesContext = createContext<Promise<MemberRoles | null> | null>(null)

/**
 * The signed-in member of the request (or null), read once per GET and kept in its context. A
 * POST reads it afresh each time: its action may sign in, sign out or change the member's
 * preferences before the loaders run.
 */
export function sessionMemberOf(request: Request, context?: Pick<RouterContextProvider, 'get' | 'set'>): Promise<SessionMember> {
  if (!context || (request.method !== 'GET' && request.method !== 'HEAD')) return getSessionMember(request)
  let pending = context.get(sessionMemberContext)
  if (!pending) {
    const session = getWebSession(request, new Date(), { withRoles: true })
    pending = session.then((read) => read?.member ?? null)
    context.set(sessionMemberContext, pending)
    // Awaited only by a page whose frame asks: a failed read must not be an unhandled rejection
    // (the member's promise carries the failure; a frame asking after one reads the roles itself).
    context.set(sessionRolesContext, session.then((read) => read?.roles ?? null, () => null))
  }
  return pending
}

/** Whether the signed-in member rents and lets, if this request's session read asked (a GET's did); else null. */
export function sessionRolesOf(context: Pick<RouterContextProvider, 'get'>): Promise<MemberRoles | null> {
  return context.get(sessionRolesContext) ?? Promise.resolve(null)
}

/**
 * The signed-in member, or a redirect to sign-in that comes back here afterwards. A cookie whose
 * session has ended (idle, expired, revoked) is cleared and the visitor is told why.
 */
export async function requireMember(request: Request, context?: Pick<RouterContextProvider, 'get' | 'set'>) {
  const member = await sessionMemberOf(request, context)
  if (member) return member
  const url = new URL(request.url)
  const here = url.pathname + url.search
  const token = await sessionTokenOf(request)
  if (!token) throw redirect(loginPath(here))
  // A form posted after the session ended is kept, and sign-in comes back to send it (ADR 066).
  const held = await holdPostedForm(request, token, here)
  const language = await resolveLanguage(request)
  throw await redirectWithToast(
    loginPath(held ? heldFormPath(held) : here),
    { type: 'info', message: translate(language, held ? 'auth.sessionEndedFormKept' : 'auth.sessionEnded') },
    // Sign-in is a server-only page (ADR 009).
    { headers: { 'Set-Cookie': await clearSessionCookie() }, reloadDocument: true },
  )
}

function loginPath(redirectTo: string) {
  return `/login?${new URLSearchParams({ redirectTo })}`
}

/**
 * Keeps a form a person posted with a session that has ended; its id, or null. Only a form the
 * browser sent as a page (not a script's request: a sidebar toggle, say) with a field in it.
 */
async function holdPostedForm(request: Request, token: string, path: string): Promise<string | null> {
  if (request.method !== 'POST') return null
  // A browser's own post of a page is for a document; a script's fetch is for nothing ('empty').
  const destination = request.headers.get('sec-fetch-dest')
  if (destination && destination !== 'document') return null
  const formData = await readFormData(request)
  if ([...formData.keys()].length === 0) return null
  return holdForm(token, path, formData)
}

/** For account actions (sign in, sign up): a signed-in member is sent to the Dashboard. */
export async function requireAnonymous(request: Request) {
  if (await getSessionMember(request)) throw redirect('/dashboard')
}

/** The interface language of an anonymous visitor (cookie, then Accept-Language). */
export function requestLanguage(request: Request) {
  return resolveLanguage(request)
}

export function clientIpOf(context: Pick<RouterContextProvider, 'get'>) {
  return context.get(requestInfoContext).clientIp
}
