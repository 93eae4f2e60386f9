// The addendum to a lease: each change of the agreement's terms and its renewal,
// in English or Nepali, printed after the lease. Pure: the service passes the kept changes (who,
// when, why, the terms before and after) and gets structured text back. Each item names only the
// terms that changed (a renewal names its new term too), with the dates in the agreement's calendar
// and the other in brackets, like the lease.
import { amountInWords } from './amount-words.ts'
import type { CalendarType } from './calendar-type.ts'
import { digitsFor, leaseDate, type LeaseLanguage, spanText, termOf } from './lease-dates.ts'
import { formatNpr } from './money.ts'
import { toDevanagariDigits } from './devanagari-digits.ts'
import { every, everyInNepali } from './lease-texts.ts'

/** An agreement's whole terms as a change keeps them (A.D. dates, paisa; utilities by option id). */
export type AgreementTermsRecord = {
  startDate: string
  endDate: string
  leaseAmountPaisa: number
  paymentIntervalMonths: number
  paymentDayOfMonth: number
  incrementPercentage: number | null
  incrementIntervalYears: number | null
  utilities: Array<{ utilityId: string; pricePaisa: number | null; paymentIntervalMonths: number; paymentDayOfMonth: number }>
}

/** What the addendum reads of the terms. */
export type AddendumTerms = Omit<AgreementTermsRecord, 'utilities'> & { utilities: ReadonlyArray<{ utilityId: string; pricePaisa: number | null }> }

export type AddendumChange = {
  kind: 'CHANGE' | 'RENEWAL'
  effectiveDate: string
  /** The day it was agreed (A.D.). */
  agreedOn: string
  reason: string
  oldTerms: AddendumTerms
  newTerms: AddendumTerms
}

export type AddendumInput = {
  agreementId: number
  calendar: CalendarType
  landlordName: string
  tenantName: string
  place: string
  changes: readonly AddendumChange[]
}

export type AddendumItem = { kind: AddendumChange['kind']; heading: string; paragraphs: string[] }

export type AddendumDocument = {
  language: LeaseLanguage
  title: string
  preamble: string
  items: AddendumItem[]
  /** Empty when nothing changed yet. */
  empty: string | null
  signatures: string[]
}

const UTILITY_NAMES: Record<string, { en: string; ne: string }> = {
  Electricity: { en: 'Electricity', ne: 'बिजुली' },
  Water: { en: 'Water', ne: 'पानी' },
  Internet: { en: 'Internet', ne: 'इन्टरनेट' },
  Garbage: { en: 'Garbage', ne: 'फोहोर' },
  Parking: { en: 'Parking', ne: 'पार्किङ' },
}

type Texts = {
  title: string
  preamble: (agreementId: string, landlord: string, tenant: string, place: string) => string
  change: (n: string, date: string) => string
  renewal: (n: string, date: string) => string
  rent: (from: string, to: string, words: string) => string
  interval: (from: number, to: number) => string
  day: (from: string, to: string) => string
  increment: (from: string, to: string) => string
  noIncrement: string
  incrementText: (percent: string, years: number) => string
  end: (from: string, to: string) => string
  term: (start: string, end: string, span: string) => string
  utility: (name: string, from: string, to: string) => string
  none: string
  reason: (reason: string) => string
  agreed: (date: string) => string
  rest: string
  empty: string
  signatures: string[]
}

const en: Texts = {
  title: 'Addendum to the lease',
  preamble: (id, landlord, tenant, place) => `This addendum to lease no. ${id} between ${landlord} (landlord) and ${tenant} (tenant) for ${place} records the changes both parties agreed.`,
  change: (n, date) => `${n}. Change from ${date}`,
  renewal: (n, date) => `${n}. Renewal from ${date}`,
  rent: (from, to, words) => `The monthly rent changes from ${from} to ${to} (${words}).`,
  interval: (from, to) => `The rent is paid ${every(to, 'month')} instead of ${every(from, 'month')}.`,
  day: (from, to) => `The rent falls due on day ${to} of the month instead of day ${from}.`,
  increment: (from, to) => `Increments: ${to} (before: ${from}).`,
  noIncrement: 'none',
  incrementText: (percent, years) => `${percent}% ${every(years, 'year')}`,
  end: (from, to) => `The lease ends on ${to} instead of ${from}.`,
  term: (start, end, span) => `The lease continues from ${start} to ${end} (${span}) on the terms of the lease as changed here.`,
  utility: (name, from, to) => `${name}: ${to} a month instead of ${from}.`,
  none: 'The terms stay as they were.',
  reason: (reason) => `Reason: ${reason}`,
  agreed: (date) => `Agreed on ${date}.`,
  rest: 'Every other term of the lease stays as it is.',
  empty: 'The lease has not been changed or renewed.',
  signatures: ['Landlord', 'Tenant'],
}

