// The agreement page's ledger forms: Record Payment and Void Payment, posted to the page's action
// with their intents (the page's table of forms: ./show.server.ts). Bad input comes back to the form (400) with nothing changed;
// another member's payment is the 404 page; success redirects with a flash message. Each form
// records once per render (its hidden idempotency key): a double submit redirects as a success.
import { z } from 'zod'
import { PaymentCreateSchema, PaymentVoidSchema } from '~/schemas/ledger-schemas'
import { RECORD_PAYMENT_INTENT } from '~/components/ledger/dues-and-payments'
import { VOID_PAYMENT_INTENT } from '~/components/ledger/void-payment-dialog'
import { localDigits } from '~/domain/devanagari-digits'
import { translate } from '~/i18n'
import { type PaymentLine, recordPayment, voidPayment } from '~/services/ledger/ledger.server'
import { writeFormOnce } from '~/web/form-key.server'
import { parseForm } from '~/server/form-data.server'
import { redirectWithToast } from '~/server/toast.server'
import { formRefusalOf } from '~/web/refusal.server'
import { type Acting, idParam, replyTo } from '~/web/route-kit.server'

const VoidFormSchema = PaymentVoidSchema.extend({ paymentId: z.string().optional() })

export async function recordPaymentForm(formData: FormData, who: Acting, { id: agreementId }: { id: number }) {
  const pageUrl = `/agreements/${agreementId}`
  const { member, language } = who
  const submission = parseForm(formData, PaymentCreateSchema)
  if (submission.status !== 'success') return replyTo(RECORD_PAYMENT_INTENT, submission)
  try {
    const recorded = await writeFormOnce(
      formData,
      { memberId: member.id, pageUrl, input: submission.value },
      (guard) => recordPayment(member.id, agreementId, submission.value, { guard, by: who.access }),
      (payment: PaymentLine & { agreementId: number }) => ({ receiptNumber: payment.receiptNumber, agreementId: payment.agreementId }),
    )
    const number = localDigits(recorded.receiptNumber, language)
    // A renewed agreement's payment is the running renewal's (the ledger's rule): its page shows it.
    const payeeUrl = `/agreements/${recorded.agreementId ?? agreementId}`
    return redirectWithToast(`${payeeUrl}#agreement-ledger`, { type: 'success', message: translate(language, 'ledger.recorded', { number }) })
  } catch (error) {
    const { status, ...errors } = formRefusalOf(error, who.language, { form: 'ledger payment', unexpected: 'ledger.recordFailed' })
    return replyTo(RECORD_PAYMENT_INTENT, submission, errors, status)
  }
}

export async function voidPaymentForm(formData: FormData, who: Acting, { id: agreementId }: { id: number }) {
  const pageUrl = `/agreements/${agreementId}`
  const { member, language } = who
  const submission = parseForm(formData, VoidFormSchema)
  if (submission.status !== 'success') return replyTo(VOID_PAYMENT_INTENT, submission)
  try {
    const paymentId = idParam(submission.value.paymentId)
    await writeFormOnce(
      formData,
      { memberId: member.id, pageUrl, input: submission.value },
      (guard) => voidPayment(member.id, paymentId, submission.value.reason, { agreementId, guard, by: who.access }),
      (voided: PaymentLine) => ({ paymentId: voided.id }),
    )
  } catch (error) {
    const { status, formErrors } = formRefusalOf(error, who.language, { form: 'ledger void', unexpected: 'ledger.voidFailed' })
    return replyTo(VOID_PAYMENT_INTENT, submission, { formErrors }, status)
  }
  return redirectWithToast(`${pageUrl}#agreement-ledger`, { type: 'success', message: translate(language, 'ledger.voidDone') })
}
