// What the reminder tests share: agreements made through the app's own service (so their charges
// are the schedule's), at a chosen clock; the Nepal clock's hours; and the reminders of charges.
import { addAdDays } from '~/domain/ad-date'
import { nepalTimeToInstant } from '~/domain/nepal-time'
import { createAgreement } from '~/services/agreements/create.server'
import { prisma } from '~/server/db.server'
import { bsOf, landlord, parsed, payload } from '../agreements/support'

type Terms = {
  calendar?: 'AD' | 'BS'
  /** A.D. days; a B.S. agreement is entered with their B.S. dates. */
  start: string
  end: string
  paymentDayOfMonth?: number
  tenantPreferredLanguage?: 'ENG' | 'NEP'
  utilities?: unknown[]
  /** The tenant's phone, to give one tenant several agreements; a new one by default. */
  tenantPhone?: string
}

/** A landlord with three places to let (two flats and a house). */
export async function landlordWithPlaces() {
  const { member, divided, flat1, flat2, house } = await landlord()
  return {
    member,
    places: [
      { propertyId: divided.id, unitId: flat1.id },
      { propertyId: divided.id, unitId: flat2.id },
      { propertyId: house.id },
    ],
  }
}

/** An agreement created by the service at `now`, with its charges. */
export async function agreementAt(memberId: number, place: { propertyId: number; unitId?: number }, terms: Terms, now: Date) {
  const calendar = terms.calendar ?? 'AD'
  const dateOf = (day: string) => (calendar === 'BS' ? bsOf(day) : day)
  const raw = payload({
    ...place,
    calendarType: calendar,
    startDate: dateOf(terms.start),
    endDate: dateOf(terms.end),
    paymentDayOfMonth: terms.paymentDayOfMonth ?? 5,
    tenantPreferredLanguage: terms.tenantPreferredLanguage ?? 'ENG',
    utilities: terms.utilities ?? [],
    ...(terms.tenantPhone ? { tenantPhone: terms.tenantPhone } : {}),
  })
  const agreement = await createAgreement(memberId, parsed(raw), { now })
  const charges = await prisma.charge.findMany({ where: { agreementId: agreement.id }, orderBy: { id: 'asc' } })
  return { agreement, charges, tenantPhone: raw.tenantPhone as string }
}

/** Every hour on the hour, Nepal time, from 00:00 of `from` to 23:00 of `to` (A.D. days). */
export function everyHour(from: string, to: string): Date[] {
  const hours: Date[] = []
  for (let day = from; day <= to; day = addAdDays(day, 1)) {
    for (let hour = 0; hour < 24; hour++) hours.push(nepalTimeToInstant(day, hour))
  }
  return hours
}

export const at = (day: string, hour: number, minute = 0) => nepalTimeToInstant(day, hour, minute)

export async function remindersOf(chargeIds: readonly number[]) {
  return prisma.smsMessage.findMany({ where: { chargeId: { in: [...chargeIds] } }, orderBy: { id: 'asc' } })
}

/** The reminder text that lists a charge's reminder at `offsetDays` (a day's text lists every charge of the tenant's day). */
export async function reminderListing(chargeId: number, offsetDays: number) {
  const decision = await prisma.reminderDecision.findUnique({ where: { chargeId_offsetDays: { chargeId, offsetDays } }, include: { smsMessage: true } })
  return decision?.smsMessage ?? null
}
