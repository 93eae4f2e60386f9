// Many people behind one public address (a mobile carrier's NAT): the per-phone limits stay
// strict, the per-IP ceiling lets them all through.
import { randomInt } from 'node:crypto'
import { expect, test } from 'vitest'
import { enforceLimit } from '~/services/accounts/limits.server'
import { TooManyRequestsError } from '~/services/errors'
import { uniquePhone } from '../../support/fixtures'

const sharedAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`

test('30 people behind one address may each use their whole sign-in budget; each phone is still stopped at its own', async () => {
  const ip = sharedAddress()
  const phones = Array.from({ length: 30 }, uniquePhone)
  // The order of signIn: the address's ceiling, then the phone's.
  const attempt = async (phone: string) => {
    await enforceLimit('signInsPerIp', ip)
    await enforceLimit('signInFailuresPerPhone', phone)
  }
  for (let round = 0; round < 10; round += 1) await Promise.all(phones.map(attempt))
  await expect(attempt(phones[0]!)).rejects.toThrow(TooManyRequestsError)
  await expect(attempt(uniquePhone())).resolves.toBeUndefined()
})

test('60 people behind one address may each ask for a code', async () => {
  const ip = sharedAddress()
  for (let n = 0; n < 60; n += 1) await enforceLimit('codeSendsPerIp', ip)
  for (let n = 0; n < 60; n += 1) await enforceLimit('codeChecksPerIp', ip)
})
