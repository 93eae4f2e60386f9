// The agreement page's "Text it to the tenant" form (the page's table of forms: ./show.server.ts):
// one text of the pay link to the tenant. A refusal (no online payment, three texts today) comes
// back to the form with its reason; success redirects with a flash message.
import { z } from 'zod'
import { TEXT_PAY_LINK_INTENT } from '~/components/agreements/pay-link-card'
import { localDigits } from '~/domain/devanagari-digits'
import { translate } from '~/i18n'
import type { AgreementView } from '~/services/agreements/views.server'
import { textPayLink } from '~/services/payments/pay-link-sms.server'
import { parseForm } from '~/server/form-data.server'
import { redirectWithToast } from '~/server/toast.server'
import { formRefusalOf } from '~/web/refusal.server'
import { replyTo, type SignedIn } from '~/web/route-kit.server'

// The count of today's texts the form showed; a form without it counts as today's.
const TextPayLinkSchema = z.object({ seen: z.coerce.number().int().min(0).max(1_000).optional() })

export async function textPayLinkForm(formData: FormData, who: SignedIn, agreement: AgreementView) {
  const submission = parseForm(formData, TextPayLinkSchema)
  if (submission.status !== 'success') return replyTo(TEXT_PAY_LINK_INTENT, submission)
  let sent: boolean
  try {
    ;({ sent } = await textPayLink(who.member.id, agreement.id, { seen: submission.value.seen }))
  } catch (error) {
    const { status, formErrors } = formRefusalOf(error, who.language, { form: 'pay link text', unexpected: 'payLink.failed' })
    return replyTo(TEXT_PAY_LINK_INTENT, submission, { formErrors }, status)
  }
  const phone = localDigits(agreement.tenant.phoneNational, who.language)
  return redirectWithToast(`/agreements/${agreement.id}#pay-link`, { type: 'success', message: translate(who.language, sent ? 'payLink.sent' : 'payLink.alreadySent', { phone }) })
}
