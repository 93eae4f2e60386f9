// Shared by the meter tests: a property of three flats, each leased (from 2026-01-01, made on
// 2026-01-01, to a year after today so the leases stay current whenever the tests run) with a metered electricity meter at Rs. 12.50 a unit plus Rs. 100 fixed, and the
// readings and rates as the forms and /v1 send them.
import { MeterRateSchema, ReadingCreateSchema } from '~/schemas/meter-schemas'
import { createAgreement } from '~/services/agreements/create.server'
import { setMeterRate } from '~/services/meters/meters.server'
import { createProperty } from '~/services/properties/properties.server'
import { createUnit } from '~/services/properties/units.server'
import { createMember, uniquePhone } from '../../support/fixtures'
import { parsed, payload } from '../agreements/support'
import { at } from '../ledger/support'
import { aYearFromToday, propertyInput, unitInput } from '../properties/support'

export { at }

export function rateInput(overrides: Record<string, unknown> = {}) {
  return MeterRateSchema.parse({ utilityId: 'Electricity', rate: '12.50', fixed: '100', effectiveFrom: '2026-01-01', ...overrides })
}

export function readingInput(overrides: Record<string, unknown> = {}) {
  return ReadingCreateSchema.parse({ utilityId: 'Electricity', readOn: '2026-02-01', reading: '1000', ...overrides })
}

/** A divided property whose `units` flats each have an agreement with a metered electricity meter. */
export async function meteredProperty({ units = 3, tenantLanguage = 'ENG' }: { units?: number; tenantLanguage?: 'ENG' | 'NEP' } = {}, member?: { id: number }) {
  const owner = member ?? (await createMember({ firstName: 'Sita', lastName: 'Sharma' }))
  const property = await createProperty(owner.id, propertyInput({ name: 'Baneshwor House', division: true }))
  const leases = []
  for (let index = 1; index <= units; index += 1) {
    const unit = await createUnit(owner.id, property.id, unitInput({ name: `Flat ${index}` }))
    const agreement = await createAgreement(
      owner.id,
      parsed(
        payload({
          name: `Flat ${index} lease`,
          propertyId: property.id,
          unitId: unit.id,
          tenantFirstName: `Tenant${index}`,
          tenantPhone: uniquePhone(),
          tenantPreferredLanguage: tenantLanguage,
          startDate: '2026-01-01',
          endDate: aYearFromToday(),
          leaseAmount: 10000,
          paymentDayOfMonth: 5,
        }),
      ),
      { now: at('2026-01-01') },
    )
    const meter = await setMeterRate(owner.id, agreement.id, rateInput())
    leases.push({ unit, agreement, meter })
  }
  return { member: owner, property, leases }
}
