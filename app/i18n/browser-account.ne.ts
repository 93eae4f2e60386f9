// The account screens' texts (Nepali) as the browser downloads them when a screen draws one
// (later-texts.ts): billing, the activity log, My Rent, the rent-income report and the
// landlord's bank QR (Settings › Payments, paying by it on My Rent).
import { auditNe } from './audit.ne'
import { billingNe } from './billing.ne'
import { myRentNe } from './my-rent.ne'
import { paymentQrNe } from './payment-qr.ne'
import { reportsNe } from './reports.ne'
import { repairNe } from './repair.ne'

export const messages = { ...billingNe, ...auditNe, ...myRentNe, ...reportsNe, ...paymentQrNe, ...repairNe }
