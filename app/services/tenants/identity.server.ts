// A tenant's identity document (DESIGN §10): type, number, issuing district and date,
// and photos of the front and back. The number and the photos are sealed with AES-256-GCM under
// DATA_ENCRYPTION_KEY (app/server/data-encryption.server.ts), bound to the tenant (and side), so
// the table holds nothing readable. Who may see them: the tenant's landlords (members with an
// agreement, current or past, with that tenant) and the tenant (signed in with the verified phone
// the tenant record has); anyone else gets NotFoundError, exactly like a tenant without one. Every
// view of the number or a photo (a page, a photo, a printed lease, an export) writes a row of
// IdentityViewLog, which the landlords see.
import type { CalendarType } from '~/domain/calendar-type'
import { nepalToday } from '~/domain/nepal-time'
import { checkPhoto, type IdentityType, type PhotoSide, type PhotoType } from '~/domain/identity-document'
import { dateColumn, isoDateOf } from '~/domain/ad-date'
import type { IdentityViewKind } from '~/generated/prisma/enums'
import type { MessageString } from '~/i18n/message'
import { IDENTITY_MESSAGES, type IdentityInput } from '~/schemas/identity-schemas'
import { prisma } from '~/server/db.server'
import { dataSealer } from '~/server/data-encryption.server'
import { NotFoundError, ValidationError } from '~/services/errors'
import { fullName } from '~/domain/person-name'

/** Who looks, and from where (the log's who and IP). */
export type Viewer = { memberId: number; ip: string | null }

/** A landlord (by their member id) or the tenant (by their verified phone). */
export type IdentityAccess = { as: 'landlord'; memberId: number } | { as: 'tenant'; phone: string }

export type IdentitySummary = {
  tenantId: number
  type: IdentityType
  district: { id: number; name: string; nameNe: string }
  /** A.D. `YYYY-MM-DD`, shown in `issuedCalendar`. */
  issuedOn: string
  issuedCalendar: CalendarType
  photos: { FRONT: boolean; BACK: boolean }
  updatedAt: string
}

export type IdentityDocument = IdentitySummary & { number: string }

export type IdentityPhoto = { bytes: Buffer; type: PhotoType }

export type ViewLogEntry = { id: number; viewerName: string; asTenant: boolean; what: IdentityViewKind; ip: string | null; at: string }

const numberContext = (tenantId: number) => `identity-number:${tenantId}`
const photoContext = (tenantId: number, side: PhotoSide) => `identity-photo:${tenantId}:${side}`

const IDENTITY_SELECT = {
  tenantId: true,
  type: true,
  numberCiphertext: true,
  keyId: true,
  issuedOn: true,
  issuedCalendar: true,
  updatedAt: true,
  issuingDistrict: { select: { id: true, name: true, nameNe: true } },
  tenant: { select: { identityPhotos: { select: { side: true } } } },
} as const

/** The tenant's id when `memberId` has an agreement with them; NotFoundError otherwise. */
async function landlordTenantId(memberId: number, tenantId: number): Promise<number> {
  const agreement = Number.isSafeInteger(tenantId) ? await prisma.agreement.findFirst({ where: { memberId, tenantId }, select: { tenantId: true } }) : null
  if (!agreement) throw new NotFoundError()
  return agreement.tenantId
}

/** The tenant record of a verified phone; NotFoundError when no landlord recorded one. */
async function ownTenantId(phone: string): Promise<number> {
  const tenant = await prisma.tenant.findUnique({ where: { phone }, select: { id: true } })
  if (!tenant) throw new NotFoundError()
  return tenant.id
}

/** The tenant `access` may see: the landlord's tenant `tenantId`, or the tenant themselves. */
async function tenantIdFor(access: IdentityAccess, tenantId?: number): Promise<number> {
  if (access.as === 'tenant') return ownTenantId(access.phone)
  return landlordTenantId(access.memberId, tenantId ?? Number.NaN)
}

async function findIdentity(tenantId: number) {
  return prisma.tenantIdentity.findUnique({ where: { tenantId }, select: IDENTITY_SELECT })
}

type IdentityRow = NonNullable<Awaited<ReturnType<typeof findIdentity>>>

function summaryOf(row: IdentityRow): IdentitySummary {
  const sides = new Set(row.tenant.identityPhotos.map((photo) => photo.side))
  return {
    tenantId: row.tenantId,
    type: row.type,
    district: row.issuingDistrict,
    issuedOn: isoDateOf(row.issuedOn),
    issuedCalendar: row.issuedCalendar,
    photos: { FRONT: sides.has('FRONT'), BACK: sides.has('BACK') },
    updatedAt: row.updatedAt.toISOString(),
  }
}

