// How many statements the production server sends PostgreSQL to answer one request of the screens
// a landlord opens every day, counted on the wire between the server process and the database
// (tests/support/statement-counter.ts). A landlord with several properties, units, agreements,
// charges and payments, who rents a flat from another landlord too (My Rent, and the frame's link
// to it). Each screen reads the session once, and what it shows in at most three statements.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { addAdDays } from '~/domain/ad-date'
import { nepalToday } from '~/domain/nepal-time'
import { createAgreement } from '~/services/agreements/create.server'
import { createProperty } from '~/services/properties/properties.server'
import { createUnit } from '~/services/properties/units.server'
import { recordPayment } from '~/services/ledger/ledger.server'
import { PaymentCreateSchema } from '~/schemas/ledger-schemas'
import { ProofCreateSchema } from '~/schemas/payment-proof-schemas'
import { sampleMerchantQr } from '~/domain/merchant-qr-samples'
import { savePaymentQr } from '~/services/payments/payment-qrs.server'
import { submitProof } from '~/services/payments/proofs.server'
import { createMember, uniquePhone } from '../../support/fixtures'
import { apiClient, webClient } from '../../support/http-clients'
import { startServer, type ServerProcess } from '../../support/server-process'
import { startStatementCounter, type StatementCounter } from '../../support/statement-counter'
import { parsed, payload } from '../agreements/support'
import { propertyInput, unitInput } from '../properties/support'

const MOST_STATEMENTS = 3

let counter: StatementCounter
let server: ServerProcess
beforeAll(async () => {
  counter = await startStatementCounter(String(process.env.DATABASE_URL))
  // The web role alone: no worker polling the queue through the same proxy.
  server = await startServer({ args: ['--role=web'], env: { DATABASE_URL: counter.url } })
})
afterAll(async () => {
  await server?.stop()
  await counter?.close()
})

const today = nepalToday()
const started = addAdDays(today, -150)

async function leaseOf(memberId: number, propertyId: number, unitId: number | null, name: string, tenantPhone = uniquePhone()) {
  return createAgreement(
    memberId,
    parsed(payload({ name, propertyId, unitId, tenantPhone, tenantPreferredLanguage: 'ENG', startDate: started, endDate: addAdDays(started, 364), leaseAmount: 12000 })),
  )
}

async function paid(memberId: number, agreementId: number, amount: number, daysAgo: number) {
  await recordPayment(memberId, agreementId, PaymentCreateSchema.parse({ amount, paidOn: addAdDays(today, -daysAgo), method: 'CASH' }))
}

/** A landlord of three properties (one divided into three flats), four current agreements with payments, who also rents a flat. */
async function busyLandlord() {
  const member = await createMember({ firstName: 'Sita' })
  const apartments = await createProperty(member.id, propertyInput({ name: 'Himalaya Apartments', division: true }))
  const flats = []
  for (const name of ['Flat 1', 'Flat 2', 'Flat 3']) flats.push(await createUnit(member.id, apartments.id, unitInput({ name })))
  const house = await createProperty(member.id, propertyInput({ name: 'Lakeside House', division: false }))
  await createProperty(member.id, propertyInput({ name: 'Empty Plot', division: false }))
  const agreements = [
    await leaseOf(member.id, apartments.id, flats[0]!.id, 'Flat 1 lease'),
    await leaseOf(member.id, apartments.id, flats[1]!.id, 'Flat 2 lease'),
    await leaseOf(member.id, house.id, null, 'Lakeside lease'),
  ]
  for (const [index, agreement] of agreements.entries()) {
    await paid(member.id, agreement.id, 24000, 100)
    if (index > 0) await paid(member.id, agreement.id, 12000 * index, 20)
  }
  // Their own flat, rented from another landlord (My Rent).
  const other = await createMember({ firstName: 'Hari' })
  const otherHouse = await createProperty(other.id, propertyInput({ name: 'Hari Niwas', division: false }))
  const rented = await leaseOf(other.id, otherHouse.id, null, 'Sita’s flat', member.phone)
  await paid(other.id, rented.id, 36000, 60)
  // Hari takes rent by his bank QR, and Sita has reported a payment: her page shows both.
  await savePaymentQr(other.id, null, sampleMerchantQr('HARI PRASAD', 'KATHMANDU'))
  await submitProof(member.phone, rented.id, ProofCreateSchema.parse({ amount: 12000, paidOn: addAdDays(today, -1), method: 'BANK_TRANSFER', reference: 'NIC 4471' }), null)
  return { member, agreement: agreements[0]!, rented }
}

