// Settings > Payments: a Plus or Pro landlord connects Khalti and eSewa. Keys are checked
// against the gateway (msw plays it), stored only encrypted, shown by their last four characters,
// and nothing is saved when the gateway refuses or cannot be reached.
import { describe, expect, test } from 'vitest'
import { EsewaAccountSchema, KhaltiAccountSchema } from '~/schemas/gateway-schemas'
import { prisma } from '~/server/db.server'
import { NotFoundError, ValidationError } from '~/services/errors'
import {
  connectEsewa,
  connectKhalti,
  disconnectGateway,
  GatewayUnavailableError,
  gatewayCredentials,
  getGatewaySettings,
  PlanRequiredError,
} from '~/services/payments/gateway-accounts.server'
import { checkKhaltiKey } from '~/services/gateways/khalti.server'
import { createMember } from '../../support/fixtures'
import { english } from '../../support/english'
import { esewaKnows, gatewayFails, gatewayHangs, GOOD_KHALTI_KEY, KHALTI_LOOKUP_URL, khaltiKnows, ESEWA_STATUS_URL } from './support'

async function plusMember() {
  const member = await createMember()
  await prisma.member.update({ where: { id: member.id }, data: { plan: 'PLUS' } })
  return member
}

const khalti = (secretKey: string) => KhaltiAccountSchema.parse({ secretKey })
const esewa = (merchantCode: string, secretKey: string) => EsewaAccountSchema.parse({ merchantCode, secretKey })

describe('Khalti', () => {
  test('a key Khalti accepts is saved sealed: the table has neither the key nor a part of it beyond the last four', async () => {
    const member = await plusMember()
    const seen = khaltiKnows(GOOD_KHALTI_KEY)
    const view = await connectKhalti(member.id, khalti(GOOD_KHALTI_KEY))
    expect(view).toMatchObject({ gateway: 'KHALTI', merchantCode: null, secretLast4: 'b455' })
    expect(seen).toEqual([{ authorization: `Key ${GOOD_KHALTI_KEY}`, body: { pidx: 'bhadaa-key-check' } }])
    const [row] = await prisma.$queryRaw<Array<Record<string, unknown>>>`SELECT * FROM "GatewayAccount" WHERE "memberId" = ${member.id}`
    const stored = JSON.stringify(row)
    expect(stored).not.toContain(GOOD_KHALTI_KEY)
    expect(stored).not.toContain('68791341fdd94846')
    expect(row).toMatchObject({ secretLast4: 'b455', keyId: expect.stringMatching(/^[0-9a-f]{16}$/) })
    // The service itself can open it for a call to Khalti.
    expect(await gatewayCredentials(member.id, 'KHALTI')).toEqual({ merchantCode: null, secretKey: GOOD_KHALTI_KEY })
    expect(await getGatewaySettings(member.id)).toEqual({ allowed: true, accounts: [expect.objectContaining({ gateway: 'KHALTI', secretLast4: 'b455' })] })
  })

  test('a key Khalti refuses is a field error on secretKey, and nothing is saved', async () => {
    const member = await plusMember()
    khaltiKnows(GOOD_KHALTI_KEY)
    const error = await connectKhalti(member.id, khalti('test_secret_key_wrong0000')).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ValidationError)
    expect(english((error as ValidationError).fields.secretKey?.[0] ?? '')).toMatch(/Khalti did not accept this secret key/)
    expect(await prisma.gatewayAccount.count({ where: { memberId: member.id } })).toBe(0)
  })

  test('a new key replaces the old one; a refused new key keeps the old one', async () => {
    const member = await plusMember()
    const newKey = 'live_secret_key_00000000000000000000000000009999'
    khaltiKnows(GOOD_KHALTI_KEY, newKey)
    await connectKhalti(member.id, khalti(GOOD_KHALTI_KEY))
    await expect(connectKhalti(member.id, khalti('live_secret_key_unknown000000'))).rejects.toBeInstanceOf(ValidationError)
    expect((await gatewayCredentials(member.id, 'KHALTI'))?.secretKey).toBe(GOOD_KHALTI_KEY)
    await connectKhalti(member.id, khalti(newKey))
    expect((await gatewayCredentials(member.id, 'KHALTI'))?.secretKey).toBe(newKey)
    expect(await prisma.gatewayAccount.count({ where: { memberId: member.id } })).toBe(1)
  })

  test('Khalti down (502) or silent (time-out) is GatewayUnavailableError, and nothing is saved', async () => {
    const member = await plusMember()
    gatewayFails('post', KHALTI_LOOKUP_URL)
    await expect(connectKhalti(member.id, khalti(GOOD_KHALTI_KEY))).rejects.toBeInstanceOf(GatewayUnavailableError)
    expect(await prisma.gatewayAccount.count({ where: { memberId: member.id } })).toBe(0)
    gatewayHangs('post', KHALTI_LOOKUP_URL)
    await expect(checkKhaltiKey(GOOD_KHALTI_KEY, { timeoutMs: 200 })).rejects.toThrow(/Khalti did not answer in time/)
  })
})

