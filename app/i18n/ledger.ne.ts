// Nepali texts: Dues, payments, receipts and the SMS log (issue 6).
import type { ledgerEn } from './ledger.en'

export const ledgerNe: Record<keyof typeof ledgerEn, string> = {
}
