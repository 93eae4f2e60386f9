// The identity document's web routes: the landlord's multipart form saves it (photo
// type from the bytes, a 400 with the field's message otherwise), its page and photos answer the
// landlord and the tenant, another member gets 404, and what they show is logged.
import { describe, expect, test } from 'vitest'
import { prisma } from '~/server/db.server'
import { callRoute, pageGet, signedInCookie } from '../../support/route-call'
import { agreementAt, at, landlordWithPlaces } from '../reminders/support'
import { createMember } from '../../support/fixtures'

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGNQSDiAFTEMLQkAGplQAT43V5gAAAAASUVORK5CYII=', 'base64')

function multipartPost(url: string, cookie: string, fields: Record<string, string>, files: Record<string, Buffer>) {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.set(name, value)
  for (const [name, bytes] of Object.entries(files)) body.set(name, new File([new Uint8Array(bytes)], `${name}.jpg`, { type: 'image/jpeg' }))
  return new Request(new URL(url, 'http://localhost'), { method: 'POST', body, headers: { Cookie: cookie, Origin: 'http://localhost' } })
}

async function landlordWithTenant() {
  const { member, places } = await landlordWithPlaces()
  const { agreement, tenantPhone } = await agreementAt(member.id, places[0]!, { start: '2026-03-10', end: '2027-03-09' }, at('2026-03-10', 10))
  const { tenantId } = await prisma.agreement.findUniqueOrThrow({ where: { id: agreement.id }, select: { tenantId: true } })
  return { member, tenantId, tenantPhone, cookie: await signedInCookie(member.id) }
}

const FIELDS = { type: 'PASSPORT', number: 'PA1234567', districtId: '27', calendarType: 'AD', issuedOn: '2020-02-03' }

describe('/tenants/{id}/identity', () => {
  test('a photo that is not an image is a 400 with its message and saves nothing; a PNG saves', async () => {
    const { tenantId, cookie } = await landlordWithTenant()
    const refused = await callRoute(multipartPost(`/tenants/${tenantId}/identity`, cookie, FIELDS, { front: Buffer.from('MZ-not-an-image') }))
    expect(refused.status).toBe(400)
    expect(refused.data.errors).toEqual({ front: ['The photo must be a JPEG, PNG or WebP image.'] })
    expect(await prisma.tenantIdentity.count({ where: { tenantId } })).toBe(0)

    const saved = await callRoute(multipartPost(`/tenants/${tenantId}/identity`, cookie, FIELDS, { front: PNG }))
    expect(saved.status).toBe(302)
    const page = await callRoute(pageGet(`/tenants/${tenantId}/identity`, { cookie }), { clientIp: '198.51.100.4' })
    expect(page.data.identity).toMatchObject({ type: 'PASSPORT', number: 'PA1234567', photos: { FRONT: true, BACK: false } })
    const photo = await callRoute(pageGet(`/tenants/${tenantId}/identity/photo/front`, { cookie }))
    expect(photo.response!.headers.get('Content-Type')).toBe('image/png')
    expect(Buffer.from(await photo.response!.arrayBuffer()).equals(PNG)).toBe(true)
    const log = await prisma.identityViewLog.findMany({ where: { tenantId }, orderBy: { id: 'asc' } })
    expect(log.map((row) => [row.what, row.ip])).toEqual([
      ['NUMBER', '198.51.100.4'],
      ['FRONT', expect.any(String)],
    ])
  })

  test('another member gets 404 for the page, the photo and the form; the tenant sees their own in My Rent', async () => {
    const { tenantId, tenantPhone, cookie } = await landlordWithTenant()
    await callRoute(multipartPost(`/tenants/${tenantId}/identity`, cookie, FIELDS, { back: PNG }))
    const other = await signedInCookie((await createMember()).id)
    expect((await callRoute(pageGet(`/tenants/${tenantId}/identity`, { cookie: other }))).status).toBe(404)
    expect((await callRoute(pageGet(`/tenants/${tenantId}/identity/photo/back`, { cookie: other }))).status).toBe(404)
    expect((await callRoute(multipartPost(`/tenants/${tenantId}/identity`, other, { ...FIELDS, number: 'X' }, {}))).status).toBe(404)
    // A photo that is no photo is judged before the tenant is looked up: 400 for anyone, nothing saved.
    expect((await callRoute(multipartPost(`/tenants/${tenantId}/identity`, other, FIELDS, { front: Buffer.from('MZ-not-an-image') }))).status).toBe(400)

    const tenant = await signedInCookie((await createMember({ phone: tenantPhone })).id)
    const own = await callRoute(pageGet('/my-rent/identity', { cookie: tenant }))
    expect(own.data.identity.number).toBe('PA1234567')
    expect((await callRoute(pageGet('/my-rent/identity/photo/back', { cookie: tenant }))).status).toBe(200)
    expect((await callRoute(pageGet('/my-rent/identity/photo/front', { cookie: tenant }))).status).toBe(404)
    expect(await prisma.identityViewLog.count({ where: { tenantId, asTenant: true } })).toBe(2)
  })
})
