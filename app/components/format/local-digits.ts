// Numbers as the interface writes them: Devanagari digits in Nepali. A module of its own, so
// list pages that only count do not download the property form's messages (page weight).
import { localDigits } from '~/domain/devanagari-digits'
import { useLanguage } from '~/i18n'

export function useLocalDigits() {
  const language = useLanguage()
  return (value: number | string) => localDigits(value, language)
}
