// The printed lease of an agreement, as structured sections in English or Nepali. The
// Muluki Civil Code 2074 (ch. 9) wants a written lease above Rs 20,000 a month to name the parties,
// the property, the purpose, the start and term, the rent and how and when it is paid, the
// utilities and who pays the rent tax; Kathmandu's directive wants three copies, one for the city.
// Each section names the element it carries, so a test can check that none is missing. What the
// agreement does not know (addresses, identity numbers) prints as a blank line to fill by hand.
import { amountInWords } from './amount-words.ts'
import { formatArea, formatSquareFeetEquivalent, isPropertyAreaUnit, type AreaUnit } from './area-units.ts'
import type { CalendarType } from './calendar-type.ts'
import { digitsFor, leaseDate, type LeaseLanguage, spanText, termOf } from './lease-dates.ts'
import { formatNpr } from './money.ts'
import { LEASE_TEXTS, type LeaseTexts } from './lease-texts.ts'
import { storeyOf } from './storey.ts'

export type { LeaseLanguage }

/** A line to fill in by hand. */
export const BLANK = '______________________'

/** The Civil Code's default notice for leaving early. */
export const CIVIL_CODE_NOTICE_DAYS = 35

export const LEASE_ELEMENTS = [
  'parties',
  'property',
  'purpose',
  'term',
  'rent',
  'payment',
  'increment',
  'deposit',
  'utilities',
  'rentTax',
  'notice',
  'clauses',
  'copies',
] as const
export type LeaseElement = (typeof LEASE_ELEMENTS)[number]

/** What the Civil Code (ch. 9) and the Kathmandu directive require every lease to state. */
export const REQUIRED_ELEMENTS: readonly LeaseElement[] = ['parties', 'property', 'purpose', 'term', 'rent', 'payment', 'utilities', 'rentTax', 'notice', 'copies']

export type RentTaxPayer = 'LANDLORD' | 'TENANT'

export type LeasePerson = { name: string; phone: string; address: string | null; idNumber: string | null }

export type LeaseInput = {
  agreementId: number
  calendar: CalendarType
  landlord: LeasePerson
  tenant: LeasePerson
  property: {
    name: string
    type: 'RESIDENTIAL' | 'COMMERCIAL'
    address: string[]
    city: string
    district: { en: string; ne: string }
    province: { en: string; ne: string }
    area: number
    areaUnit: string
  }
  unit: { name: string; floor: number; area: number; areaUnit: 'sqft' | 'sqm' } | null
  startDate: string
  endDate: string
  monthlyRentPaisa: number
  paymentIntervalMonths: number
  paymentDayOfMonth: number
  incrementPercentage: number | null
  incrementIntervalYears: number | null
  depositPaisa: number | null
  utilities: Array<{ name: { en: string; ne: string }; pricePaisa: number | null; paymentIntervalMonths: number; paymentDayOfMonth: number }>
  purpose: string | null
  noticeDays: number
  rentTaxPaidBy: RentTaxPayer
  clauses: string | null
}

export type LeaseSection = { element: LeaseElement; heading: string; paragraphs: string[] }
export type LeaseSignature = { role: string; lines: string[] }
export type LeaseCopy = { number: number; label: string }

export type LeaseDocument = {
  language: LeaseLanguage
  title: string
  preamble: string
  sections: LeaseSection[]
  signatures: LeaseSignature[]
  /** The same document three times: the landlord's, the tenant's and the municipality's copy. */
  copies: LeaseCopy[]
}

function areaText(amount: number, unit: string, language: LeaseLanguage): string {
  if (!isPropertyAreaUnit(unit) && unit !== 'sqft' && unit !== 'sqm') return `${digitsFor(language, amount)} ${unit}`
  const known = unit as AreaUnit
  const text = formatArea(amount, known, { language })
  return known === 'sq.ft' || known === 'sqft' ? text : `${text} (${formatSquareFeetEquivalent(amount, known, { language })})`
}

const money = (paisa: number, language: LeaseLanguage) => `${formatNpr(paisa, { language })} (${amountInWords(paisa, language)})`

function personLines(person: LeasePerson, t: LeaseTexts, language: LeaseLanguage): string[] {
  return [
    `${t.name}: ${person.name}`,
    `${t.mobile}: ${digitsFor(language, person.phone)}`,
    `${t.address}: ${person.address ?? BLANK}`,
    `${t.idNumber}: ${person.idNumber ?? BLANK}`,
  ]
}

