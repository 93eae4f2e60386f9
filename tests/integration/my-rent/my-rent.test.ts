// The tenant's own view: what a signed-in person whose phone is an agreement's tenant
// phone sees, through the service, the web pages and /v1. Everything is scoped by that phone:
// another tenant's agreement, payment or receipt is 404 on every tenant route.
import { RouterContextProvider } from 'react-router'
import { describe, expect, test } from 'vitest'
import { terminateAgreement } from '~/services/agreements/termination.server'
import { recordPayment } from '~/services/ledger/ledger.server'
import { createSession } from '~/services/accounts/session.server'
import { NotFoundError } from '~/services/errors'
import { getMyRentAgreement, getMyRentReceipt, listMyRentAgreements } from '~/services/my-rent/my-rent.server'
import { loader as listLoader } from '~/routes/v1/tenant.agreement'
import { loader as oneLoader } from '~/routes/v1/tenant.agreement.$id'
import { loader as chargesLoader } from '~/routes/v1/tenant.agreement.$id.charges'
import { loader as paymentLoader } from '~/routes/v1/tenant.agreement.$id.payment'
import { loader as receiptLoader } from '~/routes/v1/tenant.agreement.$id.receipt.$receiptNumber'
import { loader as statementLoader } from '~/routes/v1/tenant.agreement.$id.statement'
import { createMember, uniquePhone } from '../../support/fixtures'
import { callRoute, pageGet, signedInCookie } from '../../support/route-call'
import { at, leasedHouse, paymentInput } from '../ledger/support'

/** A tenant with two agreements with two landlords (the older one terminated), each with a payment. */
async function tenantOfTwo() {
  const phone = uniquePhone()
  const first = await leasedHouse({ tenantPhone: phone, name: 'Old lease' })
  const hari = await createMember({ firstName: 'Hari', lastName: 'Karki' })
  const second = { ...(await leasedHouse({ tenantPhone: phone, name: 'New lease', startDate: '2026-02-01' }, hari)), member: hari }
  await terminateAgreement(first.member.id, first.agreement.id, { now: at('2026-06-15') })
  const oldPayment = await recordPayment(first.member.id, first.agreement.id, paymentInput({ amount: 20000, paidOn: '2026-02-10' }), { now: at('2026-02-10') })
  const newPayment = await recordPayment(second.member.id, second.agreement.id, paymentInput({ amount: 10000, paidOn: '2026-02-10' }), { now: at('2026-02-10') })
  const tenant = await createMember({ phone, firstName: 'Ram', lastName: 'Thapa' })
  return { phone, tenant, first, second, oldPayment, newPayment }
}

describe('the service', () => {
  test('lists every agreement with the phone as tenant, any landlord, current first, with landlord and balance', async () => {
    const { phone, first, second } = await tenantOfTwo()
    const tenancies = await listMyRentAgreements(phone, { today: '2026-03-10' })
    expect(tenancies.map((tenancy) => tenancy.agreement.id)).toEqual([second.agreement.id, first.agreement.id])
    expect(tenancies[0]).toMatchObject({
      agreement: { name: 'New lease', isCurrent: true, leaseAmountPaisa: 1_000_000 },
      landlord: { name: 'Hari Karki', phone: second.member.phone },
      // February (due 5th) paid; March due on the 5th, unpaid and overdue on the 10th.
      balance: { dueNowPaisa: 1_000_000, overduePaisa: 1_000_000, next: { dueDate: '2026-04-05', unpaidPaisa: 1_000_000 } },
    })
    expect(tenancies[1]).toMatchObject({ agreement: { name: 'Old lease', status: 'TERMINATED', isCurrent: false }, landlord: { name: 'Sita Sharma' } })
  })

  test('another phone sees none of them, and has no tenancies', async () => {
    await tenantOfTwo()
    expect(await listMyRentAgreements(uniquePhone())).toEqual([])
  })

  test('an agreement of another tenant is NotFoundError, like one that does not exist', async () => {
    const { phone } = await tenantOfTwo()
    const stranger = await leasedHouse()
    await expect(getMyRentAgreement(phone, stranger.agreement.id)).rejects.toBeInstanceOf(NotFoundError)
    await expect(getMyRentAgreement(phone, 2_000_000_000)).rejects.toBeInstanceOf(NotFoundError)
  })

  test('a receipt is found through its own agreement only', async () => {
    const { phone, first, second, oldPayment, newPayment } = await tenantOfTwo()
    const receipt = await getMyRentReceipt(phone, second.agreement.id, newPayment.receiptNumber)
    expect(receipt).toMatchObject({ amountPaisa: 1_000_000, landlord: { name: 'Hari Karki' }, agreement: { id: second.agreement.id } })
    // Both landlords' first receipts are number 1: the agreement decides whose.
    expect(oldPayment.receiptNumber).toBe(newPayment.receiptNumber)
    expect((await getMyRentReceipt(phone, first.agreement.id, oldPayment.receiptNumber)).landlord.name).toBe('Sita Sharma')
    // Another receipt of the same landlord on another tenant's agreement.
    const stranger = await leasedHouse({}, second.member)
    const theirs = await recordPayment(second.member.id, stranger.agreement.id, paymentInput(), { now: at('2026-03-10') })
    await expect(getMyRentReceipt(phone, second.agreement.id, theirs.receiptNumber)).rejects.toBeInstanceOf(NotFoundError)
    await expect(getMyRentReceipt(uniquePhone(), second.agreement.id, newPayment.receiptNumber)).rejects.toBeInstanceOf(NotFoundError)
  })
})

