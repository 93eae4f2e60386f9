// Money a gateway confirmed that could not be recorded as a normal payment (gateway-payments.server.ts
// keeps it as NEEDS_DECISION): where the landlord, the tenant and the operator see it, and the
// landlord's decision, made once: apply it to the agreement anyway, apply it to the renewal, or mark
// it refunded outside Bhadaa with a note. Applying records exactly one ledger payment (one receipt
// number) in the same transaction that claims the row; a repeat of the same decision changes nothing.
import type { CalendarType } from '~/domain/calendar-type'
import { isoDateOf } from '~/domain/ad-date'
import { isRecordId } from '~/domain/record-id'
import { nepalToday } from '~/domain/nepal-time'
import { type GatewayPaymentDecision, type GatewayPaymentStatus, type PaymentGateway, Prisma } from '~/generated/prisma/client'
import { DECISION_MESSAGES, type GatewayDecisionInput, type GatewayDecisionWord } from '~/schemas/gateway-decision-schemas'
import { prisma } from '~/server/db.server'
import { findTenantAgreement } from '~/services/agreements/views.server'
import { dateOrNullOf, jsonRows, readJson } from '~/services/json-rows.server'
import { recordAudit } from '~/services/audit.server'
import { ConflictError, NotFoundError, ValidationError } from '~/services/errors'
import { recordPayment } from '~/services/ledger/ledger.server'
import type { PropertyAccess } from '~/services/team/access.server'
import { callerRoleSql, sharedPropertyIdsSql } from '~/services/team/shared-with.server'
import type { PropertyRoleName } from '~/domain/property-roles'
import { GATEWAY_PAYMENT_SELECT, gatewayPaymentResult } from './gateway-payments.server'
import { onlinePaymentNote } from '~/domain/payment-notes'
import { fullName } from '~/domain/person-name'

/** Why received money waits (as stored): the agreement's state, or the ledger's refusal (a message code). */
export const HELD_STATES = ['ENDED', 'TERMINATED', 'SETTLED'] as const

export type ReceivedPayment = {
  id: number
  gateway: PaymentGateway
  orderId: string
  agreementId: number
  agreementName: string
  /** How the agreement shows its dates. */
  calendar: CalendarType
  tenantName: string
  amountPaisa: number
  /** The gateway's id of the money transfer: the tenant's reference. */
  transactionId: string | null
  /** When the gateway's confirmation came (ISO instant). */
  receivedAt: string | null
  /** The day it came, in Nepal (A.D.). */
  receivedOn: string | null
  /** ENDED, TERMINATED, SETTLED, or the ledger's message code (e.g. `ledger.error.paidBeforeStart`). */
  heldReason: string
  status: Extract<GatewayPaymentStatus, 'NEEDS_DECISION' | 'COMPLETED' | 'REFUNDED'>
  /** The agreement's renewal, which `apply-to-renewal` pays; null: none. */
  renewalId: number | null
  decision: GatewayDecisionWord | null
  decisionNote: string | null
  decidedAt: string | null
  /** The receipt of the payment an `apply` decision recorded. */
  receiptNumber: number | null
}

const DECISION_WORDS: Record<GatewayPaymentDecision, GatewayDecisionWord> = { APPLY: 'apply', APPLY_TO_RENEWAL: 'apply-to-renewal', REFUNDED: 'refunded' }
const DECISIONS: Record<GatewayDecisionWord, GatewayPaymentDecision> = { apply: 'APPLY', 'apply-to-renewal': 'APPLY_TO_RENEWAL', refunded: 'REFUNDED' }

const SELECT = {
  ...GATEWAY_PAYMENT_SELECT,
  receivedAt: true,
  heldReason: true,
  decision: true,
  decisionNote: true,
  decidedAt: true,
  agreement: { select: { name: true, calendar: true, tenant: { select: { firstName: true, lastName: true } }, renewedBy: { select: { id: true } } } },
} satisfies Prisma.GatewayPaymentSelect

