// Correcting a tenant (contract: docs/DOMAIN-RULES.md §"Correcting a tenant"). A
// tenant record is one per phone across members (DESIGN §4), so:
// - names and SMS language: a landlord who alone holds the record corrects it at once
//   (TENANT_CORRECTED in their notifications). When the tenant has claimed the record (their own
//   account) or another landlord has an agreement with them, the landlord sends a request instead
//   (TenantChangeRequest): the claimant, or else any other landlord of the tenant, accepts (the
//   record changes) or declines it; both sides see it in their notifications.
// - a wrong phone number: the agreement moves to the tenant record of the right number (found, or
//   made with the same names and language), and the agreement's welcome text goes to the new
//   number only (key `tenant-moved:<agreementId>:<tenantId>`); TENANT_PHONE_MOVED is the history.
// Another member's tenant, agreement or request is NotFoundError, like one that does not exist.
import { isRecordId } from '~/domain/record-id'
import type { StoredLanguage } from '~/domain/language'
import type { Prisma } from '~/generated/prisma/client'
import type { TenantCorrectInput } from '~/schemas/agreement-schemas'
import { prisma, type Tx } from '~/server/db.server'
import { ConflictError, NotFoundError, ValidationError } from '~/services/errors'
import { recordNotification, recordNotificationForMembers } from '~/services/accounts/notifications.server'
import { recordWelcomeText } from '~/services/sms/agreement-texts.server'
import { enqueueSmsAfterCommit } from '~/services/sms/outbox.server'
import { TENANT_MESSAGES, TENANT_SELECT, type TenantDetails, tenantDetailsOf } from './tenants.server'
import { fullName } from '~/domain/person-name'

export const TENANT_CORRECTION_MESSAGES = {
  requestNotFound: 'tenantCorrection.error.requestNotFound',
  answered: 'tenantCorrection.error.answered',
  samePhone: 'tenantCorrection.error.samePhone',
  agreementNotFound: 'agreement.error.notFound',
} as const

export type TenantChangeRequestView = {
  id: number
  tenantId: number
  /** The tenant's name now, and the one asked for. */
  tenantName: string
  firstName: string
  lastName: string
  prefLanguage: StoredLanguage
  requestedBy: string
  status: 'PENDING' | 'ACCEPTED' | 'DECLINED'
  createdAt: string
}

export type TenantCorrectionResult = { outcome: 'CORRECTED'; tenant: TenantDetails } | { outcome: 'REQUESTED'; request: TenantChangeRequestView }


const REQUEST_SELECT = {
  id: true,
  tenantId: true,
  firstName: true,
  lastName: true,
  prefLanguage: true,
  status: true,
  createdAt: true,
  tenant: { select: { firstName: true, lastName: true } },
  requestedBy: { select: { firstName: true, lastName: true } },
} satisfies Prisma.TenantChangeRequestSelect

function requestViewOf(row: Prisma.TenantChangeRequestGetPayload<{ select: typeof REQUEST_SELECT }>): TenantChangeRequestView {
  return {
    id: row.id,
    tenantId: row.tenantId,
    tenantName: fullName(row.tenant),
    firstName: row.firstName,
    lastName: row.lastName,
    prefLanguage: row.prefLanguage,
    requestedBy: fullName(row.requestedBy),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  }
}

/** Who else holds the tenant: the member who claimed it (not this one), and the other landlords with agreements with them. */
async function otherHolders(db: Tx, tenantId: number, memberId: number) {
  const tenant = await db.tenant.findUniqueOrThrow({ where: { id: tenantId }, select: { claimedByMemberId: true } })
  const landlords = await db.agreement.findMany({ where: { tenantId, memberId: { not: memberId } }, select: { memberId: true }, distinct: ['memberId'] })
  const claimant = tenant.claimedByMemberId !== null && tenant.claimedByMemberId !== memberId ? tenant.claimedByMemberId : null
  return { claimant, landlords: landlords.map((row) => row.memberId) }
}

/**
 * Corrects the names and SMS language of one of the member's tenants, or asks whoever else holds
 * the record (see the head of this file). NotFoundError when the member has no agreement with them.
 */
export async function correctTenant(memberId: number, tenantId: number, input: TenantCorrectInput): Promise<TenantCorrectionResult> {
  return prisma.$transaction(async (tx) => {
    const tenant = isRecordId(tenantId) ? await tx.tenant.findFirst({ where: { id: tenantId, agreements: { some: { memberId } } }, select: TENANT_SELECT }) : null
    if (!tenant) throw new NotFoundError(TENANT_MESSAGES.tenantNotFound)
    await tx.$queryRaw`SELECT id FROM "Tenant" WHERE id = ${tenantId} FOR UPDATE`
    const { claimant, landlords } = await otherHolders(tx, tenantId, memberId)
    if (claimant === null && landlords.length === 0) {
      const updated = await tx.tenant.update({ where: { id: tenantId }, data: input, select: TENANT_SELECT })
      await recordNotification(tx, memberId, 'TENANT_CORRECTED', { tenantId, from: fullName(tenant), to: fullName(updated), languageChanged: tenant.prefLanguage !== updated.prefLanguage })
      return { outcome: 'CORRECTED', tenant: tenantDetailsOf(updated) }
    }
    // The same request again (a resend) is the one already waiting.
    const waiting = await tx.tenantChangeRequest.findFirst({ where: { tenantId, requestedByMemberId: memberId, status: 'PENDING', ...input }, select: REQUEST_SELECT })
    if (waiting) return { outcome: 'REQUESTED', request: requestViewOf(waiting) }
    const request = await tx.tenantChangeRequest.create({ data: { tenantId, requestedByMemberId: memberId, ...input }, select: REQUEST_SELECT })
    await recordNotificationForMembers(tx, claimant !== null ? [claimant] : landlords, 'TENANT_CHANGE_REQUESTED', {
      requestId: request.id,
      tenantName: fullName(tenant),
      requestedName: fullName(input),
      landlordName: fullName(request.requestedBy),
    })
    return { outcome: 'REQUESTED', request: requestViewOf(request) }
  })
}

