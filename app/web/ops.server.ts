// The operator console's guard and form answers (docs/OPS-INTERFACE.md). The /ops layout's
// middleware lets in only an operator (OPERATOR_PHONES) whose sign-in is at most 12 hours old:
// anyone else, signed in or not, meets the 404 page (the console does not admit it exists); an
// operator with an older sign-in is signed out and sent to sign in again, back to the same page.
import { createContext, data, type MiddlewareFunction, type RouterContextProvider } from 'react-router'
import { translate, type Language } from '~/i18n'
import { resolveLanguage } from '~/server/language.server'
import { redirectWithToast } from '~/server/toast.server'
import { errorAnswerOf } from '~/services/errors'
import { isFreshSignIn, isOperatorPhone } from '~/services/ops/operators.server'
import { clearSessionCookie, getWebSession, revokeWebSession } from '~/services/accounts/session.server'
import { renderMessage } from '~/i18n/message'

export type OperatorContext = { operator: { id: number; firstName: string; lastName: string }; language: Language }

const operatorContext = createContext<OperatorContext>()

export const opsMiddleware: MiddlewareFunction<Response> = async ({ request, context }) => {
  const session = await getWebSession(request)
  if (!session || !isOperatorPhone(session.member.phone)) throw data(null, { status: 404 })
  const language = await resolveLanguage(request, session.member)
  if (!isFreshSignIn(session.signedInAt)) {
    await revokeWebSession(request)
    const url = new URL(request.url)
    const login = `/login?${new URLSearchParams({ redirectTo: url.pathname + url.search })}`
    throw await redirectWithToast(
      login,
      { type: 'info', message: translate(language, 'ops.signInAgain') },
      { headers: { 'Set-Cookie': await clearSessionCookie() }, reloadDocument: true },
    )
  }
  const { id, firstName, lastName } = session.member
  context.set(operatorContext, { operator: { id, firstName, lastName }, language })
}

/** The operator the /ops layout let in; only routes under it may ask. */
export function operatorOf(context: Readonly<RouterContextProvider>): OperatorContext {
  return context.get(operatorContext)
}

/** What an /ops form answers when refused: the message, in the operator's language, and its status. */
export type OpsReply = { intent: string; error: string }

/**
 * Runs an operator's action: success is a redirect to `back` with "Done"; a service's refusal (a
 * missing reason, a conflict) comes back to the page with its status and nothing changed.
 */
export async function opsAction(intent: string, language: Language, back: string, run: () => Promise<unknown>) {
  try {
    await run()
  } catch (error) {
    const answer = errorAnswerOf(error)
    if (!answer) throw error
    const message = answer.messages.map((m) => renderMessage(language, m)).join(' ')
    return data<OpsReply>({ intent, error: message }, { status: answer.status, headers: answer.headers })
  }
  return redirectWithToast(back, { type: 'success', message: translate(language, 'ops.done') }, { status: 303 })
}