type Row = Prisma.GatewayPaymentGetPayload<{ select: typeof SELECT }>

const viewOf = (row: Row): ReceivedPayment => ({
  ...gatewayPaymentResult(row),
  id: row.id,
  agreementName: row.agreement.name,
  calendar: row.agreement.calendar,
  tenantName: fullName(row.agreement.tenant),
  receivedAt: row.receivedAt?.toISOString() ?? null,
  receivedOn: row.receivedAt ? nepalToday(row.receivedAt) : null,
  heldReason: row.heldReason ?? 'ERROR',
  status: row.status as ReceivedPayment['status'],
  renewalId: row.agreement.renewedBy?.id ?? null,
  decision: row.decision ? DECISION_WORDS[row.decision] : null,
  decisionNote: row.decisionNote,
  decidedAt: row.decidedAt?.toISOString() ?? null,
})

/** Received online and not (yet) a normal payment: waiting, or decided (heldReason set). */
const RECEIVED_APART = { heldReason: { not: null } } satisfies Prisma.GatewayPaymentWhereInput

/** `shared`: with the money of the properties shared with the member by a role that decides it (ADR 041). */
type ReceivedFilter = { agreementId?: number; shared?: boolean }

/**
 * The member's received money waiting for a decision, oldest first (at most 100): of one agreement
 * (its page) or all of them (the dashboard), each with the member's role on its property (`role`).
 * As JSON (jsonRows) for `receivedWaitingFrom`.
 */
export function receivedWaitingJson(memberId: number, { agreementId, shared = false }: ReceivedFilter = {}): Prisma.Sql {
  return receivedRowsJson(
    Prisma.sql`(g."memberId" = ${memberId}${shared ? Prisma.sql` OR a."propertyId" IN (${sharedPropertyIdsSql(memberId, 'proof:decide')})` : Prisma.empty}) AND g."status" = 'NEEDS_DECISION'
      ${agreementId === undefined ? Prisma.empty : Prisma.sql`AND g."agreementId" = ${agreementId}`}`,
    callerRoleSql(memberId, Prisma.sql`g."memberId"`, Prisma.sql`a."propertyId"`),
  )
}

/**
 * Of one agreement, what its tenant sees (My Rent): money received online that waits for the
 * landlord, and what was decided about earlier such money, oldest first (at most 100), as JSON
 * (jsonRows) for `receivedForTenantFrom`. The caller has checked the agreement is the tenant's.
 */
export function receivedForTenantJson(agreementId: number): Prisma.Sql {
  return receivedRowsJson(Prisma.sql`g."agreementId" = ${agreementId} AND g."heldReason" IS NOT NULL`, Prisma.sql`NULL`)
}

/** The received payments `where` picks (on the payment `g` and its agreement `a`), oldest first, with `role` beside each. */
function receivedRowsJson(where: Prisma.Sql, role: Prisma.Sql): Prisma.Sql {
  // One joined statement: the nested select sends five, one after the other, even for none (the
  // dashboard and the agreement pages ask on every view).
  return jsonRows(
    Prisma.sql`
    SELECT g."id", g."orderId", g."gateway", g."status", g."amountPaisa"::text AS "amountPaisa", g."agreementId",
           g."memberId", g."transactionId", g."receivedAt", g."heldReason", g."decision", g."decisionNote",
           g."decidedAt", pay."receiptNumber", a."name" AS "agreementName", a."calendar",
           t."firstName", t."lastName", renewal."id" AS "renewalId", ${role} AS "role"
    FROM "GatewayPayment" g
    JOIN "Agreement" a ON a."id" = g."agreementId"
    JOIN "Tenant" t ON t."id" = a."tenantId"
    LEFT JOIN "Payment" pay ON pay."id" = g."paymentId"
    LEFT JOIN "Agreement" renewal ON renewal."renewedFromId" = a."id"
    WHERE ${where}
    ORDER BY g."id"
    LIMIT 100`,
    Prisma.sql`x."id"`,
  )
}

