// The texts of the SMS we send, in the recipient's language. Every text keeps DESIGN §5's budget
// (SMS_BUDGETS): English one GSM-7 segment (160 characters), Nepali two UCS-2 segments (134
// UTF-16 units), in its worst case too (the largest amounts, the longest dates and names), which
// budgets.test.ts proves template by template. Where the words do not fit, a shorter wording is
// tried before a fact is left out. Names are shortened in the text to fit (never in the data):
// English marks a cut with `.`, Nepali with `…`. A name English cannot carry in GSM-7 (e.g. typed
// in Devanagari) is left out of an English text, which then uses generic wording (see usableName).
// The brand is written `Bhadaa` in both languages: `भाडा` would read as the word for rent.
import { toDevanagariDigits } from '../devanagari-digits.ts'
import { fitNames, fitsBudget, type SmsBudget, type Shrinkable } from './fit.ts'
import {
  type ChargeFor,
  chargeName,
  type SmsDate,
  type SmsLanguage,
  smsAmount,
  smsDate,
  smsMonth,
  smsNumber,
  usableName,
} from './text-parts.ts'

export type { ChargeFor, SmsDate, SmsLanguage }


/**
 * Every text's budget (DESIGN §5): English one GSM-7 segment (160 characters), Nepali two UCS-2
 * segments (134 UTF-16 units). Each part is paid for, so no text is allowed a third.
 */
export const SMS_BUDGETS: Record<SmsLanguage, SmsBudget> = {
  ENG: { encoding: 'GSM-7', maxSegments: 1 },
  NEP: { maxSegments: 2 },
}

const CUT_MARK: Record<SmsLanguage, string> = { ENG: '.', NEP: '…' }

/** How short a name may get: a first name keeps 4 characters, a property or agreement 6. */
const PERSON_MIN = 4
const PLACE_MIN = 6

function names<K extends string>(language: SmsLanguage, entries: Record<K, { value: string; min: number }>) {
  const result: Partial<Record<K, Shrinkable>> = {}
  for (const key of Object.keys(entries) as K[]) {
    const value = usableName(entries[key].value, language)
    if (value !== null) result[key] = { value, min: entries[key].min }
  }
  return result
}

export function fit<K extends string>(
  language: SmsLanguage,
  budget: SmsBudget,
  entries: Record<K, { value: string; min: number }>,
  render: (names: Partial<Record<K, string>>) => string,
) {
  return fitNames(names(language, entries), render, { budget, mark: CUT_MARK[language] })
}

type Wording<K extends string> = (names: Partial<Record<K, string>>) => string

/**
 * A text told at several levels of detail (most detailed first), each in wordings from the
 * fullest to the bare one (lines of courtesy such as the thanks left out). At each level, the
 * first wording that fits with every name whole; else the bare wording with names shortened or
 * left out; else the next level. A tenant recognises names, not a line of courtesy: it goes
 * before a name is cut, while a fact of the text (a receipt's list) goes only after the names.
 */
export function fitWording<K extends string>(
  language: SmsLanguage,
  entries: Record<K, { value: string; min: number }>,
  levels: readonly (readonly Wording<K>[])[],
): string {
  const budget = SMS_BUDGETS[language]
  const whole = Object.fromEntries(Object.entries(names(language, entries)).map(([key, name]) => [key, (name as Shrinkable).value])) as Partial<Record<K, string>>
  return firstFitting(
    levels.map((wordings) => () => {
      for (const wording of wordings) {
        const text = wording(whole)
        if (fitsBudget(text, budget)) return text
      }
      const bare = wordings.at(-1)
      if (!bare) throw new RangeError('A level of detail without wording')
      return fit(language, budget, entries, bare)
    }),
  )
}

export const days = (n: number) => (n === 1 ? '1 day' : `${n} days`)

/**
 * The one-time code message. The code stays in ASCII digits in both languages: phones offer
 * to fill a code in only when they recognise its digits, and every keyboard can type them.
 */
export function otpText({ code, minutes, language }: { code: string; minutes: number; language: SmsLanguage }) {
  if (!/^\d{6}$/.test(code)) throw new RangeError('A one-time code is 6 digits')
  return language === 'NEP'
    ? `तपाईंको Bhadaa कोड ${code} हो। यो ${toDevanagariDigits(minutes)} मिनेटमा सकिन्छ। कसैलाई नदिनुहोस्।`
    : `Your Bhadaa code is ${code}. It expires in ${minutes} minutes. Do not share it.`
}

/** The number of a support ticket, texted to the phone its writer gave. */
export function supportTicketText({ ticketNumber, language }: { ticketNumber: number; language: SmsLanguage }) {
  return language === 'NEP'
    ? `Bhadaa: तपाईंको सहायता टिकट नम्बर #${toDevanagariDigits(ticketNumber)} हो। हामी छिट्टै सम्पर्क गर्नेछौँ।`
    : `Bhadaa: your support ticket number is #${ticketNumber}. We will get back to you soon.`
}

