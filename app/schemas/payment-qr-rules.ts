// The message codes of the landlord's bank QR (Settings > Payments, /v1/member/payment-qr), without
// zod: the Settings > Payments page imports them (page weight, ADR 012).
import type { MerchantQrError } from '~/domain/merchant-qr'
import type { MessageCode } from '~/i18n/message'

export const PAYMENT_QR_MESSAGES = {
  required: 'paymentQr.error.required',
  tooLong: 'paymentQr.error.tooLong',
  notEmvco: 'paymentQr.error.notEmvco',
  truncated: 'paymentQr.error.truncated',
  wrongChecksum: 'paymentQr.error.wrongChecksum',
  noMerchantAccount: 'paymentQr.error.noMerchantAccount',
  noQr: 'paymentQr.error.noQr',
  photoType: 'paymentQr.error.photoType',
  photoTooLarge: 'paymentQr.error.photoTooLarge',
  photoUnreadable: 'paymentQr.error.photoUnreadable',
  property: 'paymentQr.error.property',
} as const satisfies Record<string, MessageCode>

/** The parser's refusal as words for the landlord. */
export const MERCHANT_QR_MESSAGES = {
  'not-emvco': PAYMENT_QR_MESSAGES.notEmvco,
  truncated: PAYMENT_QR_MESSAGES.truncated,
  'wrong-checksum': PAYMENT_QR_MESSAGES.wrongChecksum,
  'no-merchant-account': PAYMENT_QR_MESSAGES.noMerchantAccount,
} as const satisfies Record<MerchantQrError, MessageCode>

/** EMVCo payloads are at most 512 characters. */
export const MAX_PAYMENT_QR_LENGTH = 512
