// A tenant's identity document against PostgreSQL: the number and the photos are
// unreadable in the table, only the tenant's landlords and the tenant see them (another member
// gets NotFoundError), every view leaves a log row, and a photo's type is read from its bytes.
import { describe, expect, test } from 'vitest'
import { NotFoundError, ValidationError } from '~/services/errors'
import { getLease } from '~/services/paperwork/lease-documents.server'
import {
  exportIdentities,
  getIdentitySummary,
  listIdentityViews,
  saveIdentity,
  saveIdentityPhoto,
  viewIdentity,
  viewIdentityPhoto,
} from '~/services/tenants/identity.server'
import { prisma } from '~/server/db.server'
import { createMember } from '../../support/fixtures'
import { agreementAt, at, landlordWithPlaces } from '../reminders/support'

const NUMBER = '27-01-75-01234'
const jpeg = (text: string) => new Uint8Array(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(text)]))
const png = (text: string) => new Uint8Array(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(text)]))
const input = { type: 'CITIZENSHIP' as const, number: NUMBER, districtId: 27, issuedOn: '2018-05-01', issuedCalendar: 'BS' as const }

async function landlordWithTenant() {
  const { member, places } = await landlordWithPlaces()
  const { agreement, tenantPhone } = await agreementAt(member.id, places[0]!, { start: '2026-03-10', end: '2027-03-09' }, at('2026-03-10', 10))
  const { tenantId } = await prisma.agreement.findUniqueOrThrow({ where: { id: agreement.id }, select: { tenantId: true } })
  return { member, agreement, tenantId, tenantPhone }
}

const viewer = (memberId: number) => ({ memberId, ip: '203.0.113.7' })
const logCount = (tenantId: number) => prisma.identityViewLog.count({ where: { tenantId } })

describe('encrypted at rest', () => {
  test('the number and the photos are not in the table; they open for the landlord', async () => {
    const { member, tenantId } = await landlordWithTenant()
    const front = jpeg('FRONT-SIDE-OF-CARD-citizen-Ram-Thapa')
    const back = png('BACK-SIDE-OF-CARD')
    await saveIdentity(member.id, tenantId, input, { FRONT: front, BACK: back })

    const [row] = await prisma.$queryRaw<Array<{ text: string }>>`SELECT row_to_json(i)::text AS text FROM "TenantIdentity" i WHERE "tenantId" = ${tenantId}`
    expect(row!.text).not.toContain('01234')
    expect(row!.text).not.toContain(NUMBER)
    const photos = await prisma.$queryRaw<Array<{ side: string; sealed: Uint8Array; mimeType: string }>>`SELECT side::text, sealed, "mimeType" FROM "TenantIdentityPhoto" WHERE "tenantId" = ${tenantId} ORDER BY side`
    expect(photos.map((photo) => [photo.side, photo.mimeType])).toEqual([
      ['BACK', 'image/png'],
      ['FRONT', 'image/jpeg'],
    ])
    for (const photo of photos) {
      const stored = Buffer.from(photo.sealed)
      expect(stored.includes(Buffer.from('SIDE-OF-CARD'))).toBe(false)
      expect(stored.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false)
    }

    const seen = await viewIdentity({ as: 'landlord', memberId: member.id }, viewer(member.id), tenantId)
    expect(seen).toMatchObject({ number: NUMBER, type: 'CITIZENSHIP', district: { id: 27 }, issuedOn: '2018-05-01', issuedCalendar: 'BS', photos: { FRONT: true, BACK: true } })
    const opened = await viewIdentityPhoto({ as: 'landlord', memberId: member.id }, viewer(member.id), 'FRONT', tenantId)
    expect(opened.type).toBe('image/jpeg')
    expect(Buffer.from(opened.bytes).equals(Buffer.from(front))).toBe(true)
  })
})

