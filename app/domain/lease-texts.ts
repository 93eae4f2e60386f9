// The wording of the printed lease (lease-document.ts), in English and in Nepali. Legal wording,
// not interface text: it lives with the document, not in the i18n catalogues, and reaches the
// browser only as the built document.
import type { CalendarType } from './calendar-type.ts'
import { toDevanagariDigits } from './devanagari-digits.ts'
import type { Storey } from './storey.ts'

type PropertyType = 'RESIDENTIAL' | 'COMMERCIAL'

export type LeaseTexts = {
  title: string
  preamble: (agreementNumber: string) => string
  partiesHeading: string
  landlord: string
  tenant: string
  name: string
  mobile: string
  address: string
  idNumber: string
  propertyHeading: string
  propertyLabel: string
  district: (name: string) => string
  province: (name: string) => string
  landArea: string
  /** `level`: the storey's number in the lease's digits (storey.ts). */
  unitLine: (name: string, storey: Storey['kind'], level: string, area: string) => string
  wholeProperty: string
  purposeHeading: string
  defaultPurpose: Record<PropertyType, string>
  purposeLine: (purpose: string) => string
  termHeading: string
  termLine: (start: string, end: string, span: string) => string
  rentHeading: string
  rentLine: (amount: string) => string
  paymentHeading: string
  paymentLine: (intervalMonths: number, day: string, calendar: CalendarType, amount: string) => string
  receiptLine: string
  incrementHeading: string
  incrementLine: (percent: string, years: number) => string
  noIncrement: string
  depositHeading: string
  depositLine: (amount: string) => string
  noDeposit: string
  utilitiesHeading: string
  utilityLine: (name: string, price: string, intervalMonths: number, day: string) => string
  utilityDirect: (name: string) => string
  utilitiesOther: string
  rentTaxHeading: string
  rentTax: Record<'LANDLORD' | 'TENANT', string>
  noticeHeading: string
  noticeLine: (days: string) => string
  clausesHeading: string
  copiesHeading: string
  copiesLine: string
  copies: readonly [string, string, string]
  signature: string
  date: string
  witness: (n: string) => string
}

/** `every month`, `every 3 months`; `every year`, `every 2 years`. */
export function every(count: number, unit: 'month' | 'year'): string {
  return count === 1 ? `every ${unit}` : `every ${count} ${unit}s`
}

/**
 * `प्रत्येक महिना`, `प्रत्येक ३ महिनामा`: the Nepali noun reads the same for one and many, but
 * "every 1 month" does not read as Nepali writes it.
 */
export function everyInNepali(count: number, unit: 'महिना' | 'वर्ष'): string {
  return count === 1 ? `प्रत्येक ${unit}` : `प्रत्येक ${toDevanagariDigits(count)} ${unit}मा`
}

