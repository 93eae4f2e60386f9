// Numbers as the interface writes them: Devanagari digits in Nepali. A module of its own, so
// list pages that only count do not download the property form's messages (page weight, issue 7).
import { toDevanagariDigits } from '~/domain/devanagari-digits'
import { type Language, useLanguage } from '~/i18n'

/** A number as the interface writes it (Devanagari digits in Nepali). */
export function localDigits(value: number | string, language: Language): string {
  return language === 'ne' ? toDevanagariDigits(value) : String(value)
}

export function useLocalDigits() {
  const language = useLanguage()
  return (value: number | string) => localDigits(value, language)
}
