// The landlord's own bank or wallet QR (DESIGN §14): one for the landlord and at most one per
// property (a property's wins there). Saved only when it is an EMVCo merchant-presented QR with a
// matching CRC, and always exactly as the bank made it: Bhadaa reads it, never rewrites it. Every
// query is scoped to the member; another member's property is NotFoundError.
import { PAYMENT_QR_FOR_ALL } from '~/domain/audit-actions'
import { parseMerchantQr } from '~/domain/merchant-qr'
import { isRecordId } from '~/domain/record-id'
import { Prisma } from '~/generated/prisma/client'
import { MERCHANT_QR_MESSAGES, PAYMENT_QR_MESSAGES as M } from '~/schemas/payment-qr-rules'
import { prisma } from '~/server/db.server'
import { type QrImageError, readQrImage } from '~/server/qr-image.server'
import { recordAudit } from '~/services/audit.server'
import { NotFoundError, ValidationError } from '~/services/errors'
import type { WriteGuard } from '~/services/idempotency.server'

export type PaymentQrView = {
  /** Null: the landlord's QR, for every property without its own. */
  propertyId: number | null
  propertyName: string | null
  payload: string
  accountName: string | null
  city: string | null
}

export type PaymentQrSettings = {
  qrs: PaymentQrView[]
  /** The member's properties, for choosing which one a QR is for. */
  properties: { id: number; name: string }[]
}

const VIEW_SELECT = { propertyId: true, payload: true, accountName: true, city: true, property: { select: { name: true } } } satisfies Prisma.PaymentQrSelect

const viewOf = ({ property, ...row }: Prisma.PaymentQrGetPayload<{ select: typeof VIEW_SELECT }>): PaymentQrView => ({ ...row, propertyName: property?.name ?? null })

const PHOTO_MESSAGES = { 'too-large': M.photoTooLarge, 'not-an-image': M.photoType, unreadable: M.photoUnreadable, 'no-qr': M.noQr } as const satisfies Record<QrImageError, string>

/** The text of the QR in a photo or screenshot; a ValidationError on `photo` when there is none to read. */
export async function paymentQrFromPhoto(bytes: Uint8Array): Promise<string> {
  const read = await readQrImage(bytes)
  if (!read.ok) throw new ValidationError(PHOTO_MESSAGES[read.error], { photo: [PHOTO_MESSAGES[read.error]] })
  return read.text
}

/** Who changed which QR, for the audit log: where rent is paid to is worth a trace in Settings › Activity. */
const auditBy = (memberId: number, propertyId: number | null) =>
  ({ actorMemberId: memberId, actorRole: 'MEMBER', target: `paymentQr:${propertyId ?? PAYMENT_QR_FOR_ALL}`, subjectMemberId: memberId }) as const

/** NotFoundError unless the property is the member's. */
async function ownProperty(memberId: number, propertyId: number | null) {
  if (propertyId === null) return
  const found = isRecordId(propertyId) ? await prisma.property.findFirst({ where: { id: propertyId, memberId }, select: { id: true } }) : null
  if (!found) throw new NotFoundError('property.error.notFound')
}

export async function getPaymentQrSettings(memberId: number): Promise<PaymentQrSettings> {
  const [rows, properties] = await Promise.all([
    prisma.paymentQr.findMany({ where: { memberId }, select: VIEW_SELECT, orderBy: [{ propertyId: { sort: 'asc', nulls: 'first' } }] }),
    prisma.property.findMany({ where: { memberId }, select: { id: true, name: true }, orderBy: { name: 'asc' } }),
  ])
  return { qrs: rows.map(viewOf), properties }
}

/** The landlord's QR (propertyId null) or one property's own. NotFoundError when there is none. */
export async function getPaymentQr(memberId: number, propertyId: number | null): Promise<PaymentQrView> {
  await ownProperty(memberId, propertyId)
  const row = await prisma.paymentQr.findFirst({ where: { memberId, propertyId }, select: VIEW_SELECT })
  if (!row) throw new NotFoundError('paymentQr.notSet')
  return viewOf(row)
}

/** The payload as it would be saved, with what the landlord checks: whose account, in which city. */
function readPayload(payload: string, field: string) {
  const parsed = parseMerchantQr(payload)
  if (!parsed.ok) throw new ValidationError(MERCHANT_QR_MESSAGES[parsed.error], { [field]: [MERCHANT_QR_MESSAGES[parsed.error]] })
  return { payload: payload.trim(), accountName: parsed.qr.accountName, city: parsed.qr.city }
}

