// Pay links (DESIGN §10): `<PUBLIC_URL>/p/<code>`, one random code per agreement, opened
// without signing in. The code is made when first needed and dies with the agreement: an ended or
// terminated agreement, or one past its end date, answers NotFoundError like a code that never was.
// The page shows only what a payer needs — the landlord's name, the property and what is due —
// never a phone number or an address. Lookups are counted per client address.
import type { CalendarType } from '~/domain/calendar-type'
import { randomBytes } from 'node:crypto'
import { nepalToday } from '~/domain/nepal-time'
import { isPayCode, PAY_CODE_LENGTH, payCodeFromBytes } from '~/domain/pay-code'
import { allowsOnlinePayment, type MemberPlan, payPageTakesRent } from '~/domain/plans'
import type { ChargeLine } from '~/domain/ledger'
import { type PaymentGateway, Prisma } from '~/generated/prisma/client'
import { prisma } from '~/server/db.server'
import { publicUrl } from '~/server/env.server'
import { isUniqueViolation } from '~/server/prisma-errors.server'
import { dateColumn } from '~/domain/ad-date'
import { AGREEMENT_QRS, type PayByQr, paymentQrFor } from '~/services/payments/payment-qrs.server'
import { NotFoundError, TooManyRequestsError } from '~/services/errors'
import { getLedger } from '~/services/ledger/ledger.server'
import { consumeRateLimit } from '~/services/rate-limit.server'
import { fullName } from '~/domain/person-name'

// Generous (carrier-grade NAT puts many phones behind one address); it only stops a script from
// walking the code space, which at ~70 bits it could not anyway.
export const PAY_LINK_LIMIT = { limit: 120, windowMs: 10 * 60 * 1000 }

export const payLinkUrl = (code: string) => `${publicUrl}/p/${code}`

/** Counts one lookup of a pay link from `clientIp`; TooManyRequestsError past the limit. */
export async function countPayLinkLookup(clientIp: string, now = new Date()): Promise<void> {
  const rate = await consumeRateLimit({ key: `payLinkPerIp:${clientIp}`, ...PAY_LINK_LIMIT, now })
  if (!rate.allowed) throw new TooManyRequestsError('pay.error.tooManyLookups', rate.retryAfterSeconds)
}

function newPayCode(): string {
  for (;;) {
    const code = payCodeFromBytes(randomBytes(PAY_CODE_LENGTH * 2))
    if (code) return code
  }
}

/**
 * The agreement's pay code, made (once, also under concurrent calls) when it has none. A renewal
 * that has not started answers the code of the agreement it renews, which takes every payment
 * until the code moves on the start day (ADR 021).
 */
export async function ensurePayCode(agreementId: number): Promise<string> {
  const renewal = await prisma.agreement.findUnique({ where: { id: agreementId }, select: { renewedFromId: true, renewalStartedAt: true } })
  if (renewal && renewal.renewedFromId !== null && renewal.renewalStartedAt === null) return ensurePayCode(renewal.renewedFromId)
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      await prisma.agreement.updateMany({ where: { id: agreementId, payCode: null }, data: { payCode: newPayCode() } })
    } catch (error) {
      if (isUniqueViolation(error)) continue // another agreement drew the same code: draw again
      throw error
    }
    const row = await prisma.agreement.findUnique({ where: { id: agreementId }, select: { payCode: true } })
    if (!row) throw new NotFoundError()
    if (row.payCode) return row.payCode
  }
  throw new Error(`No free pay code for agreement ${agreementId}`)
}

/**
 * What an agreement's pay code depends on, read in the same statement as the agreement (`a`) and
 * its landlord (`m`): its code, a renewal not handed over yet (its payments go to the agreement it
 * renews), the landlord's plan and whether they have a gateway or a bank QR for the property.
 */
export const PAY_CODE_FACTS = Prisma.sql`json_build_object(
  'payCode', a."payCode",
  'renewalPending', a."renewedFromId" IS NOT NULL AND a."renewalStartedAt" IS NULL,
  'plan', m."plan",
  'hasGateway', EXISTS (SELECT 1 FROM "GatewayAccount" g WHERE g."memberId" = m."id"),
  'hasQr', EXISTS (SELECT 1 FROM ${AGREEMENT_QRS}))`

export type PayCodeFacts = { payCode: string | null; renewalPending: boolean; plan: MemberPlan; hasGateway: boolean; hasQr: boolean }

/**
 * The agreement's pay code from PAY_CODE_FACTS, as `takesRentThroughPayPage` and `ensurePayCode`
 * would answer: null when the pay page takes no rent; the code it has, or one made now.
 */
export async function payCodeFrom(agreementId: number, facts: PayCodeFacts): Promise<string | null> {
  if (!payPageTakesRent(facts)) return null
  return facts.payCode !== null && !facts.renewalPending ? facts.payCode : ensurePayCode(agreementId)
}

/** The gateways a landlord takes rent through: none unless their plan includes online payment. */
export async function connectedGateways(memberId: number): Promise<PaymentGateway[]> {
  const member = await prisma.member.findUnique({ where: { id: memberId }, select: { plan: true, gatewayAccounts: { select: { gateway: true }, orderBy: { gateway: 'asc' } } } })
  return member && allowsOnlinePayment(member.plan) ? member.gatewayAccounts.map((account) => account.gateway) : []
}

