// The operations a sequence draws from: each looks at the model, draws its arguments (or answers
// null when it cannot apply now), then does it to the app (through a service, a web form or /v1)
// and to the model. Every operation the model allows must succeed in the app: a refusal is a
// failure of the run, with the seed and the steps printed.
import { adToBs, formatBsDate } from '~/domain/bs-calendar'
import { nepalToday } from '~/domain/nepal-time'
import { AgreementChangeSchema, RenewalSchema } from '~/schemas/agreement-change-schemas'
import { AgreementCreateSchema } from '~/schemas/agreement-schemas'
import { GatewayDecisionSchema } from '~/schemas/gateway-decision-schemas'
import { PaymentCreateSchema } from '~/schemas/ledger-schemas'
import { TerminationSchema } from '~/schemas/termination-schemas'
import { MeterRateSchema, ReadingCreateSchema } from '~/schemas/meter-schemas'
import { ProofCreateSchema } from '~/schemas/payment-proof-schemas'
import { ExtraChargeSchema, LateFeeRuleSchema } from '~/schemas/charge-schemas'
import { changeAgreement } from '~/services/agreements/changes.server'
import { renewAgreement } from '~/services/agreements/renewals.server'
import { createAgreement } from '~/services/agreements/create.server'
import { terminateAgreement } from '~/services/agreements/termination.server'
import { addExtraCharge } from '~/services/ledger/extra-charges.server'
import { decideReceivedPayment } from '~/services/payments/gateway-decisions.server'
import { confirmKhalti, recheckPendingGatewayPayments, startGatewayPayment } from '~/services/payments/gateway-payments.server'
import { addLateFees, setLateFeeRule } from '~/services/ledger/late-fees.server'
import { recordPayment, voidPayment } from '~/services/ledger/ledger.server'
import { recordAgreementReading } from '~/services/meters/readings.server'
import { setMeterRate } from '~/services/meters/meters.server'
import { ensurePayCode, getPayPage } from '~/services/payments/pay-links.server'
import { confirmProof, rejectProof, submitProof } from '~/services/payments/proofs.server'
import { correctReading } from '~/services/meters/reading-corrections.server'
import { settleAgreement } from '~/services/settlements/settlements.server'
import { prisma } from '~/server/db.server'
import { runAgreementsDay } from '../../../jobs/agreements-end.server'
import { uniquePhone } from '../../support/fixtures'
import { LedgerModel, settlementIncomeOf, UNITS, type Lease } from './model'
import type { Rng } from './prng'
import { ConflictError, ValidationError } from '~/services/errors'
import { fieldErrorsOf, instantOf, RouteRefused, setToday, v1, webPost, type World } from './world'

export type Via = 'service' | 'web' | 'v1'

export type Context = {
  rng: Rng
  model: LedgerModel
  world: World
  /** What Khalti's lookup answers for a pidx (the fake reads it at each request). */
  khalti: Record<string, Record<string, unknown>>
}

export type Step = {
  /** One line for the replay log. */
  describe: string
  /** The agreement whose views the invariants compare after this step (null: none touched). */
  agreementId: number | null
  /** The way in, when the step went through the web or /v1 (its views are then read through /v1 too). */
  via?: Via
  /**
   * The step may change what was received (a payment, a void, a settlement, a carry-over): the
   * year's report is read after it. Others (charges, readings, changes) only move money between
   * charges, which the report's total does not see.
   */
  movesMoney?: boolean
  run(): Promise<void>
}

type Operation = (ctx: Context) => Promise<Step | null> | Step | null

const rupees = (paisa: number) => paisa / 100
const bs = (isoDate: string) => formatBsDate(adToBs(isoDate))
/** A date as the lease's calendar writes it on its forms. */
const typed = (lease: Pick<Lease, 'calendar'>, isoDate: string) => (lease.calendar === 'BS' ? bs(isoDate) : isoDate)
const later = (a: string, b: string) => (a > b ? a : b)
const earlier = (a: string, b: string) => (a < b ? a : b)
const dayIn = (rng: Rng, from: string, to: string) => LedgerModel.add(from, rng.int(0, Math.max(0, LedgerModel.days(from, to))))
const now = () => new Date()

/** The way in for this step: mostly the services, a fixed share through the web and /v1. */
function via(rng: Rng, ways: readonly Via[] = ['service', 'web', 'v1']): Via {
  const draw = rng.next()
  if (draw < 0.6 || ways.length === 1) return 'service'
  return draw < 0.8 && ways.includes('web') ? 'web' : ways.includes('v1') ? 'v1' : 'service'
}