function openNumber(row: { tenantId: number; numberCiphertext: string; keyId: string }): string {
  return dataSealer().open({ ciphertext: row.numberCiphertext, keyId: row.keyId }, numberContext(row.tenantId))
}

async function logView(tenantId: number, viewer: Viewer, what: IdentityViewKind, asTenant: boolean) {
  await prisma.identityViewLog.create({ data: { tenantId, viewerMemberId: viewer.memberId, what, asTenant, ip: viewer.ip } })
}

/** Whether the tenant has a document, and what kind, without its number (no view is logged). */
export async function getIdentitySummary(access: IdentityAccess, tenantId?: number): Promise<IdentitySummary | null> {
  const row = await findIdentity(await tenantIdFor(access, tenantId))
  return row ? summaryOf(row) : null
}

/** The document with its number, logged as a view of the number; null when there is none. */
export async function viewIdentity(access: IdentityAccess, viewer: Viewer, tenantId?: number): Promise<IdentityDocument | null> {
  const id = await tenantIdFor(access, tenantId)
  const row = await findIdentity(id)
  if (!row) return null
  const number = openNumber(row)
  await logView(id, viewer, 'NUMBER', access.as === 'tenant')
  return { ...summaryOf(row), number }
}

/** One photo, opened, logged as a view; NotFoundError when there is none. */
export async function viewIdentityPhoto(access: IdentityAccess, viewer: Viewer, side: PhotoSide, tenantId?: number): Promise<IdentityPhoto> {
  const id = await tenantIdFor(access, tenantId)
  const row = await prisma.tenantIdentityPhoto.findUnique({ where: { tenantId_side: { tenantId: id, side } } })
  if (!row) throw new NotFoundError()
  const bytes = dataSealer().openBytes({ sealed: row.sealed, keyId: row.keyId }, photoContext(id, side))
  await logView(id, viewer, side, access.as === 'tenant')
  return { bytes, type: row.mimeType as PhotoType }
}

/** The photos checked from their bytes: a field error each for one that is not kept. */
function checkedPhotos(photos: Partial<Record<PhotoSide, Uint8Array>>) {
  const fields: Record<string, MessageString[]> = {}
  const kept: Array<{ side: PhotoSide; bytes: Uint8Array; type: PhotoType }> = []
  for (const [side, bytes] of Object.entries(photos) as Array<[PhotoSide, Uint8Array | undefined]>) {
    if (!bytes || bytes.length === 0) continue
    const checked = checkPhoto(bytes)
    if (checked.ok) kept.push({ side, bytes, type: checked.type })
    else fields[side === 'FRONT' ? 'front' : 'back'] = [checked.error === 'TOO_LARGE' ? IDENTITY_MESSAGES.photoSize : IDENTITY_MESSAGES.photoType]
  }
  return { fields, kept }
}

/** One photo's bytes: a ValidationError naming the side's field unless they are a JPEG, PNG or WebP within the size. */
function refuseNoPhoto(bytes: Uint8Array, side: PhotoSide) {
  const checked = checkedPhotos({ [side]: bytes.length === 0 ? new Uint8Array([0]) : bytes })
  if (checked.kept.length === 0) {
    const [field, messages] = Object.entries(checked.fields)[0]!
    throw new ValidationError(messages[0]!, { [field]: messages })
  }
  return checked
}

/**
 * Saves the tenant's document (a landlord of theirs only), with any photos given (others are
 * kept). Bad input is a ValidationError naming the fields, and nothing is saved.
 */
export async function saveIdentity(
  memberId: number,
  tenantId: number,
  input: IdentityInput,
  photos: Partial<Record<PhotoSide, Uint8Array>> = {},
  { today = nepalToday(), by = memberId }: { today?: string; by?: number } = {},
): Promise<IdentitySummary> {
  // The input is judged before the tenant is looked up: a photo that is no photo is a 400 for anyone.
  const fields: Record<string, MessageString[]> = {}
  const district = await prisma.district.findUnique({ where: { id: input.districtId }, select: { id: true } })
  if (!district) fields.districtId = [IDENTITY_MESSAGES.district]
  if (input.issuedOn > today) fields.issuedOn = [IDENTITY_MESSAGES.issuedOn]
  const checked = checkedPhotos(photos)
  Object.assign(fields, checked.fields)
  if (Object.keys(fields).length > 0) throw new ValidationError(Object.values(fields)[0]![0]!, fields)
  const id = await landlordTenantId(memberId, tenantId)
  const sealer = dataSealer()
  const number = sealer.seal(input.number, numberContext(id))
  const values = {
    type: input.type,
    numberCiphertext: number.ciphertext,
    keyId: number.keyId,
    issuingDistrictId: input.districtId,
    issuedOn: dateColumn(input.issuedOn),
    issuedCalendar: input.issuedCalendar,
    // The one who typed it: the owner, or their co-owner or manager (ADR 041).
    updatedByMemberId: by,
  }
  await prisma.$transaction(async (tx) => {
    await tx.tenantIdentity.upsert({ where: { tenantId: id }, create: { tenantId: id, ...values }, update: values })
    for (const photo of checked.kept) {
      const sealed = sealer.sealBytes(photo.bytes, photoContext(id, photo.side))
      const data = { mimeType: photo.type, sealed: sealed.sealed, keyId: sealed.keyId }
      await tx.tenantIdentityPhoto.upsert({ where: { tenantId_side: { tenantId: id, side: photo.side } }, create: { tenantId: id, side: photo.side, ...data }, update: data })
    }
  })
  return summaryOf((await findIdentity(id))!)
}

