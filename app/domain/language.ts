// The two languages, in the two spellings the app uses: the interface's ('en', 'ne': the
// language cookie, the catalogues, the page) and the database's ('ENG', 'NEP': Prisma's enum
// Language, a member's or tenant's preference, which picks the SMS texts). One definition here,
// below every layer that needs it (ADR 019).
export const LANGUAGES = ['en', 'ne'] as const
export type Language = (typeof LANGUAGES)[number]

export const STORED_LANGUAGES = ['ENG', 'NEP'] as const
export type StoredLanguage = (typeof STORED_LANGUAGES)[number]

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language)
}

export function storedLanguageOf(language: Language): StoredLanguage {
  return language === 'ne' ? 'NEP' : 'ENG'
}

export function interfaceLanguageOf(language: StoredLanguage): Language {
  return language === 'NEP' ? 'ne' : 'en'
}