/** An amount of money a person would pay: whole rupees mostly, sometimes paisa. */
function amountOf(rng: Rng, rentPaisa: number): number {
  const kind = rng.weighted({ rent: 4, half: 2, double: 1, odd: 2, small: 1 })
  if (kind === 'rent') return rentPaisa
  if (kind === 'half') return Math.round(rentPaisa / 2)
  if (kind === 'double') return rentPaisa * 2
  if (kind === 'small') return rng.int(1, 500) * 100 + (rng.chance(0.3) ? 50 : 0)
  return rng.int(1000, 40_000) * 100 + (rng.chance(0.3) ? 25 : 0)
}

/**
 * A write that makes a record, through /v1 or the service as the step drew: the new record's
 * `field` (its id, or a renewal's `agreementId`) from /v1's JSON `data` or the service's answer.
 */
async function created<K extends string>(way: Via, field: K, api: () => Promise<{ data: unknown }>, service: () => Promise<Record<K, number>>): Promise<number> {
  if (way !== 'v1') return (await service())[field]
  return ((await api()).data as Record<K, number>)[field]
}

async function latestPaymentId(agreementId: number): Promise<number> {
  const payment = await prisma.payment.findFirstOrThrow({ where: { agreementId, receiptNumber: { not: null } }, orderBy: { receiptNumber: 'desc' }, select: { id: true } })
  return payment.id
}

// ---------------------------------------------------------------------------------------------
// Agreements

const createLease: Operation = ({ rng, model, world }) => {
  const free = UNITS.filter((unit) => model.isFree(unit))
  if (free.length === 0) return null
  const unit = rng.pick(free)
  const calendar = rng.chance(0.4) ? 'BS' : 'AD'
  const startDate = LedgerModel.add(model.today, -rng.int(0, 300))
  const endDate = later(LedgerModel.add(startDate, rng.int(150, 500)), LedgerModel.add(model.today, rng.int(1, 60)))
  const rentPaisa = rng.int(10, 60) * 50_000
  const depositPaisa = rng.chance(0.7) ? rentPaisa * rng.int(1, 3) : 0
  const known = model.leases.map((lease) => lease.tenantPhone)
  const tenantPhone = known.length > 0 && rng.chance(0.25) ? rng.pick(known) : uniquePhone()
  const paymentDayOfMonth = rng.int(1, 28)
  const opening =
    LedgerModel.days(startDate, model.today) > 40 && rng.chance(0.4)
      ? { paidUpTo: dayIn(rng, startDate, LedgerModel.add(model.today, -1)), openingBalancePaisa: rng.pick([0, 1, -1]) * rng.int(1, 40) * 50_000 }
      : null
  const lateFees = rng.chance(0.3)
  const way = opening ? 'service' : via(rng, ['service', 'v1'])
  const raw = {
    name: `${unit} lease`,
    propertyId: world.propertyId,
    unitId: world.unitIds[unit],
    tenantFirstName: 'Ram',
    tenantLastName: 'Thapa',
    tenantPhone,
    tenantPreferredLanguage: rng.pick(['ENG', 'NEP']),
    calendarType: calendar,
    startDate: typed({ calendar }, startDate),
    endDate: typed({ calendar }, endDate),
    utilities: [],
    leaseAmount: rupees(rentPaisa),
    deposit: depositPaisa > 0 ? rupees(depositPaisa) : null,
    paymentInterval: 1,
    paymentDayOfMonth,
  }
  return {
    describe: `create ${calendar} lease on ${unit} via ${way}: ${startDate}..${endDate}, rent ${rupees(rentPaisa)}, deposit ${rupees(depositPaisa)}${opening ? `, paid up to ${opening.paidUpTo} balance ${rupees(opening.openingBalancePaisa)}` : ''}${lateFees ? ', late fees' : ''}`,
    movesMoney: true,
    via: way,
    agreementId: null,
    async run() {
      const id = await created(
        way,
        'id',
        () => v1(world, 'POST', '/v1/member/agreement', raw),
        () => createAgreement(world.memberId, AgreementCreateSchema.parse(raw), { now: now(), beforeBhadaa: opening }),
      )
      if (lateFees) await setLateFeeRule(world.memberId, id, LateFeeRuleSchema.parse({ kind: 'FLAT', graceDays: 5, value: 500 }).rule)
      model.leases.push({
        id,
        unit,
        calendar,
        tenantPhone,
        startDate,
        endDate,
        rentPaisa,
        depositPaisa,
        terminatedOn: null,
        moveOutOn: null,
        settled: false,
        renewedFromId: null,
        renewedById: null,
        metered: false,
        lastReading: null,
        lateFees,
      })
    },
  }
}

