// The landlord's bank QR as Settings > Payments and /v1 send it: the payload's text, and which
// property it is for (none: every property without its own). Whether it is a payment QR is the
// domain's question (app/domain/merchant-qr.ts), asked by the service.
import { z } from 'zod'
import { MAX_PAYMENT_QR_LENGTH, PAYMENT_QR_MESSAGES as M } from './payment-qr-rules'

export const PaymentQrPayloadSchema = z
  .string({ error: M.required })
  .trim()
  .min(1, M.required)
  .max(MAX_PAYMENT_QR_LENGTH, M.tooLong)
  .meta({ description: 'The QR’s text exactly as the bank’s QR holds it (EMVCo merchant-presented, starts `000201`, ends with tag 63’s CRC)', example: '00020101021126...6304ABCD' })

// Whether the number is one of the member's properties is the service's question (404 when not).
const PropertyIdSchema = z.coerce.number({ error: M.property }).int(M.property).positive(M.property)

export const PaymentQrBodySchema = z.object({ payload: PaymentQrPayloadSchema })

export const PaymentQrQuerySchema = z.object({
  propertyId: PropertyIdSchema.optional().meta({ description: 'One property’s QR; without it, the landlord’s QR for every property without its own' }),
})

/** The web form: a photo (read by the route) or the pasted text, for one property or all. */
export const PaymentQrFormSchema = z.object({
  payload: PaymentQrPayloadSchema.optional(),
  propertyId: PropertyIdSchema.optional(),
})
