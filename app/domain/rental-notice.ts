// The municipality's rental notices. Kathmandu Metropolitan City's House Rental
// Management Directive 2079 wants the landlord to tell the city within 7 days when a house is let
// and when it falls vacant (an unreported vacancy keeps the house-rent tax owed). Here: the days
// that matter, the ward read from an address, the municipality a typed city names, the day-5 SMS
// to the landlord, and the notice as printed (in Nepali, as the city's office reads it).
import type { CalendarType } from './calendar-type.ts'
import { addAdDays } from './ad-date.ts'
import { fromDevanagariDigits, toDevanagariDigits } from './devanagari-digits.ts'
import { leaseDate } from './lease-dates.ts'
import { formatNpr } from './money.ts'
import { fit, SMS_BUDGETS, type SmsDate, type SmsLanguage } from './sms/texts.ts'
import { smsDate } from './sms/text-parts.ts'

export type RentalNoticeKind = 'LET' | 'VACATED'

/** The directive's deadline, in days after the house was let or fell vacant. */
export const NOTICE_WITHIN_DAYS = 7
/** The landlord is reminded on this day after the event when the notice is not filed yet. */
export const NOTICE_REMINDER_DAY = 5
/** Events further back than this get no notice (a landlord entering old agreements is not told to report them). */
export const NOTICE_LOOKBACK_DAYS = 30

export const noticeDueDate = (eventDate: string) => addAdDays(eventDate, NOTICE_WITHIN_DAYS)
export const noticeReminderDate = (eventDate: string) => addAdDays(eventDate, NOTICE_REMINDER_DAY)

/**
 * The day a place falls vacant: the day of the termination, or the day after the last day of the
 * agreement. Null while neither has happened by `today`.
 */
export function vacancyDate({ endDate, terminatedOn }: { endDate: string; terminatedOn: string | null }, today: string): string | null {
  const day = terminatedOn !== null && terminatedOn <= endDate ? terminatedOn : addAdDays(endDate, 1)
  return day <= today ? day : null
}

// "Ward 10", "Ward No. 4", "wd-3", "वडा नं. ४", "वडा ४", or a city with its ward ("Kathmandu-4").
const WARD_PATTERNS = [/\b(?:ward|wd)\.?\s*(?:no\.?|number)?\s*[-:]?\s*(\d{1,2})\b/i, /वडा\s*(?:नं\.?|नम्बर)?\s*[-:]?\s*(\d{1,2})/, /^[^\d,]+?\s*-\s*(\d{1,2})$/]

/** The ward number an address names, or null (the notice then prints a blank to fill). */
export function wardOf(lines: readonly string[]): number | null {
  for (const line of lines) {
    const text = fromDevanagariDigits(line.trim())
    for (const pattern of WARD_PATTERNS) {
      const match = pattern.exec(text)
      const ward = match ? Number(match[1]) : 0
      if (ward >= 1 && ward <= 40) return ward
    }
  }
  return null
}

type LocalLevelName = { id: number; name: string; nameNe: string }

const LEVEL_WORDS = /\b(metropolitan city|sub-metropolitan city|metropolitan|municipality|rural municipality|city)\b|महानगरपालिका|उपमहानगरपालिका|गाउँपालिका|नगरपालिका|[-–]?\s*\d+$/gi
// A place is typed in more than one spelling (काठमाण्डौं, काठमाडौँ for the official काठमाडौं): ण्ड reads as ड, ँ as ं.
const plain = (name: string) =>
  fromDevanagariDigits(name).replace(LEVEL_WORDS, '').replace(/ण्ड/g, 'ड').replace(/ँ/g, 'ं').replace(/\s+/g, ' ').trim().toLowerCase()

/** The local level of its district that a property's typed city names ("Kathmandu", "काठमाडौं महानगरपालिका"), or null. */
export function localLevelOf(city: string, levels: readonly LocalLevelName[]): number | null {
  const wanted = plain(city)
  if (!wanted) return null
  return levels.find((level) => plain(level.name) === wanted || plain(level.nameNe) === wanted)?.id ?? null
}