function sectionsOf(input: LeaseInput, t: LeaseTexts, language: LeaseLanguage): LeaseSection[] {
  const d = (value: number | string) => digitsFor(language, value)
  const date = (isoDate: string) => leaseDate(isoDate, input.calendar, language)
  const { property, unit } = input
  const storey = unit && storeyOf(unit.floor)
  const place = [property.name, ...property.address, property.city, t.district(property.district[language]), t.province(property.province[language])]
  const sections: LeaseSection[] = [
    {
      element: 'parties',
      heading: t.partiesHeading,
      paragraphs: [t.landlord, ...personLines(input.landlord, t, language), t.tenant, ...personLines(input.tenant, t, language)],
    },
    {
      element: 'property',
      heading: t.propertyHeading,
      paragraphs: [
        `${t.propertyLabel}: ${place.filter(Boolean).join(', ')}`,
        `${t.landArea}: ${areaText(property.area, property.areaUnit, language)}`,
        ...(unit && storey ? [t.unitLine(unit.name, storey.kind, d(storey.level), areaText(unit.area, unit.areaUnit, language))] : [t.wholeProperty]),
      ],
    },
    { element: 'purpose', heading: t.purposeHeading, paragraphs: [t.purposeLine(input.purpose?.trim() || t.defaultPurpose[property.type])] },
    {
      element: 'term',
      heading: t.termHeading,
      paragraphs: [t.termLine(date(input.startDate), date(input.endDate), spanText(termOf(input.startDate, input.endDate, input.calendar), language))],
    },
    { element: 'rent', heading: t.rentHeading, paragraphs: [t.rentLine(money(input.monthlyRentPaisa, language))] },
    {
      element: 'payment',
      heading: t.paymentHeading,
      paragraphs: [
        t.paymentLine(input.paymentIntervalMonths, d(input.paymentDayOfMonth), input.calendar, money(input.monthlyRentPaisa * input.paymentIntervalMonths, language)),
        t.receiptLine,
      ],
    },
    {
      element: 'increment',
      heading: t.incrementHeading,
      paragraphs: [
        input.incrementPercentage && input.incrementIntervalYears
          ? t.incrementLine(d(input.incrementPercentage), input.incrementIntervalYears)
          : t.noIncrement,
      ],
    },
    { element: 'deposit', heading: t.depositHeading, paragraphs: [input.depositPaisa ? t.depositLine(money(input.depositPaisa, language)) : t.noDeposit] },
    {
      element: 'utilities',
      heading: t.utilitiesHeading,
      paragraphs: [
        ...input.utilities.map((utility) =>
          utility.pricePaisa === null
            ? t.utilityDirect(utility.name[language])
            : t.utilityLine(utility.name[language], formatNpr(utility.pricePaisa, { language }), utility.paymentIntervalMonths, d(utility.paymentDayOfMonth)),
        ),
        t.utilitiesOther,
      ],
    },
    { element: 'rentTax', heading: t.rentTaxHeading, paragraphs: [t.rentTax[input.rentTaxPaidBy]] },
    { element: 'notice', heading: t.noticeHeading, paragraphs: [t.noticeLine(d(input.noticeDays))] },
  ]
  const clauses = (input.clauses ?? '').split(/\r?\n/).map((line) => line.trim()).filter(Boolean)
  if (clauses.length > 0) sections.push({ element: 'clauses', heading: t.clausesHeading, paragraphs: clauses })
  sections.push({ element: 'copies', heading: t.copiesHeading, paragraphs: [t.copiesLine] })
  return sections
}

/** The whole lease of an agreement in one language. */
export function buildLease(input: LeaseInput, language: LeaseLanguage): LeaseDocument {
  const t = LEASE_TEXTS[language]
  const signature = (role: string, name: string): LeaseSignature => ({ role, lines: [`${t.name}: ${name}`, `${t.signature}: ${BLANK}`, `${t.date}: ${BLANK}`] })
  return {
    language,
    title: t.title,
    preamble: t.preamble(digitsFor(language, input.agreementId)),
    sections: sectionsOf(input, t, language),
    signatures: [
      signature(t.landlord, input.landlord.name),
      signature(t.tenant, input.tenant.name),
      signature(t.witness(digitsFor(language, 1)), BLANK),
      signature(t.witness(digitsFor(language, 2)), BLANK),
    ],
    copies: t.copies.map((label, index) => ({ number: index + 1, label })),
  }
}
