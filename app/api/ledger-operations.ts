// The /v1 operations of Dues, payments, receipts and the SMS log (issue 6); merged into `operations` (operations.ts).
import type { Operation } from './common-schemas'

export const ledgerOperations = {} satisfies Record<string, Operation>
