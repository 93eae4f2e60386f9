// One landlord's world for one sequence: the member (Plus, Khalti connected), a property with two
// flats, the clock, and the ways in: the services the routes call, the web route actions
// (tests/support/route-call.ts) and /v1 (the same route modules, with a bearer token).
import { vi } from 'vitest'
import { KhaltiAccountSchema } from '~/schemas/gateway-schemas'
import { connectKhalti } from '~/services/payments/gateway-accounts.server'
import { createProperty } from '~/services/properties/properties.server'
import { createSession } from '~/services/accounts/session.server'
import { createUnit } from '~/services/properties/units.server'
import { prisma } from '~/server/db.server'
import { createMember } from '../../support/fixtures'
import { callRoute, fieldErrorsOf as webFieldErrorsOf, formPost, signedInCookie, type RouteOutcome } from '../../support/route-call'
import { GOOD_KHALTI_KEY } from '../payments/support'
import { propertyInput, unitInput } from '../properties/support'
import type { Unit } from './model'

/** 06:00 UTC is 11:45 in Nepal: the same calendar day whatever the offset. */
export const instantOf = (isoDate: string) => new Date(`${isoDate}T06:00:00Z`)

/** Moves the app's clock (every `new Date()` and Nepal today) to the day. */
export function setToday(isoDate: string) {
  vi.setSystemTime(instantOf(isoDate))
}

export type World = {
  memberId: number
  propertyId: number
  unitIds: Record<Unit, number>
  /** Sessions are made when needed: the clock moves by months within a sequence. */
  cookie(): Promise<string>
  token(): Promise<string>
}

export async function makeWorld(): Promise<World> {
  const member = await createMember({ firstName: 'Sita', lastName: 'Sharma' })
  await prisma.member.update({ where: { id: member.id }, data: { plan: 'PLUS' } })
  const property = await createProperty(member.id, propertyInput({ name: 'Himalaya Apartments', division: true }))
  const flat1 = await createUnit(member.id, property.id, unitInput({ name: 'Flat 1' }))
  const flat2 = await createUnit(member.id, property.id, unitInput({ name: 'Flat 2' }))
  // The test's fake Khalti answers the key check (a lookup) as it answers every lookup.
  await connectKhalti(member.id, KhaltiAccountSchema.parse({ secretKey: GOOD_KHALTI_KEY }))
  let cookie: { value: string; at: number } | null = null
  let token: { value: string; at: number } | null = null
  // A web session ends after 15 idle minutes, and a day of the fake clock passes in one step.
  const fresh = (made: { at: number } | null) => made !== null && Math.abs(Date.now() - made.at) < 5 * 60_000
  return {
    memberId: member.id,
    propertyId: property.id,
    unitIds: { FLAT_1: flat1.id, FLAT_2: flat2.id },
    async cookie() {
      if (!fresh(cookie)) cookie = { value: await signedInCookie(member.id), at: Date.now() }
      return cookie!.value
    },
    async token() {
      if (!fresh(token)) token = { value: (await createSession(member.id, 'API')).token, at: Date.now() }
      return token!.value
    },
  }
}

export class RouteRefused extends Error {
  constructor(
    readonly outcome: RouteOutcome,
    readonly body: unknown,
  ) {
    super(`${outcome.file} answered ${outcome.status}: ${JSON.stringify(body ?? outcome.data)}`)
  }
}

/** The field errors of a refusal: a web form's reply, or /v1's `error.fields`. */
export function fieldErrorsOf(outcome: RouteOutcome, body: unknown): Record<string, unknown> {
  const api = (body as { error?: { fields?: Record<string, unknown> } } | null)?.error?.fields
  return api ?? webFieldErrorsOf(outcome)
}

/** A /v1 call through its route module; answers the JSON body, or throws on anything but 2xx. */
export async function v1(world: World, method: string, path: string, body?: unknown): Promise<{ data: unknown }> {
  const headers: Record<string, string> = { authorization: `Bearer ${await world.token()}` }
  if (body !== undefined) headers['content-type'] = 'application/json'
  const request = new Request(`http://localhost${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  const outcome = await callRoute(request)
  const json = outcome.response ? await outcome.response.json() : outcome.data
  if (outcome.status < 200 || outcome.status > 299) throw new RouteRefused(outcome, json)
  return json as { data: unknown }
}

/** A web form posted as a browser without JavaScript does; a success is a redirect (303/302). */
export async function webPost(world: World, path: string, fields: Record<string, string>, { landsOn = path }: { landsOn?: string } = {}): Promise<RouteOutcome> {
  const outcome = await callRoute(formPost(path, fields, { cookie: await world.cookie() }))
  // A success goes to the page (`landsOn`, the posted one unless said); a redirect elsewhere (the sign-in page) is a refusal too.
  const location = outcome.headers.get('Location') ?? ''
  if (outcome.status < 300 || outcome.status > 399 || !location.startsWith(landsOn)) throw new RouteRefused(outcome, { location, data: outcome.data })
  return outcome
}
