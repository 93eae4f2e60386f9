// The forms' browser checks (no zod in the browser, ADR 027) against the schemas the actions use:
// for what a form sends, the browser shows the server's messages, field by field.
import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, test } from 'vitest'
import type { z } from 'zod'
import { type FormCheck, formValues } from '~/components/form/form-state'
import { addAdDays } from '~/domain/ad-date'
import { renderFieldErrors } from '~/i18n/message'
import { COORDINATE_ERRORS } from '~/domain/plus-code'
import { checkAgreementInput } from '~/schemas/agreement-checks'
import { AGREEMENT_INPUT_MESSAGES as A, AgreementCreateSchema } from '~/schemas/agreement-schemas'
import { REQUIRED } from '~/schemas/input-rules'
import { checkPaymentInput, LEDGER_MESSAGES as L } from '~/schemas/ledger-rules'
import { PaymentCreateSchema } from '~/schemas/ledger-schemas'
import { checkPropertyInput, checkUnitInput } from '~/schemas/property-checks'
import { PropertyInputSchema, UnitInputSchema } from '~/schemas/property-schemas'

type Form = Record<string, string>

function formData(values: Form) {
  const data = new FormData()
  for (const [name, value] of Object.entries(values)) data.append(name, value)
  return data
}

/** The messages per field the browser shows for `values` (in English), after checking the server's are the same. */
function browserErrors(values: Form, check: FormCheck, schema: z.ZodType) {
  const errorsOf = (submission: { status?: string; error?: unknown }) => (submission.status === 'error' ? (submission.error as Record<string, unknown>) : {})
  const browser = check(formValues(formData(values)))
  const server = errorsOf(parseWithZod(formData(values), { schema }))
  expect(browser).toEqual(server)
  return inEnglish(browser)
}

/** Messages are codes (ADR 020): compared as the English they render to. */
const inEnglish = (errors: Record<string, string[]>) => renderFieldErrors('en', errors)

const property: Form = {
  name: 'Himalaya Apartments',
  type: 'residential',
  division: 'true',
  area: '1,200.5',
  areaUnit: 'sq.ft',
  address1: 'Baneshwor',
  address2: 'Kathmandu',
  provinceId: '3',
  districtId: '27',
  city: 'Kathmandu',
  lat: '27.7172',
  lng: '८५.३२४',
}

describe('property and unit forms', () => {
  test('what the server takes passes in the browser', () => {
    expect(browserErrors(property, checkPropertyInput, PropertyInputSchema)).toEqual({})
  })

  test('every blank field is required but the coordinates', () => {
    const blank = Object.fromEntries(Object.keys(property).map((name) => [name, '']))
    const required = Object.keys(property).filter((name) => name !== 'lat' && name !== 'lng')
    expect(browserErrors(blank, checkPropertyInput, PropertyInputSchema)).toEqual(inEnglish(Object.fromEntries(required.map((name) => [name, [REQUIRED]]))))
  })

  test('the coordinates go together: both, neither, or a message on the missing one', () => {
    expect(browserErrors({ ...property, lat: '', lng: '' }, checkPropertyInput, PropertyInputSchema)).toEqual({})
    expect(browserErrors({ ...property, lat: '' }, checkPropertyInput, PropertyInputSchema)).toEqual(inEnglish({ lat: [COORDINATE_ERRORS.bothOrNeither] }))
    expect(browserErrors({ ...property, lng: ' ' }, checkPropertyInput, PropertyInputSchema)).toEqual(inEnglish({ lng: [COORDINATE_ERRORS.bothOrNeither] }))
    expect(browserErrors({ ...property, lat: 'north', lng: '' }, checkPropertyInput, PropertyInputSchema)).toEqual(
      inEnglish({
        lat: [COORDINATE_ERRORS.latitude],
        lng: [COORDINATE_ERRORS.bothOrNeither],
      }),
    )
  })

  test.each([
    ['area', 'twelve'],
    ['area', '0'],
    ['area', '1.23456'],
    ['area', '123456789'],
    ['lat', 'north'],
    ['lat', '90.5'],
    ['lng', '-180.01'],
    ['name', 'x'.repeat(121)],
    ['address1', ' '.repeat(3)],
    ['city', 'x'.repeat(121)],
  ])('property %s = %j: the server’s message', (name, value) => {
    expect(Object.keys(browserErrors({ ...property, [name]: value }, checkPropertyInput, PropertyInputSchema))).toEqual([name])
  })

  const unit: Form = { name: 'Flat 1', floor: '२', area: '500', areaUnit: 'sqm' }
  test.each([
    ['floor', '2', {}],
    ['floor', '-6', { floor: ['Floor must be a whole number from -5 to 200'] }],
    ['floor', '2.5', { floor: ['Floor must be a whole number from -5 to 200'] }],
    ['floor', '', { floor: [REQUIRED] }],
    ['name', 'x'.repeat(81), { name: ['At most 80 characters'] }],
    ['area', '-1', { area: ['Area must be greater than 0'] }],
  ])('unit %s = %j', (name, value, errors) => {
    expect(browserErrors({ ...unit, [name]: value }, checkUnitInput, UnitInputSchema)).toEqual(inEnglish(errors))
  })
})

