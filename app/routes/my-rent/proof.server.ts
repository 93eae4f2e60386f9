// The tenant's "I paid" form, posted as multipart to /my-rent/{id} with its intent:
// the fields are checked like a payment's, the photo (optional) by its bytes; bad input comes back
// to the form (400) with nothing saved; success redirects with a flash message. Each render's form
// key makes a double submit one report.
import { ProofCreateSchema } from '~/schemas/payment-proof-schemas'
import { REPORT_PAYMENT_INTENT } from '~/components/my-rent/payment-proofs'
import { translate } from '~/i18n'
import { checkPhoto, type ProofPhoto, type ProofView, submitProof } from '~/services/payments/proofs.server'
import { parseForm } from '~/server/form-data.server'
import { redirectWithToast } from '~/server/toast.server'
import { writeFormOnce } from '~/web/form-key.server'
import { replyTo, type SignedIn } from '~/web/route-kit.server'
import { formRefusalOf } from '~/web/refusal.server'

export const PROOF_INTENTS: readonly string[] = [REPORT_PAYMENT_INTENT]

async function photoOf(file: FormDataEntryValue | null): Promise<ProofPhoto | null> {
  if (!(file instanceof File) || file.size === 0) return null
  return checkPhoto(new Uint8Array(await file.arrayBuffer()))
}

export async function proofFormAction(formData: FormData, who: SignedIn, agreementId: number) {
  const pageUrl = `/my-rent/${agreementId}`
  const file = formData.get('photo')
  // The file is read here, never sent back to the form.
  formData.delete('photo')
  const submission = parseForm(formData, ProofCreateSchema)
  if (submission.status !== 'success') return replyTo(REPORT_PAYMENT_INTENT, submission)
  try {
    const photo = await photoOf(file)
    await writeFormOnce(
      formData,
      { memberId: who.member.id, pageUrl, input: { ...submission.value, photo: photo ? photo.bytes.byteLength : null } },
      (guard) => submitProof(who.member.phone, agreementId, submission.value, photo, { guard }),
      (proof: ProofView) => ({ proofId: proof.id }),
    )
  } catch (error) {
    const { status, ...errors } = formRefusalOf(error, who.language, { form: 'My Rent payment proof', unexpected: 'proof.sendFailed' })
    return replyTo(REPORT_PAYMENT_INTENT, submission, errors, status)
  }
  return redirectWithToast(`${pageUrl}#payment-proofs`, { type: 'success', message: translate(who.language, 'proof.sent') })
}
