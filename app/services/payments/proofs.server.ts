// "I paid" proofs (contract: docs/PAYMENTS-INTERFACE.md): a tenant reports a payment made
// another way (cash, a bank transfer, ...), optionally with a photo, and the landlord confirms it
// (it becomes a normal ledger payment through recordPayment: receipt number, allocation, receipt
// SMS) or rejects it with a reason (texted to the tenant).
// The tenant's calls are scoped by their verified phone, like my-rent/my-rent.server.ts; the landlord's
// by their member id. Anyone else's proof is NotFoundError. A confirmation claims the proof
// (`status = PENDING` → CONFIRMED, row-locked) in the payment's own transaction, so confirming
// twice, or twice at once, records one payment.
import type { CalendarType } from '~/domain/calendar-type'
import { isoDateOf, dateColumn } from '~/domain/ad-date'
import { MAX_PHOTO_BYTES, type PhotoType, photoTypeOf } from '~/domain/image-type'
import { nepalToday } from '~/domain/nepal-time'
import { hasAmountDue } from '~/domain/ledger'
import { isRecordId } from '~/domain/record-id'
import { type PaymentMethod, type PaymentProofStatus, Prisma } from '~/generated/prisma/client'
import { LEDGER_MESSAGES, paidBeforeStartMessage } from '~/schemas/ledger-rules'
import { PROOF_MESSAGES, type ProofCreateInput } from '~/schemas/payment-proof-schemas'
import { prisma } from '~/server/db.server'
import { findTenantAgreement } from '~/services/agreements/views.server'
import { dateOf, dateOrNullOf, jsonRows, readJson } from '~/services/json-rows.server'
import { ConflictError, NotFoundError, ValidationError } from '~/services/errors'
import type { WriteGuard } from '~/services/idempotency.server'
import { getLedger, recordPayment } from '~/services/ledger/ledger.server'
import type { PropertyAccess } from '~/services/team/access.server'
import { callerRoleSql, sharedPropertyIdsSql } from '~/services/team/shared-with.server'
import type { PropertyRoleName } from '~/domain/property-roles'
import { enqueueSmsAfterCommit } from '~/services/sms/outbox.server'
import { recordProofRejectedText } from '~/services/sms/change-texts.server'
import { reportedPaymentNote } from '~/domain/payment-notes'
import { fullName } from '~/domain/person-name'

const M = PROOF_MESSAGES

export type ProofPhoto = { bytes: Uint8Array; type: PhotoType }

export type ProofView = {
  id: number
  agreementId: number
  agreementName: string
  calendar: CalendarType
  tenantName: string
  amountPaisa: number
  /** A.D. */
  paidOn: string
  method: PaymentMethod
  reference: string | null
  hasPhoto: boolean
  status: PaymentProofStatus
  rejectReason: string | null
  /** The ledger payment's receipt, once CONFIRMED. */
  receiptNumber: number | null
  createdAt: Date
  decidedAt: Date | null
}

const PROOF_SELECT = {
  id: true,
  agreementId: true,
  memberId: true,
  amountPaisa: true,
  paidOn: true,
  method: true,
  reference: true,
  photoType: true,
  status: true,
  rejectReason: true,
  createdAt: true,
  decidedAt: true,
  payment: { select: { receiptNumber: true } },
  agreement: { select: { name: true, calendar: true, tenant: { select: { firstName: true, lastName: true } } } },
} satisfies Prisma.PaymentProofSelect

type ProofRow = Prisma.PaymentProofGetPayload<{ select: typeof PROOF_SELECT }>

function viewOf(row: ProofRow): ProofView {
  return {
    id: row.id,
    agreementId: row.agreementId,
    agreementName: row.agreement.name,
    calendar: row.agreement.calendar,
    tenantName: fullName(row.agreement.tenant),
    amountPaisa: Number(row.amountPaisa),
    paidOn: isoDateOf(row.paidOn),
    method: row.method,
    reference: row.reference,
    hasPhoto: row.photoType !== null,
    status: row.status,
    rejectReason: row.rejectReason,
    receiptNumber: row.payment?.receiptNumber ?? null,
    createdAt: row.createdAt,
    decidedAt: row.decidedAt,
  }
}

