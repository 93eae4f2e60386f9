// Settings > Payments, the landlord's bank QR on the server, in two steps that work without
// JavaScript. Check (multipart: a photo of the QR or its text, for all properties or one): the
// QR is read and checked, nothing saved, and the page shows the account name and city read from it
// with the QR drawn. Save: the payload the page carried (a hidden field) is checked again and
// saved. Remove forgets one. A photo without a QR, a text that is not a payment QR or whose check
// digits do not match come back to the check form (400) on their field with nothing saved.
import { data } from 'react-router'
import { PAYMENT_QR_INTENTS, type PaymentQrCheckData } from '~/components/settings/payment-qr-section'
import { type Language, translate } from '~/i18n'
import { PaymentQrFormSchema } from '~/schemas/payment-qr-schemas'
import { PAYMENT_QR_MESSAGES } from '~/schemas/payment-qr-rules'
import { parseForm } from '~/server/form-data.server'
import { qrDrawing } from '~/server/qr-drawing.server'
import { redirectWithToast } from '~/server/toast.server'
import { checkPaymentQr, type PaymentQrView, paymentQrFromPhoto, removePaymentQr, savePaymentQr } from '~/services/payments/payment-qrs.server'
import { writeFormOnce } from '~/web/form-key.server'
import { formRefusalOf } from '~/web/refusal.server'
import { replyTo } from '~/web/route-kit.server'

const PAGE = '/settings/payments'
const INTENTS: readonly string[] = Object.values(PAYMENT_QR_INTENTS)

export const isPaymentQrIntent = (intent: string) => INTENTS.includes(intent)

const photoBytesOf = async (file: FormDataEntryValue | null) => (file instanceof File && file.size > 0 ? new Uint8Array(await file.arrayBuffer()) : null)

export async function paymentQrAction(formData: FormData, intent: string, { memberId, language }: { memberId: number; language: Language }) {
  const file = formData.get('photo')
  // The picture is read here, never sent back to the form.
  formData.delete('photo')
  const submission = parseForm(formData, PaymentQrFormSchema)
  // Every refusal of a QR shows on the check form, with what was sent (a payload changed between
  // the steps comes back there too).
  const replyIntent = intent === PAYMENT_QR_INTENTS.remove ? intent : PAYMENT_QR_INTENTS.check
  if (submission.status !== 'success') return replyTo(replyIntent, submission)
  const propertyId = submission.value.propertyId ?? null
  try {
    if (intent === PAYMENT_QR_INTENTS.remove) {
      await writeFormOnce(formData, { memberId, pageUrl: PAGE, input: { propertyId } }, (guard) => removePaymentQr(memberId, propertyId, { guard }), () => 'removed')
      return redirectWithToast(`${PAGE}#payment-qr-card`, { type: 'success', message: translate(language, 'paymentQr.removed') }, { status: 303 })
    }
    if (intent === PAYMENT_QR_INTENTS.save) {
      const payload = submission.value.payload
      if (!payload) return replyTo(replyIntent, submission, { fieldErrors: { photo: [PAYMENT_QR_MESSAGES.required] } })
      const accountName = await writeFormOnce<PaymentQrView, string | null>(
        formData,
        { memberId, pageUrl: PAGE, input: { propertyId, payload } },
        (guard) => savePaymentQr(memberId, propertyId, payload, { guard }),
        (view) => view.accountName,
      )
      const name = accountName ?? translate(language, 'paymentQr.accountUnnamed')
      return redirectWithToast(`${PAGE}#payment-qr-card`, { type: 'success', message: translate(language, 'paymentQr.saved', { name }) }, { status: 303 })
    }
    const photo = await photoBytesOf(file)
    if (!photo && !submission.value.payload) return replyTo(replyIntent, submission, { fieldErrors: { photo: [PAYMENT_QR_MESSAGES.required] } })
    // A photo wins over the text: it is what the bank's app shows, read by the server.
    const payload = photo ? await paymentQrFromPhoto(photo) : (submission.value.payload as string)
    const candidate = await checkPaymentQr(memberId, propertyId, payload, { field: photo ? 'photo' : 'payload' })
    return data<PaymentQrCheckData>({ intent: PAYMENT_QR_INTENTS.check, candidate: { ...candidate, drawing: qrDrawing(candidate.payload) } })
  } catch (error) {
    const { status, fieldErrors, formErrors } = formRefusalOf(error, language, { form: `payment QR ${intent}`, notFound: 'form' })
    return replyTo(replyIntent, submission, fieldErrors ? { fieldErrors } : { formErrors }, status)
  }
}
