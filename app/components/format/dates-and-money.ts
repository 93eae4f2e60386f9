// How screens write dates and money: dates in the record's calendar (B.S. agreements in B.S.),
// long form ("1 January 2026", "१ बैशाख २०८३"), money as `Rs. 1,23,456.00`. Month names
// come from tables, not Intl, so the server's and the browser's text are the same.
import { adToBs, bsMonthName, isProvisionalBsYear } from '~/domain/bs-calendar'
import type { CalendarType } from '~/domain/calendar-type'
import { localDigits } from '~/domain/devanagari-digits'
import { formatNpr } from '~/domain/money'
import { nepalToday } from '~/domain/nepal-time'
import { type Language, translate, useLanguage } from '~/i18n'

const AD_MONTHS = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  ne: ['जनवरी', 'फेब्रुअरी', 'मार्च', 'अप्रिल', 'मे', 'जुन', 'जुलाई', 'अगस्ट', 'सेप्टेम्बर', 'अक्टोबर', 'नोभेम्बर', 'डिसेम्बर'],
} as const

/**
 * A B.S. date past the confirmed month lengths (2084 on, DESIGN §5) says it is provisional: the
 * published tables differ there, so the day may move when the table is corrected.
 */
function markProvisional(text: string, bsYear: number, language: Language): string {
  return isProvisionalBsYear(bsYear) ? translate(language, 'agreement.provisionalDate', { date: text }) : text
}

/** An A.D. `YYYY-MM-DD` day in the long form of `calendar`. */
export function formatLongDate(isoDate: string, calendar: CalendarType, language: Language): string {
  if (calendar === 'BS') {
    const { year, month, day } = adToBs(isoDate)
    return markProvisional(`${localDigits(day, language)} ${bsMonthName(month, language)} ${localDigits(year, language)}`, year, language)
  }
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number]
  return `${localDigits(day, language)} ${AD_MONTHS[language][month - 1]} ${localDigits(year, language)}`
}

/** The month an A.D. `YYYY-MM-DD` day falls in, in `calendar` ("Poush 2082", "January 2026"). */
export function formatMonth(isoDate: string, calendar: CalendarType, language: Language): string {
  if (calendar === 'BS') {
    const { year, month } = adToBs(isoDate)
    return markProvisional(`${bsMonthName(month, language)} ${localDigits(year, language)}`, year, language)
  }
  const [year, month] = isoDate.split('-').map(Number) as [number, number]
  return `${AD_MONTHS[language][month - 1]} ${localDigits(year, language)}`
}

export function useFormat() {
  const language = useLanguage()
  return {
    date: (isoDate: string, calendar: CalendarType) => formatLongDate(isoDate, calendar, language),
    /** The Nepal day of an instant (e.g. `terminatedAt`), in `calendar`. */
    dayOf: (instant: string, calendar: CalendarType) => formatLongDate(nepalToday(new Date(instant)), calendar, language),
    month: (isoDate: string, calendar: CalendarType) => formatMonth(isoDate, calendar, language),
    money: (paisa: number) => formatNpr(paisa, { language }),
    digits: (value: number | string) => localDigits(value, language),
  }
}