/**
 * A photo's bytes checked: at most 5 MB, and a JPEG, PNG or WebP by its first bytes. A refusal
 * names `field`, the form's or body's field the photo came in (a proof's `photo`, a repair's
 * `photos`, an expense's `receiptPhoto`).
 */
export function checkPhoto(bytes: Uint8Array, field = 'photo'): ProofPhoto {
  if (bytes.byteLength > MAX_PHOTO_BYTES) throw new ValidationError(M.photoTooLarge, { [field]: [M.photoTooLarge] })
  const type = photoTypeOf(bytes)
  if (!type) throw new ValidationError(M.photoType, { [field]: [M.photoType] })
  return { bytes, type }
}

/** A /v1 photo: base64 (standard alphabet, padding optional) decoded, then checked (`checkPhoto`). */
export function photoFromBase64(base64: string, field = 'photo'): ProofPhoto {
  const compact = base64.replace(/\s+/g, '')
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(compact) || compact.length % 4 === 1) throw new ValidationError(M.photoEncoding, { [field]: [M.photoEncoding] })
  return checkPhoto(new Uint8Array(Buffer.from(compact, 'base64')), field)
}

const tenantAgreement = (phone: string, agreementId: number) =>
  findTenantAgreement(phone, agreementId, { id: true, memberId: true, startDate: true, renewedFromId: true })

// ---------------------------------------------------------------------------------------------
// The tenant's side

/**
 * Reports a payment made another way on one of the phone's agreements (any landlord, current or
 * past). The day may not be in the future nor before the agreement starts (the ledger's rules).
 * ConflictError when nothing is owed on it (a settled lease, or one paid to its end): there is no
 * payment to report, and the landlord would only be asked to refund it.
 */
export async function submitProof(
  phone: string,
  agreementId: number,
  input: ProofCreateInput,
  photo: ProofPhoto | null,
  { today = nepalToday(), guard }: { today?: string; guard?: WriteGuard<ProofView> } = {},
): Promise<ProofView> {
  const agreement = await tenantAgreement(phone, agreementId)
  const { balance } = await getLedger(agreement.memberId, agreement.id, { today })
  if (!hasAmountDue(balance)) throw new ConflictError(M.nothingDue)
  if (input.paidOn > today) throw new ValidationError(LEDGER_MESSAGES.invalid, { paidOn: [LEDGER_MESSAGES.paidInFuture] })
  if (input.paidOn < isoDateOf(agreement.startDate)) throw new ValidationError(LEDGER_MESSAGES.invalid, { paidOn: [paidBeforeStartMessage(agreement)] })
  return prisma.$transaction(async (tx) => {
    await guard?.claim(tx)
    const row = await tx.paymentProof.create({
    data: {
      agreementId: agreement.id,
      memberId: agreement.memberId,
      amountPaisa: BigInt(input.amountPaisa),
      paidOn: dateColumn(input.paidOn),
      method: input.method,
      reference: input.reference,
      photo: photo ? Buffer.from(photo.bytes) : null,
      photoType: photo?.type ?? null,
    },
    select: PROOF_SELECT,
  })
    const view = viewOf(row)
    await guard?.settle(tx, view)
    return view
  })
}

/** The proofs the phone reported on one of its agreements, newest first. */
export async function listTenantProofs(phone: string, agreementId: number): Promise<ProofView[]> {
  const agreement = await tenantAgreement(phone, agreementId)
  return tenantProofsFrom(await readJson<Array<ProofJson<null>>>(tenantProofsJson(agreement.id)))
}

/**
 * Every proof of one agreement (any status), newest first, as JSON (jsonRows) for
 * `tenantProofsFrom`: what its tenant sees. The caller has checked the agreement is the tenant's.
 */
export function tenantProofsJson(agreementId: number): Prisma.Sql {
  return proofRowsJson(Prisma.sql`pp."agreementId" = ${agreementId}`, Prisma.sql`NULL`)
}

export const tenantProofsFrom = (rows: Array<ProofJson<null>>): ProofView[] => rows.map(proofOfJson)

// ---------------------------------------------------------------------------------------------
// The landlord's side

/** `shared`: with the reports of the properties shared with the member by a role that decides them (ADR 041). */
type ProofFilter = { agreementId?: number; status?: PaymentProofStatus | 'ALL'; shared?: boolean }

