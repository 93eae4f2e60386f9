// The account screens' texts (English) as the browser downloads them when a screen draws one
// (later-texts.ts): billing, the activity log, My Rent and the rent-income report.
import { auditEn } from './audit.en'
import { billingEn } from './billing.en'
import { myRentEn } from './my-rent.en'
import { reportsEn } from './reports.en'

export const messages = { ...billingEn, ...auditEn, ...myRentEn, ...reportsEn }
