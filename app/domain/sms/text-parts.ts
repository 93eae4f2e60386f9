// The pieces SMS texts are built from, in each language: dates in the agreement's calendar,
// amounts and what a charge is for. Nepali texts write every number in Devanagari digits.
import { adToBs, bsMonthName } from '../bs-calendar.ts'
import type { CalendarType } from '../calendar-type.ts'
import { localDigits, toDevanagariDigits } from '../devanagari-digits.ts'
import { interfaceLanguageOf, type StoredLanguage } from '../language.ts'
import { formatNpr } from '../money.ts'
import { tidyName } from './fit.ts'
import { countSmsSegments } from './segments.ts'

/** SMS texts are picked by the language the database stores for their reader. */
export type SmsLanguage = StoredLanguage

/** A calendar day (A.D., `YYYY-MM-DD`, as stored) and the calendar the agreement shows it in. */
export type SmsDate = { date: string; calendar: CalendarType }

const AD_MONTHS = {
  ENG: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  NEP: ['जनवरी', 'फेब्रुअरी', 'मार्च', 'अप्रिल', 'मे', 'जुन', 'जुलाई', 'अगस्ट', 'सेप्टेम्बर', 'अक्टोबर', 'नोभेम्बर', 'डिसेम्बर'],
} as const

function parts({ date, calendar }: SmsDate, language: SmsLanguage) {
  if (calendar === 'BS') {
    const bs = adToBs(date)
    return { year: bs.year, month: bsMonthName(bs.month, interfaceLanguageOf(language)), day: bs.day }
  }
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  const name = AD_MONTHS[language][month - 1]
  if (!name) throw new RangeError(`Not an A.D. date: ${date}`)
  return { year, month: name, day }
}

/**
 * A day as texts show it. English: `15 Shrawan 2083` (B.S.) or `31 Jul 2026` (A.D.). Nepali, the
 * way Nepali dates are written, year first, in Devanagari digits: `२०८३ साउन १५` (B.S.); an A.D.
 * day keeps its own calendar and says so with `सन्`: `सन् २०२६ जुलाई ३१`.
 */
export function smsDate(day: SmsDate, language: SmsLanguage): string {
  const { year, month, day: dayOfMonth } = parts(day, language)
  if (language === 'ENG') return `${dayOfMonth} ${month} ${year}`
  const text = `${toDevanagariDigits(year)} ${month} ${toDevanagariDigits(dayOfMonth)}`
  return day.calendar === 'AD' ? `सन् ${text}` : text
}

/** The month a period starts in: `Shrawan 2083`, `Jul 2026`, `२०८३ साउन`, `सन् २०२६ जुलाई`. */
export function smsMonth(day: SmsDate, language: SmsLanguage): string {
  const { year, month } = parts(day, language)
  if (language === 'ENG') return `${month} ${year}`
  const text = `${toDevanagariDigits(year)} ${month}`
  return day.calendar === 'AD' ? `सन् ${text}` : text
}

/** `Rs. 1,25,000.00`; in Nepali `रु. १,२५,०००.००` (same grouping, Devanagari digits). */
export function smsAmount(paisa: number, language: SmsLanguage): string {
  return formatNpr(paisa, { language: interfaceLanguageOf(language) })
}

export function smsNumber(value: number, language: SmsLanguage): string {
  return localDigits(value, interfaceLanguageOf(language))
}

/**
 * What a charge is for: rent, a utility by its option id (`Electricity`, `Water`, ...), flat or
 * metered, an extra charge, or a late fee (DESIGN §11).
 */
export type ChargeFor =
  | { kind: 'RENT' }
  | { kind: 'UTILITY' | 'METERED'; utility: string }
  | { kind: 'EXTRA'; description?: string | null }
  | { kind: 'LATE_FEE' }

/**
 * What a stored charge is for, from its kind, its utility option id (null for rent and extra
 * charges) and an extra charge's description.
 */
export function chargeFor(kind: ChargeFor['kind'], utility: string | null, description: string | null = null): ChargeFor {
  if (kind === 'UTILITY' || kind === 'METERED') return { kind, utility: utility ?? '' }
  if (kind === 'EXTRA') return { kind, description }
  return { kind }
}

const UTILITY_NAMES: Record<string, { ENG: string; NEP: string }> = {
  Electricity: { ENG: 'electricity', NEP: 'बिजुली' },
  Water: { ENG: 'water', NEP: 'पानी' },
  Internet: { ENG: 'internet', NEP: 'इन्टरनेट' },
  Garbage: { ENG: 'garbage', NEP: 'फोहोर' },
  Parking: { ENG: 'parking', NEP: 'पार्किङ' },
}

/**
 * A utility's name: `water` / `पानी`. A utility outside the seeded options is a `utility` / `सेवा`:
 * its free-text name could blow the budget.
 */
export function utilityName(utility: string, language: SmsLanguage): string {
  return UTILITY_NAMES[utility]?.[language] ?? (language === 'NEP' ? 'सेवा' : 'utility')
}

/** `rent` / `भाडा`, `water charge` / `पानी शुल्क`, `other charge` / `अन्य शुल्क`, `late fee` / `विलम्ब शुल्क`. */
export function chargeName(charge: ChargeFor, language: SmsLanguage): string {
  if (charge.kind === 'RENT') return language === 'NEP' ? 'भाडा' : 'rent'
  if (charge.kind === 'LATE_FEE') return language === 'NEP' ? 'विलम्ब शुल्क' : 'late fee'
  const name = charge.kind === 'EXTRA' ? (language === 'NEP' ? 'अन्य' : 'other') : utilityName(charge.utility, language)
  return language === 'NEP' ? `${name} शुल्क` : `${name} charge`
}

/** The short name of a line in a list of charges: `rent`, `water`, `other`, `late fee`. */
export function itemName(charge: ChargeFor, language: SmsLanguage): string {
  if (charge.kind === 'UTILITY' || charge.kind === 'METERED') return utilityName(charge.utility, language)
  if (charge.kind === 'EXTRA') return language === 'NEP' ? 'अन्य' : 'other'
  return chargeName(charge, language)
}

/**
 * A name as an English text may carry it. English texts must stay GSM-7 (one segment holds 160
 * characters; a single Devanagari letter would make it UCS-2, 70 per segment), so a name with any
 * character outside GSM-7 is left out (null) and the text uses its generic wording instead. We
 * never transliterate: a guessed spelling of someone's name is worse than none.
 */
export function usableName(name: string, language: SmsLanguage): string | null {
  const tidy = tidyName(name)
  if (tidy === '') return null
  if (language === 'NEP') return tidy
  return countSmsSegments(tidy).encoding === 'GSM-7' ? tidy : null
}
