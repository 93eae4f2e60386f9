// The tenancy papers' texts (Nepali) as the browser downloads them when a screen draws one
// (later-texts.ts): the move-out settlement, tenant corrections, identity and the lease.
import { identityNe } from './identity.ne'
import { moveoutNe } from './settlement.ne'
import { paperworkNe } from './paperwork.ne'

export const messages = { ...moveoutNe, ...identityNe, ...paperworkNe }
