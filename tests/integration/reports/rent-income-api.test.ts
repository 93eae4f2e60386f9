// GET /v1/member/report/rent-income called directly, with a real API session: the JSON
// in rupees by B.S. month, parsed with its OpenAPI schema; 400 on `fiscalYear` for a year outside the
// calendar table or not a year; only the member's own payments.
import { afterAll, describe, expect, test } from 'vitest'
import * as rentIncomeRoute from '~/routes/v1/member.report.rent-income'
import { recordPayment } from '~/services/ledger/ledger.server'
import { createSession } from '~/services/accounts/session.server'
import { stopQueueClient } from '~/server/queue.server'
import { at, leasedHouse, paymentInput } from '../ledger/support'
import { apiCall } from '../../support/api-call'

afterAll(() => stopQueueClient())

const call = (token: string, query: string) => apiCall(rentIncomeRoute.loader, { path: `/v1/member/report/rent-income${query}`, token, params: {} })

describe('/v1/member/report/rent-income', () => {
  test('the year’s income in rupees, by month and property, with the tax', async () => {
    const { member, agreement, house } = await leasedHouse({ startDate: '2025-06-01', endDate: '2026-12-31' })
    await recordPayment(member.id, agreement.id, paymentInput({ amount: 10000.05, paidOn: '2025-08-05' }), { now: at('2026-03-10') })
    const other = await leasedHouse({ startDate: '2025-06-01', endDate: '2026-12-31' })
    await recordPayment(other.member.id, other.agreement.id, paymentInput({ amount: 5000, paidOn: '2025-08-05' }), { now: at('2026-03-10') })
    const { token } = await createSession(member.id, 'API')

    const answer = await call(token, '?fiscalYear=2082')
    expect(answer.status).toBe(200)
    const data = (answer.body as { data: Record<string, any> }).data // eslint-disable-line @typescript-eslint/no-explicit-any -- the JSON read back
    expect(data).toMatchObject({ fiscalYear: 2082, start: '2025-07-17', end: '2026-07-16', isProvisional: false, taxRatePercent: 10 })
    expect(data.total).toMatchObject({ rent: 10000.05, other: 0, credit: 0, total: 10000.05, tax: 1000.01 })
    expect(data.total.months[0]).toEqual({ bsYear: 2082, bsMonth: 4, start: '2025-07-17', end: '2025-08-16', rent: 10000.05, other: 0, credit: 0, total: 10000.05 })
    expect(data.properties.map((property: { propertyId: number }) => property.propertyId)).toEqual([house.id])
  })

  test('a year outside the calendar table, or not a year, is 400 on fiscalYear', async () => {
    const { member } = await leasedHouse()
    const { token } = await createSession(member.id, 'API')
    for (const query of ['?fiscalYear=2088', '?fiscalYear=1999', '?fiscalYear=20x2', '']) {
      const answer = await call(token, query)
      expect(answer.status).toBe(400)
      const fields = (answer.body as { error: { fields: Record<string, string[]> } }).error.fields
      expect(fields.fiscalYear).toEqual(['Choose a fiscal year from 2000 to 2087'])
    }
  })
})
