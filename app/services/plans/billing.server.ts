// Paid plans (DESIGN §10): Plus and Pro are paid for through Bhadaa's own Khalti or eSewa
// merchant account (BHADAA_KHALTI_SECRET_KEY, BHADAA_ESEWA_MERCHANT_CODE + BHADAA_ESEWA_SECRET_KEY).
// Without either, choosing a plan stays free (plans.server.ts). Each payment is a PlanPayment row,
// confirmed exactly as rent is (payments/gateway-payments.server.ts, with the same gateway clients): only
// the server's own question to the gateway counts (Khalti lookup; eSewa's signed answer and its
// status API), and only at the right amount. Completing claims the row (`status <> COMPLETED`,
// row-locked) and extends the member's plan in one transaction, under a unique (gateway,
// transaction id): a reloaded return page or two racing callbacks extend the plan once.
// A paid period runs up to its end date; paying while it runs extends it from that end. The
// plan-ends scan texts the member 7 days and 1 day before the end, then puts them back on Basic,
// which deletes nothing (plans.server.ts: the over-limit rule).
import { randomUUID } from 'node:crypto'
import { addAdDays, dateColumn, isoDateOf } from '~/domain/ad-date'
import { nepalTimeToInstant, nepalToday } from '~/domain/nepal-time'
import { isPaidPlan, type PaidPlan, PAID_PLANS, PLAN_PERIODS, type PlanPeriod, planPeriodFrom, planPricePaisa, planReminderDue } from '~/domain/plan-billing'
import type { MemberPlan } from '~/domain/plans'
import { isWithinSendingHours, SENDING_HOURS } from '~/domain/reminders'
import { planEndingText } from '~/domain/sms/plan-texts'
import type { GatewayPaymentStatus, PaymentGateway, Prisma } from '~/generated/prisma/client'
import { BILLING_MESSAGES, PlanPaymentChoiceSchema } from '~/schemas/plan-billing-schemas'
import { prisma } from '~/server/db.server'
import { env, publicUrl } from '~/server/env.server'
import { logger } from '~/server/logger.server'
import type { MessageCode } from '~/i18n/message'
import { NotFoundError, ValidationError } from '~/services/errors'
import { appendAnswer, type Checkout, checkEsewaReturn, checkKhalti, type GatewayStart, startCheckout } from '~/services/gateways/checkout.server'
import { GatewayUnavailableError } from '~/services/gateways/http.server'
import { createSmsBatchInTransaction, enqueueSmsAfterCommit, type QueueSmsInput } from '~/services/sms/outbox.server'

export { GatewayUnavailableError }

/** Bhadaa's own merchant accounts, as configured (read at each call). */
function bhadaaMerchant() {
  return {
    KHALTI: env.BHADAA_KHALTI_SECRET_KEY ? { secretKey: env.BHADAA_KHALTI_SECRET_KEY } : null,
    ESEWA: env.BHADAA_ESEWA_MERCHANT_CODE && env.BHADAA_ESEWA_SECRET_KEY ? { merchantCode: env.BHADAA_ESEWA_MERCHANT_CODE, secretKey: env.BHADAA_ESEWA_SECRET_KEY } : null,
  }
}

/** The gateways a plan can be paid through; none: plans are free. */
export function planGateways(): PaymentGateway[] {
  const merchant = bhadaaMerchant()
  return (['KHALTI', 'ESEWA'] as const).filter((gateway) => merchant[gateway] !== null)
}

export function plansArePaid(): boolean {
  return planGateways().length > 0
}

export type PlanPrices = Record<PaidPlan, Record<PlanPeriod, number>>

export function planPrices(): PlanPrices {
  const prices = (plan: PaidPlan) => Object.fromEntries(PLAN_PERIODS.map((period) => [period, planPricePaisa(plan, period)])) as Record<PlanPeriod, number>
  return { PLUS: prices('PLUS'), PRO: prices('PRO') }
}

export type PlanPaymentView = {
  orderId: string
  /** When it was started (ISO instant). */
  createdAt: string
  plan: MemberPlan
  period: PlanPeriod
  amountPaisa: number
  gateway: PaymentGateway
  /** The gateway's id of the attempt (Khalti pidx: a pending one is checked again at /plans/khalti?pidx=). */
  reference: string | null
  transactionId: string | null
  status: GatewayPaymentStatus
  /** The days it paid for (A.D. `YYYY-MM-DD`), once COMPLETED. */
  startsOn: string | null
  endsOn: string | null
}

export type PlanBilling = {
  plan: MemberPlan
  /** The period of the payment that set the current end; null when the plan has no end. */
  period: PlanPeriod | null
  /** The first day back on Basic; null: no end (Basic, or a plan chosen while plans were free). */
  endsOn: string | null
  /** Plus and Pro cost money here (a Bhadaa merchant account is configured). */
  paid: boolean
  gateways: PaymentGateway[]
  prices: PlanPrices
  /** Every plan payment, newest first. */
  history: PlanPaymentView[]
}

