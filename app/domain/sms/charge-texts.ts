// Texts about a tenant's charges: the one reminder a day that lists every charge reminded that
// day (dayReminderText), and the meter bill. Same budgets as reminders (DESIGN §5): English
// one GSM-7 segment (160), Nepali two UCS-2 segments (134 UTF-16 units). Each text is tried most
// detailed first; names shrink before a text gives up detail (fitNames), and the last form always
// fits (tests prove it for the worst cases).
import { fitsBudget } from './fit.ts'
import { days, firstFitting, fit, fitWording, greeted, partyNames, PAY_LINK_PART, referencePart, SMS_BUDGETS, reminderText, type TenantTextParties } from './texts.ts'
import { type ChargeFor, itemName, type SmsDate, type SmsLanguage, smsAmount, smsDate, smsNumber, utilityName } from './text-parts.ts'
import { localDigits } from '../devanagari-digits.ts'
import { interfaceLanguageOf } from '../language.ts'

export type DueItem = { charge: ChargeFor; amountDuePaisa: number }

export type CombinedReminderInput = TenantTextParties & {
  /** Every charge of the tenant with this landlord due on `dueDate`, still unpaid, oldest first. */
  items: readonly DueItem[]
  dueDate: SmsDate
  /** Days from the due date: negative before it, 0 on it, positive after. */
  offsetDays: number
  /** Where the tenant sees the details and pays, when there is such a page; short, ASCII. */
  payLink?: string | null
  /** The agreement's payment reference; null when the items are of several agreements. */
  paymentReference: string | null
  /** The items fall due on several days and `dueDate` is the earliest: the text says "from" it. */
  fromEarliest?: boolean
}

