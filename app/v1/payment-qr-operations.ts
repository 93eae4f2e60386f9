// The /v1 operations of the landlord's own bank QR (Settings > Payments, every plan); merged into
// `operations` (operations.ts). The payload goes in and comes out exactly as the bank made it.
import { z } from 'zod'
import { PaymentQrBodySchema, PaymentQrQuerySchema } from '~/schemas/payment-qr-schemas'
import type { Operation } from './common-schemas'

export const PaymentQrJsonSchema = z.object({
  payload: z.string().meta({ description: 'The QR’s text, exactly as saved (EMVCo merchant-presented)' }),
  accountName: z.string().nullable().meta({ description: 'Tag 59 of the payload: the account holder’s name as the bank wrote it; null when the QR has none' }),
  city: z.string().nullable().meta({ description: 'Tag 60 of the payload; null when the QR has none' }),
})

const which = 'With `propertyId`, that property’s own QR; without it, the landlord’s QR for every property without its own. Another member’s property is 404 `NOT_FOUND`'

export const paymentQrOperations = {
  paymentQrGet: {
    method: 'get',
    path: '/v1/member/payment-qr',
    summary: `The landlord’s bank or wallet QR that tenants pay rent into (DESIGN §14). ${which}; so is no QR saved there`,
    tag: 'payments',
    auth: 'bearer',
    query: PaymentQrQuerySchema,
    response: PaymentQrJsonSchema,
    errors: [404],
  },
  paymentQrPut: {
    method: 'put',
    path: '/v1/member/payment-qr',
    summary: `Save or replace the landlord’s QR (every plan). The body is either JSON \`{ payload }\` (the QR’s text) or the image itself (a photo or screenshot of the QR: JPEG, PNG or WebP, read from its bytes, at most 5 MB). It must be an EMVCo merchant-presented QR whose CRC (tag 63) matches. Errors: 400 \`VALIDATION_ERROR\` on \`payload\` (not a payment QR, incomplete, wrong check digits, no account) or \`photo\` (not an image, unreadable, no QR found), nothing saved. ${which}`,
    tag: 'payments',
    auth: 'bearer',
    query: PaymentQrQuerySchema,
    body: PaymentQrBodySchema,
    image: 'request',
    response: PaymentQrJsonSchema,
    errors: [404],
    idempotent: true,
  },
  paymentQrDelete: {
    method: 'delete',
    path: '/v1/member/payment-qr',
    summary: `Remove the landlord’s QR. ${which}; so is no QR saved there`,
    tag: 'payments',
    auth: 'bearer',
    query: PaymentQrQuerySchema,
    response: z.object({ propertyId: z.number().int().nullable() }),
    errors: [404],
    idempotent: true,
  },
} satisfies Record<string, Operation>
