// A payment's note in the reader's language: the notes Bhadaa writes itself (stored in English,
// app/domain/payment-notes.ts) in words of the page's language; a note a person typed as typed.
import { localDigits } from '~/domain/devanagari-digits'
import { readPaymentNote } from '~/domain/payment-notes'
import type { Language, MessageKey } from '~/i18n'

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string

export function paymentNoteWords(note: string, t: Translate, language: Language): string {
  const written = readPaymentNote(note)
  if (!written) return note
  return written.kind === 'online' ? t('receipt.noteOnline', { gateway: written.gateway }) : t('receipt.noteReported', { proof: localDigits(written.proofId, language) })
}
