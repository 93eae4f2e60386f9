// The landlord's own bank QR (DESIGN §14): saved from its text or a photo of it on every plan,
// checked as an EMVCo merchant-presented QR, one for the landlord and one per property; through
// the service, the Settings > Payments forms (multipart, as a browser without JavaScript posts
// them: check, then save) and /v1/member/payment-qr (one step). Every refusal saves nothing; each
// save and removal leaves an audit row.
import QRCode from 'qrcode'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { sampleMerchantQr } from '~/domain/merchant-qr-samples'
import { translate } from '~/i18n'
import { action as apiAction, loader as apiLoader } from '~/routes/v1/member.payment-qr'
import { prisma } from '~/server/db.server'
import { createSession } from '~/services/accounts/session.server'
import { NotFoundError, ValidationError } from '~/services/errors'
import { createProperty } from '~/services/properties/properties.server'
import { getPaymentQr, getPaymentQrSettings, removePaymentQr, savePaymentQr } from '~/services/payments/payment-qrs.server'
import { createMember } from '../../support/fixtures'
import { callRoute, fieldErrorsOf, flashOf, pageGet, type RouteOutcome } from '../../support/route-call'
import { propertyInput } from '../properties/support'
import { signedInMember } from '../routes/support'

const ORIGIN = 'http://localhost'
const PAGE = '/settings/payments'
const PAYLOAD = sampleMerchantQr('SITA KUMARI SHRESTHA', 'LALITPUR')
const count = (memberId: number) => prisma.paymentQr.count({ where: { memberId } })
const qrPng = (text = PAYLOAD) => QRCode.toBuffer(text, { type: 'png', scale: 6 })

/** The form as a browser posts it without JavaScript: multipart, the photo as a file (empty when none chosen). */
function qrForm(cookie: string, fields: Record<string, string>, photo: Uint8Array | null = null) {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.append(name, value)
  body.append('photo', photo ? new File([Buffer.from(photo)], 'qr.jpg', { type: 'image/jpeg' }) : new File([], ''))
  return new Request(new URL(PAGE, ORIGIN), { method: 'POST', body, headers: { Origin: ORIGIN, Cookie: cookie } })
}

describe('the service', () => {
  test('a valid text is saved as it is, with its account name and city; a property’s QR is its own', async () => {
    const member = await createMember()
    const property = await createProperty(member.id, propertyInput())
    const other = sampleMerchantQr('HARI GURUNG', 'POKHARA')
    expect(await savePaymentQr(member.id, null, `  ${PAYLOAD}\n`)).toEqual({ propertyId: null, propertyName: null, payload: PAYLOAD, accountName: 'SITA KUMARI SHRESTHA', city: 'LALITPUR' })
    await savePaymentQr(member.id, property.id, other)
    expect(await getPaymentQr(member.id, property.id)).toMatchObject({ payload: other, accountName: 'HARI GURUNG', propertyName: 'Shanti Niwas' })
    expect((await getPaymentQrSettings(member.id)).qrs.map((qr) => qr.propertyId)).toEqual([null, property.id])
    // Saving again replaces: still one for the landlord.
    await savePaymentQr(member.id, null, other)
    expect(await count(member.id)).toBe(2)
    await removePaymentQr(member.id, property.id)
    expect(await getPaymentQr(member.id, null)).toMatchObject({ payload: other })
    await expect(getPaymentQr(member.id, property.id)).rejects.toBeInstanceOf(NotFoundError)
  })

  test('a wrong checksum, a link or a cut text is a field error and nothing is saved', async () => {
    const member = await createMember()
    for (const [text, code] of [
      [PAYLOAD.replace('SITA', 'GITA'), 'paymentQr.error.wrongChecksum'],
      ['https://example.com/pay', 'paymentQr.error.notEmvco'],
      [PAYLOAD.slice(0, 40), 'paymentQr.error.truncated'],
    ] as const) {
      const error = await savePaymentQr(member.id, null, text).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(ValidationError)
      expect((error as ValidationError).fields).toEqual({ payload: [code] })
    }
    expect(await count(member.id)).toBe(0)
  })

  test('another member’s property is not found, and nothing is saved there', async () => {
    const [member, stranger] = [await createMember(), await createMember()]
    const theirs = await createProperty(stranger.id, propertyInput())
    await expect(savePaymentQr(member.id, theirs.id, PAYLOAD)).rejects.toBeInstanceOf(NotFoundError)
    await expect(getPaymentQr(member.id, theirs.id)).rejects.toBeInstanceOf(NotFoundError)
    await expect(removePaymentQr(member.id, theirs.id)).rejects.toBeInstanceOf(NotFoundError)
    expect(await prisma.paymentQr.count({ where: { propertyId: theirs.id } })).toBe(0)
  })
})

