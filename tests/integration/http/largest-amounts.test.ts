// The largest amount (MAX_AMOUNT_PAISA, Rs. 1,00,00,00,000): above it an amount or a charge is
// refused with a clear message and nothing is saved; at it, a thirty-year lease paid at that rent
// every month is drawn on every page that adds its money up. Up to 2^53 paisa an amount was taken
// before, and one such agreement made the dashboard, its page, its statement and the reports 500.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { addAdDays, addAdMonths } from '~/domain/ad-date'
import { MAX_AMOUNT_PAISA } from '~/domain/money'
import { nepalToday } from '~/domain/nepal-time'
import { prisma } from '~/server/db.server'
import { createProperty } from '~/services/properties/properties.server'
import { createMember, uniquePhone } from '../../support/fixtures'
import { apiClient, webClient } from '../../support/http-clients'
import { startServer, type ServerProcess } from '../../support/server-process'
import { propertyInput } from '../properties/support'

const LARGEST_RUPEES = MAX_AMOUNT_PAISA / 100

let server: ServerProcess
beforeAll(async () => {
  server = await startServer({ args: ['--role=web'] })
})
afterAll(async () => {
  await server?.stop()
})

async function landlord() {
  const member = await createMember()
  const property = await createProperty(member.id, propertyInput({ division: false }))
  return { member, property, api: await apiClient(server, member.id), web: await webClient(server, member.id) }
}

const lease = (propertyId: number, overrides: Record<string, unknown> = {}) => {
  const startDate = addAdDays(nepalToday(), -100)
  return {
    name: 'Mall lease', propertyId, tenantFirstName: 'Sita', tenantLastName: 'Rai', tenantPhone: uniquePhone().slice(4),
    tenantPreferredLanguage: 'ENG', calendarType: 'AD', startDate, endDate: addAdDays(addAdMonths(startDate, 360), -1),
    utilities: [], leaseAmount: LARGEST_RUPEES, paymentInterval: 1, paymentDayOfMonth: 5, ...overrides,
  }
}

describe('above the largest amount', () => {
  test('a rent, a rent times its interval and a rent grown by its increments are refused, and nothing is saved', async () => {
    const { member, property, api } = await landlord()
    const refusals = [
      [{ leaseAmount: LARGEST_RUPEES + 0.01 }, 'leaseAmount', 'Amount is too large (at most Rs. 1,00,00,00,000)'],
      [{ leaseAmount: 90_000_000_000_000 }, 'leaseAmount', 'Amount is too large (at most Rs. 1,00,00,00,000)'],
      [{ leaseAmount: LARGEST_RUPEES / 2, paymentInterval: 3 }, 'leaseAmount', 'One charge would be more than Rs. 1,00,00,00,000: this amount times its payment interval.'],
      // Rs. 25,000 doubled every year: past the largest amount from its sixteenth anniversary.
      [{ leaseAmount: 25_000, incrementPercentage: 100, incrementInterval: 1 }, 'incrementPercentage', 'With this increment the rent would grow past Rs. 1,00,00,00,000 a charge before the end date.'],
    ] as const
    for (const [overrides, field, message] of refusals) {
      const answer = await api('/v1/member/agreement', { method: 'POST', body: lease(property.id, overrides) })
      expect(answer.status, JSON.stringify(overrides)).toBe(400)
      expect(answer.error?.fields?.[field]).toEqual([message])
    }
    expect(await prisma.agreement.count({ where: { memberId: member.id } })).toBe(0)
  })

  test('a payment above it is refused, in the member’s language on the web', async () => {
    const { member, property, api, web } = await landlord()
    const created = await api('/v1/member/agreement', { method: 'POST', body: lease(property.id, { leaseAmount: 25_000 }) })
    const { id } = created.data as { id: number }
    const answer = await api(`/v1/member/agreement/${id}/payment`, { method: 'POST', body: { amount: LARGEST_RUPEES + 1, paidOn: nepalToday(), method: 'CASH' } })
    expect(answer.status).toBe(400)
    expect(answer.error?.fields?.amount).toEqual(['Amount is too large (at most Rs. 1,00,00,00,000)'])
    await prisma.member.update({ where: { id: member.id }, data: { prefLanguage: 'NEP' } })
    const page = await web.get(`/agreements/${id}`)
    const form = /name="idempotencyKey" value="([^"]+)"/.exec(await page.text())
    const posted = await web.post(`/agreements/${id}`, { intent: 'record-payment', idempotencyKey: form?.[1] ?? '', amount: String(LARGEST_RUPEES + 1), paidOn: nepalToday(), method: 'CASH' })
    expect(posted.status).toBe(400)
    expect(await posted.text()).toContain('रकम धेरै ठूलो भयो (बढीमा रु. १,००,००,००,०००)')
    expect(await prisma.payment.count({ where: { agreementId: id } })).toBe(0)
  })
})

test('a thirty-year lease at the largest rent, owed and paid, is drawn on every page that adds its money up', async () => {
  const { property, api, web } = await landlord()
  const created = await api('/v1/member/agreement', { method: 'POST', body: lease(property.id, { deposit: LARGEST_RUPEES }) })
  expect(created.status).toBe(200)
  const { id } = created.data as { id: number }
  const paid = await api(`/v1/member/agreement/${id}/payment`, { method: 'POST', body: { amount: LARGEST_RUPEES, paidOn: nepalToday(), method: 'CASH' } })
  expect(paid.status).toBe(201)
  const money = ['/dashboard', `/agreements/${id}`, `/agreements/${id}/statement`, '/reports']
  for (const path of [...money, '/agreements', `/properties/${property.id}`, `/tenants`]) {
    const page = await web.get(path)
    expect(page.status, path).toBe(200)
    if (money.includes(path)) expect(await page.text(), path).toContain('1,00,00,00,000')
  }
  for (const path of [`/v1/member/agreement/${id}`, `/v1/member/agreement/${id}/statement`]) {
    expect((await api(path)).status, path).toBe(200)
  }
})
