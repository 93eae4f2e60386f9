// /v1's identity document and notification settings: PUT and GET the document and its
// photos (bytes in, bytes out, type from the bytes), 404 for another member, the view log, and
// the weekly digest setting.
import { describe, expect, test } from 'vitest'
import { prisma } from '~/server/db.server'
import { createSession } from '~/services/accounts/session.server'
import { createMember } from '../../support/fixtures'
import { callRoute } from '../../support/route-call'
import { agreementAt, at, landlordWithPlaces } from '../reminders/support'

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGNQSDiAFTEMLQkAGplQAT43V5gAAAAASUVORK5CYII=', 'base64')

async function client(memberId: number) {
  const { token } = await createSession(memberId, 'API')
  return async (method: string, path: string, body?: unknown, contentType = 'application/json') => {
    const payload = body === undefined ? undefined : Buffer.isBuffer(body) ? new Uint8Array(body) : JSON.stringify(body)
    const outcome = await callRoute(new Request(new URL(path, 'http://localhost'), { method, body: payload, headers: { authorization: `Bearer ${token}`, 'content-type': contentType } }))
    return outcome.response!
  }
}

describe('/v1/member/tenant/{id}/identity', () => {
  test('PUT the document and a photo, GET them back, another member 404, every view in the log', async () => {
    const { member, places } = await landlordWithPlaces()
    const { agreement } = await agreementAt(member.id, places[0]!, { start: '2026-03-10', end: '2027-03-09' }, at('2026-03-10', 10))
    const { tenantId } = await prisma.agreement.findUniqueOrThrow({ where: { id: agreement.id }, select: { tenantId: true } })
    const api = await client(member.id)
    const base = `/v1/member/tenant/${tenantId}/identity`

    expect(await (await api('GET', base)).json()).toEqual({ data: null })
    const bad = await api('PUT', base, { type: 'DRIVING', number: '', districtId: 27, issuedOn: '2075-01-01' })
    expect(bad.status).toBe(400)
    expect(Object.keys((await bad.json()).error.fields).sort()).toEqual(['number', 'type'])
    const put = await api('PUT', base, { type: 'NATIONAL_ID', number: '123-456-789-0', districtId: 27, calendarType: 'BS', issuedOn: '2079-04-01' })
    expect(put.status).toBe(200)
    expect((await put.json()).data).toMatchObject({ type: 'NATIONAL_ID', issuedCalendar: 'BS', photos: { FRONT: false, BACK: false } })

    expect((await api('PUT', `${base}/photo/front`, Buffer.from('GIF89a....'), 'image/png')).status).toBe(400)
    const photo = await api('PUT', `${base}/photo/front`, PNG, 'image/jpeg')
    expect((await photo.json()).data.photos).toEqual({ FRONT: true, BACK: false })
    const got = await api('GET', `${base}/photo/front`)
    expect(got.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await got.arrayBuffer()).equals(PNG)).toBe(true)
    expect((await (await api('GET', base)).json()).data.number).toBe('123-456-789-0')

    const other = await client((await createMember()).id)
    expect((await other('GET', base)).status).toBe(404)
    expect((await other('GET', `${base}/photo/front`)).status).toBe(404)
    expect((await other('PUT', `${base}/photo/back`, PNG, 'image/png')).status).toBe(404)
    // A body that is no photo is a 400 before anything is looked up: for another member, a side
    // that is none, an id that is none.
    expect((await other('PUT', `${base}/photo/back`, Buffer.from('GIF89a....'), 'image/png')).status).toBe(400)
    expect((await api('PUT', `${base}/photo/side`, Buffer.from('GIF89a....'), 'image/png')).status).toBe(400)
    expect((await api('PUT', `${base}/photo/side`, PNG, 'image/png')).status).toBe(404)
    expect((await api('PUT', '/v1/member/tenant/x/identity/photo/front', Buffer.from('null'), 'image/png')).status).toBe(400)
    expect((await api('PUT', '/v1/member/tenant/x/identity/photo/front', PNG, 'image/png')).status).toBe(404)
    expect((await other('GET', `${base}/views`)).status).toBe(404)

    const views = (await (await api('GET', `${base}/views`)).json()).data as Array<{ what: string }>
    expect(views.map((view) => view.what)).toEqual(['NUMBER', 'FRONT'])
  })
})

describe('/v1/member/settings/notification', () => {
  test('the weekly digest is off until PATCHed on', async () => {
    const member = await createMember()
    const api = await client(member.id)
    expect(await (await api('GET', '/v1/member/settings/notification')).json()).toEqual({ data: { weeklyDigest: false } })
    expect(await (await api('PATCH', '/v1/member/settings/notification', { weeklyDigest: true })).json()).toEqual({ data: { weeklyDigest: true } })
    expect((await api('PATCH', '/v1/member/settings/notification', { weeklyDigest: 'yes' })).status).toBe(400)
    expect((await prisma.member.findUniqueOrThrow({ where: { id: member.id } })).weeklyDigest).toBe(true)
  })
})
