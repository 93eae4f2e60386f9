// The shape of the legal documents (app/content/*.server.ts) and the parts they share. They are
// documents, not interface texts: they stay on the server (their pages never hydrate, ADR 009),
// so their length never reaches the browser bundle of the signed-in area.
import type { Language } from '~/i18n'

/** A paragraph, or a list of points. */
export type LegalBlock = string | readonly string[]

export type LegalSection = { id: string; title: string; body: readonly LegalBlock[] }

export type LegalDocument = {
  title: string
  intro: string
  sections: readonly LegalSection[]
}

/** The date both documents took effect, shown as "Last updated". */
export const LEGAL_UPDATED = '2026-11-22'

export type LegalDocuments = Record<Language, LegalDocument>
