// Flash messages ("toasts") that survive a redirect in a signed cookie, so they also work
// without JavaScript: the next page renders the message and clears the cookie.
import { createCookieSessionStorage, redirect, redirectDocument } from 'react-router'
import { z } from 'zod'
import { cookieSecret, isProduction } from './env.server'

const ToastSchema = z.object({
  type: z.enum(['success', 'error', 'info', 'warning']).default('info'),
  message: z.string().min(1),
})
export type Toast = z.infer<typeof ToastSchema>
type ToastInput = z.input<typeof ToastSchema>

const toastStorage = createCookieSessionStorage({
  cookie: {
    name: 'bhadaa_toast',
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isProduction,
    secrets: [cookieSecret],
  },
})

export async function toastHeaders(toast: ToastInput) {
  const session = await toastStorage.getSession()
  session.flash('toast', ToastSchema.parse(toast))
  return new Headers({ 'Set-Cookie': await toastStorage.commitSession(session) })
}

/**
 * `reloadDocument`: the target is a server-only page (ADR 009). From a hydrated page the browser
 * then loads it whole; otherwise the client's own data request for the root would take the toast
 * first and the page, loaded as a document right after, would have none.
 */
export async function redirectWithToast(url: string, toast: ToastInput, init?: ResponseInit & { reloadDocument?: boolean }) {
  const { reloadDocument = false, ...rest } = init ?? {}
  const headers = new Headers(rest.headers)
  for (const cookie of (await toastHeaders(toast)).getSetCookie()) headers.append('Set-Cookie', cookie)
  return (reloadDocument ? redirectDocument : redirect)(url, { ...rest, headers })
}

/** Reads and consumes the pending toast; the returned headers clear it. */
export async function getToast(request: Request) {
  const session = await toastStorage.getSession(request.headers.get('cookie'))
  const parsed = ToastSchema.safeParse(session.get('toast'))
  const headers = parsed.success
    ? new Headers({ 'Set-Cookie': await toastStorage.destroySession(session) })
    : null
  return { toast: parsed.success ? parsed.data : null, headers }
}