/** An operator's reply to a support ticket: the operator's words after the ticket's number. */
export function supportReplyText({ ticketNumber, text, language }: { ticketNumber: number; text: string; language: SmsLanguage }) {
  return language === 'NEP' ? `Bhadaa सहायता #${toDevanagariDigits(ticketNumber)}: ${text}` : `Bhadaa support #${ticketNumber}: ${text}`
}

/** Who a text to a tenant names. */
export type TenantTextParties = {
  language: SmsLanguage
  /** The tenant's first name, as stored. */
  tenantFirstName: string
  /** The member (landlord) the tenant pays. */
  landlordName: string
  /** The property, with the unit when there is one (e.g. `Himalaya Apartments, Flat 2`). */
  propertyName: string
}

export function partyNames(input: TenantTextParties) {
  return {
    tenant: { value: input.tenantFirstName, min: PERSON_MIN },
    property: { value: input.propertyName, min: PLACE_MIN },
    landlord: { value: input.landlordName, min: PERSON_MIN },
  }
}

export type ReminderInput = TenantTextParties & {
  charge: ChargeFor
  /** What is still unpaid of the charge. */
  amountDuePaisa: number
  dueDate: SmsDate
  /** Days from the due date to this reminder: negative before it (-3), 0 on it, positive after (3, 7). */
  offsetDays: number
  /** The agreement's pay link (`<PUBLIC_URL>/p/<code>`) when its pay page takes rent (a gateway or the landlord's bank QR). */
  payLink?: string | null
  /** The agreement's payment reference (`BH-7K2QX`); null for a text about several agreements. */
  paymentReference: string | null
}

/** The pay link at the end of a reminder: ` Pay online: <url>` / ` तिर्न: <url>`. */
export const PAY_LINK_PART: Record<SmsLanguage, (url: string) => string> = {
  ENG: (url) => ` Pay online: ${url}`,
  NEP: (url) => ` तिर्न: ${url}`,
}

/** What a payment reference may be: short, and in GSM-7 (an English text stays one GSM-7 segment). */
const PAYMENT_REFERENCE = /^[0-9A-Z-]{1,12}$/

/**
 * The agreement's payment reference, for the remarks of a bank payment: ` Ref BH-7K2QX.` /
 * ` सन्दर्भ BH-7K2QX।`; nothing when there is none. A fact of the text, never left out for space.
 */
export function referencePart(reference: string | null, language: SmsLanguage): string {
  if (reference === null) return ''
  if (!PAYMENT_REFERENCE.test(reference)) throw new RangeError(`Not a payment reference: ${reference}`)
  return language === 'NEP' ? ` सन्दर्भ ${reference}।` : ` Ref ${reference}.`
}

/**
 * `rest` after the greeting: `Namaste Ram, ` / `नमस्ते राम, `; without a name, `Namaste, ` while
 * `courteous`, else nothing (and an English text starts with a capital).
 */
export function greeted(language: SmsLanguage, tenant: string | undefined, courteous: boolean, rest: string): string {
  const hello = language === 'NEP' ? 'नमस्ते' : 'Namaste'
  if (tenant) return `${hello} ${tenant}, ${rest}`
  if (courteous) return `${hello}, ${rest}`
  return rest.charAt(0).toUpperCase() + rest.slice(1)
}

/**
 * The rent (or utility) reminder before, on or after the due date: amount, date and payment
 * reference always; then the pay link at the end, within the same budget: the greeting, "please
 * pay on time" and the count of days (the date says it) go first, then names are shortened (or
 * left out) for it; should even that not do (a very long PUBLIC_URL), the reminder goes without
 * the link rather than not at all.
 */
