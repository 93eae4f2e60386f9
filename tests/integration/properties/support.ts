// Shared by the property tests (services and HTTP): a valid property form, and agreements made
// straight in the database (the agreement service is another issue's) to lease units.
import { randomInt } from 'node:crypto'
import { addAdDays } from '~/domain/ad-date'
import { nepalToday } from '~/domain/nepal-time'
import type { PropertyInput, UnitInput } from '~/schemas/property-schemas'
import { prisma } from '~/server/db.server'

/**
 * An end day for a lease that must still be current whenever the tests run: a year from today
 * (Nepal's, as the app counts). Routes run at the real time, so a test that calls one needs it.
 */
export const aYearFromToday = () => addAdDays(nepalToday(), 365)

/** The days of the leases `createAgreement` makes: current whenever the tests run. */
export const LEASE_START = '2026-01-01'
export const LEASE_END = aYearFromToday()

/** Bagmati and its Kathmandu district (prisma/data/geo.json); Koshi's Bhojpur is elsewhere. */
export const BAGMATI = 3
export const KATHMANDU = 27
export const BHOJPUR = 1

export function propertyInput(overrides: Partial<PropertyInput> = {}): PropertyInput {
  return {
    name: 'Shanti Niwas',
    type: 'residential',
    division: true,
    area: 4,
    areaUnit: 'aana',
    address1: 'Baneshwor',
    address2: 'Ward 10',
    provinceId: BAGMATI,
    districtId: KATHMANDU,
    city: 'Kathmandu',
    lat: 27.7043,
    lng: 85.307,
    ...overrides,
  }
}

export function unitInput(overrides: Partial<UnitInput> = {}): UnitInput {
  return { name: 'Flat 1A', floor: 1, area: 850, areaUnit: 'sqft', ...overrides }
}

/** A tenant with a phone no other test uses. */
export async function createTenant() {
  const phone = `+977986${String(randomInt(10_000_000)).padStart(7, '0')}`
  return prisma.tenant.upsert({
    where: { phone },
    update: {},
    create: { phone, firstName: 'Hari', lastName: 'Gurung' },
  })
}

export async function createAgreement({
  memberId,
  propertyId,
  unitId = null,
  status = 'ACTIVE',
}: {
  memberId: number
  propertyId: number
  unitId?: number | null
  status?: 'ACTIVE' | 'TERMINATED' | 'ENDED'
}) {
  const tenant = await createTenant()
  return prisma.agreement.create({
    data: {
      memberId,
      propertyId,
      unitId,
      tenantId: tenant.id,
      name: `Lease ${tenant.id}`,
      status,
      startDate: new Date(`${LEASE_START}T00:00:00Z`),
      endDate: new Date(`${LEASE_END}T00:00:00Z`),
      leaseAmountPaisa: 2_500_050n,
      paymentIntervalMonths: 1,
      paymentDayOfMonth: 1,
    },
  })
}