describe('the web pages', () => {
  test('My Rent lists the agreements; the agreement page has its dues and payments; the receipt prints', async () => {
    const { tenant, second, newPayment } = await tenantOfTwo()
    const cookie = await signedInCookie(tenant.id)
    const index = await callRoute(pageGet('/my-rent', { cookie }))
    expect(index).toMatchObject({ status: 200, file: 'routes/my-rent/index.tsx' })
    expect(index.data.tenancies).toHaveLength(2)
    const show = await callRoute(pageGet(`/my-rent/${second.agreement.id}`, { cookie }))
    expect(show.data.tenancy.ledger.payments.map((payment: { receiptNumber: number }) => payment.receiptNumber)).toEqual([newPayment.receiptNumber])
    const receipt = await callRoute(pageGet(`/my-rent/${second.agreement.id}/receipts/${newPayment.receiptNumber}`, { cookie }))
    expect(receipt.data.receipt).toMatchObject({ receiptNumber: newPayment.receiptNumber, tenant: { name: 'Ram Thapa' } })
  })

  test('the statement page: the tenant’s agreement for a range typed in its calendar; a bad range is 400 with its field error', async () => {
    const { tenant, second } = await tenantOfTwo()
    const cookie = await signedInCookie(tenant.id)
    const page = await callRoute(pageGet(`/my-rent/${second.agreement.id}/statement?from=2026-02-01&to=2026-02-28`, { cookie }))
    expect(page).toMatchObject({ status: 200, file: 'routes/my-rent/statement.tsx' })
    expect(page.data.statement).toMatchObject({ from: '2026-02-01', to: '2026-02-28', chargedPaisa: 1_000_000, receivedPaisa: 1_000_000, closingBalancePaisa: 0 })
    expect(page.data.statement.agreement).toMatchObject({ id: second.agreement.id, tenantName: 'Ram Thapa' })
    const backwards = await callRoute(pageGet(`/my-rent/${second.agreement.id}/statement?from=2026-03-01&to=2026-02-01`, { cookie }))
    expect(backwards).toMatchObject({ status: 400, data: { statement: null } })
    expect(backwards.data.errors.to).toBe('The end of the statement cannot be before its start')
  })

  test('the layout offers My Rent only to someone who is a tenant: first if they only rent, second if they also let', async () => {
    const { tenant } = await tenantOfTwo()
    const landlordOnly = await createMember()
    expect((await callRoute(pageGet('/my-rent', { cookie: await signedInCookie(tenant.id) }))).status).toBe(200)
    const { loader, middleware } = await import('~/routes/app-layout')
    // The layout's middleware (it puts the signed-in member in the context), then its loader.
    const layout = async (memberId: number) => {
      const args = { request: pageGet('/dashboard', { cookie: await signedInCookie(memberId) }), params: {}, context: new RouterContextProvider() } as never
      await middleware[0]!(args, (async () => undefined) as never)
      return loader(args)
    }
    expect(await layout(tenant.id)).toMatchObject({ frame: { myRent: 'first' } })
    expect(await layout(landlordOnly.id)).toMatchObject({ frame: { myRent: null } })
    await leasedHouse({}, tenant)
    expect(await layout(tenant.id)).toMatchObject({ frame: { myRent: 'second' } })
  })

  test('another tenant’s agreement and receipt are 404; the landlord of it is no tenant either', async () => {
    const { second, newPayment } = await tenantOfTwo()
    for (const memberId of [(await createMember()).id, second.member.id]) {
      const cookie = await signedInCookie(memberId)
      expect(await callRoute(pageGet(`/my-rent/${second.agreement.id}`, { cookie }))).toMatchObject({ thrown: true, status: 404 })
      expect(await callRoute(pageGet(`/my-rent/${second.agreement.id}/receipts/${newPayment.receiptNumber}`, { cookie }))).toMatchObject({ thrown: true, status: 404 })
      expect(await callRoute(pageGet(`/my-rent/${second.agreement.id}/statement`, { cookie }))).toMatchObject({ thrown: true, status: 404 })
    }
    const cookie = await signedInCookie((await createMember()).id)
    expect(await callRoute(pageGet('/my-rent/not-an-id', { cookie }))).toMatchObject({ thrown: true, status: 404 })
  })

  test('signed out, My Rent sends to sign-in', async () => {
    const outcome = await callRoute(pageGet('/my-rent'))
    expect(outcome.status).toBe(302)
    expect(outcome.headers.get('Location')).toMatch(/^\/login/)
  })
})