/**
 * Replaces one photo (a landlord of the tenant only); the document itself must exist. The bytes are
 * judged first, as every /v1 input is: a body that is no photo is a ValidationError (400) whoever
 * sends it, before the side (null: the path names none) and the tenant are a NotFoundError.
 */
export async function saveIdentityPhoto(memberId: number, tenantId: number, side: PhotoSide | null, bytes: Uint8Array): Promise<IdentitySummary> {
  const checked = refuseNoPhoto(bytes, side ?? 'FRONT')
  if (side === null) throw new NotFoundError()
  const id = await landlordTenantId(memberId, tenantId)
  if (!(await findIdentity(id))) throw new NotFoundError()
  const sealed = dataSealer().sealBytes(bytes, photoContext(id, side))
  const data = { mimeType: checked.kept[0]!.type, sealed: sealed.sealed, keyId: sealed.keyId }
  await prisma.tenantIdentityPhoto.upsert({ where: { tenantId_side: { tenantId: id, side } }, create: { tenantId: id, side, ...data }, update: data })
  return summaryOf((await findIdentity(id))!)
}

/** Who has seen the tenant's document (a landlord of the tenant only), newest first. */
export async function listIdentityViews(memberId: number, tenantId: number, { take = 100 }: { take?: number } = {}): Promise<ViewLogEntry[]> {
  const id = await landlordTenantId(memberId, tenantId)
  const rows = await prisma.identityViewLog.findMany({
    where: { tenantId: id },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take,
    select: { id: true, asTenant: true, what: true, ip: true, createdAt: true, viewer: { select: { firstName: true, lastName: true } } },
  })
  return rows.map((row) => ({ id: row.id, viewerName: fullName(row.viewer), asTenant: row.asTenant, what: row.what, ip: row.ip, at: row.createdAt.toISOString() }))
}

/**
 * The identity numbers a printed lease shows: the tenant's, and the landlord's own when
 * they are a tenant somewhere too (their claimed tenant record). Each number printed is a view.
 */
export async function leaseIdentityNumbers(memberId: number, tenantId: number, viewer: Viewer): Promise<{ landlord: string | null; tenant: string | null }> {
  const own = await prisma.tenant.findUnique({ where: { claimedByMemberId: memberId }, select: { id: true } })
  const read = async (id: number | undefined) => {
    if (id === undefined) return null
    const row = await prisma.tenantIdentity.findUnique({ where: { tenantId: id }, select: { tenantId: true, numberCiphertext: true, keyId: true } })
    if (!row) return null
    const number = openNumber(row)
    await logView(id, viewer, 'LEASE', id === own?.id)
    return number
  }
  return { landlord: await read(own?.id), tenant: await read(tenantId) }
}

export type ExportedIdentity = { tenantId: number; firstName: string; lastName: string; type: IdentityType; number: string; district: { name: string; nameNe: string }; issuedOn: string; issuedCalendar: CalendarType }

/** Every identity of the member's tenants, for an export the member asked to include them in; each is logged. */
export async function exportIdentities(viewer: Viewer): Promise<ExportedIdentity[]> {
  const rows = await prisma.tenantIdentity.findMany({
    where: { tenant: { agreements: { some: { memberId: viewer.memberId } } } },
    orderBy: { tenantId: 'asc' },
    select: { ...IDENTITY_SELECT, tenant: { select: { firstName: true, lastName: true } } },
  })
  if (rows.length > 0) {
    await prisma.identityViewLog.createMany({ data: rows.map((row) => ({ tenantId: row.tenantId, viewerMemberId: viewer.memberId, what: 'EXPORT' as const, ip: viewer.ip })) })
  }
  return rows.map((row) => ({
    tenantId: row.tenantId,
    firstName: row.tenant.firstName,
    lastName: row.tenant.lastName,
    type: row.type,
    number: openNumber(row),
    district: row.issuingDistrict,
    issuedOn: isoDateOf(row.issuedOn),
    issuedCalendar: row.issuedCalendar,
  }))
}