const ne: Texts = {
  title: 'भाडा सम्झौताको थप पत्र',
  preamble: (id, landlord, tenant, place) => `${place}को लागि घरधनी ${landlord} र भाडावाल ${tenant} बीचको सम्झौता नं. ${id} मा दुवै पक्षले सहमति गरेका परिवर्तनहरू यस थप पत्रमा उल्लेख छन्।`,
  change: (n, date) => `${n}. ${date}देखि परिवर्तन`,
  renewal: (n, date) => `${n}. ${date}देखि नवीकरण`,
  rent: (from, to, words) => `मासिक भाडा ${from}बाट ${to} (${words}) हुन्छ।`,
  interval: (from, to) => `भाडा ${toDevanagariDigits(from)} महिनाको सट्टा ${everyInNepali(to, 'महिना')} तिरिन्छ।`,
  day: (from, to) => `भाडा महिनाको ${from} गतेको सट्टा ${to} गते तिर्नुपर्छ।`,
  increment: (from, to) => `भाडा वृद्धि: ${to} (पहिले: ${from})।`,
  noIncrement: 'छैन',
  incrementText: (percent, years) => `${everyInNepali(years, 'वर्ष')} ${percent}%`,
  end: (from, to) => `सम्झौता ${from}को सट्टा ${to}मा सकिन्छ।`,
  term: (start, end, span) => `यहाँ परिवर्तन गरिएका सर्तसहित सम्झौता ${start}देखि ${end}सम्म (${span}) जारी रहन्छ।`,
  utility: (name, from, to) => `${name}: मासिक ${from}को सट्टा ${to}।`,
  none: 'सर्तहरू पहिलेकै रहन्छन्।',
  reason: (reason) => `कारण: ${reason}`,
  agreed: (date) => `सहमति मिति: ${date}।`,
  rest: 'सम्झौताका अन्य सबै सर्त पहिलेकै रहन्छन्।',
  empty: 'सम्झौतामा अहिलेसम्म कुनै परिवर्तन वा नवीकरण भएको छैन।',
  signatures: ['घरधनी', 'भाडावाल'],
}

export const ADDENDUM_TEXTS: Record<LeaseLanguage, Texts> = { en, ne }

function incrementOf(terms: AddendumTerms, t: Texts, language: LeaseLanguage): string {
  return terms.incrementPercentage && terms.incrementIntervalYears
    ? t.incrementText(digitsFor(language, terms.incrementPercentage), terms.incrementIntervalYears)
    : t.noIncrement
}

/** The lines of one change: only what differs (a renewal also states its term). */
function paragraphsOf(change: AddendumChange, calendar: CalendarType, language: LeaseLanguage): string[] {
  const t = ADDENDUM_TEXTS[language]
  const { oldTerms: before, newTerms: after } = change
  const money = (paisa: number) => formatNpr(paisa, { language })
  const date = (isoDate: string) => leaseDate(isoDate, calendar, language)
  const lines: string[] = []
  if (change.kind === 'RENEWAL') lines.push(t.term(date(after.startDate), date(after.endDate), spanText(termOf(after.startDate, after.endDate, calendar), language)))
  if (before.leaseAmountPaisa !== after.leaseAmountPaisa) lines.push(t.rent(money(before.leaseAmountPaisa), money(after.leaseAmountPaisa), amountInWords(after.leaseAmountPaisa, language)))
  if (before.paymentIntervalMonths !== after.paymentIntervalMonths) lines.push(t.interval(before.paymentIntervalMonths, after.paymentIntervalMonths))
  if (before.paymentDayOfMonth !== after.paymentDayOfMonth) lines.push(t.day(digitsFor(language, before.paymentDayOfMonth), digitsFor(language, after.paymentDayOfMonth)))
  const [incrementBefore, incrementAfter] = [incrementOf(before, t, language), incrementOf(after, t, language)]
  if (incrementBefore !== incrementAfter) lines.push(t.increment(incrementBefore, incrementAfter))
  if (change.kind === 'CHANGE' && before.endDate !== after.endDate) lines.push(t.end(date(before.endDate), date(after.endDate)))
  for (const utility of after.utilities) {
    const old = before.utilities.find((line) => line.utilityId === utility.utilityId)
    if (!old || old.pricePaisa === utility.pricePaisa || utility.pricePaisa === null || old.pricePaisa === null) continue
    lines.push(t.utility(UTILITY_NAMES[utility.utilityId]?.[language] ?? utility.utilityId, money(old.pricePaisa), money(utility.pricePaisa)))
  }
  if (lines.length === 0) lines.push(t.none)
  if (change.reason.trim()) lines.push(t.reason(change.reason.trim()))
  lines.push(t.agreed(date(change.agreedOn)))
  return lines
}

/** The addendum in `language`: one item per change or renewal, oldest first. */
export function leaseAddendum(input: AddendumInput, language: LeaseLanguage): AddendumDocument {
  const t = ADDENDUM_TEXTS[language]
  const items = input.changes.map((change, index) => {
    const n = digitsFor(language, index + 1)
    const when = leaseDate(change.effectiveDate, input.calendar, language)
    return {
      kind: change.kind,
      heading: change.kind === 'RENEWAL' ? t.renewal(n, when) : t.change(n, when),
      paragraphs: [...paragraphsOf(change, input.calendar, language)],
    }
  })
  if (items.length > 0) items.at(-1)!.paragraphs.push(t.rest)
  return {
    language,
    title: t.title,
    preamble: t.preamble(digitsFor(language, input.agreementId), input.landlordName, input.tenantName, input.place),
    items,
    empty: items.length === 0 ? t.empty : null,
    signatures: t.signatures,
  }
}
