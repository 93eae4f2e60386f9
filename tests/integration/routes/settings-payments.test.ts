// Settings > Payments called directly: connect Khalti and eSewa, disconnect, and every
// refusal — bad input, a key the gateway refuses, the gateway out of reach, the Basic plan — answers
// its form with nothing saved. msw plays the gateways.
import { describe, expect, test } from 'vitest'
import { translate } from '~/i18n'
import { prisma } from '~/server/db.server'
import { callRoute, fieldErrorsOf, flashOf, formPost, pageGet } from '../../support/route-call'
import { english } from '../../support/english'
import { esewaKnows, gatewayFails, GOOD_KHALTI_KEY, KHALTI_LOOKUP_URL, khaltiKnows } from '../payments/support'
import { signedInMember } from './support'

const PAGE = '/settings/payments'
const count = (memberId: number) => prisma.gatewayAccount.count({ where: { memberId } })

async function plusLandlord() {
  const signedIn = await signedInMember()
  await prisma.member.update({ where: { id: signedIn.member.id }, data: { plan: 'PRO' } })
  return signedIn
}

describe('connect', () => {
  test('Khalti: saved, a flash says so, and the page shows only the last four characters', async () => {
    const { member, cookie } = await plusLandlord()
    khaltiKnows(GOOD_KHALTI_KEY)
    const outcome = await callRoute(formPost(PAGE, { intent: 'connect-khalti', secretKey: GOOD_KHALTI_KEY, idempotencyKey: 'k-1' }, { cookie }))
    expect(outcome).toMatchObject({ status: 303, file: 'routes/settings/payments.tsx' })
    expect(outcome.headers.get('Location')).toBe(PAGE)
    expect(await flashOf(outcome)).toEqual({ type: 'success', message: translate('en', 'gateway.savedKhalti') })
    const page = await callRoute(pageGet(PAGE, { cookie }))
    expect(page.data.gateways.accounts).toEqual([expect.objectContaining({ gateway: 'KHALTI', secretLast4: 'b455' })])
    expect(JSON.stringify(page.data)).not.toContain('68791341')
    expect(await count(member.id)).toBe(1)
  })

  test('the same form sent twice saves once and answers both as a success', async () => {
    const { member, cookie } = await plusLandlord()
    const seen = khaltiKnows(GOOD_KHALTI_KEY)
    const form = { intent: 'connect-khalti', secretKey: GOOD_KHALTI_KEY, idempotencyKey: 'twice-1' }
    const [first, second] = [await callRoute(formPost(PAGE, form, { cookie })), await callRoute(formPost(PAGE, form, { cookie }))]
    expect([first.status, second.status]).toEqual([303, 303])
    expect(await count(member.id)).toBe(1)
    expect(seen.length).toBeGreaterThanOrEqual(1)
  })

  test('eSewa: merchant code and secret key', async () => {
    const { member, cookie } = await plusLandlord()
    esewaKnows('EPAYTEST')
    const outcome = await callRoute(formPost(PAGE, { intent: 'connect-esewa', merchantCode: 'EPAYTEST', secretKey: '8gBm/:&EnhH.1/q' }, { cookie }))
    expect(outcome.status).toBe(303)
    expect(await prisma.gatewayAccount.findFirstOrThrow({ where: { memberId: member.id } })).toMatchObject({ gateway: 'ESEWA', merchantCode: 'EPAYTEST', secretLast4: '.1/q' })
  })
})

describe('refusals: 400 (or 403, 503) on the form, nothing saved', () => {
  test('a missing or malformed key is a field error, and the gateway is not asked', async () => {
    const { member, cookie } = await plusLandlord()
    const seen = khaltiKnows(GOOD_KHALTI_KEY)
    const empty = await callRoute(formPost(PAGE, { intent: 'connect-khalti', secretKey: '' }, { cookie }))
    expect(empty.status).toBe(400)
    expect(fieldErrorsOf(empty).secretKey).toEqual(['gateway.error.secretRequired'])
    const spaced = await callRoute(formPost(PAGE, { intent: 'connect-esewa', merchantCode: 'EPAY TEST', secretKey: 'has a space' }, { cookie }))
    expect(spaced.status).toBe(400)
    expect(Object.keys(fieldErrorsOf(spaced)).sort()).toEqual(['merchantCode', 'secretKey'])
    expect(seen).toEqual([])
    expect(await count(member.id)).toBe(0)
  })

  test('a key Khalti refuses is 400 on secretKey, and the key is not sent back to the page', async () => {
    const { member, cookie } = await plusLandlord()
    khaltiKnows(GOOD_KHALTI_KEY)
    const outcome = await callRoute(formPost(PAGE, { intent: 'connect-khalti', secretKey: 'live_secret_key_wrong_000000' }, { cookie }))
    expect(outcome.status).toBe(400)
    expect(english(fieldErrorsOf(outcome).secretKey?.[0] ?? '')).toMatch(/Khalti did not accept this secret key/)
    expect(JSON.stringify(outcome.data)).not.toContain('live_secret_key_wrong')
    expect(await count(member.id)).toBe(0)
  })

  test('Khalti out of reach is 503 with a message to retry', async () => {
    const { member, cookie } = await plusLandlord()
    gatewayFails('post', KHALTI_LOOKUP_URL)
    const outcome = await callRoute(formPost(PAGE, { intent: 'connect-khalti', secretKey: GOOD_KHALTI_KEY }, { cookie }))
    expect(outcome.status).toBe(503)
    expect(outcome.data.result.error['']).toEqual([expect.stringMatching(/could not be reached/)])
    expect(await count(member.id)).toBe(0)
  })

  test('on the Basic plan it is 403, and the page says which plans have it', async () => {
    const { member, cookie } = await signedInMember()
    const outcome = await callRoute(formPost(PAGE, { intent: 'connect-khalti', secretKey: GOOD_KHALTI_KEY }, { cookie }))
    expect(outcome.status).toBe(403)
    expect(await count(member.id)).toBe(0)
    expect((await callRoute(pageGet(PAGE, { cookie }))).data.gateways).toEqual({ allowed: false, accounts: [] })
  })
})

describe('disconnect', () => {
  test('forgets the key; a second disconnect says it is not connected (404)', async () => {
    const { member, cookie } = await plusLandlord()
    khaltiKnows(GOOD_KHALTI_KEY)
    await callRoute(formPost(PAGE, { intent: 'connect-khalti', secretKey: GOOD_KHALTI_KEY }, { cookie }))
    const outcome = await callRoute(formPost(PAGE, { intent: 'disconnect-gateway', gateway: 'khalti' }, { cookie }))
    expect(outcome.status).toBe(303)
    expect(await flashOf(outcome)).toEqual({ type: 'success', message: 'Khalti is disconnected. Its key is deleted.' })
    expect(await count(member.id)).toBe(0)
    expect((await callRoute(formPost(PAGE, { intent: 'disconnect-gateway', gateway: 'khalti' }, { cookie }))).status).toBe(404)
    expect((await callRoute(formPost(PAGE, { intent: 'disconnect-gateway', gateway: 'paypal' }, { cookie }))).status).toBe(400)
  })

  test('signed out, the page goes to sign-in', async () => {
    expect((await callRoute(pageGet(PAGE))).headers.get('Location')).toBe('/login?redirectTo=%2Fsettings%2Fpayments')
  })
})