const start = '2026-01-01'
const agreement: Form = {
  name: 'Flat 1 lease',
  propertyId: '3',
  tenantFirstName: 'Ram',
  tenantLastName: 'Thapa',
  tenantPhone: '9812345678',
  tenantPreferredLanguage: 'NEP',
  calendarType: 'AD',
  startDate: start,
  endDate: addAdDays(start, 364),
  leaseAmount: '25,000',
  deposit: '',
  paymentInterval: '1',
  paymentDayOfMonth: '5',
  incrementPercentage: '',
  incrementInterval: '',
}
const utility = (index: number, values: Form) => Object.fromEntries(Object.entries(values).map(([name, value]) => [`utilities[${index}].${name}`, value]))

describe('agreement form', () => {
  test.each<[string, Form, Record<string, string[]>]>([
    ['valid', {}, {}],
    ['blank name and phone', { name: '', tenantPhone: '' }, { name: [REQUIRED], tenantPhone: [REQUIRED] }],
    ['a phone that is no number', { tenantPhone: 'abc' }, { tenantPhone: [A.invalidTenantPhone] }],
    ['blank calendar: A.D.', { calendarType: '' }, {}],
    ['no such date', { startDate: '2026-02-30' }, { startDate: ['This date does not exist'] }],
    ['end before start', { endDate: '2025-12-31' }, { endDate: [A.endBeforeStart] }],
    ['more than 30 years', { endDate: '2057-01-02' }, { endDate: [A.tooLong] }],
    ['rent 0', { leaseAmount: '0' }, { leaseAmount: [A.leaseAmountPositive] }],
    ['rent as words', { leaseAmount: 'lots' }, { leaseAmount: [A.invalidNumber] }],
    ['rent with 3 decimals', { leaseAmount: '1.234' }, { leaseAmount: ['Use at most 2 decimal places'] }],
    ['day 32 in A.D.', { paymentDayOfMonth: '32' }, { paymentDayOfMonth: ['Must be a whole number from 1 to 31'] }],
    ['day 32 in B.S.', { calendarType: 'BS', startDate: '2083-01-01', endDate: '2083-12-30', paymentDayOfMonth: '32' }, {}],
    ['increment without interval', { incrementPercentage: '5' }, { incrementInterval: [A.incrementIntervalRequired] }],
    ['increment over 100', { incrementPercentage: '101', incrementInterval: '1' }, { incrementPercentage: [A.percentage] }],
    [
      'the same utility twice, one without an interval',
      { ...utility(0, { utilityId: 'Water', price: '', paymentInterval: '1', paymentDayOfMonth: '5' }), ...utility(1, { utilityId: 'Water', price: '200', paymentInterval: '', paymentDayOfMonth: '40' }) },
      { 'utilities[1].utilityId': [A.duplicateUtility], 'utilities[1].paymentInterval': [REQUIRED], 'utilities[1].paymentDayOfMonth': ['Must be a whole number from 1 to 32'] },
    ],
  ])('%s', (_, change, errors) => {
    expect(browserErrors({ ...agreement, ...change }, checkAgreementInput, AgreementCreateSchema)).toEqual(inEnglish(errors))
  })

})

describe('record payment form', () => {
  const payment: Form = { amount: '1,500.50', calendarType: 'BS', paidOn: '2083-01-15', method: 'CASH', reference: '', note: '' }
  test.each<[string, Form, Record<string, string[]>]>([
    ['valid', {}, {}],
    ['blank amount', { amount: '' }, { amount: [REQUIRED] }],
    ['amount 0', { amount: '0' }, { amount: [L.amountPositive] }],
    ['no such B.S. date', { paidOn: '2083-13-01' }, { paidOn: ['Invalid nepali month must be between 1 - 12'] }],
    ['no method', { method: '' }, { method: [L.method] }],
    ['a long reference', { reference: 'x'.repeat(101) }, { reference: [L.referenceTooLong] }],
  ])('%s', (_, change, errors) => {
    expect(browserErrors({ ...payment, ...change }, checkPaymentInput, PaymentCreateSchema)).toEqual(inEnglish(errors))
  })
})