/** When the day's text is the same reminder as for one charge (`reminderText`), or lists several. */
export function combinedReminderText(input: CombinedReminderInput): string {
  const { items, language, offsetDays } = input
  if (items.length === 0) throw new RangeError('A reminder needs at least one charge')
  if (!Number.isInteger(offsetDays)) throw new RangeError(`Not a whole number of days: ${offsetDays}`)
  // Decision: a single charge keeps the wording tenants already get.
  if (items.length === 1) return reminderText({ ...input, charge: items[0]!.charge, amountDuePaisa: items[0]!.amountDuePaisa })
  const totalPaisa = items.reduce((sum, item) => sum + item.amountDuePaisa, 0)
  if (!Number.isSafeInteger(totalPaisa)) throw new RangeError('The total is too large')

  const total = smsAmount(totalPaisa, language)
  // Lines without the currency (the total has it): 4 characters a line buys room for the names.
  const bare = (paisa: number) => smsAmount(paisa, language).replace(/^(Rs\.|रु\.) /, '')
  const list = items.map((item) => `${itemName(item.charge, language)} ${bare(item.amountDuePaisa)}`).join(', ')
  const count = smsNumber(items.length, language)
  const link = input.payLink && fitsBudget(input.payLink, { encoding: 'GSM-7', maxSegments: 1 }) ? input.payLink : null
  const date = smsDate(input.dueDate, language)
  const ref = referencePart(input.paymentReference, language)
  const n = Math.abs(offsetDays)
  type Names = { tenant?: string; property?: string; landlord?: string }
  const attempt = (render: (names: Names) => string) => () => fit(language, SMS_BUDGETS[language], partyNames(input), render)
  // Each form in two wordings: `courteous` with the greeting without a name and the count of days
  // (the date says it), then without them, which go before a name is cut.
  const worded = (render: (courteous: boolean) => (names: Names) => string) => () => fitWording(language, partyNames(input), [[render(true), render(false)]])

  // The link outranks the list and the names: the total with the link before the list without it.
  if (language === 'NEP') {
    const since = (words: string, courteous: boolean) => (courteous ? `, ${smsNumber(n, language)} दिन ${words}` : '')
    const when = (courteous: boolean) =>
      input.fromEarliest
        ? offsetDays < 0
          ? `${date}देखि तिर्नुपर्छ${since('बाँकी', courteous)}।`
          : offsetDays === 0
            ? `आज ${date}देखि तिर्नुपर्छ।`
            : courteous
              ? `${date}देखि तिर्नुपर्ने${since('नाघ्यो', courteous)}।`
              : `${date}देखि बाँकी।`
        : offsetDays < 0
          ? `${date}मा तिर्नुपर्छ${since('बाँकी', courteous)}।`
          : offsetDays === 0
            ? `तिर्ने दिन आज ${date} हो।`
            : `${date}मा तिर्नुपर्थ्यो${since('नाघ्यो', courteous)}।`
    const of = (property?: string) => (property ? `${property}को ` : '')
    return firstFitting([
      ...(link
        ? [
            worded((courteous) => ({ tenant, property }) => greeted(language, tenant, courteous, `${of(property)}${list}, जम्मा ${total} ${when(courteous)}${ref}${PAY_LINK_PART.NEP(link)}`)),
            worded((courteous) => ({ tenant, property }) => greeted(language, tenant, courteous, `${of(property)}${count} वटा शुल्क जम्मा ${total} ${when(courteous)}${ref} विवरण: ${link}`)),
          ]
        : []),
      worded((courteous) => ({ tenant, property, landlord }) => greeted(language, tenant, courteous, `${of(property)}${list}, जम्मा ${total} ${when(courteous)}${ref}${landlord ? ` -${landlord}` : ''}`)),
      worded((courteous) => ({ tenant, property, landlord }) =>
        greeted(language, tenant, true, `${of(property)}${count} वटा शुल्क जम्मा ${total} ${when(courteous)}${ref} विवरण ${landlord ? `${landlord}सँग` : 'घरधनीसँग'} माग्नुहोस्।`),
      ),
      attempt(() => `नमस्ते, जम्मा ${total} ${when(false)}${ref} विवरण माग्नुहोस्।`),
    ])
  }
  const since = (words: string, courteous: boolean) => (courteous ? words : '')
  const when = (courteous: boolean) =>
    input.fromEarliest
      ? offsetDays < 0
        ? `due from ${date}${since(`, in ${days(n)}`, courteous)}`
        : offsetDays === 0
          ? `due from today, ${date}`
          : `due since ${date}${since(`, ${days(n)} ago`, courteous)}`
      : offsetDays < 0
        ? `due on ${date}${since(`, in ${days(n)}`, courteous)}`
        : offsetDays === 0
          ? `due today, ${date}`
          : `was due on ${date}${since(`, ${days(n)} ago`, courteous)}`
  const forProperty = (property?: string) => (property ? ` for ${property}` : '')
  return firstFitting([
    ...(link
      ? [
          worded((courteous) => ({ tenant, property }) => greeted(language, tenant, courteous, `${when(courteous)}${forProperty(property)}: ${list}. Total ${total}.${ref}${PAY_LINK_PART.ENG(link)}`)),
          worded((courteous) => ({ tenant, property }) => greeted(language, tenant, courteous, `${when(courteous)}${forProperty(property)}: ${count} charges, total ${total}.${ref} Details: ${link}`)),
        ]
      : []),
    worded((courteous) => ({ tenant, property, landlord }) => greeted(language, tenant, courteous, `${when(courteous)}${forProperty(property)}: ${list}. Total ${total}.${ref}${landlord ? ` -${landlord}` : ''}`)),
    worded((courteous) => ({ tenant, property, landlord }) =>
      greeted(language, tenant, true, `${when(courteous)}${forProperty(property)}: ${count} charges, total ${total}.${ref} Ask ${landlord ?? 'your landlord'} for details.`),
    ),
    attempt(() => `Namaste, ${when(false)}: total ${total}.${ref} Ask for details.`),
  ])
}

/** A charge reminded today, with its own due date and offset (today − due date). */
export type DayItem = DueItem & { dueDate: SmsDate; offsetDays: number }

export type DayReminderInput = TenantTextParties & {
  /** Every charge of the tenant with this landlord reminded today, earliest due first. */
  items: readonly DayItem[]
  payLink?: string | null
  /** The agreement's payment reference; null when the items are of several agreements. */
  paymentReference: string | null
}