/** Received money of a member's list, with their role on its property. */
export type ListedReceivedPayment = ReceivedPayment & { role: PropertyRoleName }

export function receivedWaitingFrom(rows: WaitingJson[]): ListedReceivedPayment[] {
  return rows.map((row) => ({ role: row.role, ...receivedOfJson(row) }))
}

export const receivedForTenantFrom = (rows: Array<WaitingJson<null>>): ReceivedPayment[] => rows.map(receivedOfJson)

function receivedOfJson({ receiptNumber, agreementName, calendar, firstName, lastName, renewalId, amountPaisa, receivedAt, decidedAt, role: _role, ...row }: WaitingJson<PropertyRoleName | null>): ReceivedPayment {
  return viewOf({
    ...row,
    amountPaisa: BigInt(amountPaisa),
    receivedAt: dateOrNullOf(receivedAt),
    decidedAt: dateOrNullOf(decidedAt),
    payment: receiptNumber === null ? null : { receiptNumber },
    agreement: { name: agreementName, calendar, tenant: { firstName, lastName }, renewedBy: renewalId === null ? null : { id: renewalId } },
  })
}

/** The member's received money waiting for a decision, oldest first: of one agreement or all of them. */
export async function listReceivedWaiting(memberId: number, filter: ReceivedFilter = {}): Promise<ListedReceivedPayment[]> {
  return receivedWaitingFrom(await readJson<WaitingJson[]>(receivedWaitingJson(memberId, filter)))
}

/** A received payment as receivedRowsJson writes it; `Role` is the caller's role on its property (null for its tenant). */
type WaitingJson<Role extends PropertyRoleName | null = PropertyRoleName> = Omit<Row, 'payment' | 'agreement' | 'amountPaisa' | 'receivedAt' | 'decidedAt'> & {
  amountPaisa: string
  receivedAt: string | null
  decidedAt: string | null
  receiptNumber: number | null
  agreementName: string
  calendar: CalendarType
  firstName: string
  lastName: string
  renewalId: number | null
  role: Role
}

/**
 * Of one of the phone's agreements as a tenant (My Rent; NotFoundError for anyone else's): money
 * received online that waits for the landlord, and what was decided about earlier such money.
 */
export async function listReceivedForTenant(phone: string, agreementId: number): Promise<ReceivedPayment[]> {
  const agreement = await findTenantAgreement(phone, agreementId, { id: true })
  return receivedForTenantFrom(await readJson<Array<WaitingJson<null>>>(receivedForTenantJson(agreement.id)))
}

/** One of the member's received payments (NotFoundError for another member's, or one that was never held). */
export async function getReceivedPayment(memberId: number, id: number): Promise<ReceivedPayment> {
  const row = await prisma.gatewayPayment.findFirst({ where: { id: isRecordId(id) ? id : -1, memberId, ...RECEIVED_APART }, select: SELECT })
  if (!row) throw new NotFoundError()
  return viewOf(row)
}

/** Another transaction decided first. */
class AlreadyDecided extends Error {}

/**
 * The landlord decides about money waiting for a decision, once. `apply` and `apply-to-renewal`
 * record one ledger payment (its receipt number, allocation and receipt SMS) on the agreement or
 * its renewal, dated the day the money came (or the agreement's start, when it came earlier); a
 * ledger refusal answers as it is and changes nothing, so another decision can be made. `refunded`
 * needs a note. Who and when are kept with the row and in the audit log. The same decision again
 * answers what was decided; another one is a ConflictError.
 */