/** The statements one request sends, after a first request of the same screen (the steady state). */
async function statementsOf(send: () => Promise<Response | { status: number }>) {
  expect((await send()).status).toBe(200)
  counter.reset()
  const answer = await send()
  if (answer instanceof Response) await answer.arrayBuffer()
  expect(answer.status).toBe(200)
  const statements = counter.statements()
  const session = statements.filter((sql) => /"Session"/.test(sql))
  const rest = statements.filter((sql) => !/"Session"/.test(sql))
  return { session, rest }
}

describe('statements per request, with realistic content', () => {
  let web: Awaited<ReturnType<typeof webClient>>
  let api: Awaited<ReturnType<typeof apiClient>>
  let agreementId: number
  let rentedId: number
  beforeAll(async () => {
    const { member, agreement, rented } = await busyLandlord()
    rentedId = rented.id
    web = await webClient(server, member.id)
    api = await apiClient(server, member.id)
    agreementId = agreement.id
  })

  // The most statements each screen may send besides the session, at most three. The session read
  // brings the frame's roles (whether the member rents and lets); the dashboard and the agreement
  // page then read every panel in one statement composed of the owning services' SQL
  // (ADR 030): they are held at one, as the tenant's agreement page is (ADR 069). My Rent reads its
  // agreements, then their ledgers: two. The /v1 list has no frame, and reads the list in its
  // session's statement (findApiSessionReading): none besides.
  const screens: Array<[string, number, () => Promise<Response | { status: number }>]> = [
    ['the dashboard', 1, () => web.get('/dashboard')],
    ['the agreement page', 1, () => web.get(`/agreements/${agreementId}`)],
    ['My Rent', 2, () => web.get('/my-rent')],
    ['the tenant’s agreement page (ADR 069)', 1, () => web.get(`/my-rent/${rentedId}`)],
    ['the properties list', MOST_STATEMENTS, () => web.get('/properties')],
    ['GET /v1/member/property', 0, () => api('/v1/member/property?units=true')],
  ]
  test.each([
    ['the dashboard (ADR 048)', () => '/dashboard'],
    ['the agreement page (ADR 051)', () => `/agreements/${agreementId}`],
  ])('%s draws with the frame stylesheet alone: emotion computes no style for it', async (_, path) => {
    const response = await web.get(path())
    const html = await response.text()
    // The member has not answered the cookie notice yet, so the page has it, and the skip link.
    expect(html).toContain('data-cookie-banner')
    expect(html).toContain('class="skip-link"')
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/frame-[\w-]+\.css"/)
    // An emotion class names its element's MUI component: what still has emotion draw it.
    expect(html.match(/class="[^"]*\bcss-[^"]*"/g) ?? []).toEqual([])
    expect(html.match(/<style data-emotion[^>]*>/g) ?? []).toEqual([])
  })

  test('the tenant’s agreement page shows what its one statement read: the proof reported and the landlord’s QR', async () => {
    const html = await (await web.get(`/my-rent/${rentedId}`)).text()
    expect(html).toContain('NIC 4471')
    expect(html).toContain('HARI PRASAD')
    expect(html).toContain('Sita’s flat')
  })

  test.each(screens)('%s: the session once, what it shows in at most %i statements', async (name, most, send) => {
    const { session, rest } = await statementsOf(send)
    console.log(`${name}: ${session.length} session + ${rest.length} other statements`)
    expect(session, 'the session is read once').toHaveLength(1)
    expect(rest.length, `statements besides the session:\n${rest.join('\n')}`).toBeLessThanOrEqual(most)
  })
})
