// Web sessions' idle timeout (DESIGN §6): 15 minutes without a request ends a session, and
// lastSeenAt is written at most once a minute, so a burst of page views costs one write.
import { describe, expect, test } from 'vitest'
import { addAdDays } from '~/domain/ad-date'
import { nepalToday } from '~/domain/nepal-time'
import { createSession, getSessionMember, getWebSession, IDLE_TIMEOUT_MS, sessionCookie } from '~/services/accounts/session.server'
import { createAgreement } from '~/services/agreements/create.server'
import { rolesOf } from '~/services/my-rent/landing.server'
import { createProperty } from '~/services/properties/properties.server'
import { prisma } from '~/server/db.server'
import { hashToken } from '~/server/tokens.server'
import { createMember } from '../../support/fixtures'
import { parsed, payload } from '../agreements/support'
import { propertyInput } from '../properties/support'

const SECOND = 1000
const T0 = new Date('2026-11-25T09:00:00Z')
const at = (ms: number) => new Date(T0.getTime() + ms)

async function signedInRequest() {
  const member = await createMember()
  const { token } = await createSession(member.id, 'WEB', T0)
  const cookie = (await sessionCookie.serialize(token)).split(';')[0] ?? ''
  const request = () => new Request('http://test/dashboard', { headers: { cookie } })
  const stored = () => prisma.session.findUniqueOrThrow({ where: { tokenHash: hashToken(token) } })
  return { member, request, stored }
}

describe('lastSeenAt', () => {
  test('is not written again by a request less than a minute after the last write', async () => {
    const { member, request, stored } = await signedInRequest()
    expect((await getSessionMember(request(), at(61 * SECOND)))?.id).toBe(member.id)
    expect((await stored()).lastSeenAt).toEqual(at(61 * SECOND))
    expect((await getSessionMember(request(), at(71 * SECOND)))?.id).toBe(member.id)
    expect((await stored()).lastSeenAt).toEqual(at(61 * SECOND))
  })

  test('is written by a request 61 s after the last write', async () => {
    const { request, stored } = await signedInRequest()
    await getSessionMember(request(), at(10 * SECOND))
    expect((await stored()).lastSeenAt).toEqual(T0)
    await getSessionMember(request(), at(61 * SECOND))
    expect((await stored()).lastSeenAt).toEqual(at(61 * SECOND))
  })
})

describe('idle timeout', () => {
  test('a session idle for more than 15 minutes is signed out and stays out', async () => {
    const { request, stored } = await signedInRequest()
    expect(await getSessionMember(request(), at(IDLE_TIMEOUT_MS + 1))).toBeNull()
    expect((await stored()).revokedAt).toEqual(at(IDLE_TIMEOUT_MS + 1))
    expect(await getSessionMember(request(), at(IDLE_TIMEOUT_MS + 2))).toBeNull()
  })

  test('a request every 50 s keeps the session alive past 15 minutes', async () => {
    const { member, request, stored } = await signedInRequest()
    for (let ms = 50 * SECOND; ms <= 20 * 60 * SECOND; ms += 50 * SECOND) {
      expect((await getSessionMember(request(), at(ms)))?.id).toBe(member.id)
    }
    expect((await stored()).revokedAt).toBeNull()
  })

  test('activity counts to the minute: idle 15 minutes after the last write ends it, even with a request since', async () => {
    const { request } = await signedInRequest()
    // This request is within a minute of sign-in, so it is not written.
    await getSessionMember(request(), at(50 * SECOND))
    expect(await getSessionMember(request(), at(IDLE_TIMEOUT_MS + 1))).toBeNull()
  })
})

describe('the roles read with a page’s session', () => {
  // The frame's two links (My Rent, the dashboard) come from whether the member rents and lets,
  // read in the session's statement on a page request: the same answer rolesOf gives alone.
  test('tell whether the member rents and lets, as rolesOf does', async () => {
    const { member, request } = await signedInRequest()
    const read = async () => {
      const session = await getWebSession(request(), at(10 * SECOND), { withRoles: true })
      expect(session?.roles).toEqual(await rolesOf(member))
      return session?.roles
    }
    expect(await read()).toEqual({ rents: false, lets: false })
    await createProperty(member.id, propertyInput({ name: 'Own house', division: false }))
    expect(await read()).toEqual({ rents: false, lets: true })
    const landlord = await createMember()
    const house = await createProperty(landlord.id, propertyInput({ name: 'Rented flat', division: false }))
    const startDate = addAdDays(nepalToday(), -10)
    await createAgreement(landlord.id, parsed(payload({ name: 'Flat', propertyId: house.id, tenantPhone: member.phone, startDate, endDate: addAdDays(startDate, 364) })))
    expect(await read()).toEqual({ rents: true, lets: true })
    // Without asking, no roles: API sessions and POSTs do not read them.
    expect((await getWebSession(request(), at(10 * SECOND)))?.roles).toBeNull()
  })
})