/** Who may answer a request: the claimant when the record is claimed, else another landlord of the tenant. */
function answerableWhere(memberId: number): Prisma.TenantChangeRequestWhereInput {
  return {
    requestedByMemberId: { not: memberId },
    OR: [{ tenant: { claimedByMemberId: memberId } }, { tenant: { claimedByMemberId: null, agreements: { some: { memberId } } } }],
  }
}

/** The requests waiting for this member's answer, oldest first. */
export async function listTenantRequests(memberId: number): Promise<TenantChangeRequestView[]> {
  const rows = await prisma.tenantChangeRequest.findMany({ where: { status: 'PENDING', ...answerableWhere(memberId) }, select: REQUEST_SELECT, orderBy: { id: 'asc' } })
  return rows.map(requestViewOf)
}

/** The member's own requests about a tenant that still wait (the tenant page says so). */
export async function listOwnTenantRequests(memberId: number, tenantId: number): Promise<TenantChangeRequestView[]> {
  const rows = await prisma.tenantChangeRequest.findMany({ where: { tenantId, requestedByMemberId: memberId, status: 'PENDING' }, select: REQUEST_SELECT, orderBy: { id: 'asc' } })
  return rows.map(requestViewOf)
}

/**
 * Accepts (the tenant record takes the asked names and language) or declines a request the member
 * may answer; the requester is told. NotFoundError for a request the member may not answer;
 * ConflictError when it was answered already.
 */
export async function answerTenantRequest(memberId: number, requestId: number, accept: boolean, { now = new Date() }: { now?: Date } = {}): Promise<TenantChangeRequestView> {
  return prisma.$transaction(async (tx) => {
    const found = isRecordId(requestId) ? await tx.tenantChangeRequest.findFirst({ where: { id: requestId, ...answerableWhere(memberId) }, select: { tenantId: true } }) : null
    if (!found) throw new NotFoundError(TENANT_CORRECTION_MESSAGES.requestNotFound)
    await tx.$queryRaw`SELECT id FROM "Tenant" WHERE id = ${found.tenantId} FOR UPDATE`
    const request = await tx.tenantChangeRequest.findUniqueOrThrow({ where: { id: requestId }, select: { ...REQUEST_SELECT, requestedByMemberId: true } })
    if (request.status !== 'PENDING') throw new ConflictError(TENANT_CORRECTION_MESSAGES.answered)
    const updated = await tx.tenantChangeRequest.update({
      where: { id: requestId },
      data: { status: accept ? 'ACCEPTED' : 'DECLINED', decidedByMemberId: memberId, decidedAt: now },
      select: REQUEST_SELECT,
    })
    if (accept) await tx.tenant.update({ where: { id: request.tenantId }, data: { firstName: request.firstName, lastName: request.lastName, prefLanguage: request.prefLanguage } })
    await recordNotification(tx, request.requestedByMemberId, 'TENANT_CHANGE_ANSWERED', {
      requestId,
      tenantId: request.tenantId,
      tenantName: fullName(request.tenant),
      requestedName: fullName(request),
      accepted: accept,
    })
    return requestViewOf(updated)
  })
}

/**
 * Moves one of the member's agreements to the tenant with the right phone (E.164): that number's
 * record, or a new one with the same names and language. Texts the new number only. ValidationError
 * { phone } when it is the agreement's number already.
 */
export async function moveAgreementToPhone(memberId: number, agreementId: number, phone: string): Promise<{ agreementId: number; tenant: TenantDetails }> {
  const { result, smsIds } = await prisma.$transaction(async (tx) => {
    const agreement = isRecordId(agreementId)
      ? await tx.agreement.findFirst({ where: { id: agreementId, memberId }, select: { id: true, name: true, tenant: { select: TENANT_SELECT } } })
      : null
    if (!agreement) throw new NotFoundError(TENANT_CORRECTION_MESSAGES.agreementNotFound)
    await tx.$queryRaw`SELECT id FROM "Agreement" WHERE id = ${agreementId} FOR UPDATE`
    const old = agreement.tenant
    if (old.phone === phone) throw new ValidationError(TENANT_CORRECTION_MESSAGES.samePhone, { phone: [TENANT_CORRECTION_MESSAGES.samePhone] })
    const tenant = await tx.tenant.upsert({
      where: { phone },
      create: { phone, firstName: old.firstName, lastName: old.lastName, prefLanguage: old.prefLanguage },
      update: {},
      select: TENANT_SELECT,
    })
    await tx.agreement.update({ where: { id: agreementId }, data: { tenantId: tenant.id } })
    await recordNotification(tx, memberId, 'TENANT_PHONE_MOVED', { agreementId, agreementName: agreement.name, fromPhone: old.phone, toPhone: phone })
    const { smsIds } = await recordWelcomeText(tx, agreementId, `tenant-moved:${agreementId}:${tenant.id}`)
    return { result: { agreementId, tenant: tenantDetailsOf(tenant) }, smsIds }
  })
  if (smsIds.length > 0) await enqueueSmsAfterCommit(smsIds)
  return result
}