/**
 * The member's proofs, newest first (at most 200): PENDING ones by default; of one agreement when
 * given; each with the member's role on its property (`role`). As JSON (jsonRows) for `proofsFrom`.
 */
export function proofsJson(memberId: number, { agreementId, status = 'PENDING', shared = false }: ProofFilter = {}): Prisma.Sql {
  return proofRowsJson(
    Prisma.sql`(pp."memberId" = ${memberId}${shared ? Prisma.sql` OR a."propertyId" IN (${sharedPropertyIdsSql(memberId, 'proof:decide')})` : Prisma.empty})
      ${agreementId === undefined ? Prisma.empty : Prisma.sql`AND pp."agreementId" = ${agreementId}`}
      ${status === 'ALL' ? Prisma.empty : Prisma.sql`AND pp."status" = ${status}::"PaymentProofStatus"`}`,
    callerRoleSql(memberId, Prisma.sql`pp."memberId"`, Prisma.sql`a."propertyId"`),
    200,
  )
}

/** The proofs `where` picks (on the proof `pp` and its agreement `a`), newest first, with `role` beside each. */
function proofRowsJson(where: Prisma.Sql, role: Prisma.Sql, limit?: number): Prisma.Sql {
  // One joined query: the nested select sends four, one after the other, even for no proof (the
  // dashboard and the agreement pages ask on every view; ADR 025).
  return jsonRows(
    Prisma.sql`
    SELECT pp."id", pp."agreementId", pp."memberId", pp."amountPaisa"::text AS "amountPaisa", pp."paidOn", pp."method",
           pp."reference", pp."photoType", pp."status", pp."rejectReason", pp."createdAt", pp."decidedAt",
           p."receiptNumber", a."name" AS "agreementName", a."calendar",
           t."firstName" AS "tenantFirstName", t."lastName" AS "tenantLastName", ${role} AS "role"
    FROM "PaymentProof" pp
    JOIN "Agreement" a ON a."id" = pp."agreementId"
    JOIN "Tenant" t ON t."id" = a."tenantId"
    LEFT JOIN "Payment" p ON p."id" = pp."paymentId"
    WHERE ${where}
    ORDER BY pp."id" DESC
    ${limit === undefined ? Prisma.empty : Prisma.sql`LIMIT ${limit}`}`,
    Prisma.sql`x."id" DESC`,
  )
}

/** A proof of a member's list, with their role on its property. */
export type ListedProof = ProofView & { role: PropertyRoleName }

export function proofsFrom(rows: ProofJson[]): ListedProof[] {
  return rows.map((row) => ({ role: row.role, ...proofOfJson(row) }))
}

function proofOfJson({ receiptNumber, agreementName, calendar, tenantFirstName, tenantLastName, amountPaisa, paidOn, createdAt, decidedAt, role: _role, ...proof }: ProofJson<PropertyRoleName | null>): ProofView {
  return viewOf({
    ...proof,
    amountPaisa: BigInt(amountPaisa),
    paidOn: dateOf(paidOn),
    createdAt: dateOf(createdAt),
    decidedAt: dateOrNullOf(decidedAt),
    payment: receiptNumber === null ? null : { receiptNumber },
    agreement: { name: agreementName, calendar, tenant: { firstName: tenantFirstName, lastName: tenantLastName } },
  })
}

/** The member's proofs, newest first: PENDING ones by default; of one agreement when given. */
export async function listProofs(memberId: number, filter: ProofFilter = {}): Promise<ListedProof[]> {
  return proofsFrom(await readJson<ProofJson[]>(proofsJson(memberId, filter)))
}

/** A proof as proofRowsJson writes it; `Role` is the caller's role on its property (null for its tenant, who has none). */
type ProofJson<Role extends PropertyRoleName | null = PropertyRoleName> = Omit<ProofRow, 'payment' | 'agreement' | 'amountPaisa' | 'paidOn' | 'createdAt' | 'decidedAt'> & {
  amountPaisa: string
  paidOn: string
  createdAt: string
  decidedAt: string | null
  receiptNumber: number | null
  agreementName: string
  calendar: ProofRow['agreement']['calendar']
  tenantFirstName: string
  tenantLastName: string
  role: Role
}

async function ownProof(memberId: number, proofId: number): Promise<ProofRow> {
  const row = isRecordId(proofId) ? await prisma.paymentProof.findFirst({ where: { id: proofId, memberId }, select: PROOF_SELECT }) : null
  if (!row) throw new NotFoundError(M.notFound)
  return row
}

