// The landlord's decision about money a gateway confirmed that the ledger could not take
// ("received, needs a decision"): apply it to the agreement (exactly one payment, one receipt
// number, one receipt SMS), apply it to the renewal, or mark it refunded outside Bhadaa with a
// note. Each is made once: the same decision again changes nothing, another one is refused; who
// and when are kept and audited. A ledger refusal of the decision changes nothing. The agreement
// page's form answers with a toast, also without JavaScript.
import { afterAll, describe, expect, test } from 'vitest'
import { addAdDays, dateColumn } from '~/domain/ad-date'
import { nepalToday } from '~/domain/nepal-time'
import { GatewayDecisionSchema } from '~/schemas/gateway-decision-schemas'
import { prisma } from '~/server/db.server'
import { stopQueueClient } from '~/server/queue.server'
import { getToast } from '~/server/toast.server'
import { createAgreement } from '~/services/agreements/create.server'
import { ConflictError, NotFoundError, ValidationError } from '~/services/errors'
import { decideReceivedPayment, getReceivedPayment, listReceivedForTenant } from '~/services/payments/gateway-decisions.server'
import { confirmKhalti, startGatewayPayment } from '~/services/payments/gateway-payments.server'
import { getPayPage } from '~/services/payments/pay-links.server'
import { createSession } from '~/services/accounts/session.server'
import { buildOpenApiDocument } from '~/v1/openapi.server'
import { operations } from '~/v1/operations'
import { createProperty } from '~/services/properties/properties.server'
import { createMember, uniquePhone } from '../../support/fixtures'
import { callRoute, formPost, signedInCookie } from '../../support/route-call'
import { parsed, payload } from '../agreements/support'
import { propertyInput } from '../properties/support'
import { fakeKhalti, payableAgreement, receiptSmsCount } from './pay-support'

afterAll(stopQueueClient)

const decision = (input: Record<string, unknown>) => GatewayDecisionSchema.parse(input)

/** Khalti confirmed a payment the ledger refused (the agreement had come to start later meanwhile): it waits for a decision. */
async function receivedWaiting() {
  const setup = await payableAgreement({ gateways: ['KHALTI'] })
  fakeKhalti()
  const started = await startGatewayPayment(setup.code, { gateway: 'KHALTI', chargeId: null })
  if (started.gateway !== 'KHALTI') throw new Error('expected Khalti')
  const { startDate } = await prisma.agreement.findUniqueOrThrow({ where: { id: setup.agreement.id } })
  await prisma.agreement.update({ where: { id: setup.agreement.id }, data: { startDate: dateColumn(addAdDays(nepalToday(), 10)) } })
  expect(await confirmKhalti(setup.code, started.pidx)).toMatchObject({ status: 'NEEDS_DECISION' })
  await prisma.agreement.update({ where: { id: setup.agreement.id }, data: { startDate } })
  const row = await prisma.gatewayPayment.findUniqueOrThrow({ where: { orderId: started.orderId } })
  return { ...setup, row, amountPaisa: Number(row.amountPaisa) }
}