/** A change of rent from a day on (effective today or later, within the lease); an upcoming renewal's terms too. */
const changeTerms: Operation = ({ rng, model, world }) => {
  const leases = [...model.current(), ...model.leases.filter((lease) => lease.renewedFromId !== null && model.isUpcoming(lease))].filter((lease) => lease.renewedById === null)
  if (leases.length === 0) return null
  const lease = rng.pick(leases)
  const effectiveDate = dayIn(rng, later(model.today, lease.startDate), lease.endDate)
  // A change must change something: another rent than the one in force.
  const rentPaisa = (lease.rentPaisa / 50_000 + rng.int(1, 20)) * 50_000
  const way = via(rng, ['service', 'v1'])
  const body = { calendarType: lease.calendar, effectiveDate: typed(lease, effectiveDate), leaseAmount: rupees(rentPaisa), reason: 'Rent agreed again' }
  return {
    describe: `change lease ${lease.id} via ${way}: rent ${rupees(rentPaisa)} from ${effectiveDate}`,
    via: way,
    agreementId: lease.id,
    async run() {
      if (way === 'v1') await v1(world, 'PATCH', `/v1/member/agreement/${lease.id}`, body)
      else await changeAgreement(world.memberId, lease.id, AgreementChangeSchema.parse(body), { now: now() })
      lease.rentPaisa = rentPaisa
    },
  }
}

/** A renewal: early (months before the end) or on time (in the last month). */
const renew: Operation = ({ rng, model, world }) => {
  const leases = model.current().filter((lease) => lease.renewedById === null && !lease.settled)
  if (leases.length === 0) return null
  const lease = rng.pick(leases)
  const timing = LedgerModel.days(model.today, lease.endDate) > 30 ? 'early' : 'on time'
  const endDate = LedgerModel.add(lease.endDate, rng.int(180, 400))
  const rentPaisa = rng.chance(0.5) ? lease.rentPaisa : rng.int(10, 60) * 50_000
  const way = via(rng, ['service', 'v1'])
  const body = { calendarType: lease.calendar, endDate: typed(lease, endDate), leaseAmount: rupees(rentPaisa), reason: 'Renewed' }
  return {
    describe: `renew lease ${lease.id} (${timing}) via ${way}: to ${endDate}, rent ${rupees(rentPaisa)}`,
    movesMoney: true,
    via: way,
    agreementId: lease.id,
    async run() {
      const id = await created(
        way,
        'agreementId',
        () => v1(world, 'POST', `/v1/member/agreement/${lease.id}/renewal`, body),
        () => renewAgreement(world.memberId, lease.id, RenewalSchema.parse(body), { now: now() }),
      )
      lease.renewedById = id
      model.leases.push({
        ...lease,
        id,
        startDate: LedgerModel.add(lease.endDate, 1),
        endDate,
        rentPaisa,
        terminatedOn: null,
        moveOutOn: null,
        settled: false,
        renewedFromId: lease.id,
        renewedById: null,
      })
    },
  }
}

/**
 * A termination with the day the tenant leaves: today (the default, sent or not), a past day, or
 * a day still to come, within the lease; the last period in full or pro rata. The lease stops
 * being current at once; it can be settled from the move-out day on.
 */
const terminate: Operation = ({ rng, model, world }) => {
  const leases = model.current().filter((lease) => lease.renewedById === null)
  if (leases.length === 0) return null
  const lease = rng.pick(leases)
  const when = rng.weighted({ default: 2, today: 1, past: 2, future: 1 })
  const moveOutOn =
    when === 'past' ? dayIn(rng, later(lease.startDate, LedgerModel.add(model.today, -60)), model.today) : when === 'future' ? dayIn(rng, model.today, earlier(lease.endDate, LedgerModel.add(model.today, 30))) : model.today
  const proRata = rng.chance(0.5)
  const way = via(rng, ['service', 'v1'])
  const body = { calendarType: lease.calendar, ...(when === 'default' ? {} : { moveOutDate: typed(lease, moveOutOn) }), proRata }
  return {
    describe: `terminate lease ${lease.id} via ${way}, moving out ${moveOutOn}${when === 'default' ? ' (the default day)' : ''}${proRata ? ', pro rata' : ''}`,
    via: way,
    agreementId: lease.id,
    async run() {
      if (way === 'v1') await v1(world, 'DELETE', `/v1/member/agreement/${lease.id}`, body)
      else await terminateAgreement(world.memberId, lease.id, { now: now(), ...TerminationSchema.parse(body) })
      lease.terminatedOn = model.today
      lease.moveOutOn = moveOutOn
    },
  }
}

