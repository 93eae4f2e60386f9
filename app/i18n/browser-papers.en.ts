// The tenancy papers' texts (English) as the browser downloads them when a screen draws one
// (later-texts.ts): the move-out settlement, tenant corrections, identity and the lease.
import { identityEn } from './identity.en'
import { moveoutEn } from './settlement.en'
import { paperworkEn } from './paperwork.en'

export const messages = { ...moveoutEn, ...identityEn, ...paperworkEn }