/** The toast an answer sets, as the next page reads it. */
const toastOf = (outcome: { headers: Headers }) =>
  getToast(new Request('http://localhost', { headers: { Cookie: outcome.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ') } }))

const audits = (id: number) => prisma.auditEvent.findMany({ where: { target: `gatewayPayment:${id}` } })

describe('deciding about money received online', () => {
  test('apply: exactly one payment with one receipt number; the same decision again changes nothing; another is refused', async () => {
    const { member, agreement, row, amountPaisa, code, tenantPhone } = await receivedWaiting()
    const decided = await decideReceivedPayment(member.id, row.id, decision({ decision: 'apply' }))
    expect(decided).toMatchObject({ status: 'COMPLETED', decision: 'apply', receiptNumber: 1, decidedAt: expect.any(String) })
    const again = await decideReceivedPayment(member.id, row.id, decision({ decision: 'apply' }))
    expect(again).toEqual(decided)
    await expect(decideReceivedPayment(member.id, row.id, decision({ decision: 'refunded', note: 'cash back' }))).rejects.toBeInstanceOf(ConflictError)

    const payments = await prisma.payment.findMany({ where: { agreementId: agreement.id } })
    expect(payments.map((payment) => [payment.receiptNumber, Number(payment.amountPaisa), payment.method, payment.reference])).toEqual([[1, amountPaisa, 'KHALTI', row.transactionId]])
    expect(await receiptSmsCount(agreement.id)).toBe(1)
    expect(await prisma.gatewayPayment.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ paymentId: payments[0]!.id, decidedByMemberId: member.id, decision: 'APPLY' })
    expect(await audits(row.id)).toMatchObject([{ action: 'member.receivedPaymentDecision', actorMemberId: member.id }])
    // The tenant sees it recorded; the pay link leaves nothing waiting.
    expect(await listReceivedForTenant(tenantPhone, agreement.id)).toMatchObject([{ status: 'COMPLETED', receiptNumber: 1 }])
    expect((await getPayPage(code)).waitingPaisa).toBe(0)
  })

  test('two decisions at once record one payment', async () => {
    const { member, agreement, row } = await receivedWaiting()
    await Promise.allSettled([decideReceivedPayment(member.id, row.id, decision({ decision: 'apply' })), decideReceivedPayment(member.id, row.id, decision({ decision: 'apply' }))])
    expect(await prisma.payment.count({ where: { agreementId: agreement.id } })).toBe(1)
    expect(await audits(row.id)).toHaveLength(1)
  })

  test('apply to the renewal records the payment on the renewal; without a renewal it is refused and nothing changes', async () => {
    const { member, agreement, row, amountPaisa } = await receivedWaiting()
    await expect(decideReceivedPayment(member.id, row.id, decision({ decision: 'apply-to-renewal' }))).rejects.toBeInstanceOf(ValidationError)
    expect(await getReceivedPayment(member.id, row.id)).toMatchObject({ status: 'NEEDS_DECISION', decision: null })

    const other = await createProperty(member.id, propertyInput({ name: 'Renewal House', division: false }))
    const renewal = await createAgreement(
      member.id,
      parsed(payload({ name: 'Renewal lease', propertyId: other.id, tenantPhone: uniquePhone(), startDate: addAdDays(nepalToday(), -5), endDate: addAdDays(nepalToday(), 360), leaseAmount: 10000, paymentDayOfMonth: 5 })),
    )
    await prisma.agreement.update({ where: { id: renewal.id }, data: { renewedFromId: agreement.id } })
    expect(await getReceivedPayment(member.id, row.id)).toMatchObject({ renewalId: renewal.id })
    expect(await decideReceivedPayment(member.id, row.id, decision({ decision: 'apply-to-renewal' }))).toMatchObject({ status: 'COMPLETED', decision: 'apply-to-renewal' })
    expect(await prisma.payment.count({ where: { agreementId: agreement.id } })).toBe(0)
    expect((await prisma.payment.findMany({ where: { agreementId: renewal.id } })).map((payment) => Number(payment.amountPaisa))).toEqual([amountPaisa])
  })

  test('apply, once the renewal has started: the money goes to the renewal, the ended lease keeps no credit', async () => {
    const { member, agreement, row, amountPaisa } = await receivedWaiting()
    const other = await createProperty(member.id, propertyInput({ name: 'Started Renewal House', division: false }))
    const renewal = await createAgreement(
      member.id,
      parsed(payload({ name: 'Started renewal', propertyId: other.id, tenantPhone: uniquePhone(), startDate: addAdDays(nepalToday(), -5), endDate: addAdDays(nepalToday(), 360), leaseAmount: 10000, paymentDayOfMonth: 5 })),
    )
    // The daily job has handed the lease over to its renewal (renewalStartedAt is its mark).
    await prisma.agreement.update({ where: { id: renewal.id }, data: { renewedFromId: agreement.id, renewalStartedAt: new Date() } })
    expect(await decideReceivedPayment(member.id, row.id, decision({ decision: 'apply' }))).toMatchObject({ status: 'COMPLETED', decision: 'apply' })
    expect(await prisma.payment.count({ where: { agreementId: agreement.id } })).toBe(0)
    expect((await prisma.payment.findMany({ where: { agreementId: renewal.id } })).map((payment) => Number(payment.amountPaisa))).toEqual([amountPaisa])
  })

  test('refunded needs a note; with one, no payment is made and the tenant reads the note', async () => {
    const { member, agreement, row, code, tenantPhone } = await receivedWaiting()
    expect(GatewayDecisionSchema.safeParse({ decision: 'refunded', note: '  ' }).success).toBe(false)
    const decided = await decideReceivedPayment(member.id, row.id, decision({ decision: 'refunded', note: 'Returned in cash on the 3rd' }))
    expect(decided).toMatchObject({ status: 'REFUNDED', decision: 'refunded', decisionNote: 'Returned in cash on the 3rd' })
    expect(await prisma.payment.count({ where: { agreementId: agreement.id } })).toBe(0)
    expect(await listReceivedForTenant(tenantPhone, agreement.id)).toMatchObject([{ status: 'REFUNDED', decisionNote: 'Returned in cash on the 3rd' }])
    // Refunded money is asked for again: it was given back.
    expect((await getPayPage(code)).waitingPaisa).toBe(0)
    expect(await audits(row.id)).toMatchObject([{ reason: 'Returned in cash on the 3rd' }])
  })

  test('a decision the ledger refuses changes nothing; another member’s payment is not found', async () => {
    const { member, agreement, row } = await receivedWaiting()
    await prisma.agreement.update({ where: { id: agreement.id }, data: { startDate: dateColumn(addAdDays(nepalToday(), 10)) } })
    await expect(decideReceivedPayment(member.id, row.id, decision({ decision: 'apply' }))).rejects.toBeInstanceOf(ValidationError)
    expect(await getReceivedPayment(member.id, row.id)).toMatchObject({ status: 'NEEDS_DECISION', decision: null })
    expect(await audits(row.id)).toEqual([])
    await expect(decideReceivedPayment(member.id + 1_000_000, row.id, decision({ decision: 'apply' }))).rejects.toBeInstanceOf(NotFoundError)
  })

  test('the agreement page’s form: a missing note is a toast and nothing changes; apply answers the receipt number', async () => {
    const { member, agreement, row } = await receivedWaiting()
    const cookie = await signedInCookie(member.id)
    const url = `/agreements/${agreement.id}/received/${row.id}`
    const refused = await callRoute(formPost(url, { decision: 'refunded', note: '' }, { cookie }))
    expect(refused.status).toBe(303)
    expect(refused.headers.get('Location')).toBe(`/agreements/${agreement.id}#received-online`)
    expect((await toastOf(refused)).toast).toMatchObject({ type: 'error', message: 'Say how the money was refunded.' })
    expect(await getReceivedPayment(member.id, row.id)).toMatchObject({ status: 'NEEDS_DECISION' })

    const applied = await callRoute(formPost(url, { decision: 'apply' }, { cookie }))
    expect(applied.status).toBe(303)
    expect((await toastOf(applied)).toast).toMatchObject({ type: 'success', message: 'Applied as a payment, receipt no. 1.' })
    // Another agreement's address for the same payment is 404.
    expect(await callRoute(formPost(`/agreements/${agreement.id + 1_000_000}/received/${row.id}`, { decision: 'apply' }, { cookie }))).toMatchObject({ status: 404 })
  })

  test('/v1: the member lists the waiting money and decides once; the tenant reads it; the OpenAPI document has both', async () => {
    const { member, agreement, row, amountPaisa, tenantPhone } = await receivedWaiting()
    const { token } = await createSession(member.id, 'API')
    const api = (method: string, path: string, authorization: string, body?: unknown) =>
      callRoute(
        new Request(`http://localhost${path}`, {
          method,
          headers: { Authorization: `Bearer ${authorization}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        }),
      )
    const json = async (outcome: { response: Response | null }) => (await outcome.response!.json()) as { data?: any; error?: { code: string; fields?: Record<string, string[]> } } // eslint-disable-line @typescript-eslint/no-explicit-any -- each call's own shape

    const listed = await json(await api('GET', '/v1/member/gateway-payment', token))
    expect(listed.data).toMatchObject([{ id: row.id, agreementId: agreement.id, amountPaisa, status: 'NEEDS_DECISION', heldReason: 'ledger.error.paidBeforeStart', decision: null }])

    const noNote = await api('POST', `/v1/member/gateway-payment/${row.id}/decision`, token, { decision: 'refunded' })
    expect(noNote.status).toBe(400)
    expect((await json(noNote)).error).toMatchObject({ code: 'VALIDATION_ERROR', fields: { note: [expect.any(String)] } })
    const bad = await api('POST', `/v1/member/gateway-payment/${row.id}/decision`, token, { decision: 'keep' })
    expect(bad.status).toBe(400)

    const applied = await api('POST', `/v1/member/gateway-payment/${row.id}/decision`, token, { decision: 'apply' })
    expect(applied.status).toBe(200)
    expect((await json(applied)).data).toMatchObject({ status: 'COMPLETED', decision: 'apply', receiptNumber: 1 })
    expect((await api('POST', `/v1/member/gateway-payment/${row.id}/decision`, token, { decision: 'apply' })).status).toBe(200)
    const conflict = await api('POST', `/v1/member/gateway-payment/${row.id}/decision`, token, { decision: 'refunded', note: 'x' })
    expect(conflict.status).toBe(409)
    expect(await prisma.payment.count({ where: { agreementId: agreement.id } })).toBe(1)

    const stranger = await createSession((await createMember()).id, 'API')
    expect((await api('POST', `/v1/member/gateway-payment/${row.id}/decision`, stranger.token, { decision: 'apply' })).status).toBe(404)
    expect((await api('GET', `/v1/tenant/agreement/${agreement.id}/gateway-payment`, stranger.token)).status).toBe(404)

    const tenant = await createSession((await createMember({ phone: tenantPhone })).id, 'API')
    const mine = await json(await api('GET', `/v1/tenant/agreement/${agreement.id}/gateway-payment`, tenant.token))
    expect(mine.data).toMatchObject([{ id: row.id, status: 'COMPLETED', receiptNumber: 1 }])

    const document = buildOpenApiDocument(operations) as { paths: Record<string, unknown> }
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/v1/member/gateway-payment', '/v1/member/gateway-payment/{id}/decision', '/v1/tenant/agreement/{id}/gateway-payment']))
  })
})
