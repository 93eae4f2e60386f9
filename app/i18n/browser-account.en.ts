// The account screens' texts (English) as the browser downloads them when a screen draws one
// (later-texts.ts): billing, the activity log, My Rent, the rent-income report and the
// landlord's bank QR (Settings › Payments, paying by it on My Rent).
import { auditEn } from './audit.en'
import { billingEn } from './billing.en'
import { myRentEn } from './my-rent.en'
import { paymentQrEn } from './payment-qr.en'
import { reportsEn } from './reports.en'
import { repairEn } from './repair.en'

export const messages = { ...billingEn, ...auditEn, ...myRentEn, ...reportsEn, ...paymentQrEn, ...repairEn }
