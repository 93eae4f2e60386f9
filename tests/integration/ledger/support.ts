// Shared by the ledger tests: a member with an agreement whose schedule is known (monthly rent of
// Rs. 10,000 due on the 5th, from 2026-01-01 to 2026-12-31), made on 2026-01-01 so every test runs
// against fixed dates whatever the real day is. A test that calls a route, which runs at the real
// time, gives it an end a year from today (`aYearFromToday` in ../properties/support), so that the
// agreement is still current: after 2026-12-31 it takes no charge, change or termination.
import { PaymentCreateSchema } from '~/schemas/ledger-schemas'
import { createAgreement } from '~/services/agreements/create.server'
import { createProperty } from '~/services/properties/properties.server'
import { prisma } from '~/server/db.server'
import { createMember, uniquePhone } from '../../support/fixtures'
import { parsed, payload } from '../agreements/support'
import { propertyInput } from '../properties/support'

/** 06:00 UTC is 11:45 in Nepal: the same calendar day. */
export const at = (isoDate: string) => new Date(`${isoDate}T06:00:00Z`)

export async function leasedHouse(overrides: Record<string, unknown> = {}, member?: { id: number }) {
  const owner = member ?? (await createMember({ firstName: 'Sita', lastName: 'Sharma' }))
  const house = await createProperty(owner.id, propertyInput({ name: 'Lakeside House', division: false }))
  const agreement = await createAgreement(
    owner.id,
    parsed(
      payload({
        name: 'Lakeside lease',
        propertyId: house.id,
        tenantPhone: uniquePhone(),
        tenantPreferredLanguage: 'ENG',
        startDate: '2026-01-01',
        endDate: '2026-12-31',
        leaseAmount: 10000,
        paymentDayOfMonth: 5,
        ...overrides,
      }),
    ),
    { now: at('2026-01-01') },
  )
  return { member: owner, house, agreement }
}

/** A payment as the form or a client sends it. */
export function paymentInput(overrides: Record<string, unknown> = {}) {
  return PaymentCreateSchema.parse({ amount: 10000, paidOn: '2026-03-10', method: 'CASH', ...overrides })
}

export async function statuses(agreementId: number) {
  const charges = await prisma.charge.findMany({ where: { agreementId, kind: 'RENT' }, orderBy: { dueDate: 'asc' } })
  return charges.map((charge) => `${charge.dueDate.toISOString().slice(5, 10)} ${charge.status} ${Number(charge.paidPaisa) / 100}`)
}

/** What the stored rows say must agree: each charge's paid amount is the sum of its allocations, and no payment is over-allocated. */
export async function expectConsistent(agreementId: number) {
  const charges = await prisma.charge.findMany({ where: { agreementId }, include: { allocations: true } })
  for (const charge of charges) {
    const allocated = charge.allocations.reduce((sum, allocation) => sum + allocation.amountPaisa, 0n)
    if (allocated !== charge.paidPaisa) throw new Error(`charge ${charge.id}: paid ${charge.paidPaisa}, allocated ${allocated}`)
    if (charge.paidPaisa > charge.amountPaisa) throw new Error(`charge ${charge.id} is paid more than its amount`)
  }
  const payments = await prisma.payment.findMany({ where: { agreementId }, include: { allocations: true } })
  for (const payment of payments) {
    const allocated = payment.allocations.reduce((sum, allocation) => sum + allocation.amountPaisa, 0n)
    // A payment out (a settlement's refund, negative) pays nothing.
    const most = payment.amountPaisa < 0n ? 0n : payment.amountPaisa
    if (allocated > most || (payment.voidedAt && allocated > 0n)) throw new Error(`payment ${payment.id} allocates ${allocated}`)
  }
}
