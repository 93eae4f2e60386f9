// Looking a tenant up by phone (spec §4.8) without disclosing the record. The tenant record is
// shared by every member (DESIGN §4), so a lookup tells a member only what stops a duplicate:
// that the number is already a tenant and the initials of the recorded name ("M… G…"). A member
// who already has an agreement with the tenant sees the record they already hold. Lookups are
// limited per member and logged, so nobody can map phone numbers to names in bulk.
import type { StoredLanguage } from '~/domain/language'
import { toNationalNumber } from '~/domain/phone'
import type { Prisma } from '~/generated/prisma/client'
import { prisma } from '~/server/db.server'
import { TooManyRequestsError } from '~/services/errors'
import { logger } from '~/server/logger.server'
import { consumeRateLimit } from '~/services/rate-limit.server'
import { TENANT_SELECT } from './tenants.server'

/** 30 lookups an hour per member: a landlord's busiest day, not a scraper's minute. */
export const TENANT_LOOKUP_LIMIT = { limit: 30, windowMs: 60 * 60 * 1000 }

export type TenantName = { firstName: string; lastName: string }

/** A recorded tenant as the member may see them: all of it when theirs, the initials otherwise. */
export type TenantLookupResult = TenantName & {
  id: number
  /** The names the member typed (if any) agree to the record (takesRecordedName). */
  namesAgree: boolean
  /** The member already has an agreement (current or past) with this tenant. */
  yours: boolean
  /** The recorded language, for the member's own tenant only. */
  prefLanguage: StoredLanguage | null
}

/** "Mohan Kumar" → "M… K…": the first letter of each word of the name. */
export function maskName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '')
    .map((word) => `${Array.from(word)[0]}…`)
    .join(' ')
}

export function maskedNameOf(name: TenantName): TenantName {
  return { firstName: maskName(name.firstName), lastName: maskName(name.lastName) }
}

/** Names are the same when they differ only in case and spacing. */
export function sameName(a: TenantName, b: TenantName): boolean {
  const norm = (value: string) => value.trim().replace(/\s+/g, ' ').toLocaleLowerCase()
  return norm(a.firstName) === norm(b.firstName) && norm(a.lastName) === norm(b.lastName)
}

/**
 * The names given for a recorded phone agree to the record: they are the recorded ones, or the
 * initials a lookup showed (the member takes the recorded name without being shown it).
 */
export function takesRecordedName(given: TenantName, recorded: TenantName): boolean {
  return sameName(given, recorded) || sameName(given, maskedNameOf(recorded))
}

/** "98******78": enough for an operator to tell lookups apart, not to learn the number. */
export function maskPhone(phone: string): string {
  const national = toNationalNumber(phone)
  return `${national.slice(0, 2)}${'*'.repeat(Math.max(0, national.length - 4))}${national.slice(-2)}`
}

/**
 * Counts one lookup of `phone` by the member against TENANT_LOOKUP_LIMIT and logs it; over the
 * limit, TooManyRequestsError (nothing is looked up). Also counted when an agreement is refused
 * for a name mismatch, which answers the same initials.
 */
export async function countTenantLookup(memberId: number, phone: string, now = new Date()): Promise<void> {
  const rate = await consumeRateLimit({ key: `tenantLookup:${memberId}`, ...TENANT_LOOKUP_LIMIT, now })
  logger.info({ event: 'tenant-lookup', memberId, phone: maskPhone(phone), allowed: rate.allowed }, 'tenant lookup')
  if (!rate.allowed) {
    throw new TooManyRequestsError('errors.limit.tenantLookups', rate.retryAfterSeconds)
  }
}

/** Whether the member has any agreement with the tenant. */
export async function isMembersTenant(memberId: number, tenantId: number, db: Prisma.TransactionClient = prisma): Promise<boolean> {
  return (await db.agreement.count({ where: { memberId, tenantId } })) > 0
}

/** The recorded name as this member may see it (see the file's comment). */
export async function tenantNameFor(memberId: number, tenant: TenantName & { id: number }, db: Prisma.TransactionClient = prisma): Promise<TenantName> {
  const { firstName, lastName } = tenant
  return (await isMembersTenant(memberId, tenant.id, db)) ? { firstName, lastName } : maskedNameOf(tenant)
}

/**
 * The tenant recorded for `phone` (E.164) as the member may see it, or null; counted and logged.
 * `given`: the names typed on the form, checked against the record without disclosing it.
 */
export async function lookUpTenant(
  memberId: number,
  phone: string,
  { given, now = new Date() }: { given?: TenantName; now?: Date } = {},
): Promise<TenantLookupResult | null> {
  await countTenantLookup(memberId, phone, now)
  const row = await prisma.tenant.findUnique({ where: { phone }, select: TENANT_SELECT })
  if (!row) return null
  const yours = await isMembersTenant(memberId, row.id)
  const namesAgree = given ? takesRecordedName(given, row) : false
  if (yours) return { id: row.id, firstName: row.firstName, lastName: row.lastName, prefLanguage: row.prefLanguage, yours, namesAgree }
  return { id: row.id, ...maskedNameOf(row), prefLanguage: null, yours, namesAgree }
}
