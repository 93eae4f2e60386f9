// A landlord's own merchant accounts at Khalti and eSewa (DESIGN §10): rent paid online
// goes there, never through Bhadaa. Plus and Pro plans only. A key is saved only after the gateway
// accepted it (Khalti checks the secret key; eSewa can only check the merchant code before a
// payment), sealed with AES-256-GCM (app/server/data-encryption.server.ts), and never shown again
// beyond its last four characters. Every query is scoped to the member.
import { recordAudit } from '~/services/audit.server'
import { allowsOnlinePayment } from '~/domain/plans'
import type { PaymentGateway, Prisma } from '~/generated/prisma/client'
import { type EsewaAccountInput, GATEWAY_MESSAGES as M, type KhaltiAccountInput } from '~/schemas/gateway-schemas'
import { dataSealer } from '~/server/data-encryption.server'
import { prisma } from '~/server/db.server'
import { GatewayUnavailableError, LimitError, NotFoundError, ValidationError } from '~/services/errors'
import { checkEsewaMerchant } from '~/services/gateways/esewa.server'
import { checkKhaltiKey, type KeyCheck } from '~/services/gateways/khalti.server'
import type { WriteGuard } from '~/services/idempotency.server'

export { GatewayUnavailableError }

export type GatewayAccountView = {
  gateway: PaymentGateway
  /** eSewa's merchant code; null for Khalti. */
  merchantCode: string | null
  secretLast4: string
  /** ISO instant the gateway last accepted the key. */
  checkedAt: string
}

export type GatewaySettings = {
  /** The member's plan lets them connect gateways (Plus, Pro). */
  allowed: boolean
  accounts: GatewayAccountView[]
}

/** The member's plan does not include online payment. */
export class PlanRequiredError extends LimitError {
  override name = 'PlanRequiredError'
}

const VIEW_SELECT = { gateway: true, merchantCode: true, secretLast4: true, checkedAt: true } satisfies Prisma.GatewayAccountSelect

const viewOf = (row: Prisma.GatewayAccountGetPayload<{ select: typeof VIEW_SELECT }>): GatewayAccountView => ({ ...row, checkedAt: row.checkedAt.toISOString() })

/** What binds a sealed key to its row: a copy in another member's row does not open. */
const sealContext = (memberId: number, gateway: PaymentGateway) => `gateway-account:${memberId}:${gateway}`

async function memberPlan(memberId: number) {
  const member = await prisma.member.findUnique({ where: { id: memberId }, select: { plan: true } })
  if (!member) throw new NotFoundError()
  return member.plan
}

export async function getGatewaySettings(memberId: number): Promise<GatewaySettings> {
  const [plan, rows] = await Promise.all([
    memberPlan(memberId),
    prisma.gatewayAccount.findMany({ where: { memberId }, select: VIEW_SELECT, orderBy: { gateway: 'asc' } }),
  ])
  return { allowed: allowsOnlinePayment(plan), accounts: rows.map(viewOf) }
}

type Connect = { now?: Date; guard?: WriteGuard<GatewayAccountView> }

async function connect(
  memberId: number,
  gateway: PaymentGateway,
  { secretKey, merchantCode, check }: { secretKey: string; merchantCode: string | null; check: () => Promise<KeyCheck> },
  { now = new Date(), guard }: Connect,
): Promise<GatewayAccountView> {
  if (!allowsOnlinePayment(await memberPlan(memberId))) throw new PlanRequiredError(M.planRequired)
  // Asked before anything is written; GatewayUnavailableError saves nothing (and says so).
  if ((await check().catch(GatewayUnavailableError.telling(M.unavailable))) === 'REFUSED') {
    throw gateway === 'KHALTI'
      ? new ValidationError(M.khaltiRefused, { secretKey: [M.khaltiRefused] })
      : new ValidationError(M.esewaRefused, { merchantCode: [M.esewaRefused] })
  }
  const sealed = dataSealer().seal(secretKey, sealContext(memberId, gateway))
  const data = { merchantCode, secretCiphertext: sealed.ciphertext, keyId: sealed.keyId, secretLast4: secretKey.slice(-4), checkedAt: now }
  return prisma.$transaction(async (tx) => {
    await guard?.claim(tx)
    const row = await tx.gatewayAccount.upsert({
      where: { memberId_gateway: { memberId, gateway } },
      create: { memberId, gateway, ...data },
      update: data,
      select: VIEW_SELECT,
    })
    await recordAudit({ actorMemberId: memberId, actorRole: 'MEMBER', action: 'member.gatewayKeyChange', target: `gateway:${gateway}`, subjectMemberId: memberId, details: { gateway, last4: data.secretLast4 } }, tx)
    const view = viewOf(row)
    await guard?.settle(tx, view)
    return view
  })
}

/** Connects (or replaces) the member's Khalti account once Khalti accepts the secret key. */
export function connectKhalti(memberId: number, input: KhaltiAccountInput, options: Connect = {}) {
  return connect(memberId, 'KHALTI', { secretKey: input.secretKey, merchantCode: null, check: () => checkKhaltiKey(input.secretKey) }, options)
}

/** Connects (or replaces) the member's eSewa account once eSewa knows the merchant code. */
export function connectEsewa(memberId: number, input: EsewaAccountInput, options: Connect = {}) {
  return connect(memberId, 'ESEWA', { secretKey: input.secretKey, merchantCode: input.merchantCode, check: () => checkEsewaMerchant(input.merchantCode) }, options)
}

/** Forgets the member's account at `gateway` (its key with it). NotFoundError when none is connected. */
export async function disconnectGateway(memberId: number, gateway: PaymentGateway, { guard }: { guard?: WriteGuard<{ gateway: PaymentGateway }> } = {}) {
  return prisma.$transaction(async (tx) => {
    await guard?.claim(tx)
    const { count } = await tx.gatewayAccount.deleteMany({ where: { memberId, gateway } })
    if (count === 0) throw new NotFoundError(M.notConnected)
    await recordAudit({ actorMemberId: memberId, actorRole: 'MEMBER', action: 'member.gatewayKeyRemove', target: `gateway:${gateway}`, subjectMemberId: memberId, details: { gateway } }, tx)
    await guard?.settle(tx, { gateway })
    return { gateway }
  })
}

/** The member's credentials at `gateway`, opened, for a call to it; null when not connected. */
export async function gatewayCredentials(memberId: number, gateway: PaymentGateway): Promise<{ merchantCode: string | null; secretKey: string } | null> {
  const row = await prisma.gatewayAccount.findUnique({
    where: { memberId_gateway: { memberId, gateway } },
    select: { merchantCode: true, secretCiphertext: true, keyId: true },
  })
  if (!row) return null
  return { merchantCode: row.merchantCode, secretKey: dataSealer().open({ ciphertext: row.secretCiphertext, keyId: row.keyId }, sealContext(memberId, gateway)) }
}