const en: LeaseTexts = {
  title: 'House Rent Agreement',
  preamble: (number) =>
    `This agreement (Bhadaa agreement no. ${number}) is made under Chapter 9 (Lease) of the Muluki Civil Code 2074 between the landlord and the tenant named below, who agree to the following terms.`,
  partiesHeading: '1. The parties',
  landlord: 'Landlord',
  tenant: 'Tenant',
  name: 'Name',
  mobile: 'Mobile',
  address: 'Permanent address',
  idNumber: 'Citizenship / identity document no.',
  propertyHeading: '2. The property let',
  propertyLabel: 'Property',
  district: (name) => `${name} District`,
  province: (name) => `${name} Province`,
  landArea: 'Area of the property',
  unitLine: (name, storey, level, area) =>
    `The tenant takes the unit “${name}” ${{ ground: 'on the ground floor', basement: `in basement ${level}`, floor: `on floor ${level}` }[storey]}, area ${area}.`,
  wholeProperty: 'The tenant takes the whole property.',
  purposeHeading: '3. Purpose',
  defaultPurpose: { RESIDENTIAL: 'residence', COMMERCIAL: 'business' },
  purposeLine: (purpose) => `The tenant uses the property only for: ${purpose}.`,
  termHeading: '4. Start and term',
  termLine: (start, end, span) => `From ${start} to ${end}, both days included: a term of ${span}.`,
  rentHeading: '5. Rent',
  rentLine: (amount) => `The monthly rent is ${amount}.`,
  paymentHeading: '6. How and when the rent is paid',
  paymentLine: (interval, day, calendar, amount) =>
    `The rent is paid ${every(interval, 'month')}, ${amount} each time, on day ${day} of the ${calendar === 'BS' ? 'B.S.' : 'A.D.'} month in which the period starts, in cash, by bank transfer or by another method both parties accept.`,
  receiptLine: 'The landlord gives the tenant a receipt for every payment.',
  incrementHeading: '7. Rent increase',
  incrementLine: (percent, years) => `The monthly rent increases by ${percent}% ${every(years, 'year')} from the start, each increase on the rent then in force.`,
  noIncrement: 'The rent does not change during the term.',
  depositHeading: '8. Deposit',
  depositLine: (amount) => `The tenant pays a security deposit of ${amount}, returned when the tenant leaves, less any rent or charges still owed.`,
  noDeposit: 'No security deposit is paid.',
  utilitiesHeading: '9. Utilities and services',
  utilityLine: (name, price, interval, day) => `${name}: ${price} a month, paid to the landlord ${every(interval, 'month')} on day ${day}.`,
  utilityDirect: (name) => `${name}: the tenant pays the provider directly.`,
  utilitiesOther: 'Any other service the tenant uses is paid by the tenant.',
  rentTaxHeading: '10. House-rent tax',
  rentTax: {
    LANDLORD: 'The landlord pays the house-rent tax on this rent to the municipality.',
    TENANT: 'The tenant withholds the house-rent tax from the rent, pays it to the municipality on the landlord’s behalf and gives the landlord its receipt.',
  },
  noticeHeading: '11. Ending the agreement early',
  noticeLine: (days) => `Either party may end this agreement before its end date by giving the other ${days} days’ written notice.`,
  clausesHeading: '12. Further terms',
  copiesHeading: 'Copies',
  copiesLine: 'This agreement is made in three copies: one for the landlord, one for the tenant and one for the municipality.',
  copies: ['Copy 1 of 3: landlord', 'Copy 2 of 3: tenant', 'Copy 3 of 3: municipality'],
  signature: 'Signature',
  date: 'Date',
  witness: (n) => `Witness ${n}`,
}