/** What the ledger holds now: every open charge's unpaid part, and money paid beyond what charges took. */
async function openFigures(agreementId: number) {
  const [charges, payments] = await Promise.all([
    prisma.charge.findMany({ where: { agreementId, status: { notIn: ['CANCELLED', 'BEFORE_BHADAA'] } }, select: { amountPaisa: true, paidPaisa: true } }),
    prisma.payment.aggregate({ where: { agreementId, voidedAt: null }, _sum: { amountPaisa: true } }),
  ])
  const unpaidPaisa = charges.reduce((sum, charge) => sum + Number(charge.amountPaisa - charge.paidPaisa), 0)
  const allocated = charges.reduce((sum, charge) => sum + Number(charge.paidPaisa), 0)
  return { unpaidPaisa, creditPaisa: Math.max(0, Number(payments._sum.amountPaisa ?? 0n) - allocated) }
}

const settle: Operation = ({ rng, model, world }) => {
  const leases = model.leases.filter((lease) => model.isOver(lease) && !lease.settled && lease.renewedById === null && lease.startDate <= model.today && (lease.moveOutOn ?? model.today) <= model.today)
  if (leases.length === 0) return null
  const lease = rng.pick(leases)
  const deductionCount = rng.weighted({ 0: 2, 1: 2, 2: 1 })
  return {
    describe: `settle lease ${lease.id} (deposit ${rupees(lease.depositPaisa)}, ${deductionCount} deductions)`,
    movesMoney: true,
    agreementId: lease.id,
    async run() {
      const figures = await openFigures(lease.id)
      // The domain refuses deductions above the deposit plus the dues: draw within that.
      const room = lease.depositPaisa + figures.unpaidPaisa
      const deductions = Array.from({ length: room >= 200 ? Number(deductionCount) : 0 }, (_, index) => ({
        reason: index === 0 ? 'Broken window' : 'Cleaning',
        amountPaisa: rng.int(1, Math.floor(room / 2 / 100)) * 100,
      }))
      await settleAgreement(
        world.memberId,
        lease.id,
        { depositReceived: lease.depositPaisa > 0 ? { receivedOn: lease.startDate, method: 'CASH' } : null, deductions, refundMethod: 'CASH' },
        { now: now() },
      )
      lease.settled = true
      const deductionsPaisa = deductions.reduce((sum, deduction) => sum + deduction.amountPaisa, 0)
      const { incomePaisa } = settlementIncomeOf({ depositPaisa: lease.depositPaisa, deductionsPaisa, ...figures })
      model.settlementIncome.push({ date: model.today, amountPaisa: incomePaisa, why: `settlement of ${lease.id}` })
    },
  }
}

// ---------------------------------------------------------------------------------------------
// Money in

const payable = (model: LedgerModel) => model.leases.filter((lease) => model.acceptsPayments(lease))

/**
 * The landlord records money: mostly on a running lease, sometimes on one whose renewal has started
 * (paid before the hand-over, written down after it), which the ledger records on the renewal.
 */
const recordLandlordPayment: Operation = ({ rng, model, world }) => {
  const handedOver = model.leases.filter((lease) => !lease.settled && model.payeeOf(lease) !== lease && model.acceptsPayments(model.payeeOf(lease)))
  const leases = [...payable(model), ...(rng.chance(0.2) ? handedOver : [])]
  if (leases.length === 0) return null
  const lease = rng.pick(leases)
  const payee = model.payeeOf(lease)
  const amountPaisa = amountOf(rng, lease.rentPaisa)
  const paidOn = dayIn(rng, later(lease.startDate, LedgerModel.add(model.today, -90)), model.today)
  const way = via(rng)
  const fields = { calendarType: lease.calendar, amount: String(rupees(amountPaisa)), paidOn: typed(lease, paidOn), method: rng.pick(['CASH', 'BANK_TRANSFER', 'CHEQUE']) }
  return {
    describe: `pay ${rupees(amountPaisa)} on lease ${lease.id}${payee === lease ? '' : ` (recorded on its renewal ${payee.id})`} via ${way}, paid on ${paidOn}`,
    movesMoney: true,
    via: way,
    agreementId: payee.id,
    async run() {
      let paymentId: number
      if (way === 'web') {
        await webPost(world, `/agreements/${lease.id}`, { intent: 'record-payment', reference: '', note: '', ...fields }, { landsOn: `/agreements/${payee.id}` })
        paymentId = await latestPaymentId(payee.id)
      } else {
        paymentId = await created(
          way,
          'id',
          () => v1(world, 'POST', `/v1/member/agreement/${lease.id}/payment`, { ...fields, amount: rupees(amountPaisa) }),
          () => recordPayment(world.memberId, lease.id, PaymentCreateSchema.parse(fields), { now: now() }),
        )
      }
      model.money.push({ agreementId: payee.id, amountPaisa, paidOn, source: 'LANDLORD', paymentId, voided: false })
    },
  }
}

