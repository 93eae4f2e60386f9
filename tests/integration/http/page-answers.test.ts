// Server-only pages answered without React Router's document handler (ADR 054, server/page-answers.ts)
// are the pages React Router's handler draws, byte for byte: two production servers on the same
// database, one drawing them directly (the default) and one through the handler
// (PAGE_ANSWERS=react-router), asked the same things by the same member.
import { createCookieSessionStorage } from 'react-router'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { addAdDays } from '~/domain/ad-date'
import { nepalToday } from '~/domain/nepal-time'
import { createAgreement } from '~/services/agreements/create.server'
import { createProperty } from '~/services/properties/properties.server'
import { createUnit } from '~/services/properties/units.server'
import { createMember, uniquePhone } from '../../support/fixtures'
import { webClient } from '../../support/http-clients'
import { startServer, type ServerProcess } from '../../support/server-process'
import { parsed, payload } from '../agreements/support'
import { propertyInput, unitInput } from '../properties/support'

const SESSION_SECRET = 'page-answers-test-secret-of-32-characters'
// React Router's ServerRouter ends the page with an empty Suspense boundary (its hydration data
// stream, which a server-only page leaves empty); the direct path draws no ServerRouter.
const SERVER_ROUTER_TAIL = '<!--$--><!--/$-->'

let direct: ServerProcess
let handler: ServerProcess
beforeAll(async () => {
  ;[direct, handler] = await Promise.all([
    startServer({ args: ['--role=web'], env: { SESSION_SECRET } }),
    startServer({ args: ['--role=web'], env: { SESSION_SECRET, PAGE_ANSWERS: 'react-router' } }),
  ])
})
afterAll(async () => {
  await Promise.all([direct?.stop(), handler?.stop()])
})

type Answer = { status: number; headers: string[]; cookies: string[]; html: string; drawnByServerRouter: boolean }

// Headers that differ between any two answers: the time, the request's id, the nonce in the CSP.
const PER_REQUEST_HEADERS = new Set(['date', 'x-request-id', 'content-security-policy', 'set-cookie'])

async function answerOf(response: Response): Promise<Answer> {
  // The nonce and a form's idempotency key are new on every request.
  const text = (await response.text()).replace(/nonce="[^"]*"/g, 'nonce=""').replace(/(name="idempotencyKey" value=")[^"]*"/g, '$1"')
  return {
    status: response.status,
    headers: [...response.headers].filter(([name]) => !PER_REQUEST_HEADERS.has(name)).map(([name, value]) => `${name}: ${value}`),
    cookies: response.headers.getSetCookie(),
    html: text.replace(SERVER_ROUTER_TAIL, ''),
    drawnByServerRouter: text.includes(SERVER_ROUTER_TAIL),
  }
}

/** A landlord with a property, a flat and its lease, and a signed-in client of each server. */
async function landlord(prefLanguage: 'ENG' | 'NEP') {
  const member = await createMember({ firstName: 'Gita', prefLanguage })
  const property = await createProperty(member.id, propertyInput({ name: 'Bagmati Flats', division: true }))
  const unit = await createUnit(member.id, property.id, unitInput({ name: 'Flat A' }))
  const started = addAdDays(nepalToday(), -40)
  const agreement = await createAgreement(
    member.id,
    parsed(payload({ name: 'Flat A lease', propertyId: property.id, unitId: unit.id, tenantPhone: uniquePhone(), tenantPreferredLanguage: 'ENG', startDate: started, endDate: addAdDays(started, 364), leaseAmount: 15000 })),
  )
  const clients = { direct: await webClient(direct, member.id), handler: await webClient(handler, member.id) }
  const ids = { agreement: agreement.id, property: property.id, tenant: agreement.tenant.id }
  /** The same request to both servers. */
  const both = async (path: string, extraCookie?: string) => {
    const headersOf = (client: typeof clients.direct): Record<string, string> => (extraCookie ? { cookie: `${client.cookie}; ${extraCookie}` } : {})
    return {
      direct: await answerOf(await clients.direct.get(path, { headers: headersOf(clients.direct) })),
      handler: await answerOf(await clients.handler.get(path, { headers: headersOf(clients.handler) })),
    }
  }
  return { ids, both }
}