const VIEW_SELECT = {
  id: true,
  memberId: true,
  orderId: true,
  createdAt: true,
  plan: true,
  period: true,
  amountPaisa: true,
  gateway: true,
  reference: true,
  transactionId: true,
  status: true,
  answers: true,
  startsOn: true,
  endsOn: true,
} satisfies Prisma.PlanPaymentSelect

type Row = Prisma.PlanPaymentGetPayload<{ select: typeof VIEW_SELECT }>

const viewOf = (row: Row): PlanPaymentView => ({
  orderId: row.orderId,
  createdAt: row.createdAt.toISOString(),
  plan: row.plan,
  period: row.period,
  amountPaisa: Number(row.amountPaisa),
  gateway: row.gateway,
  reference: row.reference,
  transactionId: row.transactionId,
  status: row.status,
  startsOn: row.startsOn && isoDateOf(row.startsOn),
  endsOn: row.endsOn && isoDateOf(row.endsOn),
})

export async function getPlanBilling(memberId: number): Promise<PlanBilling> {
  const member = await prisma.member.findUnique({ where: { id: memberId }, select: { plan: true, planEndsOn: true } })
  if (!member) throw new NotFoundError('errors.memberNotFound')
  const rows = await prisma.planPayment.findMany({ where: { memberId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], select: VIEW_SELECT })
  const history = rows.map(viewOf)
  const endsOn = member.planEndsOn && isoDateOf(member.planEndsOn)
  const setter = endsOn ? history.find((payment) => payment.status === 'COMPLETED' && payment.endsOn === endsOn) : undefined
  const gateways = planGateways()
  return { plan: member.plan, period: setter?.period ?? null, endsOn, paid: gateways.length > 0, gateways, prices: planPrices(), history }
}

/** The plan payment `orderId` of this member (NotFoundError for another member's). */
export async function getPlanPayment(memberId: number, orderId: string): Promise<PlanPaymentView> {
  const row = await prisma.planPayment.findFirst({ where: { memberId, orderId }, select: VIEW_SELECT })
  if (!row) throw new NotFoundError()
  return viewOf(row)
}

const invalid = (field: string, code: MessageCode = BILLING_MESSAGES.invalid) => new ValidationError(code, { [field]: [code] })

/**
 * Mints a plan payment and starts it at Bhadaa's gateway: Khalti answers the page to send the
 * member to; eSewa needs the signed form posted from the member's browser. ValidationError when
 * plans are free, for Basic, or through a gateway Bhadaa does not have; GatewayUnavailableError
 * when Khalti could not start it (the row is then FAILED).
 */
export async function startPlanPayment(memberId: number, choice: unknown): Promise<GatewayStart> {
  const parsed = PlanPaymentChoiceSchema.safeParse(choice)
  if (!parsed.success) throw invalid(String(parsed.error.issues[0]?.path[0] ?? 'plan'))
  const { plan, period, gateway } = parsed.data
  if (!plansArePaid()) throw invalid('plan', BILLING_MESSAGES.notPaid)
  const merchant = bhadaaMerchant()
  const khalti = merchant.KHALTI
  const esewa = merchant.ESEWA
  if ((gateway === 'KHALTI' && !khalti) || (gateway === 'ESEWA' && !esewa)) throw invalid('gateway')
  const member = await prisma.member.findUnique({ where: { id: memberId }, select: { id: true } })
  if (!member) throw new NotFoundError('errors.memberNotFound')

  const amountPaisa = planPricePaisa(plan, period)
  const row = await prisma.planPayment.create({
    data: { memberId, plan, period, gateway, amountPaisa: BigInt(amountPaisa), orderId: randomUUID() },
    select: VIEW_SELECT,
  })
  const back = `${publicUrl}/plans/esewa/${row.orderId}`
  return startCheckout(PLAN, row, gateway === 'KHALTI' ? khalti! : esewa!, {
    khaltiReturnUrl: `${publicUrl}/plans/khalti`,
    esewaSuccessUrl: back,
    esewaFailureUrl: `${back}/failed`,
    websiteUrl: publicUrl,
    orderName: `Bhadaa ${plan === 'PLUS' ? 'Plus' : 'Pro'} plan, 1 ${period === 'MONTH' ? 'month' : 'year'}`,
  })
}

/**
 * Completes the row and extends the member's plan, in one transaction. The row is claimed first
 * (`status <> COMPLETED`, row-locked), so a racing second confirmation waits, then finds it
 * completed and changes nothing; the member's row is locked as a plan change locks it.
 */
async function extendPlan(row: Row, transactionId: string, answer: unknown, today = nepalToday()): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const claimed = await tx.planPayment.updateMany({
      where: { id: row.id, status: { not: 'COMPLETED' } },
      data: { status: 'COMPLETED', transactionId, answers: appendAnswer(row.answers, answer) },
    })
    if (claimed.count === 0) return
    const [member] = await tx.$queryRaw<Array<{ plan: MemberPlan; planEndsOn: Date | null }>>`
      SELECT "plan"::text AS "plan", "planEndsOn" FROM "Member" WHERE "id" = ${row.memberId} FOR UPDATE`
    if (!member) throw new NotFoundError('errors.memberNotFound')
    const runningEnd = member.plan !== 'BASIC' && member.planEndsOn ? isoDateOf(member.planEndsOn) : null
    const { startsOn, endsOn } = planPeriodFrom(today, runningEnd, row.period)
    await tx.member.update({ where: { id: row.memberId }, data: { plan: row.plan, planEndsOn: dateColumn(endsOn) } })
    await tx.planPayment.update({ where: { id: row.id }, data: { startsOn: dateColumn(startsOn), endsOn: dateColumn(endsOn) } })
  })
  logger.info({ memberId: row.memberId, plan: row.plan, period: row.period, gateway: row.gateway }, 'plan paid')
}

