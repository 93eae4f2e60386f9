// The /v1 operations of Agreements and tenants (issue 5); merged into `operations` (operations.ts).
import type { Operation } from './common-schemas'

export const agreementOperations = {} satisfies Record<string, Operation>