describe('Settings › Payments (a Basic-plan landlord): check, then save', () => {
  const checked = (outcome: RouteOutcome) => (outcome.data as { candidate?: Record<string, unknown> }).candidate

  test('a photo of the QR is read and shown with its account and city, nothing saved; "Save this QR" saves it; Remove forgets it', async () => {
    const { member, cookie } = await signedInMember()
    expect((await prisma.member.findUniqueOrThrow({ where: { id: member.id } })).plan).toBe('BASIC')
    const photo = await sharp(await qrPng()).jpeg().toBuffer()
    const check = await callRoute(qrForm(cookie, { intent: 'check-payment-qr', propertyId: '', payload: '' }, photo))
    expect(check.status).toBe(200)
    expect(checked(check)).toMatchObject({ propertyId: null, propertyName: null, payload: PAYLOAD, accountName: 'SITA KUMARI SHRESTHA', city: 'LALITPUR', drawing: { size: expect.any(Number), path: expect.any(String) } })
    expect(await count(member.id)).toBe(0)
    expect(await prisma.auditEvent.count({ where: { subjectMemberId: member.id } })).toBe(0)

    // The confirmation carries the payload in a hidden field, as the page's form posts it.
    const saved = await callRoute(qrForm(cookie, { intent: 'save-payment-qr', payload: PAYLOAD, idempotencyKey: 'qr-1' }))
    expect(saved).toMatchObject({ status: 303, file: 'routes/settings/payments.tsx' })
    expect(await flashOf(saved)).toEqual({ type: 'success', message: translate('en', 'paymentQr.saved', { name: 'SITA KUMARI SHRESTHA' }) })
    const page = await callRoute(pageGet(PAGE, { cookie }))
    expect(page.data.paymentQr.qrs).toEqual([expect.objectContaining({ propertyId: null, payload: PAYLOAD, accountName: 'SITA KUMARI SHRESTHA', city: 'LALITPUR' })])
    const removed = await callRoute(qrForm(cookie, { intent: 'remove-payment-qr', idempotencyKey: 'qr-2' }))
    expect(removed.status).toBe(303)
    expect(await count(member.id)).toBe(0)
  })

  test('pasted text for one property: checked with the property named, then saved for it', async () => {
    const { member, cookie } = await signedInMember()
    const property = await createProperty(member.id, propertyInput())
    const check = await callRoute(qrForm(cookie, { intent: 'check-payment-qr', propertyId: String(property.id), payload: `  ${PAYLOAD}\n` }))
    expect(checked(check)).toMatchObject({ propertyId: property.id, propertyName: 'Shanti Niwas', payload: PAYLOAD })
    expect(await count(member.id)).toBe(0)
    const saved = await callRoute(qrForm(cookie, { intent: 'save-payment-qr', propertyId: String(property.id), payload: PAYLOAD }))
    expect(saved.status).toBe(303)
    expect(await prisma.paymentQr.findFirstOrThrow({ where: { memberId: member.id } })).toMatchObject({ propertyId: property.id, payload: PAYLOAD })
  })

  test('a picture without a QR, a wrong checksum, nothing at all: 400 on the check form’s field, nothing saved', async () => {
    const { member, cookie } = await signedInMember()
    const noQr = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#3a7' } }).png().toBuffer()
    const picture = await callRoute(qrForm(cookie, { intent: 'check-payment-qr', payload: '' }, noQr))
    expect(picture.status).toBe(400)
    expect(picture.data).toMatchObject({ intent: 'check-payment-qr' })
    expect(fieldErrorsOf(picture).photo).toEqual(['paymentQr.error.noQr'])
    const wrongCrc = await callRoute(qrForm(cookie, { intent: 'check-payment-qr', payload: PAYLOAD.replace('LALITPUR', 'LALITPUT') }))
    expect(wrongCrc.status).toBe(400)
    expect(fieldErrorsOf(wrongCrc).payload).toEqual(['paymentQr.error.wrongChecksum'])
    const empty = await callRoute(qrForm(cookie, { intent: 'check-payment-qr', payload: '' }))
    expect(empty.status).toBe(400)
    expect(fieldErrorsOf(empty).photo).toEqual(['paymentQr.error.required'])
    // A QR of a link is read from the picture, then refused as no payment QR.
    const linkQr = await callRoute(qrForm(cookie, { intent: 'check-payment-qr', payload: '' }, await qrPng('https://example.com/pay')))
    expect(fieldErrorsOf(linkQr).photo).toEqual(['paymentQr.error.notEmvco'])
    expect(await count(member.id)).toBe(0)
  })

  test('the save step checks the payload again: one changed since the check is refused on the check form, nothing saved', async () => {
    const { member, cookie } = await signedInMember()
    const changed = await callRoute(qrForm(cookie, { intent: 'save-payment-qr', payload: PAYLOAD.replace('SITA', 'GITA') }))
    expect(changed.status).toBe(400)
    expect(changed.data).toMatchObject({ intent: 'check-payment-qr' })
    expect(fieldErrorsOf(changed).payload).toEqual(['paymentQr.error.wrongChecksum'])
    const none = await callRoute(qrForm(cookie, { intent: 'save-payment-qr', payload: '' }))
    expect(none.status).toBe(400)
    expect(await count(member.id)).toBe(0)
  })

  test('another member’s property: the form says so at either step, nothing saved', async () => {
    const { member, cookie } = await signedInMember()
    const theirs = await createProperty((await createMember()).id, propertyInput())
    for (const intent of ['check-payment-qr', 'save-payment-qr']) {
      const outcome = await callRoute(qrForm(cookie, { intent, propertyId: String(theirs.id), payload: PAYLOAD }))
      expect(outcome.status).toBe(404)
    }
    expect(await count(member.id)).toBe(0)
  })
})