/** Plans through the checkout engine: Bhadaa's merchant account, extending the plan as the hook. */
const PLAN: Checkout<Row> = {
  purpose: 'plan',
  merchant: (row) => bhadaaMerchant()[row.gateway],
  isSettled: (row) => row.status === 'COMPLETED',
  started: async (row, reference, answer) => {
    await prisma.planPayment.update({ where: { id: row.id }, data: { reference, ...(answer === null ? {} : { answers: appendAnswer(row.answers, answer) }) } })
  },
  confirmed: extendPlan,
  // A pending or final answer that changes no plan (kept with the row; the engine logs failures).
  unconfirmed: async (row, status, answer) => {
    await prisma.planPayment.updateMany({ where: { id: row.id, status: { not: 'COMPLETED' } }, data: { status, answers: appendAnswer(row.answers, answer) } })
  },
}

async function reread(row: Row): Promise<PlanPaymentView & { memberId: number }> {
  const fresh = await prisma.planPayment.findUniqueOrThrow({ where: { id: row.id }, select: VIEW_SELECT })
  return { ...viewOf(fresh), memberId: fresh.memberId }
}

/** Khalti sent the member back (`/plans/khalti?pidx=...`): ask Khalti how it stands, and act on that alone. */
export async function confirmPlanKhalti(pidx: string): Promise<PlanPaymentView & { memberId: number }> {
  const row = await prisma.planPayment.findUnique({ where: { gateway_reference: { gateway: 'KHALTI', reference: pidx } }, select: VIEW_SELECT })
  if (!row) throw new NotFoundError()
  await checkKhalti(PLAN, row)
  return reread(row)
}

/**
 * eSewa sent the member back: to the success address with `data` (signed with Bhadaa's secret
 * key), or to the failure address (data null). A forged or altered answer changes nothing; a
 * genuine one counts only when eSewa's status API agrees, at the right amount.
 */
export async function confirmPlanEsewa(orderId: string, data: string | null): Promise<PlanPaymentView & { memberId: number; forged: boolean }> {
  const row = await prisma.planPayment.findFirst({ where: { gateway: 'ESEWA', orderId }, select: VIEW_SELECT })
  if (!row) throw new NotFoundError()
  const { forged } = await checkEsewaReturn(PLAN, row, data)
  return { ...(await reread(row)), forged }
}

/**
 * The plan-ends scan (jobs/plan-ends.server.ts, every hour): paid plans whose end date has come
 * go back to Basic (nothing is deleted; the over-limit rule applies), and, within the sending
 * hours, members whose plan ends in 7 days (catching up to 2) or 1 day are texted, once per end
 * date and reminder (`plan-ending:<memberId>:<endsOn>:<7|1>`).
 */
export async function scanPlanEnds(now: Date = new Date()): Promise<{ ended: number; texted: number }> {
  const today = nepalToday(now)
  const ended = await prisma.member.updateMany({
    where: { plan: { in: [...PAID_PLANS] }, planEndsOn: { lte: dateColumn(today) } },
    data: { plan: 'BASIC', planEndsOn: null },
  })
  if (ended.count) logger.info({ ended: ended.count }, 'paid plans ended: back on Basic')
  if (!isWithinSendingHours(now)) return { ended: ended.count, texted: 0 }

  const ending = await prisma.member.findMany({
    where: { plan: { in: [...PAID_PLANS] }, planEndsOn: { gt: dateColumn(today), lte: dateColumn(addAdDays(today, 7)) } },
    select: { id: true, phone: true, prefLanguage: true, plan: true, planEndsOn: true },
  })
  const inputs: QueueSmsInput[] = ending.flatMap((member) => {
    const endsOn = isoDateOf(member.planEndsOn!)
    const due = planReminderDue(today, endsOn)
    if (!due || !isPaidPlan(member.plan)) return []
    return [
      {
        to: member.phone,
        language: member.prefLanguage,
        template: 'plan-ending',
        body: planEndingText({ language: member.prefLanguage, plan: member.plan, endsOn, daysLeft: due.daysLeft }),
        idempotencyKey: `plan-ending:${member.id}:${endsOn}:${due.reminder}`,
        memberId: member.id,
        sendBefore: nepalTimeToInstant(today, SENDING_HOURS.until),
      },
    ]
  })
  const created = await prisma.$transaction((tx) => createSmsBatchInTransaction(tx, inputs))
  await enqueueSmsAfterCommit(created)
  return { ended: ended.count, texted: created.length }
}