const ne: LeaseTexts = {
  title: 'घर बहाल सम्झौता',
  preamble: (number) =>
    `मुलुकी देवानी संहिता, २०७४ को परिच्छेद ९ (बहाल सम्बन्धी व्यवस्था) बमोजिम तल उल्लेखित घरधनी र बहालवालाबीच देहायका शर्तहरूमा यो सम्झौता (भाडा सम्झौता नं. ${number}) गरिएको छ।`,
  partiesHeading: '१. पक्षहरू',
  landlord: 'घरधनी',
  tenant: 'बहालवाला',
  name: 'नाम',
  mobile: 'मोबाइल',
  address: 'स्थायी ठेगाना',
  idNumber: 'नागरिकता / परिचयपत्र नं.',
  propertyHeading: '२. बहालमा दिइएको सम्पत्ति',
  propertyLabel: 'सम्पत्ति',
  district: (name) => `${name} जिल्ला`,
  // The reference data's Nepali names already say प्रदेश (बाग्मती प्रदेश).
  province: (name) => (name.endsWith('प्रदेश') ? name : `${name} प्रदेश`),
  landArea: 'सम्पत्तिको क्षेत्रफल',
  unitLine: (name, storey, level, area) =>
    `बहालवालाले ${{ ground: 'भुइँतलाको', basement: `भूमिगत तल्ला ${level} को`, floor: `तल्ला ${level} को` }[storey]} “${name}” एकाइ (क्षेत्रफल ${area}) बहालमा लिएको छ।`,
  wholeProperty: 'बहालवालाले सम्पूर्ण सम्पत्ति बहालमा लिएको छ।',
  purposeHeading: '३. प्रयोजन',
  defaultPurpose: { RESIDENTIAL: 'आवास', COMMERCIAL: 'व्यापार' },
  purposeLine: (purpose) => `बहालवालाले सम्पत्ति ${purpose} प्रयोजनका लागि मात्र प्रयोग गर्नेछ।`,
  termHeading: '४. सुरु मिति र अवधि',
  termLine: (start, end, span) => `${start} देखि ${end} सम्म (दुवै दिन समेत): ${span}।`,
  rentHeading: '५. बहाल रकम',
  rentLine: (amount) => `मासिक बहाल ${amount} हुनेछ।`,
  paymentHeading: '६. बहाल तिर्ने तरिका र समय',
  paymentLine: (interval, day, calendar, amount) =>
    `बहाल ${everyInNepali(interval, 'महिना')} एक पटक ${amount}, अवधि सुरु हुने ${calendar === 'BS' ? 'विक्रम संवत्‌को' : 'अंग्रेजी'} महिनाको ${day} ${calendar === 'BS' ? 'गते' : 'तारिख'} भित्र नगद, बैंक ट्रान्सफर वा दुवै पक्षलाई मान्य अन्य तरिकाले तिरिनेछ।`,
  receiptLine: 'घरधनीले प्रत्येक भुक्तानीको भरपाई बहालवालालाई दिनेछ।',
  incrementHeading: '७. बहाल वृद्धि',
  incrementLine: (percent, years) => `सुरु मितिबाट ${everyInNepali(years, 'वर्ष')} मासिक बहाल तत्काल कायम रकमको ${percent}% ले बढ्नेछ।`,
  noIncrement: 'सम्झौता अवधिभर बहाल रकम परिवर्तन हुने छैन।',
  depositHeading: '८. धरौटी',
  depositLine: (amount) => `बहालवालाले ${amount} धरौटी राखेको छ, जुन बहालवाला छाड्दा बाँकी बहाल वा शुल्क कट्टा गरी फिर्ता गरिनेछ।`,
  noDeposit: 'धरौटी राखिएको छैन।',
  utilitiesHeading: '९. सेवा र महसुल',
  utilityLine: (name, price, interval, day) => `${name}: मासिक ${price}, ${everyInNepali(interval, 'महिना')} ${day} गते घरधनीलाई तिरिनेछ।`,
  utilityDirect: (name) => `${name}: बहालवालाले सम्बन्धित सेवा प्रदायकलाई सिधै तिर्नेछ।`,
  utilitiesOther: 'बहालवालाले प्रयोग गर्ने अन्य सेवाको महसुल बहालवालाले नै तिर्नेछ।',
  rentTaxHeading: '१०. घर बहाल कर',
  rentTax: {
    LANDLORD: 'यस बहालको घर बहाल कर घरधनीले स्थानीय तहमा तिर्नेछ।',
    TENANT: 'बहालवालाले बहाल रकमबाट घर बहाल कर कट्टा गरी घरधनीको तर्फबाट स्थानीय तहमा बुझाई सोको रसिद घरधनीलाई दिनेछ।',
  },
  noticeHeading: '११. सम्झौता अवधिअघि अन्त्य',
  noticeLine: (days) => `कुनै पनि पक्षले अर्को पक्षलाई ${days} दिनको लिखित सूचना दिई अवधि पूरा हुनुअघि यो सम्झौता अन्त्य गर्न सक्नेछ।`,
  clausesHeading: '१२. थप शर्तहरू',
  copiesHeading: 'प्रतिलिपि',
  copiesLine: 'यो सम्झौता तीन प्रति तयार गरी एक प्रति घरधनी, एक प्रति बहालवाला र एक प्रति स्थानीय तह (नगरपालिका) मा राखिनेछ।',
  copies: ['प्रति १ / ३: घरधनी', 'प्रति २ / ३: बहालवाला', 'प्रति ३ / ३: नगरपालिका'],
  signature: 'सही',
  date: 'मिति',
  witness: (n) => `साक्षी ${n}`,
}

export const LEASE_TEXTS: Record<'en' | 'ne', LeaseTexts> = { en, ne }
