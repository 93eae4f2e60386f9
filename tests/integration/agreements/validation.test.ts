// Every rule and message of the agreement form (spec §5, DESIGN §8) as the shared schema answers
// it to web and /v1 alike, B.S. and A.D. dates included, and the service's own rules.
import { describe, expect, test } from 'vitest'
import { AgreementCreateSchema, AGREEMENT_INPUT_MESSAGES, AGREEMENT_MESSAGES as AGREEMENT_CODES } from '~/schemas/agreement-schemas'
import { REQUIRED as REQUIRED_CODE } from '~/schemas/property-schemas'
import { addAdDays } from '~/domain/ad-date'
import { bsToAd } from '~/domain/bs-calendar'
import { countCurrentAgreements } from '~/services/agreements/agreements.server'
import { createAgreement } from '~/services/agreements/create.server'
import { fieldErrorsOf } from '~/v1/api.server'
import { ValidationError } from '~/services/errors'
import { english, englishFields, englishTexts } from '../../support/english'
import { landlord, parsed, payload, today } from './support'

const REQUIRED = english(REQUIRED_CODE)
const M = englishTexts(AGREEMENT_INPUT_MESSAGES)
const AGREEMENT_MESSAGES = englishTexts(AGREEMENT_CODES)

function errorsOf(raw: Record<string, unknown>) {
  const result = AgreementCreateSchema.safeParse(raw)
  expect(result.success).toBe(false)
  return result.success ? {} : fieldErrorsOf(result.error)
}

describe('required fields', () => {
  test('blank (as a form sends it) and missing alike, with the spec’s message', () => {
    const fields = ['name', 'propertyId', 'tenantFirstName', 'tenantLastName', 'tenantPhone', 'tenantPreferredLanguage', 'startDate', 'endDate', 'leaseAmount', 'paymentInterval', 'paymentDayOfMonth']
    const blank = Object.fromEntries(fields.map((field) => [field, '']))
    expect(errorsOf(blank)).toEqual(Object.fromEntries(fields.map((field) => [field, [REQUIRED]])))
    expect(errorsOf({})).toEqual(Object.fromEntries(fields.map((field) => [field, [REQUIRED]])))
  })
  test('a utility needs its id, interval and day; the price may be blank', () => {
    expect(errorsOf(payload({ propertyId: 1, utilities: [{ utilityId: '', price: '', paymentInterval: '', paymentDayOfMonth: '' }] }))).toEqual({
      'utilities.0.utilityId': [REQUIRED],
      'utilities.0.paymentInterval': [REQUIRED],
      'utilities.0.paymentDayOfMonth': [REQUIRED],
    })
  })
})

describe('every error at once (spec §5 shows them together)', () => {
  test('a blank field does not hide the date, amount and day errors of the others', () => {
    expect(
      errorsOf(
        payload({
          name: '',
          propertyId: 1,
          calendarType: 'BS',
          startDate: '2083-13-01',
          endDate: '2083-04-32',
          leaseAmount: '0',
          paymentDayOfMonth: '',
          incrementPercentage: '5',
          utilities: [
            { utilityId: 'Water', price: 'x', paymentInterval: 1, paymentDayOfMonth: 32 },
            { utilityId: 'Water', price: '', paymentInterval: 1, paymentDayOfMonth: 33 },
          ],
        }),
      ),
    ).toEqual({
      name: [REQUIRED],
      startDate: ['Invalid nepali month must be between 1 - 12'],
      endDate: ['Invalid nepali date must be between 1 - 31 in 2083 4'],
      leaseAmount: [M.leaseAmountPositive],
      paymentDayOfMonth: [REQUIRED],
      incrementInterval: [M.incrementIntervalRequired],
      'utilities.0.price': [M.invalidNumber],
      'utilities.1.utilityId': [M.duplicateUtility],
      'utilities.1.paymentDayOfMonth': ['Must be a whole number from 1 to 32'],
    })
  })
  test('A.D.: day 32 and the order of the dates are reported with a missing tenant', () => {
    expect(errorsOf(payload({ propertyId: 1, tenantFirstName: '', startDate: '2027-01-10', endDate: '2027-01-09', paymentDayOfMonth: 32 }))).toEqual({
      tenantFirstName: [REQUIRED],
      endDate: [M.endBeforeStart],
      paymentDayOfMonth: ['Must be a whole number from 1 to 31'],
    })
  })
})

