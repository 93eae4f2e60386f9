// The account screens' texts (Nepali) as the browser downloads them when a screen draws one
// (later-texts.ts): billing, the activity log, My Rent and the rent-income report.
import { auditNe } from './audit.ne'
import { billingNe } from './billing.ne'
import { myRentNe } from './my-rent.ne'
import { reportsNe } from './reports.ne'

export const messages = { ...billingNe, ...auditNe, ...myRentNe, ...reportsNe }
