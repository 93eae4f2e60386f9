// Counts in words: a text that names a count comes in the plural forms of its language
// (`<key>.one`, `<key>.other`), picked by Intl.PluralRules ("1 property", "2 properties").
// English and Nepali both have the two forms; a Nepali noun often reads the same in both.
import type { Language } from '~/domain/language'
import type { MessageKey } from './en'
import { useLanguage, useT } from './index'

/** The keys whose texts come in plural forms: `<base>.one` and `<base>.other` both exist. */
export type PluralKey = { [K in MessageKey]: K extends `${infer Base}.other` ? (`${Base}.one` extends MessageKey ? Base : never) : never }[MessageKey]

const RULES: Record<Language, Intl.PluralRules> = { en: new Intl.PluralRules('en'), ne: new Intl.PluralRules('ne') }

/** The form of `base` for `count` in `language`. */
export function pluralKey(language: Language, base: PluralKey, count: number): MessageKey {
  return (RULES[language].select(count) === 'one' ? `${base}.one` : `${base}.other`) as MessageKey
}

/** `tn(base, count, params)`: the text of `base` in the form `count` takes, in the page's language. */
export function usePlural() {
  const t = useT()
  const language = useLanguage()
  return (base: PluralKey, count: number, params?: Record<string, string | number>) => t(pluralKey(language, base, count), params)
}
