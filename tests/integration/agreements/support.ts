// Shared by the agreement tests: a member with a divided property (two units) and an undivided
// one, and a valid create payload as a client sends it (parsed with the same schema as web and /v1).
import { AgreementCreateSchema } from '~/schemas/agreement-schemas'
import { addAdDays } from '~/domain/ad-date'
import { adToBs, formatBsDate } from '~/domain/bs-calendar'
import { nepalToday } from '~/domain/nepal-time'
import { createProperty } from '~/services/properties/properties.server'
import { createUnit } from '~/services/properties/units.server'
import { createMember, uniquePhone } from '../../support/fixtures'
import { propertyInput, unitInput } from '../properties/support'

export async function landlord() {
  const member = await createMember()
  const divided = await createProperty(member.id, propertyInput({ name: 'Himalaya Apartments', division: true }))
  const flat1 = await createUnit(member.id, divided.id, unitInput({ name: 'Flat 1' }))
  const flat2 = await createUnit(member.id, divided.id, unitInput({ name: 'Flat 2' }))
  const house = await createProperty(member.id, propertyInput({ name: 'Lakeside House', division: false }))
  return { member, divided, flat1, flat2, house }
}

export const today = () => nepalToday()
export const bsOf = (isoDate: string) => formatBsDate(adToBs(isoDate))

/** A raw create payload (the spec's field names), A.D., one year from today. */
export function payload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Flat 1 lease',
    tenantFirstName: 'Ram',
    tenantLastName: 'Thapa',
    tenantPhone: uniquePhone(),
    tenantPreferredLanguage: 'NEP',
    calendarType: 'AD',
    startDate: today(),
    endDate: addAdDays(today(), 364),
    utilities: [],
    leaseAmount: 25000,
    paymentInterval: 1,
    paymentDayOfMonth: 5,
    ...overrides,
  }
}

export function parsed(raw: Record<string, unknown>) {
  return AgreementCreateSchema.parse(raw)
}