export async function getProof(memberId: number, proofId: number): Promise<ProofView> {
  return viewOf(await ownProof(memberId, proofId))
}

/** The photo of one of the member's proofs (NotFoundError without one). */
export async function getProofPhoto(memberId: number, proofId: number): Promise<ProofPhoto> {
  const row = isRecordId(proofId) ? await prisma.paymentProof.findFirst({ where: { id: proofId, memberId }, select: { photo: true, photoType: true } }) : null
  if (!row?.photo || !row.photoType) throw new NotFoundError(M.notFound)
  return { bytes: new Uint8Array(row.photo), type: row.photoType as PhotoType }
}

/** Another confirmation or a rejection decided the proof first. */
class AlreadyDecided extends Error {}

/**
 * Confirms a PENDING proof: recordPayment records it (paid on the reported day, its method and
 * reference; receipt SMS to the tenant) in the transaction that marks the proof CONFIRMED and
 * links the payment. A proof already confirmed answers as it is (no second payment); a rejected
 * one is ConflictError.
 */
export async function confirmProof(memberId: number, proofId: number, { guard, by }: { guard?: WriteGuard<ProofView>; by?: PropertyAccess } = {}): Promise<ProofView> {
  const proof = await ownProof(memberId, proofId)
  if (proof.status === 'PENDING') {
    try {
      await recordPayment(
        memberId,
        proof.agreementId,
        {
          amountPaisa: Number(proof.amountPaisa),
          paidOn: isoDateOf(proof.paidOn),
          method: proof.method,
          reference: proof.reference,
          note: reportedPaymentNote(proof.id),
        },
        {
          // A collector's, manager's or co-owner's confirmation names them as the payment's recorder (ADR 041).
          by,
          guard: {
            claim: async (tx) => {
              await guard?.claim(tx)
              const claimed = await tx.paymentProof.updateMany({ where: { id: proof.id, status: 'PENDING' }, data: { status: 'CONFIRMED', decidedAt: new Date() } })
              if (claimed.count === 0) throw new AlreadyDecided()
            },
            settle: async (tx, payment) => {
              await tx.paymentProof.update({ where: { id: proof.id }, data: { paymentId: payment.id } })
              await guard?.settle(tx, viewOf(await tx.paymentProof.findUniqueOrThrow({ where: { id: proof.id }, select: PROOF_SELECT })))
            },
          },
        },
      )
    } catch (error) {
      if (!(error instanceof AlreadyDecided)) throw error
    }
  }
  const decided = await ownProof(memberId, proofId)
  if (decided.status === 'REJECTED') throw new ConflictError(M.alreadyDecided)
  return viewOf(decided)
}

/**
 * Rejects a PENDING proof with a reason, texted to the tenant. Rejecting a rejected one again
 * answers it as it is; a confirmed one is ConflictError (void its payment instead).
 */
export async function rejectProof(memberId: number, proofId: number, reason: string, { guard }: { guard?: WriteGuard<ProofView> } = {}): Promise<ProofView> {
  const trimmed = reason.trim()
  if (trimmed === '') throw new ValidationError(M.reasonRequired, { reason: [M.reasonRequired] })
  const proof = await ownProof(memberId, proofId)
  if (proof.status === 'CONFIRMED') throw new ConflictError(M.alreadyDecided)
  if (proof.status === 'REJECTED') return viewOf(proof)
  const smsId = await prisma.$transaction(async (tx) => {
    await guard?.claim(tx)
    const claimed = await tx.paymentProof.updateMany({ where: { id: proof.id, status: 'PENDING' }, data: { status: 'REJECTED', rejectReason: trimmed, decidedAt: new Date() } })
    if (claimed.count === 0) return null
    const smsId = await recordProofRejectedText(tx, proof.id)
    await guard?.settle(tx, viewOf(await tx.paymentProof.findUniqueOrThrow({ where: { id: proof.id }, select: PROOF_SELECT })))
    return smsId
  })
  if (smsId !== null) await enqueueSmsAfterCommit([smsId])
  const decided = await ownProof(memberId, proofId)
  if (decided.status === 'CONFIRMED') throw new ConflictError(M.alreadyDecided)
  return viewOf(decided)
}