describe('numbers', () => {
  test.each([
    ['leaseAmount', 'lots', M.invalidNumber],
    ['leaseAmount', '0', M.leaseAmountPositive],
    ['leaseAmount', '12.345', 'Use at most 2 decimal places'],
    ['deposit', 'abc', M.invalidNumber],
    ['incrementPercentage', 'ten', M.invalidNumber],
    ['incrementPercentage', '101', M.percentage],
    ['incrementInterval', 'x', M.invalidNumber],
    ['paymentInterval', '0', 'Must be a whole number from 1 to 120'],
    ['paymentDayOfMonth', '32', 'Must be a whole number from 1 to 31'],
    ['paymentDayOfMonth', '33', 'Must be a whole number from 1 to 32'],
    ['tenantPhone', '12345', M.invalidTenantPhone],
    ['name', 'x'.repeat(121), 'At most 120 characters'],
  ])('%s = %j: %s', (field, value, message) => {
    expect(errorsOf(payload({ propertyId: 1, [field]: value }))).toEqual({ [field]: [message] })
  })
  test('an increment percentage needs its interval', () => {
    expect(errorsOf(payload({ propertyId: 1, incrementPercentage: '10' }))).toEqual({ incrementInterval: [M.incrementIntervalRequired] })
  })
  test('blank optional numbers are null, typed ones (Devanagari digits too) are parsed', () => {
    const value = parsed(payload({ propertyId: '1', deposit: '', incrementPercentage: '५', incrementInterval: '2', leaseAmount: 'Rs. 25,000.50' }))
    expect(value).toMatchObject({ depositPaisa: null, incrementPercentage: 5, incrementIntervalYears: 2, leaseAmountPaisa: 2_500_050 })
  })
  test('the same utility twice is refused', () => {
    const utility = { utilityId: 'Water', price: 300, paymentInterval: 1, paymentDayOfMonth: 1 }
    expect(errorsOf(payload({ propertyId: 1, utilities: [utility, utility] }))).toEqual({ 'utilities.1.utilityId': [M.duplicateUtility] })
  })
})

describe('dates', () => {
  test('A.D.: the format, days that do not exist, the order, at most 30 years', () => {
    expect(errorsOf(payload({ propertyId: 1, startDate: '2026/13/01' }))).toEqual({ startDate: ['This date does not exist'] })
    expect(errorsOf(payload({ propertyId: 1, startDate: 'soon' }))).toEqual({ startDate: ['Enter the date as YYYY-MM-DD'] })
    expect(errorsOf(payload({ propertyId: 1, startDate: '2027-02-29' }))).toEqual({ startDate: ['This date does not exist'] })
    expect(errorsOf(payload({ propertyId: 1, startDate: '2027-01-10', endDate: '2027-01-09' }))).toEqual({ endDate: [M.endBeforeStart] })
    expect(errorsOf(payload({ propertyId: 1, startDate: '2027-01-10', endDate: '2057-01-11' }))).toEqual({ endDate: [M.tooLong] })
  })
  test('B.S.: the spec’s rejections (year 2000-2088, month 1-12, day within the month)', () => {
    const bs = (startDate: string) => errorsOf(payload({ propertyId: 1, calendarType: 'BS', startDate, endDate: '2088-12-30' })).startDate
    expect(bs('1999-01-01')).toEqual(['Nepal year out of range'])
    expect(bs('2089-01-01')).toEqual(['Nepal year out of range'])
    expect(bs('2083-13-01')).toEqual(['Invalid nepali month must be between 1 - 12'])
    expect(bs('2083-00-01')).toEqual(['Invalid nepali month must be between 1 - 12'])
    // Shrawan 2083 has 31 days (the table), so the 32nd does not exist.
    expect(bs('2083-04-32')).toEqual(['Invalid nepali date must be between 1 - 31 in 2083 4'])
    // Devanagari digits and slashes are a date too.
    expect(parsed(payload({ propertyId: 1, calendarType: 'BS', startDate: '२०८३/१/१', endDate: '2084-01-01' })).startDate).toBe(bsToAd({ year: 2083, month: 1, day: 1 }))
  })
  test('B.S.: day 32 of a 32-day month is a date, converted to A.D.', () => {
    // Asar 2083 has 32 days.
    const value = parsed(payload({ propertyId: 1, calendarType: 'BS', startDate: '2083-03-32', endDate: '2084-03-31', paymentDayOfMonth: 32 }))
    expect(value.startDate).toBe(bsToAd({ year: 2083, month: 3, day: 32 }))
    expect(value.startDate).toBe('2026-07-16')
    expect(value.calendar).toBe('BS')
    expect(value.paymentDayOfMonth).toBe(32)
  })
})

describe('service rules', () => {
  test('a unit is required on a divided property, and refused on an undivided one', async () => {
    const { member, divided, house, flat1 } = await landlord()
    const refusal = async (raw: Record<string, unknown>) =>
      createAgreement(member.id, parsed(raw)).then(() => null, (error: unknown) => error)
    const missing = await refusal(payload({ propertyId: divided.id }))
    expect(missing).toBeInstanceOf(ValidationError)
    expect(englishFields((missing as ValidationError).fields)).toEqual({ unitId: [REQUIRED] })
    const extra = await refusal(payload({ propertyId: house.id, unitId: flat1.id }))
    expect(englishFields((extra as ValidationError).fields)).toEqual({ unitId: [AGREEMENT_MESSAGES.notDivided] })
    const past = await refusal(payload({ propertyId: house.id, startDate: addAdDays(today(), -400), endDate: addAdDays(today(), -1) }))
    expect(englishFields((past as ValidationError).fields)).toEqual({ endDate: [AGREEMENT_MESSAGES.endDatePassed] })
    expect(await countCurrentAgreements(member.id)).toBe(0)
  })
})
