// The "Pay by bank QR" block's data for a page: the QR drawn on the server, with what the page
// knows of the payment (app/components/pay/pay-by-qr.tsx shows it).
import type { PayByQrView } from '~/components/pay/pay-by-qr'
import { qrDrawing } from '~/server/qr-drawing.server'
import type { PayByQr } from '~/services/payments/payment-qrs.server'

/** The "I paid" form of a tenant's agreement, filled in for a QR payment. */
export const reportQrPaymentUrl = (agreementId: number) => `/my-rent/${agreementId}?paid=qr#proof-form`

export function payByQrView(qr: PayByQr | null, payment: Omit<PayByQrView, 'drawing' | 'accountName'>): PayByQrView | null {
  if (!qr || payment.dueNowPaisa <= 0) return null
  return { ...payment, drawing: qrDrawing(qr.payload), accountName: qr.accountName }
}

/** The pay link printed on a receipt, as text and as a QR; null when there is none. */
export const printedPayLink = (url: string | null) => (url ? { url, drawing: qrDrawing(url) } : null)