describe('/v1/tenant', () => {
  type Loader = (args: never) => Promise<Response>
  async function apiGet(loader: Loader, path: string, params: Record<string, string>, token?: string) {
    const request = new Request(`http://localhost${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} })
    const response = await loader({ request, params, context: undefined } as never)
    return { status: response.status, body: (await response.json()) as { data?: any; error?: { code: string } } } // eslint-disable-line @typescript-eslint/no-explicit-any -- each call's own shape
  }

  test('the agreements, one agreement, its charges, payments and a receipt, in the contract’s shapes', async () => {
    const { tenant, second, newPayment } = await tenantOfTwo()
    const { token } = await createSession(tenant.id, 'API')
    const id = String(second.agreement.id)
    const list = await apiGet(listLoader, '/v1/tenant/agreement', {}, token)
    expect(list.status).toBe(200)
    expect(list.body.data).toHaveLength(2)
    expect(list.body.data[0]).toMatchObject({ id: second.agreement.id, leaseAmount: 10000, Landlord: { firstName: 'Hari', lastName: 'Karki', phone: second.member.phone.slice(4) } })
    expect((await apiGet(oneLoader, `/v1/tenant/agreement/${id}`, { id }, token)).body.data).toMatchObject({ name: 'New lease', balance: { credit: expect.any(Number) } })
    const charges = await apiGet(chargesLoader, `/v1/tenant/agreement/${id}/charges`, { id }, token)
    expect(charges.body.data.charges[0]).toMatchObject({ kind: 'RENT', amount: 10000, paid: 10000, status: 'PAID' })
    const payments = await apiGet(paymentLoader, `/v1/tenant/agreement/${id}/payment`, { id }, token)
    expect(payments.body.data).toEqual([expect.objectContaining({ receiptNumber: newPayment.receiptNumber, amount: 10000, method: 'CASH' })])
    const receiptNumber = String(newPayment.receiptNumber)
    const receipt = await apiGet(receiptLoader, `/v1/tenant/agreement/${id}/receipt/${receiptNumber}`, { id, receiptNumber }, token)
    expect(receipt.body.data).toMatchObject({ agreementName: 'New lease', landlord: { name: 'Hari Karki' }, periods: [expect.objectContaining({ allocated: 10000 })], credit: 0 })
  })

  test('the statement, the same the landlord reads, for a range', async () => {
    const { tenant, second } = await tenantOfTwo()
    const { token } = await createSession(tenant.id, 'API')
    const id = String(second.agreement.id)
    const statement = await apiGet(statementLoader, `/v1/tenant/agreement/${id}/statement?from=2026-02-01&to=2026-02-28`, { id }, token)
    expect(statement).toMatchObject({ status: 200, body: { data: { agreementId: second.agreement.id, from: '2026-02-01', to: '2026-02-28', charged: 10000, received: 10000, closingBalance: 0 } } })
    expect(statement.body.data.lines.map((line: { type: string }) => line.type)).toEqual(['CHARGE', 'PAYMENT_IN'])
    const backwards = await apiGet(statementLoader, `/v1/tenant/agreement/${id}/statement?from=2026-03-01&to=2026-02-01`, { id }, token)
    expect(backwards).toMatchObject({ status: 400, body: { error: { code: 'VALIDATION_ERROR' } } })
  })

  test('another tenant’s ids are 404 on every call; no token is 401', async () => {
    const { second, newPayment } = await tenantOfTwo()
    const { token } = await createSession((await createMember()).id, 'API')
    const id = String(second.agreement.id)
    const receiptNumber = String(newPayment.receiptNumber)
    for (const [loader, path, params] of [
      [oneLoader, `/v1/tenant/agreement/${id}`, { id }],
      [chargesLoader, `/v1/tenant/agreement/${id}/charges`, { id }],
      [paymentLoader, `/v1/tenant/agreement/${id}/payment`, { id }],
      [receiptLoader, `/v1/tenant/agreement/${id}/receipt/${receiptNumber}`, { id, receiptNumber }],
      [statementLoader, `/v1/tenant/agreement/${id}/statement`, { id }],
      [oneLoader, '/v1/tenant/agreement/abc', { id: 'abc' }],
    ] as const) {
      expect(await apiGet(loader, path, params, token)).toMatchObject({ status: 404, body: { error: { code: 'NOT_FOUND' } } })
    }
    expect((await apiGet(listLoader, '/v1/tenant/agreement', {}, token)).body.data).toEqual([])
    expect((await apiGet(listLoader, '/v1/tenant/agreement', {})).status).toBe(401)
  })
})
