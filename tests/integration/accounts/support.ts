// Shared by the account tests (services and HTTP): the code a
// number was texted (read from the SMS outbox), and a tenant on a landlord's agreements.
import { randomUUID } from 'node:crypto'
import { ACCOUNT_LIMITS, type AccountLimit } from '~/services/accounts/limits.server'
import { prisma } from '~/server/db.server'
import { createMember, uniquePhone } from '../../support/fixtures'

export { uniquePhone }

/** The 10-digit form an API client types. */
export const national = (e164: string) => e164.slice(4)

/** Rate limits key on the client IP; a fresh one keeps tests from sharing their counters. */
export const uniqueIp = () => `test-${randomUUID()}`

/** The code of the latest SMS queued to the number. */
export async function lastCodeSentTo(phone: string): Promise<string> {
  const message = await prisma.smsMessage.findFirstOrThrow({ where: { to: phone, template: 'otp' }, orderBy: { id: 'desc' } })
  const code = /\b(\d{6})\b/.exec(message.body)?.[1]
  if (!code) throw new Error(`no code in "${message.body}"`)
  return code
}

/** A tenant record a landlord made for `phone`, on the given agreements. */
export async function createTenantOnAgreements({
  phone,
  firstName = 'Hari',
  lastName = 'Gurung',
  prefLanguage = 'NEP',
  agreements,
}: {
  phone: string
  firstName?: string
  lastName?: string
  prefLanguage?: 'ENG' | 'NEP'
  agreements: Array<{ name: string; startDate: string; status?: 'ACTIVE' | 'TERMINATED' | 'ENDED' }>
}) {
  const landlord = await createMember({ phone: uniquePhone() })
  const district = await prisma.district.findFirstOrThrow({ orderBy: { id: 'asc' } })
  const property = await prisma.property.create({
    data: {
      memberId: landlord.id,
      name: 'Shanti Niwas',
      type: 'RESIDENTIAL',
      isDivided: false,
      area: 4,
      areaUnit: 'aana',
      address1: 'Baneshwor',
      address2: 'Ward 10',
      provinceId: district.provinceId,
      districtId: district.id,
      city: 'Kathmandu',
    },
  })
  const tenant = await prisma.tenant.create({ data: { phone, firstName, lastName, prefLanguage } })
  for (const agreement of agreements) {
    await prisma.agreement.create({
      data: {
        memberId: landlord.id,
        propertyId: property.id,
        tenantId: tenant.id,
        name: agreement.name,
        status: agreement.status ?? 'ACTIVE',
        startDate: new Date(`${agreement.startDate}T00:00:00Z`),
        endDate: new Date('2030-01-01T00:00:00Z'),
        leaseAmountPaisa: 2_500_000n,
        paymentIntervalMonths: 1,
        paymentDayOfMonth: 1,
      },
    })
  }
  return tenant
}

/** Counts all but `left` of a limit's budget as used by `subject` (a per-IP ceiling is a thousand calls). */
export async function spendBudget(name: AccountLimit, subject: string, now: Date, left = 1) {
  await prisma.rateLimit.create({ data: { key: `${name}:${subject}`, windowStart: now, count: ACCOUNT_LIMITS[name].limit - left } })
}