export function reminderText(input: ReminderInput): string {
  const { language, offsetDays } = input
  if (!Number.isInteger(offsetDays)) throw new RangeError(`Not a whole number of days: ${offsetDays}`)
  const generic = chargeName(input.charge, language)
  const amount = smsAmount(input.amountDuePaisa, language)
  const date = smsDate(input.dueDate, language)
  const reference = referencePart(input.paymentReference, language)
  const n = Math.abs(offsetDays)
  // An extra charge is named by its description ("Water tanker") while it fits, else generically.
  const entries = { ...partyNames(input), item: { value: input.charge.kind === 'EXTRA' ? (input.charge.description ?? '') : '', min: PLACE_MIN } }
  type Names = Partial<Record<keyof typeof entries, string>>
  // `courteous`: the greeting and the plea without a name ("Namaste,", "Please pay on time.") and
  // the count of days.
  const nepali = (link: string, courteous: boolean) => ({ tenant, property, landlord, item }: Names) => {
    const subject = greeted(language, tenant, courteous, `${property ? `${property}को ` : ''}${item ?? generic} ${amount}`)
    const count = (words: string) => (courteous ? `, ${smsNumber(n, language)} दिन ${words}` : '')
    const end = `${reference}${landlord ? ` -${landlord}` : ''}${link}`
    if (offsetDays < 0) return `${subject} ${date}मा तिर्नुपर्छ${count('बाँकी')}।${end}`
    if (offsetDays === 0) return `${subject} तिर्ने दिन आज ${date} हो।${end}`
    return `${subject} ${date}मा तिर्नुपर्थ्यो${count('नाघ्यो')}।${end}`
  }
  const english = (link: string, courteous: boolean) => ({ tenant, property, landlord, item }: Names) => {
    const subject = greeted(language, tenant, courteous, `${item ?? generic} of ${amount}${property ? ` for ${property}` : ''}`)
    const plea = (unnamed: string) => (landlord ? ` Please pay ${landlord}${offsetDays > 0 ? ' soon' : ''}.` : courteous ? ` Please pay ${unnamed}.` : '')
    if (offsetDays < 0) return `${subject} is due on ${date}${courteous ? `, in ${days(n)}` : ''}.${plea('on time')}${reference}${link}`
    if (offsetDays === 0) return `${subject} is due today, ${date}.${plea('on time')}${reference}${link}`
    return `${subject} was due on ${date}${courteous ? `, ${days(n)} ago` : ''}.${plea('soon')}${reference}${link}`
  }
  const render = language === 'NEP' ? nepali : english
  const links = input.payLink ? [PAY_LINK_PART[language](input.payLink), ''] : ['']
  return fitWording(language, entries, links.map((link) => [render(link, true), render(link, false)]))
}

export type AgreementCreatedInput = TenantTextParties & {
  monthlyRentPaisa: number
  startDate: SmsDate
  endDate: SmsDate
}

/**
 * To the tenant when a member puts them on an agreement. The line about reminders goes first
 * when it would not leave room for the names whole.
 */
export function agreementCreatedText(input: AgreementCreatedInput): string {
  const { language } = input
  const rent = smsAmount(input.monthlyRentPaisa, language)
  const start = smsDate(input.startDate, language)
  const end = smsDate(input.endDate, language)
  const entries = partyNames(input)
  const render = (reminders: string) => ({ tenant, property, landlord }: Partial<Record<'tenant' | 'property' | 'landlord', string>>) =>
    language === 'NEP'
      ? `नमस्ते${tenant ? ` ${tenant}` : ''}, ${landlord ? `${landlord}ले` : 'घरधनीले'} ${property ? `${property}को ` : ''}सम्झौता Bhadaa मा राख्नुभयो: मासिक भाडा ${rent}, ${start}–${end}।${reminders}`
      : `Namaste${tenant ? ` ${tenant}` : ''}, ${landlord ?? 'your landlord'} added your agreement${property ? ` for ${property}` : ''} to Bhadaa: rent ${rent} a month, ${start} to ${end}.${reminders}`
  return fitWording(language, entries, [[render(language === 'NEP' ? ' सम्झना SMS मा आउँछ।' : ' Reminders come by SMS.'), render('')]])
}

export type PaidItem = {
  charge: ChargeFor
  /** The first day of the charge's period (it names the month). */
  periodStart: SmsDate
  /** The payment left part of this charge unpaid. */
  isPartial: boolean
}

export type ReceiptInput = TenantTextParties & {
  amountPaisa: number
  receiptNumber: number
  paidOn: SmsDate
  /** The charges the payment went to, oldest first. */
  paidFor: readonly PaidItem[]
  /** What was left over and kept for the next charge. */
  creditPaisa: number
  /** The agreement's payment reference (`BH-7K2QX`), for the tenant's next bank payment. */
  paymentReference: string | null
}

/** Receipts name at most two charges, then how many more; fewer (or none) when they would not fit. */
const RECEIPT_ITEMS_SHOWN = [2, 1, 0, null]

function paidItems(items: readonly PaidItem[], shown: number | null, language: SmsLanguage): string {
  if (shown === null) return ''
  const named = items.slice(0, shown).map((item) => {
    const month = smsMonth(item.periodStart, language)
    const what = chargeName(item.charge, language)
    if (language === 'NEP') return `${month}को ${what}${item.isPartial ? ' (आंशिक)' : ''}`
    return `${what} ${month}${item.isPartial ? ' (part)' : ''}`
  })
  const more = items.length - named.length
  if (more === 0) return named.join(', ')
  const count = smsNumber(more, language)
  if (named.length === 0) return language === 'NEP' ? `${count} वटा शुल्क` : `${more} ${more === 1 ? 'charge' : 'charges'}`
  return language === 'NEP' ? `${named.join(', ')} र अरू ${count}` : `${named.join(', ')} and ${more} more`
}

