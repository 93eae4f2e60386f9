// The agreement page's own texts (Nepali) as the browser downloads them when a screen draws one
// (later-texts.ts): payment reports and online payment attempts, and agreement changes.
import { changesNe } from './changes.ne'
import { proofNe } from './proof.ne'

export const messages = { ...proofNe, ...changesNe }