export async function decideReceivedPayment(
  memberId: number,
  id: number,
  input: GatewayDecisionInput,
  { now = new Date(), by, actorMemberId = by?.actorId ?? memberId }: { now?: Date; by?: PropertyAccess; actorMemberId?: number } = {},
): Promise<ReceivedPayment> {
  const current = await getReceivedPayment(memberId, id)
  if (current.decision !== null) {
    if (current.decision === input.decision) return current
    throw new ConflictError(DECISION_MESSAGES.decided)
  }
  if (current.status !== 'NEEDS_DECISION') throw new ConflictError(DECISION_MESSAGES.notWaiting)
  const decision = DECISIONS[input.decision]
  const decided = { decision, decisionNote: input.note, decidedAt: now, decidedByMemberId: actorMemberId }
  const audit = (db: Prisma.TransactionClient) =>
    recordAudit(
      {
        actorMemberId,
        actorRole: 'MEMBER',
        action: 'member.receivedPaymentDecision',
        target: `gatewayPayment:${id}`,
        subjectMemberId: memberId,
        reason: input.note,
        details: { decision: input.decision, amountPaisa: current.amountPaisa, agreementId: current.agreementId },
      },
      db,
    )
  const claim = async (tx: Prisma.TransactionClient, status: 'COMPLETED' | 'REFUNDED') => {
    const claimed = await tx.gatewayPayment.updateMany({ where: { id, memberId, status: 'NEEDS_DECISION', decision: null }, data: { status, ...decided } })
    if (claimed.count === 0) throw new AlreadyDecided()
    await audit(tx)
  }

  try {
    if (decision === 'REFUNDED') {
      await prisma.$transaction((tx) => claim(tx, 'REFUNDED'))
    } else {
      const target = await targetOf(memberId, id, decision)
      const receivedOn = current.receivedOn ?? nepalToday(now)
      const paidOn = receivedOn < target.startsOn ? target.startsOn : receivedOn
      await recordPayment(
        memberId,
        target.agreementId,
        {
          amountPaisa: current.amountPaisa,
          paidOn,
          method: current.gateway,
          reference: current.transactionId,
          note: onlinePaymentNote(current.gateway),
        },
        {
          now,
          // The co-owner, manager or collector who decided is the payment's recorder (ADR 041).
          by,
          guard: {
            claim: (tx) => claim(tx, 'COMPLETED'),
            settle: async (tx, payment) => {
              await tx.gatewayPayment.update({ where: { id }, data: { paymentId: payment.id } })
            },
          },
        },
      )
    }
  } catch (error) {
    if (!(error instanceof AlreadyDecided)) throw error
    const after = await getReceivedPayment(memberId, id)
    if (after.decision !== input.decision) throw new ConflictError(DECISION_MESSAGES.decided)
    return after
  }
  return getReceivedPayment(memberId, id)
}

/**
 * The agreement an apply decision names: the row's own, or its renewal. The ledger records it on
 * the renewal running now when that one's renewal has started too (`recordPayment`).
 */
async function targetOf(memberId: number, id: number, decision: 'APPLY' | 'APPLY_TO_RENEWAL'): Promise<{ agreementId: number; startsOn: string }> {
  const row = await prisma.gatewayPayment.findFirstOrThrow({ where: { id, memberId }, select: { agreement: { select: AGREEMENT_AND_RENEWAL } } })
  if (decision === 'APPLY') return { agreementId: row.agreement.id, startsOn: isoDateOf(row.agreement.startDate) }
  const renewal = row.agreement.renewedBy
  if (!renewal) throw new ValidationError(DECISION_MESSAGES.noRenewal, { decision: [DECISION_MESSAGES.noRenewal] })
  return { agreementId: renewal.id, startsOn: isoDateOf(renewal.startDate) }
}

const AGREEMENT_AND_RENEWAL = { id: true, startDate: true, renewedBy: { select: { id: true, startDate: true } } } as const

/** For the operators' money section: every payment waiting for a landlord's decision, oldest first. */
export async function listReceivedWaitingForOps() {
  const rows = await prisma.gatewayPayment.findMany({ where: { status: 'NEEDS_DECISION' }, select: SELECT, orderBy: { id: 'asc' }, take: 100 })
  return rows.map((row) => ({ ...viewOf(row), memberId: row.memberId }))
}
