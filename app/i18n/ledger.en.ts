// English texts: Dues, payments, receipts and the SMS log (issue 6). ledger.ne.ts must have every key (type-checked).
export const ledgerEn = {
} as const
