// The agreement page's "I paid" decisions: Confirm and Reject a tenant's report, posted
// to the page's action with their intents. A rejection without a reason comes back to its form
// (400) with nothing changed; another member's report is the 404 page; success redirects with a
// flash message. Both are idempotent in the service (a repeat answers the decision made).
import { z } from 'zod'
import { CONFIRM_PROOF_INTENT, REJECT_PROOF_INTENT } from '~/components/ledger/payment-proof-review'
import { localDigits } from '~/domain/devanagari-digits'
import { translate } from '~/i18n'
import { ProofRejectSchema } from '~/schemas/payment-proof-schemas'
import { confirmProof, getProof, rejectProof } from '~/services/payments/proofs.server'
import { NotFoundError } from '~/services/errors'
import { parseForm } from '~/server/form-data.server'
import { redirectWithToast } from '~/server/toast.server'
import { type Acting, idParam, replyTo, throwAsResponse } from '~/web/route-kit.server'
import { formRefusalOf } from '~/web/refusal.server'

const ConfirmFormSchema = z.object({ proofId: z.string().optional() })
const RejectFormSchema = ProofRejectSchema.extend({ proofId: z.string().optional() })

/** Confirm or reject a tenant's report of a payment (the two intents share the report's lookup). */
export async function proofDecisionForm(formData: FormData, who: Acting, { id: agreementId }: { id: number }) {
  const { member, language } = who
  const back = `/agreements/${agreementId}`
  const intent = formData.get('intent') === CONFIRM_PROOF_INTENT ? CONFIRM_PROOF_INTENT : REJECT_PROOF_INTENT
  const submission = parseForm(formData, intent === CONFIRM_PROOF_INTENT ? ConfirmFormSchema : RejectFormSchema)
  if (submission.status !== 'success') return replyTo(intent, submission)
  const proofId = idParam(submission.value.proofId)
  // A report of another of the member's agreements is not this page's.
  const proof = await getProof(member.id, proofId).catch(throwAsResponse)
  if (proof.agreementId !== agreementId) throwAsResponse(new NotFoundError())
  try {
    if (intent === CONFIRM_PROOF_INTENT) {
      // A team member's confirmation names them as the payment's recorder (ADR 041).
      const confirmed = await confirmProof(member.id, proofId, { by: who.access })
      const number = localDigits(confirmed.receiptNumber ?? 0, language)
      return redirectWithToast(`${back}#agreement-ledger`, { type: 'success', message: translate(language, 'proof.confirmed', { number }) })
    }
    const { reason } = submission.value as { reason?: string }
    await rejectProof(member.id, proofId, reason ?? '')
  } catch (error) {
    const { status, ...errors } = formRefusalOf(error, who.language, { form: 'payment proof decision', unexpected: 'proof.decideFailed' })
    return replyTo(intent, submission, errors, status)
  }
  return redirectWithToast(`${back}#payment-proofs`, { type: 'success', message: translate(language, 'proof.rejected') })
}