/**
 * A payment the ledger must refuse: dated in the future or before the lease starts. It answers a
 * clear refusal on the date (400 on the web and /v1), never a 500, and nothing changes (the
 * invariants after the step say so).
 */
const refusedPayment: Operation = ({ rng, model, world }) => {
  // An upcoming renewal takes no payment: any day up to today is before its start.
  const leases = [...payable(model), ...model.leases.filter((lease) => lease.renewedFromId !== null && model.isUpcoming(lease))]
  if (leases.length === 0) return null
  const lease = rng.pick(leases)
  const paidOn = model.isUpcoming(lease)
    ? LedgerModel.add(model.today, -rng.int(0, 30))
    : rng.chance(0.5)
      ? LedgerModel.add(model.today, rng.int(1, 30))
      : LedgerModel.add(lease.startDate, -rng.int(1, 30))
  const way = via(rng)
  const fields = { calendarType: lease.calendar, amount: String(rupees(lease.rentPaisa)), paidOn: typed(lease, paidOn), method: 'CASH' }
  return {
    describe: `pay ${rupees(lease.rentPaisa)} on lease ${lease.id} via ${way}, dated ${paidOn} (refused)`,
    via: way,
    agreementId: lease.id,
    async run() {
      const refusal = await (async () => {
        try {
          if (way === 'web') await webPost(world, `/agreements/${lease.id}`, { intent: 'record-payment', reference: '', note: '', ...fields })
          else if (way === 'v1') await v1(world, 'POST', `/v1/member/agreement/${lease.id}/payment`, { ...fields, amount: rupees(lease.rentPaisa) })
          else await recordPayment(world.memberId, lease.id, PaymentCreateSchema.parse(fields), { now: now() })
          return null
        } catch (error) {
          return error
        }
      })()
      const fieldsOf = (error: unknown): string[] => {
        if (error instanceof ValidationError) return Object.keys(error.fields)
        if (error instanceof RouteRefused && error.outcome.status === 400) return Object.keys(fieldErrorsOf(error.outcome, error.body))
        return []
      }
      if (!fieldsOf(refusal).includes('paidOn')) throw new Error(`a payment dated ${paidOn} was not refused on its date: ${String(refusal ?? 'recorded')}`)
    },
  }
}

const voidOne: Operation = ({ rng, model, world }) => {
  // Not on a settled lease, nor one whose renewal took its balance: what they say is final.
  const money = model.money.filter((one) => one.paymentId !== null && !one.voided && model.acceptsPayments(model.lease(one.agreementId)))
  if (money.length === 0) return null
  const one = rng.pick(money)
  const way = via(rng)
  return {
    describe: `void payment ${one.paymentId} (${rupees(one.amountPaisa)} on lease ${one.agreementId}) via ${way}`,
    movesMoney: true,
    via: way,
    agreementId: one.agreementId,
    async run() {
      if (way === 'web') await webPost(world, `/agreements/${one.agreementId}`, { intent: 'void-payment', paymentId: String(one.paymentId), reason: 'Cheque bounced' })
      else if (way === 'v1') await v1(world, 'POST', `/v1/member/payment/${one.paymentId}/void`, { reason: 'Cheque bounced' })
      else await voidPayment(world.memberId, one.paymentId!, 'Cheque bounced', { now: now() })
      one.voided = true
    },
  }
}

/**
 * The tenant's "I paid": reported now, confirmed or rejected by a later step. Refused while
 * nothing is owed on the lease (no unpaid charge, due or not): there is nothing to report.
 */
const reportPayment: Operation = async ({ rng, model }) => {
  const leases = payable(model)
  if (leases.length === 0) return null
  const lease = rng.pick(leases)
  const amountPaisa = amountOf(rng, lease.rentPaisa)
  const paidOn = dayIn(rng, later(lease.startDate, LedgerModel.add(model.today, -20)), model.today)
  const owed = (await openFigures(lease.id)).unpaidPaisa > 0
  return {
    describe: `tenant of lease ${lease.id} reports paying ${rupees(amountPaisa)} on ${paidOn}${owed ? '' : ' (nothing owed: refused)'}`,
    agreementId: lease.id,
    async run() {
      const input = ProofCreateSchema.parse({ amount: rupees(amountPaisa), calendarType: lease.calendar, paidOn: typed(lease, paidOn), method: 'BANK_TRANSFER', reference: 'IPS 42' })
      const submitted = submitProof(lease.tenantPhone, lease.id, input, null, { today: model.today })
      if (!owed) {
        const refusal = await submitted.then(() => null, (error: unknown) => error)
        if (!(refusal instanceof ConflictError)) throw new Error(`"I paid" with nothing owed was not refused: ${String(refusal ?? 'accepted')}`)
        return
      }
      const proof = await submitted
      model.proofs.push({ id: proof.id, agreementId: lease.id, amountPaisa, paidOn })
    },
  }
}