/**
 * To the tenant when a payment is recorded: amount, date, receipt number, the credit left over
 * and the payment reference; what it paid while that fits (names are cut first), the thanks while
 * the names fit whole.
 */
export function receiptText(input: ReceiptInput): string {
  const { language } = input
  if (!Number.isSafeInteger(input.receiptNumber) || input.receiptNumber < 1) throw new RangeError('A receipt number is a positive whole number')
  const amount = smsAmount(input.amountPaisa, language)
  const date = smsDate(input.paidOn, language)
  const number = smsNumber(input.receiptNumber, language)
  const credit = input.creditPaisa > 0 ? smsAmount(input.creditPaisa, language) : null
  const reference = referencePart(input.paymentReference, language)
  const entries = partyNames(input)
  // `courteous`: the greeting and "your landlord" where the names are left out; without them (the
  // last resort) the receipt just says what was received.
  const render = (items: string, thanks: boolean, courteous: boolean) => ({ tenant, property, landlord }: Partial<Record<'tenant' | 'property' | 'landlord', string>>) =>
    language === 'NEP'
      ? [
          greeted(
            language,
            tenant,
            courteous,
            `${landlord ? `${landlord}ले ` : courteous ? 'घरधनीले ' : ''}${date}मा ${amount} ${landlord || courteous ? 'पाउनुभयो' : 'प्राप्त'}${property ? ` (${property})` : ''}${items ? `: ${items}` : ''}।`,
          ),
          credit ? ` पेश्की ${credit}।` : '',
          ` रसिद नं. ${number}।`,
          reference,
          thanks ? ' धन्यवाद।' : '',
        ].join('')
      : [
          greeted(
            language,
            tenant,
            courteous,
            `${landlord || courteous ? `${landlord ?? 'your landlord'} received` : 'received'} ${amount} on ${date}${property ? ` for ${property}` : ''}${items ? `: ${items}` : ''}.`,
          ),
          credit ? ` ${credit} kept as credit.` : '',
          ` Receipt no. ${number}.`,
          reference,
          thanks ? ' Thank you.' : '',
        ].join('')
  return fitWording(language, entries, [
    ...RECEIPT_ITEMS_SHOWN.map((shown) => {
      const items = paidItems(input.paidFor, shown, language)
      return [render(items, true, true), render(items, false, true)]
    }),
    // The largest amounts and credit leave room for the facts alone.
    [render('', false, false)],
  ])
}

/**
 * The first of the texts, most detailed first, that fits its budget (each render throws the
 * RangeError of fitNames when it does not). The last one's error goes on: a bug the tests catch.
 */
export function firstFitting(renders: readonly (() => string)[]): string {
  for (const [index, render] of renders.entries()) {
    try {
      return render()
    } catch (error) {
      if (!(error instanceof RangeError) || index === renders.length - 1) throw error
    }
  }
  throw new RangeError('No text to render')
}

export type AgreementEndingInput = {
  language: SmsLanguage
  agreementName: string
  tenantName: string
  propertyName: string
  endDate: SmsDate
  daysLeft: number
}

/** To the member, 30 days before an agreement ends. */
export function agreementEndingText(input: AgreementEndingInput): string {
  const { language } = input
  const end = smsDate(input.endDate, language)
  const n = input.daysLeft
  const entries = {
    agreement: { value: input.agreementName, min: PLACE_MIN },
    tenant: { value: input.tenantName, min: PERSON_MIN },
    property: { value: input.propertyName, min: PLACE_MIN },
  }
  const nepali = (advice: string) => ({ agreement, tenant, property }: Partial<Record<'agreement' | 'tenant' | 'property', string>>) =>
    `Bhadaa: ${property ? `${property}मा ` : ''}${tenant ? `${tenant}सँगको ` : ''}सम्झौता${agreement ? ` "${agreement}"` : ''} ${end}मा सकिन्छ, ${smsNumber(n, language)} दिन बाँकी।${advice}`
  const english = (advice: string) => ({ agreement, tenant, property }: Partial<Record<'agreement' | 'tenant' | 'property', string>>) =>
    `Bhadaa: the agreement${agreement ? ` "${agreement}"` : ''}${tenant ? ` with ${tenant}` : ''}${property ? ` for ${property}` : ''} ends on ${end}, in ${days(n)}.${advice}`
  return language === 'NEP'
    ? fitWording(language, entries, [[nepali(' Bhadaa मा नवीकरण गर्नुहोस् वा अन्त्य हुन दिनुहोस्।'), nepali('')]])
    : fitWording(language, entries, [[english(' Renew it or let it end in Bhadaa.'), english('')]])
}