/**
 * The one reminder of a tenant's day: every charge reminded today in one text. Charges
 * due on one day read as `combinedReminderText` says them; due on several days (rent due today
 * and last week's electricity, say), the text lists them all and dates them from the earliest.
 */
export function dayReminderText(input: DayReminderInput): string {
  const earliest = input.items.reduce<DayItem | undefined>((first, item) => (!first || item.dueDate.date < first.dueDate.date ? item : first), undefined)
  if (!earliest) throw new RangeError('A reminder needs at least one charge')
  const fromEarliest = input.items.some((item) => item.dueDate.date !== earliest.dueDate.date)
  return combinedReminderText({ ...input, dueDate: earliest.dueDate, offsetDays: earliest.offsetDays, fromEarliest })
}

export type MeterBillInput = TenantTextParties & {
  /** The utility option id (`Electricity`, `Water`). */
  utility: string
  /** Hundredths of a unit, as meter.ts counts them. */
  units: number
  ratePaisaPerUnit: number
  fixedPaisa: number
  amountPaisa: number
  dueDate: SmsDate
  /** The agreement's payment reference, for paying the bill by bank. */
  paymentReference: string | null
}

/** `123.5`, `123`, `0.05`: hundredths of a unit without trailing zeros; Devanagari digits in Nepali. */
export function smsUnits(hundredths: number, language: SmsLanguage): string {
  if (!Number.isSafeInteger(hundredths) || hundredths < 0) throw new RangeError(`Not a number of units: ${hundredths}`)
  const text = `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`.replace(/\.?0+$/, '')
  return localDigits(text, interfaceLanguageOf(language))
}

/**
 * The bill for a meter reading: units, rate, amount, due date and payment reference; the
 * arithmetic is dropped last-but-one, the units last.
 */
export function meterBillText(input: MeterBillInput): string {
  const { language } = input
  const what = utilityName(input.utility, language)
  const units = smsUnits(input.units, language)
  const rate = smsAmount(input.ratePaisaPerUnit, language)
  const amount = smsAmount(input.amountPaisa, language)
  const fixed = input.fixedPaisa > 0 ? smsAmount(input.fixedPaisa, language) : null
  const date = smsDate(input.dueDate, language)
  const ref = referencePart(input.paymentReference, language)
  const attempt = (render: (names: { tenant?: string; property?: string; landlord?: string }) => string) => () =>
    fit(language, SMS_BUDGETS[language], partyNames(input), render)
  if (language === 'NEP') {
    const greeting = (tenant?: string) => (tenant ? `नमस्ते ${tenant},` : 'नमस्ते,')
    return firstFitting([
      attempt(({ tenant, property, landlord }) =>
        `${greeting(tenant)} ${property ? `${property}को ` : ''}${what} ${units} युनिट x ${rate}${fixed ? ` + स्थिर ${fixed}` : ''} = ${amount}, ${date}मा तिर्नुपर्छ।${ref}${landlord ? ` -${landlord}` : ''}`,
      ),
      attempt(({ tenant, property }) => `${greeting(tenant)} ${property ? `${property}को ` : ''}${what} ${units} युनिट, ${amount}, ${date}मा तिर्नुपर्छ।${ref}`),
      attempt(({ tenant }) => `${greeting(tenant)} ${what} बिल ${amount}, ${date}मा तिर्नुपर्छ।${ref}`),
    ])
  }
  const greeting = (tenant?: string) => (tenant ? `Namaste ${tenant},` : 'Namaste,')
  return firstFitting([
    attempt(({ tenant, property, landlord }) =>
      `${greeting(tenant)} ${what}${property ? ` for ${property}` : ''}: ${units} units x ${rate}${fixed ? ` + fixed ${fixed}` : ''} = ${amount}, due on ${date}.${ref}${landlord ? ` -${landlord}` : ''}`,
    ),
    attempt(({ tenant, property }) => `${greeting(tenant)} ${what}${property ? ` for ${property}` : ''}: ${units} units, ${amount}, due on ${date}.${ref}`),
    attempt(({ tenant }) => `${greeting(tenant)} ${what} bill ${amount}, due on ${date}.${ref}`),
  ])
}