export type NoticeReminderInput = { language: SmsLanguage; kind: RentalNoticeKind; place: string; dueDate: SmsDate }

/** To the landlord on day 5: the notice of a letting or a vacancy is still not filed. */
export function rentalNoticeReminderText({ language, kind, place, dueDate }: NoticeReminderInput): string {
  const due = smsDate(dueDate, language)
  const entries = { place: { value: place, min: 6 } }
  if (language === 'NEP') {
    const what = kind === 'LET' ? 'बहालमा दिएको' : 'खाली भएको'
    return fit(language, SMS_BUDGETS.NEP, entries, ({ place: name }) => `Bhadaa: ${name ? `${name} ` : 'घर '}${what} सूचना ${due} भित्र नगरपालिकामा बुझाउनुहोस्। बुझाएपछि Bhadaa मा चिनो लगाउनुहोस्।`)
  }
  const what = kind === 'LET' ? 'letting' : 'vacancy'
  return fit(language, SMS_BUDGETS.ENG, entries, ({ place: name }) =>
    `Bhadaa: file the ${what} notice${name ? ` for ${name}` : ''} with the municipality by ${due}, then mark it filed in Bhadaa.`,
  )
}

export type RentalNoticeFacts = {
  kind: RentalNoticeKind
  calendar: CalendarType
  eventDate: string
  landlord: { name: string; phone: string }
  tenant: { name: string; phone: string }
  property: { name: string; unit: string | null; address: string[]; ward: number | null; municipality: string; district: string; province: string }
  startDate: string
  endDate: string
  monthlyRentPaisa: number
}

/** The notice as printed for the municipality, in Nepali: a title and labelled lines. */
export function rentalNoticeLines(facts: RentalNoticeFacts): { title: string; subject: string; lines: Array<[string, string]> } {
  const date = (isoDate: string) => leaseDate(isoDate, facts.calendar, 'ne')
  const blank = '______________'
  const { property } = facts
  const place = [property.name, property.unit, ...property.address].filter(Boolean).join(', ')
  return {
    title: 'घर बहाल सम्बन्धी जानकारी',
    subject: facts.kind === 'LET' ? 'विषय: घर बहालमा दिएको जानकारी' : 'विषय: घर बहालबाट खाली भएको जानकारी',
    lines: [
      ['स्थानीय तह', property.municipality],
      ['वडा नं.', property.ward === null ? blank : toDevanagariDigits(property.ward)],
      ['जिल्ला / प्रदेश', `${property.district}, ${property.province}`],
      ['घर / एकाइ', place],
      ['घरधनी', `${facts.landlord.name}, मोबाइल ${toDevanagariDigits(facts.landlord.phone)}`],
      ['बहालवाला', `${facts.tenant.name}, मोबाइल ${toDevanagariDigits(facts.tenant.phone)}`],
      ['बहाल अवधि', `${date(facts.startDate)} देखि ${date(facts.endDate)} सम्म`],
      ['मासिक बहाल', formatNpr(facts.monthlyRentPaisa, { language: 'ne' })],
      [facts.kind === 'LET' ? 'बहालमा दिएको मिति' : 'खाली भएको मिति', date(facts.eventDate)],
    ],
  }
}

const LEVEL_TYPES_NE: Record<string, string> = {
  'Metropolitan City': 'महानगरपालिका',
  'Sub-Metropolitan City': 'उपमहानगरपालिका',
  Municipality: 'नगरपालिका',
  'Rural Municipality': 'गाउँपालिका',
}

/** A local level's full name: `Kathmandu Metropolitan City`, `काठमाडौं महानगरपालिका`. */
export function localLevelName(level: { name: string; nameNe: string; type: string }, language: 'en' | 'ne'): string {
  return language === 'ne' ? `${level.nameNe} ${LEVEL_TYPES_NE[level.type] ?? ''}`.trim() : `${level.name} ${level.type}`
}