const decideProof: Operation = ({ rng, model, world }) => {
  if (model.proofs.length === 0) return null
  const proof = rng.pick(model.proofs)
  const confirm = rng.chance(0.7) && model.acceptsPayments(model.lease(proof.agreementId))
  return {
    describe: `${confirm ? 'confirm' : 'reject'} the tenant's report ${proof.id} (${rupees(proof.amountPaisa)} on lease ${proof.agreementId})`,
    movesMoney: true,
    agreementId: proof.agreementId,
    async run() {
      model.proofs.splice(model.proofs.indexOf(proof), 1)
      if (!confirm) {
        await rejectProof(world.memberId, proof.id, 'Not in my account')
        return
      }
      await confirmProof(world.memberId, proof.id)
      const { paymentId } = await prisma.paymentProof.findUniqueOrThrow({ where: { id: proof.id }, select: { paymentId: true } })
      model.money.push({ agreementId: proof.agreementId, amountPaisa: proof.amountPaisa, paidOn: proof.paidOn, source: 'PROOF', paymentId, voided: false })
    },
  }
}

/** The tenant opens the pay link and goes to Khalti for everything due now. */
const startKhalti: Operation = async ({ rng, model }) => {
  const leases = payable(model).filter((lease) => model.isCurrent(lease))
  if (leases.length === 0) return null
  const lease = rng.pick(leases)
  const code = await ensurePayCode(lease.id)
  const page = await getPayPage(code, { today: model.today })
  if (page.dueNowPaisa <= 0) return null
  return {
    describe: `tenant of lease ${lease.id} starts a Khalti payment of ${rupees(page.dueNowPaisa)}`,
    agreementId: lease.id,
    async run() {
      const started = await startGatewayPayment(code, { gateway: 'KHALTI', chargeId: null }, { today: model.today })
      if (started.gateway !== 'KHALTI') throw new Error('not Khalti')
      model.orders.push({ agreementId: lease.id, code, orderId: started.orderId, pidx: started.pidx, amountPaisa: page.dueNowPaisa, state: 'STARTED' })
    },
  }
}

/**
 * What the re-check or the return page learnt: the model's side of a gateway's answer. Completed
 * money is a payment; when the lease could not take it any more (`mayBeHeld`: it ended, was
 * terminated, settled or renewed meanwhile) it may instead wait as "received, needs a decision".
 */
async function learnGatewayAnswer(model: LedgerModel, order: (typeof model.orders)[number], status: string, { mayBeHeld }: { mayBeHeld: boolean }) {
  if (status === 'Pending') {
    order.state = 'PENDING'
    return
  }
  if (status !== 'Completed') {
    order.state = 'FAILED'
    return
  }
  order.state = 'DONE'
  const row = await prisma.gatewayPayment.findUniqueOrThrow({ where: { orderId: order.orderId }, select: { paymentId: true, status: true } })
  const held = String(row.status) === 'NEEDS_DECISION'
  if (held && !mayBeHeld) throw new Error(`Khalti completed order ${order.orderId} on a current lease, but the money waits for a decision`)
  model.money.push({ agreementId: order.agreementId, amountPaisa: order.amountPaisa, paidOn: model.today, source: 'GATEWAY', paymentId: held ? null : row.paymentId, voided: false, orderId: order.orderId })
}

/**
 * The tenant comes back from Khalti: completed, still pending, or expired. `late`: the lease is
 * no longer current by then (terminated, ended, settled or renewed since the payment started),
 * so the money may not be recordable as a normal payment; it must still be kept, once.
 */
const returnFromKhalti =
  (late: boolean): Operation =>
  ({ rng, model, khalti }) => {
    const orders = model.orders.filter((order) => order.state === 'STARTED' && late !== isStillPayable(model, order.agreementId))
    if (orders.length === 0) return null
    const order = rng.pick(orders)
    const status = rng.weighted({ Completed: 6, Pending: 2, Expired: 2 })
    return {
      describe: `tenant returns from Khalti for order ${order.orderId.slice(0, 8)} on lease ${order.agreementId}${late ? ' (no longer current)' : ''}: ${status}`,
      movesMoney: true,
      agreementId: order.agreementId,
      async run() {
        khalti[order.pidx] = { status }
        await confirmKhalti(order.code, order.pidx)
        await learnGatewayAnswer(model, order, status, { mayBeHeld: late })
      },
    }
  }

