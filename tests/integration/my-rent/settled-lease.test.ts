// The tenant sees the end of the lease: once the landlord settled the deposit, My Rent (service, web
// pages, /v1) shows the deposit, the deductions with their reasons, the refund or what is still
// owed, and the printable settlement statement (another tenant's, or an unsettled one, is 404).
// "I paid" is offered only while something is owed, and the server refuses it otherwise (409,
// nothing saved) on the web and in /v1.
import { afterAll, describe, expect, test } from 'vitest'
import { addAdDays } from '~/domain/ad-date'
import { nepalToday } from '~/domain/nepal-time'
import { loader as oneLoader } from '~/routes/v1/tenant.agreement.$id'
import { loader as listLoader } from '~/routes/v1/tenant.agreement'
import { action as reportApi } from '~/routes/v1/tenant.agreement.$id.payment-proof'
import { ProofCreateSchema } from '~/schemas/payment-proof-schemas'
import { prisma } from '~/server/db.server'
import { stopQueueClient } from '~/server/queue.server'
import { terminateAgreement } from '~/services/agreements/termination.server'
import { ConflictError, NotFoundError } from '~/services/errors'
import { recordPayment } from '~/services/ledger/ledger.server'
import { submitProof } from '~/services/payments/proofs.server'
import { createSession } from '~/services/accounts/session.server'
import { recordDepositReceived, settleAgreement } from '~/services/settlements/settlements.server'
import { getMyRentAgreement, getMyRentSettlement, listMyRentAgreements } from '~/services/my-rent/my-rent.server'
import { buildOpenApiDocument } from '~/v1/openapi.server'
import { operations } from '~/v1/operations'
import { createMember, uniquePhone } from '../../support/fixtures'
import { callRoute, pageGet, signedInCookie } from '../../support/route-call'
import { at, leasedHouse, paymentInput } from '../ledger/support'
import { apiCall } from '../../support/api-call'

afterAll(() => stopQueueClient())

const ORIGIN = 'http://localhost'
const yesterday = () => addAdDays(nepalToday(), -1)
const proofInput = () => ProofCreateSchema.parse({ amount: '3000', paidOn: yesterday(), method: 'CASH', reference: '' })

/** The move-out: deposit Rs 36,000, Rs 18,000 paid ahead, a Rs 2,500 deduction, refund Rs 51,500. */
async function settledLease({ owes = false } = {}) {
  const phone = uniquePhone()
  const lease = await leasedHouse({ tenantPhone: phone, name: 'Lakeside lease' })
  const { member, agreement } = lease
  await recordDepositReceived(member.id, agreement.id, { amountPaisa: 36_000_00, receivedOn: '2026-01-01', method: 'CASH' })
  const paid = owes ? ['2026-01-05'] : ['2026-01-05', '2026-02-05', '2026-03-05']
  for (const day of paid) await recordPayment(member.id, agreement.id, paymentInput({ amount: 10_000, paidOn: day }), { now: at(day) })
  if (!owes) await recordPayment(member.id, agreement.id, paymentInput({ amount: 28_000, paidOn: '2026-04-05' }), { now: at('2026-04-05') })
  await terminateAgreement(member.id, agreement.id, { now: at('2026-04-20') })
  const deductions = owes ? [{ reason: 'Broken window', amountPaisa: 9_000_00 }] : [{ reason: 'Broken window', amountPaisa: 2_500_00 }]
  const settlement = await settleAgreement(member.id, agreement.id, { deductions, refundMethod: 'CASH' }, { now: at('2026-04-25') })
  const tenant = await createMember({ phone, firstName: 'Ram', lastName: 'Thapa' })
  return { ...lease, phone, tenant, settlement }
}

/** The My Rent "I paid" form as a browser posts it without JavaScript. */
function reportForm(url: string, cookie: string) {
  const body = new FormData()
  for (const [name, value] of Object.entries({ intent: 'report-payment', calendarType: 'AD', amount: '3000', paidOn: yesterday(), method: 'CASH', reference: '' })) body.append(name, value)
  body.append('photo', new File([], ''))
  return new Request(new URL(url, ORIGIN), { method: 'POST', body, headers: { Origin: ORIGIN, Cookie: cookie } })
}

