// A running lease whose tenant signs in (a member with the tenant's phone), for the repair tests.
import sharp from 'sharp'
import { addAdDays } from '~/domain/ad-date'
import { nepalToday } from '~/domain/nepal-time'
import { RepairReportSchema } from '~/schemas/repair-schemas'
import { createAgreement } from '~/services/agreements/create.server'
import { createProperty } from '~/services/properties/properties.server'
import { prisma } from '~/server/db.server'
import { createMember, uniquePhone } from '../../support/fixtures'
import { parsed, payload } from '../agreements/support'
import { propertyInput } from '../properties/support'

export async function rentedHouse({ tenantLanguage = 'ENG' as 'ENG' | 'NEP' } = {}) {
  const owner = await createMember({ firstName: 'Sita', lastName: 'Sharma' })
  await prisma.member.update({ where: { id: owner.id }, data: { plan: 'PRO' } })
  const house = await createProperty(owner.id, propertyInput({ name: 'Lakeside House', division: false }))
  const today = nepalToday()
  const tenantPhone = uniquePhone()
  const agreement = await createAgreement(
    owner.id,
    parsed(payload({ name: 'Lakeside lease', propertyId: house.id, tenantPhone, tenantPreferredLanguage: tenantLanguage, startDate: addAdDays(today, -70), endDate: addAdDays(today, 300), leaseAmount: 10000, paymentDayOfMonth: 5 })),
  )
  const tenantMember = await createMember({ firstName: 'Ram', lastName: 'Karki', phone: tenantPhone, prefLanguage: tenantLanguage })
  const tenant = { memberId: tenantMember.id, phone: tenantPhone }
  return { owner, house, agreement, tenant, tenantMember }
}

export const leak = (fields: Record<string, unknown> = {}) => RepairReportSchema.parse({ category: 'WATER', location: 'Kitchen tap', description: 'The tap leaks all night', ...fields })

/** A noisy photo (incompressible), as big as a phone's. */
export async function bigJpeg(width = 1800, height = 1400): Promise<Uint8Array> {
  const noise = await sharp({ create: { width, height, channels: 3, background: '#7a6a5a', noise: { type: 'gaussian', mean: 128, sigma: 70 } } })
    .jpeg({ quality: 90 })
    .toBuffer()
  return new Uint8Array(noise)
}

export async function smallPng(): Promise<Uint8Array> {
  return new Uint8Array(await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3060a0' } }).png().toBuffer())
}
