// The papers' texts (Nepali) as the browser downloads them when a screen draws one
// (later-texts.ts): the move-out settlement, tenant corrections, identity and the lease.
import { identityNe } from './identity.ne'
import { settlementNe } from './settlement.ne'
import { paperworkNe } from './paperwork.ne'
import { tenantCorrectionsNe } from './tenant-corrections.ne'

export const messages = { ...settlementNe, ...tenantCorrectionsNe, ...identityNe, ...paperworkNe }