describe('the audit log', () => {
  test('saving and removing a QR each leave a row in Settings › Activity, the landlord’s QR and a property’s told apart', async () => {
    const { member, cookie } = await signedInMember()
    const property = await createProperty(member.id, propertyInput())
    await callRoute(qrForm(cookie, { intent: 'save-payment-qr', payload: PAYLOAD }))
    await savePaymentQr(member.id, property.id, PAYLOAD)
    await callRoute(qrForm(cookie, { intent: 'remove-payment-qr', propertyId: String(property.id) }))
    // A check saves nothing and records nothing; a refused save records nothing.
    await callRoute(qrForm(cookie, { intent: 'check-payment-qr', payload: PAYLOAD }))
    await callRoute(qrForm(cookie, { intent: 'save-payment-qr', payload: PAYLOAD.replace('SITA', 'GITA') }))
    const rows = await prisma.auditEvent.findMany({ where: { subjectMemberId: member.id }, orderBy: { id: 'asc' } })
    expect(rows.map(({ actorMemberId, actorRole, action, target, details }) => ({ actorMemberId, actorRole, action, target, details }))).toEqual([
      { actorMemberId: member.id, actorRole: 'MEMBER', action: 'member.paymentQrSave', target: 'paymentQr:all', details: { propertyId: null, accountName: 'SITA KUMARI SHRESTHA', city: 'LALITPUR' } },
      { actorMemberId: member.id, actorRole: 'MEMBER', action: 'member.paymentQrSave', target: `paymentQr:${property.id}`, details: { propertyId: property.id, accountName: 'SITA KUMARI SHRESTHA', city: 'LALITPUR' } },
      { actorMemberId: member.id, actorRole: 'MEMBER', action: 'member.paymentQrRemove', target: `paymentQr:${property.id}`, details: { propertyId: property.id } },
    ])
    const activity = await callRoute(pageGet('/settings/activity', { cookie }))
    expect((activity.data.items as Array<{ action: string }>).map((item) => item.action).slice(0, 3)).toEqual(['member.paymentQrRemove', 'member.paymentQrSave', 'member.paymentQrSave'])
  })
})

