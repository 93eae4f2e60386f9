// POST /held/:id/send (route HeldFormSend, ADR 066): sends a kept form on to the page it was meant
// for. The kept form is taken once (a second press finds none), and a 307 answers: the browser
// posts the same body, the fields the member typed, to that page, whose action then answers as it
// would have before the session ended (its messages and the refilled form on a refusal).
import { redirect } from 'react-router'
import { translate } from '~/i18n'
import { redirectWithToast } from '~/server/toast.server'
import { takeHeldForm } from '~/services/accounts/held-forms.server'
import { NotFoundError } from '~/services/errors'
import { signedIn } from '~/web/route-kit.server'
import type { Route } from './+types/held-form-send'

export async function action({ params, context }: Route.ActionArgs) {
  const { member, language } = signedIn(context)
  try {
    const form = await takeHeldForm(member.id, params.id)
    return redirect(form.path, 307)
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error
    return redirectWithToast('/dashboard', { type: 'info', message: translate(language, 'heldForm.gone') }, { status: 303 })
  }
}

export function loader() {
  return redirect('/dashboard')
}
