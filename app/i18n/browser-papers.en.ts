// The papers' texts (English) as the browser downloads them when a screen draws one
// (later-texts.ts): the move-out settlement, tenant corrections, identity and the lease.
import { identityEn } from './identity.en'
import { settlementEn } from './settlement.en'
import { paperworkEn } from './paperwork.en'
import { tenantCorrectionsEn } from './tenant-corrections.en'

export const messages = { ...settlementEn, ...tenantCorrectionsEn, ...identityEn, ...paperworkEn }