describe('a signed-in member', () => {
  let ids: Awaited<ReturnType<typeof landlord>>['ids']
  let both: Awaited<ReturnType<typeof landlord>>['both']
  beforeAll(async () => {
    ;({ ids, both } = await landlord('ENG'))
    nepali = await landlord('NEP')
  })
  let nepali: Awaited<ReturnType<typeof landlord>>

  // A page drawn directly is drawn in one pass when it can be (renderAtOnce in entry.server.tsx),
  // and streamed when a part of it waits for its code, as the tour's data does on the first page
  // after a start: the first page is as whole as the next, from either server. First in this file.
  test('the first signed-in page after a start is whole, its parts that load on first use included', async () => {
    const first = await both('/dashboard')
    const next = await both('/dashboard')
    for (const server of ['direct', 'handler'] as const) {
      expect(first[server].status).toBe(200)
      expect(first[server].html).toContain('<script type="application/json" id="tour-data"')
      expect(first[server].html).toMatch(/^<!DOCTYPE html><html lang="en"/)
      expect(first[server]).toEqual(next[server])
    }
  })

  test.each([
    ['the dashboard', () => '/dashboard'],
    ['the agreement page', () => `/agreements/${ids.agreement}`],
    ['the properties list', () => '/properties'],
    ['a property', () => `/properties/${ids.property}`],
    ['a tenant', () => `/tenants/${ids.tenant}`],
    ['My Rent', () => '/my-rent'],
    ['the reports', () => '/reports'],
    ['a dialog of the frame', () => '/dashboard?dialog=guide'],
    ['the settings (their own headers)', () => '/settings'],
    ['the payment settings', () => '/settings/payments'],
    ['the billing settings', () => '/settings/billing'],
    ['the support form, a public page with its own headers', () => '/support-ticket'],
    ['another spelling of a path', () => '/Dashboard/'],
  ])('%s is drawn directly, the same as React Router draws it', async (_, path) => {
    const answers = await both(path())
    expect(answers.direct.status).toBe(200)
    expect(answers.direct.drawnByServerRouter).toBe(false)
    expect(answers.handler.drawnByServerRouter).toBe(true)
    expect(answers.direct).toEqual({ ...answers.handler, drawnByServerRouter: false })
  })

  test.each([['the dashboard', () => '/dashboard'], ['the agreement page', () => `/agreements/${nepali.ids.agreement}`]])('%s in Nepali too', async (_, path) => {
    const answers = await nepali.both(path())
    expect(answers.direct.html).toContain('<html lang="ne"')
    expect(answers.direct.drawnByServerRouter).toBe(false)
    expect(answers.direct).toEqual({ ...answers.handler, drawnByServerRouter: false })
  })

  test('a flash message is shown once and its cookie cleared, as React Router does', async () => {
    const toasts = createCookieSessionStorage({ cookie: { name: 'bhadaa_toast', path: '/', httpOnly: true, sameSite: 'lax', secure: true, secrets: [SESSION_SECRET] } })
    const session = await toasts.getSession()
    session.flash('toast', { type: 'success', message: 'Payment recorded for Flat A' })
    const toast = (await toasts.commitSession(session)).split(';')[0]!
    const answers = await both('/dashboard', toast)
    expect(answers.direct.html).toContain('Payment recorded for Flat A')
    expect(answers.direct.cookies.some((cookie) => cookie.startsWith('bhadaa_toast='))).toBe(true)
    expect(answers.direct).toEqual({ ...answers.handler, drawnByServerRouter: false })
  })

  test('a loader’s thrown redirect (a list page past its end) is the same answer', async () => {
    const answers = await both('/properties?page=99')
    expect(answers.direct.status).toBe(302)
    expect(answers.direct.headers.filter((header) => header.startsWith('location: /properties'))).toHaveLength(1)
    expect(answers.direct).toEqual(answers.handler)
  })

  test('what is not the plain case is React Router’s: a missing record’s 404 page', async () => {
    const answers = await both('/agreements/99999999')
    expect(answers.direct.status).toBe(404)
    expect(answers.direct.drawnByServerRouter).toBe(true)
    expect(answers.direct).toEqual(answers.handler)
  })
})

test('a signed-out visitor is sent to sign in from both', async () => {
  const [fromDirect, fromHandler] = await Promise.all([
    fetch(`${direct.url}/dashboard?tab=1`, { redirect: 'manual' }),
    fetch(`${handler.url}/dashboard?tab=1`, { redirect: 'manual' }),
  ])
  expect(fromDirect.status).toBe(fromHandler.status)
  expect([302, 303]).toContain(fromDirect.status)
  expect(fromDirect.headers.get('location')).toBe(fromHandler.headers.get('location'))
  expect(fromDirect.headers.get('location')).toMatch(/^\/login\?/)
})
