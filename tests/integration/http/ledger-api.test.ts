// The ledger over HTTP against the built server: the /v1 calls (charges and balance, record, list,
// void) with their shapes and refusals, the web forms without JavaScript, the receipt page, and
// 404 for another member's agreement and payment ids on every ledger route, web and API alike.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { nepalToday } from '~/domain/nepal-time'
import { addAdDays } from '~/domain/ad-date'
import { prisma } from '~/server/db.server'
import { createMember } from '../../support/fixtures'
import { apiClient, webClient } from '../../support/http-clients'
import { startServer, type ServerProcess } from '../../support/server-process'
import { bsOf, landlord, payload } from '../agreements/support'

let server: ServerProcess
beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server?.stop()
})

type Payment = { id: number; receiptNumber: number; voidedAt: string | null; paidFor: Array<{ amount: number }> }
type Charges = { charges: Array<{ status: string; paid: number; amount: number; dueDate: string }>; balance: { credit: number } }

describe('/v1 ledger', () => {
  test('record, read the charges and balance, list, void; bad input answers 400 with fields', async () => {
    const { member, house } = await landlord()
    const api = await apiClient(server, member.id)
    const agreement = (await api('/v1/member/agreement', { method: 'POST', body: payload({ propertyId: house.id }) })).data as { id: number }
    const base = `/v1/member/agreement/${agreement.id}`
    const today = nepalToday()

    const recorded = await api(`${base}/payment`, { method: 'POST', body: { amount: 30000, paidOn: today, method: 'ESEWA', reference: 'E-1' } })
    expect(recorded).toMatchObject({
      status: 201,
      data: { agreementId: agreement.id, receiptNumber: 1, amount: 30000, paidOn: today, method: 'ESEWA', reference: 'E-1', note: null, voidedAt: null },
    })
    expect((recorded.data as Payment).paidFor.map((part) => part.amount)).toEqual([25000, 5000])

    const charges = (await api(`${base}/charges`)).data as Charges
    expect(charges.charges.slice(0, 2).map((charge) => [charge.status, charge.paid])).toEqual([['PAID', 25000], ['PARTIAL', 5000]])
    // Credit is what is paid on charges not due yet (the first one is due today or later this month).
    const paidAhead = charges.charges.filter((charge) => charge.dueDate > today).reduce((sum, charge) => sum + charge.paid, 0)
    expect(paidAhead).toBeGreaterThanOrEqual(5000)
    expect(charges).toMatchObject({ calendarType: 'AD', balance: { dueNow: 0, overdue: 0, credit: paidAhead } })
    expect((await api(`${base}/payment`)).data).toEqual([recorded.data])

    expect(await api(`${base}/payment`, { method: 'POST', body: { amount: 0, paidOn: 'soon', method: 'CARD' } })).toMatchObject({
      status: 400,
      error: { code: 'VALIDATION_ERROR', fields: { amount: ['The amount must be more than 0'], method: ['Choose how it was paid'] } },
    })
    expect(await api(`${base}/payment`, { method: 'POST', body: { amount: 10, paidOn: addAdDays(today, 1), method: 'CASH' } })).toMatchObject({
      status: 400,
      error: { fields: { paidOn: ['The payment date cannot be in the future'] } },
    })

    const paymentId = (recorded.data as Payment).id
    expect(await api(`/v1/member/payment/${paymentId}/void`, { method: 'POST', body: { reason: ' ' } })).toMatchObject({
      status: 400,
      error: { fields: { reason: ['Say why the payment is voided'] } },
    })
    const voided = await api(`/v1/member/payment/${paymentId}/void`, { method: 'POST', body: { reason: 'Typed twice' } })
    expect(voided).toMatchObject({ status: 200, data: { id: paymentId, voidReason: 'Typed twice', paidFor: [] } })
    expect(await api(`/v1/member/payment/${paymentId}/void`, { method: 'POST', body: { reason: 'again' } })).toMatchObject({
      status: 409,
      error: { code: 'ALREADY_VOIDED' },
    })
    expect(((await api(`${base}/charges`)).data as Charges).charges[0]).toMatchObject({ status: 'DUE', paid: 0 })
  })

  test('the OpenAPI document has the ledger calls', async () => {
    const document = (await (await fetch(`${server.url}/v1/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> }
    expect(Object.keys(document.paths['/v1/member/agreement/{id}/payment'] ?? {}).sort()).toEqual(['get', 'post'])
    expect(document.paths['/v1/member/agreement/{id}/charges']).toHaveProperty('get')
    expect(document.paths['/v1/member/payment/{id}/void']).toHaveProperty('post')
    for (const [path, method] of [['/v1/member/agreement/{id}/payment', 'post'], ['/v1/member/payment/{id}/void', 'post'], ['/v1/member/agreement', 'post']] as const) {
      const operation = document.paths[path]?.[method] as { parameters: Array<{ name: string; in: string }>; responses: Record<string, unknown> }
      expect(operation.parameters, `${method} ${path}`).toContainEqual(expect.objectContaining({ name: 'Idempotency-Key', in: 'header' }))
      expect(operation.responses).toHaveProperty('422')
    }
  })
})

describe('Idempotency-Key on the /v1 writes', () => {
  test('20 identical payments at once with one key: one payment, one receipt text, 20 identical answers', async () => {
    const { member, house } = await landlord()
    const api = await apiClient(server, member.id)
    const agreement = (await api('/v1/member/agreement', { method: 'POST', body: payload({ propertyId: house.id }) })).data as { id: number }
    const path = `/v1/member/agreement/${agreement.id}/payment`
    const body = { amount: 5000, paidOn: nepalToday(), method: 'CASH' }
    const headers = { 'Idempotency-Key': randomUUID() }

    const answers = await Promise.all(Array.from({ length: 20 }, () => api(path, { method: 'POST', body, headers })))
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201))
    expect(new Set(answers.map((answer) => JSON.stringify(answer.data))).size).toBe(1)
    expect(answers.filter((answer) => answer.headers.get('idempotent-replayed') === 'true')).toHaveLength(19)
    expect(await prisma.payment.count({ where: { agreementId: agreement.id } })).toBe(1)
    expect(await prisma.smsMessage.count({ where: { memberId: member.id, template: 'receipt' } })).toBe(1)

    // A later retry is the same answer; the same key with another amount is refused and records nothing.
    expect((await api(path, { method: 'POST', body, headers })).data).toEqual(answers[0]?.data)
    expect(await api(path, { method: 'POST', body: { ...body, amount: 6000 }, headers })).toMatchObject({
      status: 422,
      error: { code: 'IDEMPOTENCY_KEY_REUSED' },
    })
    // Without a key, every request is a new payment, as before.
    for (let i = 0; i < 2; i++) expect((await api(path, { method: 'POST', body })).status).toBe(201)
    expect(await prisma.payment.count({ where: { agreementId: agreement.id } })).toBe(3)
  })

  test('a void and an agreement are replayed too; a key that is not 1-255 visible characters is 400', async () => {
    const { member, house } = await landlord()
    const api = await apiClient(server, member.id)
    const created = payload({ propertyId: house.id })
    const agreementKey = { 'Idempotency-Key': randomUUID() }
    const first = await api('/v1/member/agreement', { method: 'POST', body: created, headers: agreementKey })
    const again = await api('/v1/member/agreement', { method: 'POST', body: created, headers: agreementKey })
    expect(first.status).toBe(200)
    expect(again).toMatchObject({ status: 200, data: first.data })
    expect(await prisma.agreement.count({ where: { memberId: member.id } })).toBe(1)

    const agreementId = (first.data as { id: number }).id
    const payment = (await api(`/v1/member/agreement/${agreementId}/payment`, { method: 'POST', body: { amount: 100, paidOn: nepalToday(), method: 'CASH' } })).data as Payment
    const voidKey = { 'Idempotency-Key': randomUUID() }
    const voided = await api(`/v1/member/payment/${payment.id}/void`, { method: 'POST', body: { reason: 'Typed twice' }, headers: voidKey })
    // Without the key the retry would be 409 ALREADY_VOIDED; with it, the first answer.
    expect(await api(`/v1/member/payment/${payment.id}/void`, { method: 'POST', body: { reason: 'Typed twice' }, headers: voidKey })).toMatchObject({
      status: 200,
      data: voided.data,
    })

    for (const key of ['with space', 'x'.repeat(256), 'café']) {
      const answer = await api(`/v1/member/agreement/${agreementId}/payment`, {
        method: 'POST',
        body: { amount: 100, paidOn: nepalToday(), method: 'CASH' },
        headers: { 'Idempotency-Key': key },
      })
      expect(answer, JSON.stringify(key)).toMatchObject({ status: 400, error: { code: 'INVALID_IDEMPOTENCY_KEY' } })
    }
    expect(await prisma.payment.count({ where: { agreementId } })).toBe(1)
  })
})

describe('the web forms without JavaScript', () => {
  test('record (a bad amount changes nothing), open the receipt, void', async () => {
    const { member, house } = await landlord()
    const api = await apiClient(server, member.id)
    const agreement = (await api('/v1/member/agreement', { method: 'POST', body: payload({ propertyId: house.id }) })).data as { id: number }
    const web = await webClient(server, member.id)
    const page = `/agreements/${agreement.id}`
    const form = { intent: 'record-payment', calendarType: 'AD', paidOn: nepalToday(), method: 'CASH' }

    const bad = await web.post(page, { ...form, amount: 'abc' })
    expect(bad.status).toBe(400)
    expect(await bad.text()).toContain('Enter an amount in rupees, like 1500 or 1500.50')
    expect(await prisma.payment.count({ where: { agreementId: agreement.id } })).toBe(0)

    const good = await web.post(page, { ...form, amount: '12,000.50' })
    expect(good.status).toBe(302)
    expect(good.headers.get('location')).toBe(`${page}#agreement-ledger`)
    const shown = await (await web.get(page)).text()
    expect(shown).toContain('Partly paid')
    expect(shown).toContain('Paid Rs. 12,000.50')

    const receipt = await web.get('/receipts/1')
    expect(receipt.status).toBe(200)
    const receiptText = await receipt.text()
    expect(receiptText).toContain('Rupees Twelve Thousand and Fifty Paisa Only')
    expect(receiptText).toContain('Ram Thapa')

    const payment = await prisma.payment.findFirstOrThrow({ where: { agreementId: agreement.id } })
    const noReason = await web.post(`${page}?dialog=void-payment&payment=${payment.id}`, { intent: 'void-payment', paymentId: String(payment.id), reason: '' })
    expect(noReason.status).toBe(400)
    expect(await noReason.text()).toContain('Say why the payment is voided')
    const voided = await web.post(`${page}?dialog=void-payment&payment=${payment.id}`, { intent: 'void-payment', paymentId: String(payment.id), reason: 'Wrong tenant' })
    expect(voided.status).toBe(302)
    expect(await (await web.get('/receipts/1')).text()).toContain('Wrong tenant')
  })
})

describe('a form sent twice records once', () => {
  const formKeyIn = (html: string) => /name="idempotencyKey" value="([^"]+)"/.exec(html)?.[1]

  test('Record Payment and Void Payment: the second post of one render redirects as a success, nothing twice', async () => {
    const { member, house } = await landlord()
    const api = await apiClient(server, member.id)
    const agreement = (await api('/v1/member/agreement', { method: 'POST', body: payload({ propertyId: house.id }) })).data as { id: number }
    const web = await webClient(server, member.id)
    const page = `/agreements/${agreement.id}`
    const key = formKeyIn(await (await web.get(page)).text())
    expect(key).toBeDefined()
    expect(formKeyIn(await (await web.get(page)).text())).not.toBe(key) // a new key per render

    const form = { intent: 'record-payment', calendarType: 'AD', paidOn: nepalToday(), method: 'CASH', amount: '700', idempotencyKey: key! }
    const [first, second] = await Promise.all([web.post(page, form), web.post(page, form)])
    for (const answer of [first, second, await web.post(page, form)]) {
      expect(answer.status).toBe(302)
      expect(answer.headers.get('location')).toBe(`${page}#agreement-ledger`)
    }
    expect(await prisma.payment.count({ where: { agreementId: agreement.id } })).toBe(1)
    expect(await prisma.smsMessage.count({ where: { memberId: member.id, template: 'receipt' } })).toBe(1)
    // The same render sent again with another amount is refused, in the member's words.
    const changed = await web.post(page, { ...form, amount: '800' })
    expect(changed.status).toBe(409)
    expect(await changed.text()).toContain('This form was already sent')
    expect(await prisma.payment.count({ where: { agreementId: agreement.id } })).toBe(1)

    const payment = await prisma.payment.findFirstOrThrow({ where: { agreementId: agreement.id } })
    const voidPage = `${page}?dialog=void-payment&payment=${payment.id}`
    const voidKey = formKeyIn(await (await web.get(voidPage)).text())
    const voidForm = { intent: 'void-payment', paymentId: String(payment.id), reason: 'Typed twice', idempotencyKey: voidKey! }
    expect((await web.post(voidPage, voidForm)).status).toBe(302)
    expect((await web.post(voidPage, voidForm)).status).toBe(302) // without the key: 409 already voided
  })

  test('Create Agreement: a second post of one render shows the same success and creates one agreement', async () => {
    const { member, house } = await landlord()
    const web = await webClient(server, member.id)
    const key = formKeyIn(await (await web.get('/agreements/create')).text())
    expect(key).toBeDefined()
    const raw = payload({ propertyId: house.id })
    const fields = Object.entries(raw).flatMap(([name, value]) => (Array.isArray(value) ? [] : [[name, String(value)]]))
    const form = { ...Object.fromEntries(fields), tenantPhone: String(raw.tenantPhone).slice(4), intent: 'agreement', idempotencyKey: key! }
    const answers = [await web.post('/agreements/create', form), await web.post('/agreements/create', form)]
    const created = await prisma.agreement.findMany({ where: { memberId: member.id } })
    expect(created).toHaveLength(1)
    for (const answer of answers) {
      expect(answer.status).toBe(302)
      expect(answer.headers.get('location')).toBe(`/agreements/create?created=${created[0]?.id}`)
    }
  })
})

test('a B.S. agreement takes the payment date in B.S. from the form; all charges on request', async () => {
  const { member, house } = await landlord()
  const api = await apiClient(server, member.id)
  const start = nepalToday()
  const body = payload({ propertyId: house.id, calendarType: 'BS', startDate: bsOf(start), endDate: bsOf(addAdDays(start, 364)) })
  const agreement = (await api('/v1/member/agreement', { method: 'POST', body })).data as { id: number }
  const web = await webClient(server, member.id)
  const page = `/agreements/${agreement.id}`
  const form = { intent: 'record-payment', calendarType: 'BS', method: 'KHALTI', amount: '100' }
  const wrongDay = await web.post(page, { ...form, paidOn: bsOf(start).replace(/-\d+$/, '-33') })
  expect(wrongDay.status).toBe(400)
  expect(await wrongDay.text()).toMatch(/Invalid nepali date must be between 1 - \d+ in/)
  expect((await web.post(page, { ...form, paidOn: bsOf(start) })).status).toBe(302)
  expect((await prisma.payment.findFirstOrThrow({ where: { agreementId: agreement.id } })).paidOn.toISOString().slice(0, 10)).toBe(start)
  const some = await (await web.get(page)).text()
  const all = await (await web.get(`${page}?charges=all`)).text()
  const count = (html: string) => (html.match(/data-charge-id=/g) ?? []).length
  expect(count(all)).toBe(await prisma.charge.count({ where: { agreementId: agreement.id } }))
  expect(count(some)).toBeLessThan(count(all))
})

describe("another member's ids are 404 on every ledger route", () => {
  test('web pages, forms and /v1 calls', async () => {
    const { member, house } = await landlord()
    const ownerApi = await apiClient(server, member.id)
    const agreement = (await ownerApi('/v1/member/agreement', { method: 'POST', body: payload({ propertyId: house.id }) })).data as { id: number }
    const payment = (await ownerApi(`/v1/member/agreement/${agreement.id}/payment`, { method: 'POST', body: { amount: 100, paidOn: nepalToday(), method: 'CASH' } })).data as Payment

    const intruder = await createMember()
    const api = await apiClient(server, intruder.id)
    const web = await webClient(server, intruder.id)
    for (const [method, path, body] of [
      ['GET', `/v1/member/agreement/${agreement.id}/charges`, undefined],
      ['GET', `/v1/member/agreement/${agreement.id}/payment`, undefined],
      ['POST', `/v1/member/agreement/${agreement.id}/payment`, { amount: 100, paidOn: nepalToday(), method: 'CASH' }],
      ['POST', `/v1/member/payment/${payment.id}/void`, { reason: 'mine' }],
      ['GET', '/v1/member/agreement/abc/charges', undefined],
      ['POST', '/v1/member/payment/0/void', { reason: 'x' }],
    ] as const) {
      expect(await api(path, { method, body }), `${method} ${path}`).toMatchObject({ status: 404, error: { code: 'NOT_FOUND' } })
    }
    for (const path of ['/receipts/1', '/receipts/abc', `/agreements/${agreement.id}?dialog=void-payment&payment=${payment.id}`]) {
      expect((await web.get(path)).status, path).toBe(404)
    }
    expect((await web.post(`/agreements/${agreement.id}`, { intent: 'record-payment', amount: '100', paidOn: nepalToday(), method: 'CASH' })).status).toBe(404)
    expect((await web.post(`/agreements/${agreement.id}`, { intent: 'void-payment', paymentId: String(payment.id), reason: 'mine' })).status).toBe(404)
    // The owner's payment is untouched, and the intruder recorded nothing.
    expect(await prisma.payment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({ voidedAt: null })
    expect(await prisma.payment.count({ where: { agreementId: agreement.id } })).toBe(1)
    // A void through the owner's own page of a payment that is not the agreement's is not found either.
    const owner = await webClient(server, member.id)
    expect((await owner.post(`/agreements/${agreement.id}`, { intent: 'void-payment', paymentId: '2147483647', reason: 'x' })).status).toBe(404)
  })
})