/**
 * A QR as it would be saved, read and checked but not saved: the landlord confirms the account
 * first (Settings › Payments). A payload that is not a payment QR, or whose CRC does not match,
 * is a ValidationError on `field`; another member's property is NotFoundError.
 */
export async function checkPaymentQr(memberId: number, propertyId: number | null, payload: string, { field = 'payload' }: { field?: string } = {}): Promise<PaymentQrView> {
  const data = readPayload(payload, field)
  const property = propertyId === null ? null : isRecordId(propertyId) ? await prisma.property.findFirst({ where: { id: propertyId, memberId }, select: { name: true } }) : null
  if (propertyId !== null && !property) throw new NotFoundError('property.error.notFound')
  return { propertyId, propertyName: property?.name ?? null, ...data }
}

/**
 * Saves (or replaces) the landlord's QR or one property's. A payload that is not a payment QR, or
 * whose CRC does not match, is a ValidationError on `field` and saves nothing.
 */
export async function savePaymentQr(
  memberId: number,
  propertyId: number | null,
  payload: string,
  { guard, field = 'payload' }: { guard?: WriteGuard<PaymentQrView>; field?: string } = {},
): Promise<PaymentQrView> {
  const data = readPayload(payload, field)
  await ownProperty(memberId, propertyId)
  return prisma.$transaction(async (tx) => {
    await guard?.claim(tx)
    // The member's row locked: two first saves at once make one QR (the later replaces the first)
    // instead of the unique index refusing the second.
    await tx.$queryRaw`SELECT 1 FROM "Member" WHERE "id" = ${memberId} FOR UPDATE`
    const existing = await tx.paymentQr.findFirst({ where: { memberId, propertyId }, select: { id: true } })
    const row = existing
      ? await tx.paymentQr.update({ where: { id: existing.id }, data, select: VIEW_SELECT })
      : await tx.paymentQr.create({ data: { memberId, propertyId, ...data }, select: VIEW_SELECT })
    const view = viewOf(row)
    await recordAudit({ ...auditBy(memberId, propertyId), action: 'member.paymentQrSave', details: { propertyId, accountName: data.accountName, city: data.city } }, tx)
    await guard?.settle(tx, view)
    return view
  })
}

/** Forgets the landlord's QR or one property's. NotFoundError when there is none. */
export async function removePaymentQr(memberId: number, propertyId: number | null, { guard }: { guard?: WriteGuard<{ propertyId: number | null }> } = {}) {
  await ownProperty(memberId, propertyId)
  return prisma.$transaction(async (tx) => {
    await guard?.claim(tx)
    const { count } = await tx.paymentQr.deleteMany({ where: { memberId, propertyId } })
    if (count === 0) throw new NotFoundError('paymentQr.notSet')
    await recordAudit({ ...auditBy(memberId, propertyId), action: 'member.paymentQrRemove', details: { propertyId } }, tx)
    await guard?.settle(tx, { propertyId })
    return { propertyId }
  })
}

/** What a tenant scans: the payload exactly as saved, and whose account it is. */
export type PayByQr = { payload: string; accountName: string | null }

/** The QR rent on a property is paid into: the property's own, else the landlord's; null when neither is saved. */
export async function paymentQrFor(memberId: number, propertyId: number): Promise<PayByQr | null> {
  const rows = await prisma.paymentQr.findMany({ where: { memberId, OR: [{ propertyId }, { propertyId: null }] }, select: { propertyId: true, payload: true, accountName: true } })
  const chosen = rows.find((row) => row.propertyId === propertyId) ?? rows.find((row) => row.propertyId === null)
  return chosen ? { payload: chosen.payload, accountName: chosen.accountName } : null
}

/**
 * The QRs an agreement (`a`) can be paid by, as a FROM of a statement that reads the agreement:
 * its property's and its landlord's for every property, `paymentQrFor`'s rule in SQL (the
 * property's first: `ORDER BY q."propertyId" NULLS LAST`).
 */
export const AGREEMENT_QRS = Prisma.sql`"PaymentQr" q WHERE q."memberId" = a."memberId" AND (q."propertyId" = a."propertyId" OR q."propertyId" IS NULL)`

/**
 * paymentQrFor an agreement (`a`) as JSON, with its payment reference: what its tenant scans and
 * writes (My Rent's pay-by-QR panel); null when neither its property nor its landlord has a QR.
 */
export const AGREEMENT_PAY_BY_QR_JSON = Prisma.sql`(
    SELECT json_build_object('payload', q."payload", 'accountName', q."accountName", 'reference', a."paymentReference")
    FROM ${AGREEMENT_QRS}
    ORDER BY q."propertyId" NULLS LAST, q."id"
    LIMIT 1)`
