// Message catalogues and the hook screens use to read them.
import { createContext, useContext } from 'react'
import { en, type MessageKey, type Messages } from './en'
import { ne } from './ne'

export const LANGUAGES = ['en', 'ne'] as const
export type Language = (typeof LANGUAGES)[number]
export type { MessageKey }

const catalogues: Record<Language, Messages> = { en, ne }

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language)
}

export function translate(language: Language, key: MessageKey, params: Record<string, string | number> = {}) {
  return catalogues[language][key].replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  )
}

const LanguageContext = createContext<Language>('en')
export const LanguageProvider = LanguageContext.Provider

export function useLanguage() {
  return useContext(LanguageContext)
}

export function useT() {
  const language = useLanguage()
  return (key: MessageKey, params?: Record<string, string | number>) => translate(language, key, params)
}