describe('who may see it', () => {
  test('another member gets NotFoundError for the document, its photos, its log, and cannot write it', async () => {
    const { member, tenantId } = await landlordWithTenant()
    await saveIdentity(member.id, tenantId, input, { FRONT: jpeg('x') })
    const other = await createMember()
    const as = { as: 'landlord' as const, memberId: other.id }
    await expect(viewIdentity(as, viewer(other.id), tenantId)).rejects.toBeInstanceOf(NotFoundError)
    await expect(getIdentitySummary(as, tenantId)).rejects.toBeInstanceOf(NotFoundError)
    await expect(viewIdentityPhoto(as, viewer(other.id), 'FRONT', tenantId)).rejects.toBeInstanceOf(NotFoundError)
    await expect(listIdentityViews(other.id, tenantId)).rejects.toBeInstanceOf(NotFoundError)
    await expect(saveIdentity(other.id, tenantId, { ...input, number: 'STOLEN' })).rejects.toBeInstanceOf(NotFoundError)
    await expect(saveIdentityPhoto(other.id, tenantId, 'BACK', jpeg('y'))).rejects.toBeInstanceOf(NotFoundError)
    expect(await logCount(tenantId)).toBe(0)
    expect((await viewIdentity({ as: 'landlord', memberId: member.id }, viewer(member.id), tenantId))!.number).toBe(NUMBER)
  })

  test('the tenant, signed in with the tenant phone, sees their own, logged as the tenant', async () => {
    const { member, tenantId, tenantPhone } = await landlordWithTenant()
    await saveIdentity(member.id, tenantId, input, { BACK: png('b') })
    const tenantAccount = await createMember({ phone: tenantPhone, firstName: 'Ram', lastName: 'Thapa' })
    const own = await viewIdentity({ as: 'tenant', phone: tenantPhone }, viewer(tenantAccount.id))
    expect(own!.number).toBe(NUMBER)
    await viewIdentityPhoto({ as: 'tenant', phone: tenantPhone }, viewer(tenantAccount.id), 'BACK')
    await expect(viewIdentityPhoto({ as: 'tenant', phone: tenantPhone }, viewer(tenantAccount.id), 'FRONT')).rejects.toBeInstanceOf(NotFoundError)
    const log = await listIdentityViews(member.id, tenantId)
    expect(log.map((entry) => [entry.viewerName, entry.asTenant, entry.what])).toEqual([
      ['Ram Thapa', true, 'BACK'],
      ['Ram Thapa', true, 'NUMBER'],
    ])
  })
})

describe('every view is logged', () => {
  test('the number, each photo, a printed lease and an export each leave a row with who, what and the IP', async () => {
    const { member, agreement, tenantId } = await landlordWithTenant()
    await saveIdentity(member.id, tenantId, input, { FRONT: jpeg('f'), BACK: png('b') })
    expect(await logCount(tenantId)).toBe(0)
    const as = { as: 'landlord' as const, memberId: member.id }
    await viewIdentity(as, viewer(member.id), tenantId)
    await viewIdentity(as, viewer(member.id), tenantId)
    await viewIdentityPhoto(as, viewer(member.id), 'FRONT', tenantId)
    await viewIdentityPhoto(as, viewer(member.id), 'BACK', tenantId)
    const lease = await getLease(member.id, agreement.id, ['en'], viewer(member.id))
    expect(lease.documents[0]!.sections.find((section) => section.element === 'parties')!.paragraphs.join('\n')).toContain(NUMBER)
    const exported = await exportIdentities(viewer(member.id))
    expect(exported.map((row) => [row.tenantId, row.number])).toEqual([[tenantId, NUMBER]])

    const log = await listIdentityViews(member.id, tenantId)
    expect(log.map((entry) => entry.what)).toEqual(['EXPORT', 'LEASE', 'BACK', 'FRONT', 'NUMBER', 'NUMBER'])
    expect(log.every((entry) => entry.ip === '203.0.113.7' && entry.viewerName === 'Sita Sharma' && !entry.asTenant)).toBe(true)
    // Only whether there is one (the profile page) is not a view.
    await getIdentitySummary(as, tenantId)
    // A lease printed without a viewer (never by the routes) prints blanks and logs nothing.
    const blank = await getLease(member.id, agreement.id, ['en'])
    expect(blank.documents[0]!.sections.find((section) => section.element === 'parties')!.paragraphs.join('\n')).not.toContain(NUMBER)
    expect(await logCount(tenantId)).toBe(6)
  })
})

