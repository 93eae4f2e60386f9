// How agreement screens write dates and money: dates in the agreement's calendar (B.S. agreements
// in B.S.), long form ("1 January 2026", "१ बैशाख २०८३"), money as `Rs. 1,23,456.00`. Month names
// come from tables, not Intl, so the server's and the browser's text are the same.
import { adToBs, bsMonthName } from '~/domain/bs-calendar'
import { toDevanagariDigits } from '~/domain/devanagari-digits'
import { formatNpr } from '~/domain/money'
import { type Language, useLanguage } from '~/i18n'

const AD_MONTHS = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  ne: ['जनवरी', 'फेब्रुअरी', 'मार्च', 'अप्रिल', 'मे', 'जुन', 'जुलाई', 'अगस्ट', 'सेप्टेम्बर', 'अक्टोबर', 'नोभेम्बर', 'डिसेम्बर'],
} as const

export type CalendarType = 'AD' | 'BS'

const digitsIn = (language: Language, value: number | string) => (language === 'ne' ? toDevanagariDigits(value) : String(value))

/** An A.D. `YYYY-MM-DD` day in the long form of `calendar`. */
export function formatLongDate(isoDate: string, calendar: CalendarType, language: Language): string {
  if (calendar === 'BS') {
    const { year, month, day } = adToBs(isoDate)
    return `${digitsIn(language, day)} ${bsMonthName(month, language)} ${digitsIn(language, year)}`
  }
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number]
  return `${digitsIn(language, day)} ${AD_MONTHS[language][month - 1]} ${digitsIn(language, year)}`
}

/** The month an A.D. `YYYY-MM-DD` day falls in, in `calendar` ("Poush 2082", "January 2026"). */
export function formatMonth(isoDate: string, calendar: CalendarType, language: Language): string {
  if (calendar === 'BS') {
    const { year, month } = adToBs(isoDate)
    return `${bsMonthName(month, language)} ${digitsIn(language, year)}`
  }
  const [year, month] = isoDate.split('-').map(Number) as [number, number]
  return `${AD_MONTHS[language][month - 1]} ${digitsIn(language, year)}`
}

export function useAgreementFormat() {
  const language = useLanguage()
  return {
    date: (isoDate: string, calendar: CalendarType) => formatLongDate(isoDate, calendar, language),
    month: (isoDate: string, calendar: CalendarType) => formatMonth(isoDate, calendar, language),
    money: (paisa: number) => formatNpr(paisa, { language }),
    digits: (value: number | string) => digitsIn(language, value),
  }
}
