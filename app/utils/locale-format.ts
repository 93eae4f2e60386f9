// Numbers and dates in the interface language: Nepali uses Devanagari digits and Nepali month
// names, English the en-GB day-month-year order (spec §9: long en-GB dates); clocks and calendar
// days are Nepal's (Asia/Kathmandu). Works the same on the server and in the browser.
import type { Language } from '~/i18n'

const LOCALES: Record<Language, string> = { en: 'en-GB', ne: 'ne-NP' }

/** "22 November 2026" / "२०२६ नोभेम्बर २२". */
export function formatLongDate(language: Language, date: Date | string) {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone: 'Asia/Kathmandu' }).format(new Date(date))
}

/** "1,234" / "१,२३४" (Indian digit grouping in both). */
export function formatNumber(language: Language, value: number) {
  return new Intl.NumberFormat(language === 'ne' ? 'ne-NP' : 'en-IN').format(value)
}