describe('eSewa', () => {
  test('a merchant code eSewa knows is saved with its sealed secret key', async () => {
    const member = await plusMember()
    const seen = esewaKnows('EPAYTEST')
    const view = await connectEsewa(member.id, esewa('EPAYTEST', '8gBm/:&EnhH.1/q'))
    expect(view).toMatchObject({ gateway: 'ESEWA', merchantCode: 'EPAYTEST', secretLast4: '.1/q' })
    expect(seen[0]?.searchParams.get('product_code')).toBe('EPAYTEST')
    expect(seen[0]?.searchParams.get('transaction_uuid')).toMatch(/^bhadaa-check-/)
    const row = await prisma.gatewayAccount.findFirstOrThrow({ where: { memberId: member.id } })
    expect(row.secretCiphertext).not.toContain('8gBm')
    expect(await gatewayCredentials(member.id, 'ESEWA')).toEqual({ merchantCode: 'EPAYTEST', secretKey: '8gBm/:&EnhH.1/q' })
  })

  test('an unknown merchant code is a field error on merchantCode; eSewa down saves nothing', async () => {
    const member = await plusMember()
    esewaKnows('EPAYTEST')
    const error = await connectEsewa(member.id, esewa('NOSUCHCODE', '8gBm/:&EnhH.1/q')).catch((caught: unknown) => caught)
    expect(english((error as ValidationError).fields.merchantCode?.[0] ?? '')).toMatch(/eSewa does not know this merchant code/)
    gatewayFails('get', ESEWA_STATUS_URL, 503)
    await expect(connectEsewa(member.id, esewa('EPAYTEST', '8gBm/:&EnhH.1/q'))).rejects.toBeInstanceOf(GatewayUnavailableError)
    expect(await prisma.gatewayAccount.count({ where: { memberId: member.id } })).toBe(0)
  })
})

describe('plans and scoping', () => {
  test('on the Basic plan nothing is connected and the gateway is not even asked', async () => {
    const member = await createMember()
    const seen = khaltiKnows(GOOD_KHALTI_KEY)
    await expect(connectKhalti(member.id, khalti(GOOD_KHALTI_KEY))).rejects.toBeInstanceOf(PlanRequiredError)
    expect(seen).toEqual([])
    expect(await getGatewaySettings(member.id)).toEqual({ allowed: false, accounts: [] })
  })

  test('disconnecting forgets the key; another member’s account is untouched and a second disconnect is NotFound', async () => {
    const [member, other] = [await plusMember(), await plusMember()]
    khaltiKnows(GOOD_KHALTI_KEY)
    await connectKhalti(member.id, khalti(GOOD_KHALTI_KEY))
    await connectKhalti(other.id, khalti(GOOD_KHALTI_KEY))
    await disconnectGateway(member.id, 'KHALTI')
    expect(await gatewayCredentials(member.id, 'KHALTI')).toBeNull()
    expect(await gatewayCredentials(other.id, 'KHALTI')).not.toBeNull()
    await expect(disconnectGateway(member.id, 'KHALTI')).rejects.toBeInstanceOf(NotFoundError)
  })

  test('a sealed key copied into another member’s row does not open there', async () => {
    const [member, other] = [await plusMember(), await plusMember()]
    khaltiKnows(GOOD_KHALTI_KEY, 'live_secret_key_other_00000000')
    await connectKhalti(member.id, khalti(GOOD_KHALTI_KEY))
    await connectKhalti(other.id, khalti('live_secret_key_other_00000000'))
    const mine = await prisma.gatewayAccount.findFirstOrThrow({ where: { memberId: member.id } })
    await prisma.gatewayAccount.update({ where: { memberId_gateway: { memberId: other.id, gateway: 'KHALTI' } }, data: { secretCiphertext: mine.secretCiphertext } })
    await expect(gatewayCredentials(other.id, 'KHALTI')).rejects.toThrow(/does not open/)
  })
})
