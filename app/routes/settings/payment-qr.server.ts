// Settings > Payments, the landlord's bank QR on the server: the save form (multipart: a photo of
// the QR or its text, for all properties or one) and the remove form. A photo without a QR, a text
// that is not a payment QR or whose check digits do not match come back to the form (400) on
// their field with nothing saved; success redirects with a toast naming the account to check.
import { PAYMENT_QR_INTENTS } from '~/components/settings/payment-qr-section'
import { type Language, translate } from '~/i18n'
import { PaymentQrFormSchema } from '~/schemas/payment-qr-schemas'
import { PAYMENT_QR_MESSAGES } from '~/schemas/payment-qr-rules'
import { parseForm } from '~/server/form-data.server'
import { redirectWithToast } from '~/server/toast.server'
import { type PaymentQrView, paymentQrFromPhoto, removePaymentQr, savePaymentQr } from '~/services/payments/payment-qrs.server'
import { writeFormOnce } from '~/web/form-key.server'
import { formRefusalOf } from '~/web/refusal.server'
import { replyTo } from '~/web/route-kit.server'

const PAGE = '/settings/payments'

export const isPaymentQrIntent = (intent: string) => intent === PAYMENT_QR_INTENTS.save || intent === PAYMENT_QR_INTENTS.remove

const photoBytesOf = async (file: FormDataEntryValue | null) => (file instanceof File && file.size > 0 ? new Uint8Array(await file.arrayBuffer()) : null)

export async function paymentQrAction(formData: FormData, intent: string, { memberId, language }: { memberId: number; language: Language }) {
  const file = formData.get('photo')
  // The picture is read here, never sent back to the form.
  formData.delete('photo')
  const submission = parseForm(formData, PaymentQrFormSchema)
  if (submission.status !== 'success') return replyTo(intent, submission)
  const propertyId = submission.value.propertyId ?? null
  try {
    if (intent === PAYMENT_QR_INTENTS.remove) {
      await writeFormOnce(formData, { memberId, pageUrl: PAGE, input: { propertyId } }, (guard) => removePaymentQr(memberId, propertyId, { guard }), () => 'removed')
      return redirectWithToast(`${PAGE}#payment-qr-card`, { type: 'success', message: translate(language, 'paymentQr.removed') }, { status: 303 })
    }
    const photo = await photoBytesOf(file)
    if (!photo && !submission.value.payload) return replyTo(intent, submission, { fieldErrors: { photo: [PAYMENT_QR_MESSAGES.required] } })
    // A photo wins over the text: it is what the bank's app shows, read by the server.
    const payload = photo ? await paymentQrFromPhoto(photo) : (submission.value.payload as string)
    const field = photo ? 'photo' : 'payload'
    const accountName = await writeFormOnce<PaymentQrView, string | null>(formData, { memberId, pageUrl: PAGE, input: { propertyId, payload } }, (guard) => savePaymentQr(memberId, propertyId, payload, { guard, field }), (view) => view.accountName)
    const name = accountName ?? translate(language, 'paymentQr.accountUnnamed')
    return redirectWithToast(`${PAGE}#payment-qr-card`, { type: 'success', message: translate(language, 'paymentQr.saved', { name }) }, { status: 303 })
  } catch (error) {
    const { status, fieldErrors, formErrors } = formRefusalOf(error, language, { form: `payment QR ${intent}`, notFound: 'form' })
    return replyTo(intent, submission, fieldErrors ? { fieldErrors } : { formErrors }, status)
  }
}