describe('a settled lease in My Rent', () => {
  test('the service: the settlement figures with the deductions’ reasons, and nothing due', async () => {
    const { phone, agreement, settlement } = await settledLease()
    expect(settlement).toMatchObject({ depositPaisa: 36_000_00, creditPaisa: 18_000_00, deductionsPaisa: 2_500_00, refundPaisa: 51_500_00, owedPaisa: 0 })
    const tenancy = await getMyRentAgreement(phone, agreement.id)
    expect(tenancy.settlement).toMatchObject({
      settledOn: '2026-04-25',
      depositPaisa: 36_000_00,
      deductions: [{ reason: 'Broken window', amountPaisa: 2_500_00 }],
      refundPaisa: 51_500_00,
      owedPaisa: 0,
    })
    expect(tenancy.isPaymentDue).toBe(false)
    expect((await listMyRentAgreements(phone)).map((one) => one.isPaymentDue)).toEqual([false])
    expect(await getMyRentSettlement(phone, agreement.id)).toMatchObject({ settlement: { refundPaisa: 51_500_00 } })
    await expect(getMyRentSettlement(uniquePhone(), agreement.id)).rejects.toBeInstanceOf(NotFoundError)
  })

  test('a settlement that leaves money owed: the amount owed shows, and "I paid" stays open for it', async () => {
    const { phone, agreement, settlement } = await settledLease({ owes: true })
    // Rs 10,000 paid of four months' rent (40,000) and the deduction (9,000): the deposit covers 36,000.
    expect(settlement).toMatchObject({ unpaidDuesPaisa: 30_000_00, deductionsPaisa: 9_000_00, refundPaisa: 0, owedPaisa: 3_000_00 })
    const tenancy = await getMyRentAgreement(phone, agreement.id)
    expect(tenancy).toMatchObject({ isPaymentDue: true, settlement: { owedPaisa: 3_000_00 } })
    expect(await submitProof(phone, agreement.id, proofInput(), null)).toMatchObject({ status: 'PENDING', amountPaisa: 3_000_00 })
  })

  test('the web: the agreement page has the move-out and no "I paid" form; the statement prints; a report is refused with its reason', async () => {
    const { tenant, agreement } = await settledLease()
    const cookie = await signedInCookie(tenant.id)
    const show = await callRoute(pageGet(`/my-rent/${agreement.id}`, { cookie }))
    expect(show).toMatchObject({ status: 200, file: 'routes/my-rent/show.tsx' })
    expect(show.data.tenancy).toMatchObject({ isPaymentDue: false, settlement: { depositPaisa: 36_000_00, refundPaisa: 51_500_00, deductions: [{ reason: 'Broken window' }] } })

    const statement = await callRoute(pageGet(`/my-rent/${agreement.id}/settlement`, { cookie }))
    expect(statement).toMatchObject({ status: 200, file: 'routes/my-rent/settlement.tsx' })
    expect(statement.data).toMatchObject({ agreement: { id: agreement.id, tenant: { firstName: 'Ram' } }, landlord: { name: 'Sita Sharma' }, settlement: { refundPaisa: 51_500_00 } })

    const refused = await callRoute(reportForm(`/my-rent/${agreement.id}`, cookie))
    expect(refused.status).toBe(409)
    expect(JSON.stringify(refused.data)).toContain('Nothing is owed on this agreement')
    expect(await prisma.paymentProof.count({ where: { agreementId: agreement.id } })).toBe(0)
  })

  test('the settlement statement of another tenant, of the landlord, or of a lease not settled is 404', async () => {
    const { agreement, member } = await settledLease()
    for (const memberId of [(await createMember()).id, member.id]) {
      expect(await callRoute(pageGet(`/my-rent/${agreement.id}/settlement`, { cookie: await signedInCookie(memberId) }))).toMatchObject({ thrown: true, status: 404 })
    }
    const phone = uniquePhone()
    const running = await leasedHouse({ tenantPhone: phone })
    const tenant = await createMember({ phone })
    expect(await callRoute(pageGet(`/my-rent/${running.agreement.id}/settlement`, { cookie: await signedInCookie(tenant.id) }))).toMatchObject({ thrown: true, status: 404 })
  })

  test('the service refuses "I paid" when nothing is owed; a running lease with rent to come takes it', async () => {
    const { phone, agreement } = await settledLease()
    const refused = await submitProof(phone, agreement.id, proofInput(), null).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(ConflictError)
    expect((refused as ConflictError).message).toMatch(/^Nothing is owed on this agreement/)
    expect(await prisma.paymentProof.count({ where: { agreementId: agreement.id } })).toBe(0)

    const other = uniquePhone()
    const running = await leasedHouse({ tenantPhone: other })
    expect((await getMyRentAgreement(other, running.agreement.id)).isPaymentDue).toBe(true)
    expect(await submitProof(other, running.agreement.id, proofInput(), null)).toMatchObject({ status: 'PENDING' })
  })

  test('/v1: the agreement carries the settlement and paymentDue, as the OpenAPI document says; "I paid" is 409', async () => {
    const { tenant, agreement } = await settledLease()
    const { token } = await createSession(tenant.id, 'API')
    const id = String(agreement.id)
    const one = await apiCall(oneLoader, { path: `/v1/tenant/agreement/${id}`, token, params: { id } })
    expect(one.status).toBe(200)
    expect((one.body as { data: unknown }).data).toMatchObject({
      paymentDue: false,
      settlement: { settledOn: '2026-04-25', deposit: 36000, deductions: [{ reason: 'Broken window', amount: 2500 }], deductionsTotal: 2500, refund: 51500, owed: 0 },
    })
    const list = await apiCall(listLoader, { path: '/v1/tenant/agreement', token, params: {} })
    expect((list.body as { data: Array<{ paymentDue: boolean }> }).data.map((one) => one.paymentDue)).toEqual([false])

    const report = await apiCall(reportApi, { path: `/v1/tenant/agreement/${id}/payment-proof`, token, method: 'POST', params: { id }, body: { amount: 3000, paidOn: yesterday(), method: 'CASH' } })
    expect(report).toMatchObject({ status: 409, body: { error: { code: 'CONFLICT' } } })
    expect(await prisma.paymentProof.count({ where: { agreementId: agreement.id } })).toBe(0)

    const document = buildOpenApiDocument(operations) as unknown as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> }
    expect(Object.keys(document.paths['/v1/tenant/agreement/{id}/payment-proof']!.post!.responses)).toContain('409')
    expect(JSON.stringify(document.paths['/v1/tenant/agreement/{id}']!.get!.responses['200'])).toContain('settlement')
  })
})