type Body = { data?: unknown; error?: { code: string; fields?: Record<string, string[]> } }

async function api(method: string, token: string, { query = '', json, bytes }: { query?: string; json?: unknown; bytes?: Uint8Array } = {}) {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` }
  if (json !== undefined) headers['content-type'] = 'application/json'
  if (bytes) headers['content-type'] = 'image/png'
  const body = json !== undefined ? JSON.stringify(json) : bytes ? Buffer.from(bytes) : undefined
  const request = new Request(`${ORIGIN}/v1/member/payment-qr${query}`, { method, headers, body })
  const handler = method === 'GET' ? apiLoader : apiAction
  const response = await handler({ request, params: {}, context: undefined } as never)
  return { status: response.status, body: (await response.json()) as Body }
}

describe('/v1/member/payment-qr', () => {
  test('PUT the text or the image, GET it back, DELETE it; per property with ?propertyId=', async () => {
    const member = await createMember()
    const token = (await createSession(member.id, 'API')).token
    const property = await createProperty(member.id, propertyInput())
    expect(await api('GET', token)).toMatchObject({ status: 404, body: { error: { code: 'NOT_FOUND' } } })
    const answer = { payload: PAYLOAD, accountName: 'SITA KUMARI SHRESTHA', city: 'LALITPUR' }
    expect(await api('PUT', token, { json: { payload: PAYLOAD } })).toEqual({ status: 200, body: { data: answer } })
    expect(await api('PUT', token, { query: `?propertyId=${property.id}`, bytes: await qrPng() })).toEqual({ status: 200, body: { data: answer } })
    expect(await api('GET', token, { query: `?propertyId=${property.id}` })).toEqual({ status: 200, body: { data: answer } })
    expect(await api('DELETE', token)).toEqual({ status: 200, body: { data: { propertyId: null } } })
    expect(await api('GET', token)).toMatchObject({ status: 404 })
    expect(await count(member.id)).toBe(1)
  })

  test('refusals: a wrong checksum and a picture without a QR are 400 on their field; another member’s property 404', async () => {
    const member = await createMember()
    const token = (await createSession(member.id, 'API')).token
    const theirs = await createProperty((await createMember()).id, propertyInput())
    expect(await api('PUT', token, { json: { payload: PAYLOAD.slice(0, -1) + '0' } })).toMatchObject({ status: 400, body: { error: { code: 'VALIDATION_ERROR', fields: { payload: [expect.stringMatching(/check digits/)] } } } })
    const blank = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#fff' } }).png().toBuffer()
    expect(await api('PUT', token, { bytes: blank })).toMatchObject({ status: 400, body: { error: { fields: { photo: [expect.stringMatching(/No QR/)] } } } })
    expect(await api('PUT', token, { json: {} })).toMatchObject({ status: 400, body: { error: { fields: { payload: [expect.any(String)] } } } })
    expect(await api('PUT', token, { query: `?propertyId=${theirs.id}`, json: { payload: PAYLOAD } })).toMatchObject({ status: 404 })
    expect(await api('GET', token, { query: `?propertyId=${theirs.id}` })).toMatchObject({ status: 404 })
    expect(await api('GET', token, { query: '?propertyId=abc' })).toMatchObject({ status: 400 })
    expect(await count(member.id)).toBe(0)
  })
})
