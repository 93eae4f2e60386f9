// The agreement page's own texts (English) as the browser downloads them when a screen draws one
// (later-texts.ts): payment reports and online payment attempts, and agreement changes.
import { changesEn } from './changes.en'
import { proofEn } from './proof.en'

export const messages = { ...proofEn, ...changesEn }