const isStillPayable = (model: LedgerModel, agreementId: number) => {
  const lease = model.lease(agreementId)
  return model.isCurrent(lease) && lease.renewedById === null && !lease.settled
}

/**
 * The landlord decides about gateway money that waits for a decision: apply it to its lease or to
 * the lease's renewal (a receipted payment, dated the day it came or the lease's start if later),
 * or record that it was given back outside Bhadaa. A refusal of the ledger changes nothing.
 */
const decideReceived: Operation = ({ rng, model, world }) => {
  const waiting = model.money.filter((one) => one.source === 'GATEWAY' && one.paymentId === null && !one.refunded)
  if (waiting.length === 0) return null
  const money = rng.pick(waiting)
  const lease = model.lease(money.agreementId)
  const decision = rng.weighted({ apply: 3, 'apply-to-renewal': lease.renewedById === null ? 0 : 2, refunded: 2 })
  const way = via(rng, ['service', 'v1'])
  return {
    describe: `landlord decides about ${rupees(money.amountPaisa)} received online on lease ${lease.id} via ${way}: ${decision}`,
    via: way,
    movesMoney: true,
    agreementId: lease.id,
    async run() {
      const row = await prisma.gatewayPayment.findUniqueOrThrow({ where: { orderId: money.orderId! }, select: { id: true } })
      const input = { decision, note: decision === 'refunded' ? 'Given back in cash' : undefined }
      try {
        if (way === 'v1') await v1(world, 'POST', `/v1/member/gateway-payment/${row.id}/decision`, input)
        else await decideReceivedPayment(world.memberId, row.id, GatewayDecisionSchema.parse(input), { now: now() })
      } catch (error) {
        const refused = error instanceof ValidationError || error instanceof ConflictError || (error instanceof RouteRefused && error.outcome.status === 400)
        if (refused) return
        throw error
      }
      if (decision === 'refunded') {
        money.refunded = true
        return
      }
      // Dated no earlier than the named lease's start; recorded on the renewal running now when it has handed over.
      const named = decision === 'apply' ? lease : model.lease(lease.renewedById!)
      const paid = await prisma.gatewayPayment.findUniqueOrThrow({ where: { id: row.id }, select: { paymentId: true } })
      money.agreementId = model.payeeOf(named).id
      money.paymentId = paid.paymentId
      money.paidOn = later(money.paidOn, named.startDate)
    },
  }
}

// ---------------------------------------------------------------------------------------------
// Charges

const extraCharge: Operation = ({ rng, model, world }) => {
  const leases = model.current()
  if (leases.length === 0) return null
  const lease = rng.pick(leases)
  const dueDate = dayIn(rng, later(lease.startDate, LedgerModel.add(model.today, -30)), earlier(lease.endDate, LedgerModel.add(model.today, 30)))
  const amountPaisa = rng.int(1, 80) * 5_000
  const way = via(rng, ['service', 'v1'])
  const body = { description: 'Water tanker', amount: rupees(amountPaisa), calendarType: lease.calendar, dueDate: typed(lease, dueDate) }
  return {
    describe: `extra charge ${rupees(amountPaisa)} due ${dueDate} on lease ${lease.id} via ${way}`,
    via: way,
    agreementId: lease.id,
    async run() {
      if (way === 'v1') await v1(world, 'POST', `/v1/member/agreement/${lease.id}/charge`, body)
      else await addExtraCharge(world.memberId, lease.id, ExtraChargeSchema.parse(body), { now: now() })
    },
  }
}