/** The pay link of one of the member's current agreements, or null when the landlord takes neither online payment nor a bank QR. */
export async function payLinkOf(memberId: number, agreementId: number, today = nepalToday()): Promise<string | null> {
  const agreement = await prisma.agreement.findFirst({ where: { id: agreementId, memberId, status: 'ACTIVE', endDate: { gte: dateColumn(today) } }, select: { id: true, propertyId: true } })
  if (!agreement) throw new NotFoundError()
  if (!(await takesRentThroughPayPage(memberId, agreement.propertyId))) return null
  return payLinkUrl(await ensurePayCode(agreement.id))
}

/** Whether the landlord's pay page can take rent for the property: a connected gateway or a bank QR. */
export async function takesRentThroughPayPage(memberId: number, propertyId: number): Promise<boolean> {
  const [gateways, qr] = await Promise.all([connectedGateways(memberId), paymentQrFor(memberId, propertyId)])
  return gateways.length > 0 || qr !== null
}

/** payLinkOf for a printed paper: null also when the agreement is no longer current. */
export function payLinkWhilePayable(memberId: number, agreementId: number): Promise<string | null> {
  return payLinkOf(memberId, agreementId).catch((error: unknown) => {
    if (error instanceof NotFoundError) return null
    throw error
  })
}

/** The live agreement behind a code (NotFoundError otherwise). */
export async function payLinkAgreement(code: string, today = nepalToday()) {
  const agreement = isPayCode(code)
    ? await prisma.agreement.findFirst({
        where: { payCode: code, status: 'ACTIVE', endDate: { gte: dateColumn(today) } },
        select: {
          id: true,
          memberId: true,
          propertyId: true,
          paymentReference: true,
          calendar: true,
          member: { select: { firstName: true, lastName: true } },
          property: { select: { name: true } },
          unit: { select: { name: true } },
        },
      })
    : null
  if (!agreement) throw new NotFoundError()
  return agreement
}

/**
 * The agreement behind a code whatever its state now (NotFoundError for a code that never was):
 * the gateway's return of a payment started while the link was live is answered after the
 * agreement ended or was terminated, and shows only that payment's own result.
 */
export async function payLinkAgreementId(code: string): Promise<number> {
  const agreement = isPayCode(code) ? await prisma.agreement.findFirst({ where: { payCode: code }, select: { id: true } }) : null
  if (!agreement) throw new NotFoundError()
  return agreement.id
}

/** An open charge as the pay page lists it: what the tenant still owes of it. */
export type PayableCharge = Pick<ChargeLine, 'id' | 'kind' | 'utilityId' | 'periodStart' | 'periodEnd' | 'dueDate'> & { unpaidPaisa: number; overdue: boolean }

export type PayPage = {
  code: string
  landlordName: string
  propertyName: string
  calendar: CalendarType
  /** What is due now, less money already received online and waiting for the landlord's decision. */
  dueNowPaisa: number
  overduePaisa: number
  /** Paid online, confirmed by the gateway, and waiting for the landlord's decision: not asked for again. */
  waitingPaisa: number
  /** Charges due today or earlier and not fully paid (less the waiting money, oldest first), oldest first. */
  charges: PayableCharge[]
  /** Empty: the landlord takes no online payment now. */
  gateways: PaymentGateway[]
  /** The landlord's bank QR for this property (DESIGN §14); null when none is saved. */
  qr: PayByQr | null
  /** The agreement's short payment reference, for the bank's remarks. */
  reference: string
}

/** What the pay page shows. */
export async function getPayPage(code: string, { today = nepalToday() }: { today?: string } = {}): Promise<PayPage> {
  const agreement = await payLinkAgreement(code, today)
  const [ledger, gateways, qr, waiting] = await Promise.all([
    getLedger(agreement.memberId, agreement.id, { today }),
    connectedGateways(agreement.memberId),
    paymentQrFor(agreement.memberId, agreement.propertyId),
    prisma.gatewayPayment.aggregate({ where: { agreementId: agreement.id, status: 'NEEDS_DECISION' }, _sum: { amountPaisa: true } }),
  ])
  const waitingPaisa = Number(waiting._sum.amountPaisa ?? 0)
  const open = ledger.charges
    .filter((charge) => (charge.status === 'DUE' || charge.status === 'PARTIAL') && charge.dueDate <= today)
    .map((charge) => ({
      id: charge.id,
      kind: charge.kind,
      utilityId: charge.utilityId,
      periodStart: charge.periodStart,
      periodEnd: charge.periodEnd,
      dueDate: charge.dueDate,
      unpaidPaisa: charge.amountPaisa - charge.paidPaisa,
      overdue: charge.dueDate < today,
    }))
  const charges = lessWaiting(open, waitingPaisa)
  return {
    code,
    landlordName: fullName(agreement.member),
    propertyName: agreement.unit ? `${agreement.property.name}, ${agreement.unit.name}` : agreement.property.name,
    calendar: agreement.calendar,
    dueNowPaisa: Math.max(0, ledger.balance.dueNowPaisa - waitingPaisa),
    overduePaisa: Math.max(0, ledger.balance.overduePaisa - waitingPaisa),
    waitingPaisa,
    charges,
    gateways,
    qr,
    reference: agreement.paymentReference,
  }
}

/** The open charges as the tenant still owes them once the waiting money pays the oldest first, as the ledger would. */
function lessWaiting(charges: PayableCharge[], waitingPaisa: number): PayableCharge[] {
  let left = waitingPaisa
  return charges.flatMap((charge) => {
    const covered = Math.min(left, charge.unpaidPaisa)
    left -= covered
    return charge.unpaidPaisa > covered ? [{ ...charge, unpaidPaisa: charge.unpaidPaisa - covered }] : []
  })
}
