// The /v1 operations of the corrections called directly with a real API session: the
// rent-tax setting, correcting a tenant, moving an agreement to the right phone, correcting a
// reading. Bad input is 400 with nothing changed; another member's record is 404.
import { afterAll, describe, expect, test } from 'vitest'
import * as settingsRoute from '~/routes/v1/member.settings'
import * as tenantRoute from '~/routes/v1/member.tenant.$id'
import * as phoneRoute from '~/routes/v1/member.agreement.$id.tenant-phone'
import * as readingRoute from '~/routes/v1/member.reading.$id'
import { recordAgreementReading } from '~/services/meters/readings.server'
import { createSession } from '~/services/accounts/session.server'
import { prisma } from '~/server/db.server'
import { stopQueueClient } from '~/server/queue.server'
import { createMember, uniquePhone } from '../../support/fixtures'
import { leasedHouse } from '../ledger/support'
import { at, meteredProperty, readingInput } from '../meters/support'
import { apiCall } from '../../support/api-call'

afterAll(() => stopQueueClient())

const tokenOf = async (memberId: number) => (await createSession(memberId, 'API')).token
const dataOf = (answer: { body: unknown }) => (answer.body as { data: Record<string, unknown> }).data

describe('/v1/member/settings', () => {
  test('GET reads the rent-tax rate; PATCH changes it; a rate above 100 is 400 and changes nothing', async () => {
    const member = await createMember()
    const token = await tokenOf(member.id)
    const path = '/v1/member/settings'
    expect(dataOf(await apiCall(settingsRoute.loader, { path, token, params: {} }))).toEqual({ rentTaxPercent: 10 })
    const changed = await apiCall(settingsRoute.action, { path, token, method: 'PATCH', body: { rentTaxPercent: 7.5 }, params: {} })
    expect(changed.status).toBe(200)
    expect(dataOf(changed)).toEqual({ rentTaxPercent: 7.5 })
    const refused = await apiCall(settingsRoute.action, { path, token, method: 'PATCH', body: { rentTaxPercent: 101 }, params: {} })
    expect(refused.status).toBe(400)
    expect(Number((await prisma.member.findUniqueOrThrow({ where: { id: member.id } })).rentTaxPercent)).toBe(7.5)
  })
})

describe('PATCH /v1/member/tenant/{id} and POST /v1/member/agreement/{id}/tenant-phone', () => {
  test('corrects the tenant; a blank name is 400; another member’s tenant is 404', async () => {
    const { member, agreement } = await leasedHouse()
    const { tenantId } = await prisma.agreement.findUniqueOrThrow({ where: { id: agreement.id } })
    const token = await tokenOf(member.id)
    const path = `/v1/member/tenant/${tenantId}`
    const params = { id: String(tenantId) }
    const body = { firstName: 'Ramesh', lastName: 'Thapa', prefLanguage: 'NEP' }
    expect((await apiCall(tenantRoute.action, { path, token, method: 'PATCH', body: { ...body, firstName: '' }, params })).status).toBe(400)
    const stranger = await createMember()
    expect((await apiCall(tenantRoute.action, { path, token: await tokenOf(stranger.id), method: 'PATCH', body, params })).status).toBe(404)
    expect(await prisma.tenant.findUniqueOrThrow({ where: { id: tenantId } })).not.toMatchObject({ firstName: 'Ramesh' })
    const corrected = await apiCall(tenantRoute.action, { path, token, method: 'PATCH', body, params })
    expect(dataOf(corrected)).toMatchObject({ outcome: 'CORRECTED', tenant: { id: tenantId, ...body }, request: null })
  })

  test('moves the agreement to the right number; another member’s agreement is 404', async () => {
    const { member, agreement } = await leasedHouse()
    const phone = uniquePhone()
    const path = `/v1/member/agreement/${agreement.id}/tenant-phone`
    const params = { id: String(agreement.id) }
    const stranger = await createMember()
    expect((await apiCall(phoneRoute.action, { path, token: await tokenOf(stranger.id), method: 'POST', body: { phone }, params })).status).toBe(404)
    const moved = await apiCall(phoneRoute.action, { path, token: await tokenOf(member.id), method: 'POST', body: { phone }, params })
    expect(moved.status).toBe(200)
    expect(dataOf(moved)).toMatchObject({ agreementId: agreement.id, tenant: { phone } })
  })
})

describe('PATCH /v1/member/reading/{id}', () => {
  test('corrects an unpaid reading; a negative value is 400; another member’s reading is 404', async () => {
    const { member, leases } = await meteredProperty({ units: 1 })
    const { agreement } = leases[0]!
    const now = at('2026-03-02')
    await recordAgreementReading(member.id, agreement.id, readingInput({ readOn: '2026-02-01', reading: '1000' }), { now })
    const march = await recordAgreementReading(member.id, agreement.id, readingInput({ readOn: '2026-03-01', reading: '1100' }), { now })
    const path = `/v1/member/reading/${march.id}`
    const params = { id: String(march.id) }
    const token = await tokenOf(member.id)
    expect((await apiCall(readingRoute.action, { path, token, method: 'PATCH', body: { reading: -1 }, params })).status).toBe(400)
    const stranger = await createMember()
    expect((await apiCall(readingRoute.action, { path, token: await tokenOf(stranger.id), method: 'PATCH', body: { reading: 1110 }, params })).status).toBe(404)
    expect((await prisma.meterReading.findUniqueOrThrow({ where: { id: march.id } })).value).toBe(1100_00)
    const corrected = await apiCall(readingRoute.action, { path, token, method: 'PATCH', body: { reading: 1110 }, params })
    expect(dataOf(corrected)).toMatchObject({ reading: 1110, units: 110, correctedFrom: 1100, amount: 110 * 12.5 + 100 })
  })
})