/** A meter: its rate first (the opening reading follows), then readings, sometimes corrected. */
const meterReading: Operation = async ({ rng, model, world }) => {
  const leases = model.current().filter((lease) => lease.renewedById === null && lease.renewedFromId === null)
  if (leases.length === 0) return null
  const lease = rng.pick(leases)
  if (!lease.metered) {
    return {
      describe: `electricity meter on lease ${lease.id}: rate 12.5 from ${lease.startDate}`,
      agreementId: lease.id,
      async run() {
        await setMeterRate(world.memberId, lease.id, MeterRateSchema.parse({ utilityId: 'Electricity', rate: 12.5, calendarType: 'AD', effectiveFrom: lease.startDate, dueInDays: 7 }))
        lease.metered = true
      },
    }
  }
  const last = lease.lastReading
  if (last && rng.chance(0.25)) {
    const reading = await prisma.meterReading.findUniqueOrThrow({ where: { id: last.id }, select: { previousValue: true, charge: { select: { paidPaisa: true } } } })
    if (reading.charge === null || reading.charge.paidPaisa > 0n || reading.previousValue === null) return null
    const value = Number(reading.previousValue) + rng.int(0, 40_000)
    return {
      describe: `correct reading ${last.id} on lease ${lease.id} to ${value / 100}`,
      agreementId: lease.id,
      async run() {
        await correctReading(world.memberId, last.id, { value }, { now: now() })
        last.value = value
      },
    }
  }
  if (last && last.readOn >= model.today) return null
  const readOn = last ? dayIn(rng, LedgerModel.add(last.readOn, 1), model.today) : dayIn(rng, lease.startDate, model.today)
  const value = (last?.value ?? rng.int(0, 1_000_000)) + rng.int(0, 40_000)
  const way = via(rng, ['service', 'v1'])
  const body = { utilityId: 'Electricity', calendarType: lease.calendar, readOn: typed(lease, readOn), reading: value / 100 }
  return {
    describe: `meter reading ${value / 100} on ${readOn}, lease ${lease.id} via ${way}`,
    via: way,
    agreementId: lease.id,
    async run() {
      const id = await created(
        way,
        'id',
        () => v1(world, 'POST', `/v1/member/agreement/${lease.id}/reading`, body),
        () => recordAgreementReading(world.memberId, lease.id, ReadingCreateSchema.parse(body), { now: now() }),
      )
      lease.lastReading = { id, readOn, value }
    },
  }
}

// ---------------------------------------------------------------------------------------------
// Time

/**
 * Days pass: the clock moves, then the daily jobs run as they would that morning (agreements
 * ended, renewals started, late fees, the gateway re-check; Khalti's answers about the payments
 * pending or never returned from are set first).
 */
const daysPass: Operation = ({ rng, model, khalti }) => {
  const days = rng.weighted({ 1: 3, 7: 3, 20: 3, 45: 1 })
  const to = LedgerModel.add(model.today, rng.int(1, Number(days)))
  // The re-check asks about pending payments, and about those started over an hour ago whose
  // payer never came back (a day at least has passed for every started one).
  const pending = model.orders.filter((order) => order.state === 'PENDING' || order.state === 'STARTED')
  const answers = pending.map((order) => ({ order, status: rng.weighted({ Completed: 5, Pending: 2, Expired: 3 }) }))
  return {
    describe: `days pass: ${model.today} → ${to}${answers.length > 0 ? `; Khalti now says ${answers.map(({ order, status }) => `${order.orderId.slice(0, 8)} ${status}`).join(', ')}` : ''}`,
    movesMoney: true,
    agreementId: null,
    async run() {
      model.today = to
      setToday(to)
      if (nepalToday() !== to) throw new Error(`the clock says ${nepalToday()}, not ${to}`)
      await runAgreementsDay()
      await addLateFees(instantOf(to))
      for (const { order, status } of answers) khalti[order.pidx] = { status }
      if (answers.length > 0) {
        await recheckPendingGatewayPayments({ now: instantOf(to), limit: 500 })
        for (const { order, status } of answers) await learnGatewayAnswer(model, order, status, { mayBeHeld: !isStillPayable(model, order.agreementId) })
      }
    },
  }
}

/**
 * The operations, by name, with their weights. With LEDGER_MODEL_OPERATIONS (comma-separated)
 * set, a name left out of it is never drawn.
 */
export const OPERATIONS = {
  create: { weight: 3, draw: createLease },
  pay: { weight: 6, draw: recordLandlordPayment },
  void: { weight: 2, draw: voidOne },
  refusedPayment: { weight: 0.5, draw: refusedPayment },
  report: { weight: 2, draw: reportPayment },
  decideReport: { weight: 2, draw: decideProof },
  startKhalti: { weight: 2, draw: startKhalti },
  returnKhalti: { weight: 2, draw: returnFromKhalti(false) },
  lateReturnKhalti: { weight: 2, draw: returnFromKhalti(true) },
  decideReceived: { weight: 1.5, draw: decideReceived },
  extraCharge: { weight: 2, draw: extraCharge },
  meter: { weight: 2, draw: meterReading },
  change: { weight: 1, draw: changeTerms },
  renew: { weight: 1.5, draw: renew },
  terminate: { weight: 1, draw: terminate },
  settle: { weight: 1.5, draw: settle },
  daysPass: { weight: 4, draw: daysPass },
} satisfies Record<string, { weight: number; draw: Operation }>

export type OperationName = keyof typeof OPERATIONS