describe('the photos', () => {
  test('the type is read from the bytes: a GIF or text sent as a photo is refused, and nothing is saved', async () => {
    const { member, tenantId } = await landlordWithTenant()
    const gif = new Uint8Array(Buffer.from('GIF89a-not-allowed'))
    const error = await saveIdentity(member.id, tenantId, input, { FRONT: gif, BACK: new Uint8Array(Buffer.from('<script>')) }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ValidationError)
    expect(Object.keys((error as ValidationError).fields).sort()).toEqual(['back', 'front'])
    expect(await prisma.tenantIdentity.count({ where: { tenantId } })).toBe(0)
    expect(await prisma.tenantIdentityPhoto.count({ where: { tenantId } })).toBe(0)
  })

  test('over 5 MB is refused; a WebP is kept as WebP; a photo needs the document first', async () => {
    const { member, tenantId } = await landlordWithTenant()
    await expect(saveIdentityPhoto(member.id, tenantId, 'FRONT', jpeg('x'))).rejects.toBeInstanceOf(NotFoundError)
    await saveIdentity(member.id, tenantId, input)
    const big = new Uint8Array(5 * 1024 * 1024 + 1)
    big.set([0xff, 0xd8, 0xff])
    await expect(saveIdentityPhoto(member.id, tenantId, 'FRONT', big)).rejects.toMatchObject({ fields: { front: ['identity.error.photoSize'] } })
    const webp = new Uint8Array(Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 data'))
    const saved = await saveIdentityPhoto(member.id, tenantId, 'BACK', webp)
    expect(saved.photos).toEqual({ FRONT: false, BACK: true })
    expect((await prisma.tenantIdentityPhoto.findUniqueOrThrow({ where: { tenantId_side: { tenantId, side: 'BACK' } } })).mimeType).toBe('image/webp')
  })

  test('a body that is no photo is judged before the tenant: a field error for anyone, even another member or no side', async () => {
    const { member, tenantId } = await landlordWithTenant()
    await saveIdentity(member.id, tenantId, input)
    const other = await createMember()
    const text = new Uint8Array(Buffer.from('not a photo'))
    await expect(saveIdentityPhoto(other.id, tenantId, 'BACK', text)).rejects.toMatchObject({ fields: { back: ['identity.error.photoType'] } })
    await expect(saveIdentityPhoto(member.id, tenantId, null, text)).rejects.toBeInstanceOf(ValidationError)
    await expect(saveIdentityPhoto(member.id, tenantId, null, jpeg('x'))).rejects.toBeInstanceOf(NotFoundError)
    await expect(saveIdentityPhoto(member.id, Number.NaN, 'FRONT', new Uint8Array())).rejects.toBeInstanceOf(ValidationError)
    await expect(saveIdentity(other.id, tenantId, input, { FRONT: text })).rejects.toMatchObject({ fields: { front: ['identity.error.photoType'] } })
    expect(await prisma.tenantIdentityPhoto.count({ where: { tenantId } })).toBe(0)
  })

  test('a date of issue in the future or an unknown district is a field error', async () => {
    const { member, tenantId } = await landlordWithTenant()
    await expect(saveIdentity(member.id, tenantId, { ...input, issuedOn: '2999-01-01' })).rejects.toMatchObject({ fields: { issuedOn: ['identity.error.issuedOn'] } })
    await expect(saveIdentity(member.id, tenantId, { ...input, districtId: 99_999 })).rejects.toMatchObject({ fields: { districtId: ['identity.error.district'] } })
  })
})
