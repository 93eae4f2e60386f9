// Changing and renewing an agreement (issue 18, DESIGN §11, ADR 021; rules: app/domain/agreement-change.ts;
// contract: docs/LEDGER-INTERFACE.md §"Changes and renewals").
// - A change sets new terms (rent, utility prices, payment interval and day, increments, end date)
//   from an effective date within the agreement. Charges due before it, paid or partly paid ones,
//   ones settled before Bhadaa and every METERED/EXTRA/LATE_FEE charge stay as they are; the other
//   RENT/UTILITY charges are made again from the new terms, keeping their ids where the period is
//   the same (planAgreementChange). The row keeps who, when, why and the terms before and after.
// - A renewal is a NEW agreement linked to the old one (`renewedFromId`): same tenant, property and
//   unit, from the day after the old end, with the new terms; the deposit (amount, day, method) is
//   copied to it at once. A renewal made before its start day is upcoming: the running agreement
//   keeps its charges, payments, pay link and meters until then. On the start day (the daily job,
//   `startDueRenewals`; at once for a renewal made on or after it) the running agreement hands
//   over, once (`renewalStartedAt`): the pay link and the meters move, and the balance still open
//   moves as carry-over payments (no receipt, no SMS, not income): money owed is a carry-over
//   payment in on the old agreement and a copy of each unpaid charge (same kind, period and due
//   date) on the new one; credit is a carry-over payment out on the old and one in on the new.
// Both text the tenant once (outbox keys `agreement-changed:<changeId>`, `agreement-renewed:<newId>`).
import { isUntouched, planAgreementChange, renewalTerms, type ExistingCharge } from '~/domain/agreement-change'
import { addAdDays, dateColumn, isoDateOf } from '~/domain/ad-date'
import { type AddendumDocument, type AddendumInput, type AgreementTermsRecord, leaseAddendum } from '~/domain/lease-addendum'
import type { LeaseLanguage } from '~/domain/lease-dates'
import { nepalToday } from '~/domain/nepal-time'
import { isRecordId } from '~/domain/record-id'
import { type AgreementTerms, buildRentSchedule, monthlyRentOn, rentScheduleIssues, RentScheduleError } from '~/domain/rent-schedule'
import type { Prisma } from '~/generated/prisma/client'
import { AGREEMENT_MESSAGES } from '~/schemas/agreement-rules'
import { type AgreementChangeInput, CHANGE_MESSAGES, type RenewalRequest, type TermsPatch } from '~/schemas/agreement-change-schemas'
import { prisma } from '~/server/db.server'
import { ConflictError, NotFoundError, ValidationError } from './errors'
import type { WriteGuard } from './idempotency.server'
import { createAgreementCharges, writeScheduledCharges } from './charges.server'
import { reallocateAgreement } from './ledger.server'
import { carryMetersToRenewal } from './meters.server'
import { enqueueSmsAfterCommit } from './sms/outbox.server'
import { recordAgreementChanged, recordAgreementRenewed } from './sms/notice-texts.server'

type Tx = Prisma.TransactionClient

/** The terms as the history and the addendum keep them (A.D. dates, paisa). */
export type TermsRecord = AgreementTermsRecord

export type AgreementChangeView = {
  id: number
  agreementId: number
  kind: 'CHANGE' | 'RENEWAL'
  effectiveDate: string
  reason: string
  oldTerms: TermsRecord
  newTerms: TermsRecord
  /** The renewal's new agreement (RENEWAL). */
  renewalId: number | null
  changedBy: string
  createdAt: string
}

export type ChangeResult = { change: AgreementChangeView; cancelled: number; rewritten: number; created: number }
/** `carriedOverPaisa`: what moved at once (> 0 owed, < 0 credit); 0 for an upcoming renewal, whose balance moves on `startsOn`. */
export type RenewalResult = { change: AgreementChangeView; agreementId: number; startsOn: string; isUpcoming: boolean; carriedOverPaisa: number }

const AGREEMENT_SELECT = {
  id: true,
  memberId: true,
  name: true,
  calendar: true,
  status: true,
  startDate: true,
  endDate: true,
  leaseAmountPaisa: true,
  paymentIntervalMonths: true,
  paymentDayOfMonth: true,
  incrementPercentage: true,
  incrementIntervalYears: true,
  depositPaisa: true,
  depositReceivedOn: true,
  depositMethod: true,
  payCode: true,
  propertyId: true,
  unitId: true,
  tenantId: true,
  utilities: { select: { id: true, utilityOptionId: true, pricePaisa: true, paymentIntervalMonths: true, paymentDayOfMonth: true }, orderBy: { id: 'asc' } },
  renewedBy: { select: { id: true } },
  settlement: { select: { id: true } },
} satisfies Prisma.AgreementSelect

type AgreementRow = Prisma.AgreementGetPayload<{ select: typeof AGREEMENT_SELECT }>

const invalid = (fields: Record<string, string[]>) => new ValidationError(CHANGE_MESSAGES.invalid, fields)

async function ownAgreement(db: Tx, memberId: number, agreementId: number, lock = false): Promise<AgreementRow> {
  if (!isRecordId(agreementId)) throw new NotFoundError(CHANGE_MESSAGES.agreementNotFound)
  if (lock) await db.$queryRaw`SELECT "id" FROM "Agreement" WHERE "id" = ${agreementId} AND "memberId" = ${memberId} FOR UPDATE`
  const row = await db.agreement.findFirst({ where: { id: agreementId, memberId }, select: AGREEMENT_SELECT })
  if (!row) throw new NotFoundError(CHANGE_MESSAGES.agreementNotFound)
  return row
}

function recordOf(row: AgreementRow): TermsRecord {
  return {
    startDate: isoDateOf(row.startDate),
    endDate: isoDateOf(row.endDate),
    leaseAmountPaisa: Number(row.leaseAmountPaisa),
    paymentIntervalMonths: row.paymentIntervalMonths,
    paymentDayOfMonth: row.paymentDayOfMonth,
    incrementPercentage: row.incrementPercentage === null ? null : Number(row.incrementPercentage),
    incrementIntervalYears: row.incrementIntervalYears,
    utilities: row.utilities.map((utility) => ({
      utilityId: utility.utilityOptionId,
      pricePaisa: utility.pricePaisa === null ? null : Number(utility.pricePaisa),
      paymentIntervalMonths: utility.paymentIntervalMonths,
      paymentDayOfMonth: utility.paymentDayOfMonth,
    })),
  }
}

/** The record with the patch applied; a utility price for a utility without a price is a field error. */
function patched(record: TermsRecord, patch: TermsPatch): TermsRecord {
  const fields: Record<string, string[]> = {}
  patch.utilities?.forEach((utility, index) => {
    const known = record.utilities.find((line) => line.utilityId === utility.utilityId)
    if (!known || known.pricePaisa === null) fields[`utilities.${index}.price`] = [CHANGE_MESSAGES.ratePositive]
  })
  if (Object.keys(fields).length > 0) throw invalid(fields)
  const { utilities: prices, ...terms } = patch
  return {
    ...record,
    ...terms,
    utilities: record.utilities.map((line) => ({ ...line, pricePaisa: prices?.find((price) => price.utilityId === line.utilityId)?.pricePaisa ?? line.pricePaisa })),
  }
}

/** The record as schedule terms, its utilities keyed by their AgreementUtility row. */
function scheduleTerms(row: AgreementRow, record: TermsRecord): AgreementTerms<number> {
  return {
    calendar: row.calendar,
    ...record,
    utilities: record.utilities.map((line) => ({ ...line, utilityId: row.utilities.find((utility) => utility.utilityOptionId === line.utilityId)!.id })),
  }
}

// rent-schedule.ts names the stored fields; the input's are the API's.
const FIELD_NAMES: Record<string, string> = { leaseAmountPaisa: 'leaseAmount', paymentIntervalMonths: 'paymentInterval', incrementIntervalYears: 'incrementInterval', pricePaisa: 'price' }
const inputField = (field: string) => field.replace(/[A-Za-z]+$/, (name) => FIELD_NAMES[name] ?? name).replace(/\[(\d+)\]/g, '.$1')

/** Field errors for terms that cannot make a schedule (also past the B.S. table's end). */
function checkSchedule<U>(terms: AgreementTerms<U>): void {
  const issues = rentScheduleIssues(terms)
  if (issues.length > 0) {
    const fields: Record<string, string[]> = {}
    for (const issue of issues) (fields[inputField(issue.field)] ??= []).push(issue.message)
    throw invalid(fields)
  }
  try {
    buildRentSchedule(terms)
  } catch (error) {
    if (error instanceof RangeError && !(error instanceof RentScheduleError)) throw invalid({ endDate: [AGREEMENT_MESSAGES.beyondCalendar] })
    throw error
  }
}

const sameTerms = (a: TermsRecord, b: TermsRecord) => JSON.stringify(a) === JSON.stringify(b)

// Current or upcoming: an upcoming renewal's terms may still change before it starts.
const isCurrent = (row: AgreementRow, today: string) => row.status === 'ACTIVE' && isoDateOf(row.endDate) >= today

// ---------------------------------------------------------------------------------------------
// Change

/**
 * Changes a current agreement's terms from `input.effectiveDate` (see the head of this file).
 * ValidationError (nothing written): an effective date before the start or after the end, nothing
 * changed, a rent or price not above 0, terms that make no schedule, a new end date on a renewed
 * agreement. ConflictError when the agreement is not current.
 */
export async function changeAgreement(
  memberId: number,
  agreementId: number,
  input: AgreementChangeInput,
  { now = new Date(), guard }: { now?: Date; guard?: WriteGuard<ChangeResult> } = {},
): Promise<ChangeResult> {
  const today = nepalToday(now)
  return writeAndText(guard, async (tx) => {
    const row = await ownAgreement(tx, memberId, agreementId, true)
    if (!isCurrent(row, today)) throw new ConflictError(CHANGE_MESSAGES.notCurrent)
    const oldTerms = recordOf(row)
    const newTerms = patched(oldTerms, input.terms)
    const fields: Record<string, string[]> = {}
    if (input.effectiveDate < oldTerms.startDate || input.effectiveDate > oldTerms.endDate || input.effectiveDate > newTerms.endDate) {
      fields.effectiveDate = [CHANGE_MESSAGES.effectiveOutside]
    }
    if (newTerms.endDate !== oldTerms.endDate && row.renewedBy) fields.endDate = [CHANGE_MESSAGES.renewedEnd]
    else if (newTerms.endDate < today) fields.endDate = [AGREEMENT_MESSAGES.endDatePassed]
    if (Object.keys(fields).length > 0) throw invalid(fields)
    if (sameTerms(oldTerms, newTerms)) throw new ValidationError(CHANGE_MESSAGES.nothingChanged, {})
    const terms = scheduleTerms(row, newTerms)
    checkSchedule(terms)

    const stored = await tx.charge.findMany({
      where: { agreementId },
      select: { id: true, kind: true, agreementUtilityId: true, periodStart: true, periodEnd: true, dueDate: true, amountPaisa: true, paidPaisa: true, status: true },
    })
    const existing: ExistingCharge<number>[] = stored.map((charge) => ({
      id: charge.id,
      kind: charge.kind,
      utilityId: charge.kind === 'UTILITY' ? charge.agreementUtilityId : null,
      periodStart: isoDateOf(charge.periodStart),
      periodEnd: isoDateOf(charge.periodEnd),
      dueDate: isoDateOf(charge.dueDate),
      amountPaisa: Number(charge.amountPaisa),
      paidPaisa: Number(charge.paidPaisa),
      status: charge.status,
    }))
    const plan = planAgreementChange(existing, terms, input.effectiveDate)
    if (plan.cancelled.length > 0) {
      await tx.charge.updateMany({
        where: { id: { in: plan.cancelled.map((charge) => charge.id) }, paidPaisa: 0 },
        data: { status: 'CANCELLED', cancelReason: input.reason, cancelledAt: now },
      })
    }
    const rewritten = plan.kept.filter(({ changed }) => changed)
    for (const { charge, next } of rewritten) {
      await tx.charge.update({
        where: { id: charge.id },
        data: { periodStart: dateColumn(next.periodStart), periodEnd: dateColumn(next.periodEnd), dueDate: dateColumn(next.dueDate), amountPaisa: BigInt(next.amountPaisa) },
      })
    }
    await writeScheduledCharges(tx, agreementId, plan.created)
    await tx.agreement.update({
      where: { id: agreementId },
      data: {
        endDate: dateColumn(newTerms.endDate),
        leaseAmountPaisa: BigInt(newTerms.leaseAmountPaisa),
        paymentIntervalMonths: newTerms.paymentIntervalMonths,
        paymentDayOfMonth: newTerms.paymentDayOfMonth,
        incrementPercentage: newTerms.incrementPercentage,
        incrementIntervalYears: newTerms.incrementIntervalYears,
      },
    })
    for (const line of newTerms.utilities) {
      const utility = row.utilities.find((known) => known.utilityOptionId === line.utilityId)!
      if (line.pricePaisa !== (utility.pricePaisa === null ? null : Number(utility.pricePaisa))) {
        await tx.agreementUtility.update({ where: { id: utility.id }, data: { pricePaisa: line.pricePaisa === null ? null : BigInt(line.pricePaisa) } })
      }
    }
    await reallocateAgreement(tx, agreementId)
    const saved = await tx.agreementChange.create({
      data: { agreementId, memberId, kind: 'CHANGE', effectiveDate: dateColumn(input.effectiveDate), reason: input.reason, oldTerms, newTerms },
      select: { id: true },
    })
    const rentThen = monthlyRentOn(terms, input.effectiveDate)
    const text = await recordAgreementChanged(tx, agreementId, saved.id, { effectiveDate: input.effectiveDate, rentPaisa: rentThen, endDate: newTerms.endDate })
    const change = (await changesIn(tx, memberId, agreementId)).find((line) => line.id === saved.id)!
    return { result: { change, cancelled: plan.cancelled.length, rewritten: rewritten.length, created: plan.created.length }, text }
  })
}

/** One write: the idempotency claim, the rows, the answer stored, then the tenant's text queued once it commits. */
async function writeAndText<T>(guard: WriteGuard<T> | undefined, write: (tx: Tx) => Promise<{ result: T; text: number | null }>): Promise<T> {
  const { result, text } = await prisma.$transaction(async (tx) => {
    await guard?.claim(tx)
    const written = await write(tx)
    await guard?.settle(tx, written.result)
    return written
  })
  if (text !== null) await enqueueSmsAfterCommit([text])
  return result
}

/** Whether a charge of the agreement stays as it is when it changes from `effectiveDate` (the form's hint). */
export { isUntouched }

// ---------------------------------------------------------------------------------------------
// Renewal

/**
 * Renews an agreement that is not terminated, settled or renewed: a new agreement from the day after
 * its end (see the head of this file). ValidationError: an end not after the new start, a rent or
 * price not above 0, terms that make no schedule. ConflictError: terminated, already renewed,
 * settled, or the unit taken by another agreement since.
 */
export async function renewAgreement(
  memberId: number,
  agreementId: number,
  request: RenewalRequest,
  { now = new Date(), guard }: { now?: Date; guard?: WriteGuard<RenewalResult> } = {},
): Promise<RenewalResult> {
  const today = nepalToday(now)
  return writeAndText(guard, async (tx) => {
    const old = await ownAgreement(tx, memberId, agreementId, true)
    if (old.status === 'TERMINATED') throw new ConflictError(CHANGE_MESSAGES.notRenewable)
    if (old.renewedBy) throw new ConflictError(CHANGE_MESSAGES.alreadyRenewed)
    if (old.settlement) throw new ConflictError(CHANGE_MESSAGES.settled)
    const oldTerms = recordOf(old)
    const start = addAdDays(oldTerms.endDate, 1)
    if (request.endDate <= start) throw invalid({ endDate: [CHANGE_MESSAGES.endNotAfter] })
    const base = patched(oldTerms, request.terms)
    const renewed = renewalTerms(scheduleTerms(old, oldTerms), {
      endDate: request.endDate,
      leaseAmountPaisa: request.terms.leaseAmountPaisa,
      paymentIntervalMonths: request.terms.paymentIntervalMonths,
      paymentDayOfMonth: request.terms.paymentDayOfMonth,
      incrementPercentage: request.terms.incrementPercentage,
      incrementIntervalYears: request.terms.incrementIntervalYears,
      utilities: scheduleTerms(old, base).utilities,
    })
    if (!renewed.ok) {
      const fields: Record<string, string[]> = {}
      for (const issue of renewed.issues) (fields[inputField(issue.field)] ??= []).push(issue.message)
      throw invalid(fields)
    }
    checkSchedule(renewed.terms)
    const taken = await tx.agreement.count({
      where: { id: { not: old.id }, status: 'ACTIVE', endDate: { gte: dateColumn(today) }, ...(old.unitId === null ? { propertyId: old.propertyId } : { unitId: old.unitId }) },
    })
    if (taken > 0) throw new ConflictError(old.unitId === null ? AGREEMENT_MESSAGES.propertyTaken : AGREEMENT_MESSAGES.unitTaken)

    const created = await tx.agreement.create({
      data: {
        memberId,
        propertyId: old.propertyId,
        unitId: old.unitId,
        tenantId: old.tenantId,
        name: old.name,
        calendar: old.calendar,
        startDate: dateColumn(renewed.terms.startDate),
        endDate: dateColumn(renewed.terms.endDate),
        leaseAmountPaisa: BigInt(renewed.terms.leaseAmountPaisa),
        paymentIntervalMonths: renewed.terms.paymentIntervalMonths,
        paymentDayOfMonth: renewed.terms.paymentDayOfMonth,
        incrementPercentage: renewed.terms.incrementPercentage ?? null,
        incrementIntervalYears: renewed.terms.incrementIntervalYears ?? null,
        depositPaisa: old.depositPaisa,
        depositReceivedOn: old.depositReceivedOn,
        depositMethod: old.depositMethod,
        renewedFromId: old.id,
      },
      select: { id: true },
    })
    const utilityIds = new Map<number, number>()
    for (const [index, utility] of old.utilities.entries()) {
      const line = renewed.terms.utilities?.[index]
      const copy = await tx.agreementUtility.create({
        data: {
          agreementId: created.id,
          utilityOptionId: utility.utilityOptionId,
          pricePaisa: line?.pricePaisa == null ? null : BigInt(line.pricePaisa),
          paymentIntervalMonths: utility.paymentIntervalMonths,
          paymentDayOfMonth: utility.paymentDayOfMonth,
        },
        select: { id: true },
      })
      utilityIds.set(utility.id, copy.id)
    }
    const newTerms: AgreementTerms<number> = { ...renewed.terms, utilities: (renewed.terms.utilities ?? []).map((line) => ({ ...line, utilityId: utilityIds.get(line.utilityId)! })) }
    await createAgreementCharges(tx, created.id, newTerms)
    // Made on or after its start day, it takes over at once; otherwise the daily job does, on that day.
    const isUpcoming = start > today
    const carriedOverPaisa = isUpcoming ? 0 : await handOver(tx, { memberId, oldId: old.id, newId: created.id, startsOn: start, payCode: old.payCode, utilityIds }, today, now)
    const newRecord: TermsRecord = {
      startDate: renewed.terms.startDate,
      endDate: renewed.terms.endDate,
      leaseAmountPaisa: renewed.terms.leaseAmountPaisa,
      paymentIntervalMonths: renewed.terms.paymentIntervalMonths,
      paymentDayOfMonth: renewed.terms.paymentDayOfMonth,
      incrementPercentage: renewed.terms.incrementPercentage ?? null,
      incrementIntervalYears: renewed.terms.incrementIntervalYears ?? null,
      utilities: old.utilities.map((utility, index) => ({
        utilityId: utility.utilityOptionId,
        pricePaisa: renewed.terms.utilities?.[index]?.pricePaisa ?? null,
        paymentIntervalMonths: utility.paymentIntervalMonths,
        paymentDayOfMonth: utility.paymentDayOfMonth,
      })),
    }
    const saved = await tx.agreementChange.create({
      data: { agreementId: old.id, memberId, kind: 'RENEWAL', effectiveDate: dateColumn(start), reason: request.reason ?? '', oldTerms, newTerms: newRecord, renewalId: created.id },
      select: { id: true },
    })
    const text = await recordAgreementRenewed(tx, created.id, { startDate: start, endDate: newRecord.endDate, rentPaisa: newRecord.leaseAmountPaisa })
    const change = (await changesIn(tx, memberId, old.id)).find((line) => line.id === saved.id)!
    return { result: { change, agreementId: created.id, startsOn: start, isUpcoming, carriedOverPaisa }, text }
  })
}

type HandOver = { memberId: number; oldId: number; newId: number; startsOn: string; payCode: string | null; utilityIds: ReadonlyMap<number, number> }

/**
 * The running agreement hands over to its renewal (both rows locked by the caller): the pay link's
 * code, the meters and the open balance (dated `day`) move, and the renewal is marked started.
 * Answers the balance moved (> 0 owed, < 0 credit).
 */
async function handOver(tx: Tx, { memberId, oldId, newId, startsOn, payCode, utilityIds }: HandOver, day: string, now: Date): Promise<number> {
  // The code is unique: the old row gives it up first.
  if (payCode !== null) {
    await tx.agreement.update({ where: { id: oldId }, data: { payCode: null } })
    await tx.agreement.update({ where: { id: newId }, data: { payCode } })
  }
  await carryMetersToRenewal(tx, utilityIds, startsOn)
  const moved = await carryOver(tx, memberId, oldId, newId, utilityIds, day)
  await tx.agreement.update({ where: { id: newId }, data: { renewalStartedAt: now } })
  return moved
}

/**
 * Every renewal whose start day has come (on or before `today`) and that has not taken over yet:
 * the agreement it renews hands over (`handOver`), each in its own transaction, dated the
 * renewal's start day, so a job that missed days catches up with the right dates. The
 * `renewalStartedAt` marker, read under the rows' locks, makes a second run (or two at once) move
 * nothing twice. A renewal terminated before it started never takes over. Answers how many did.
 */
export async function startDueRenewals({ today = nepalToday(), now = new Date(), memberId }: { today?: string; now?: Date; memberId?: number } = {}): Promise<number> {
  const due = await prisma.agreement.findMany({
    where: { renewedFromId: { not: null }, renewalStartedAt: null, status: 'ACTIVE', startDate: { lte: dateColumn(today) }, ...(memberId === undefined ? {} : { memberId }) },
    select: { id: true, memberId: true, renewedFromId: true },
    orderBy: [{ startDate: 'asc' }, { id: 'asc' }],
  })
  let started = 0
  for (const renewal of due) {
    const oldId = renewal.renewedFromId!
    const moved = await prisma.$transaction(async (tx) => {
      // The member before the agreements, as payments take them (their rows refer to it).
      await tx.$queryRaw`SELECT "id" FROM "Member" WHERE "id" = ${renewal.memberId} FOR KEY SHARE`
      await tx.$queryRaw`SELECT "id" FROM "Agreement" WHERE "id" IN (${oldId}, ${renewal.id}) ORDER BY "id" FOR UPDATE`
      const rows = await tx.agreement.findMany({
        where: { id: { in: [oldId, renewal.id] } },
        select: { id: true, status: true, startDate: true, renewalStartedAt: true, payCode: true, utilities: { select: { id: true, utilityOptionId: true } } },
      })
      const old = rows.find((row) => row.id === oldId)!
      const next = rows.find((row) => row.id === renewal.id)!
      if (next.renewalStartedAt !== null || next.status !== 'ACTIVE') return false
      const utilityIds = new Map(old.utilities.flatMap((utility) => {
        const copy = next.utilities.find((line) => line.utilityOptionId === utility.utilityOptionId)
        return copy ? [[utility.id, copy.id] as const] : []
      }))
      const startsOn = isoDateOf(next.startDate)
      await handOver(tx, { memberId: renewal.memberId, oldId, newId: renewal.id, startsOn, payCode: old.payCode, utilityIds }, startsOn, now)
      return true
    })
    if (moved) started += 1
  }
  return started
}

/**
 * Moves the old agreement's net balance to the renewal; answers it (> 0 owed, < 0 credit).
 * Owed: each unpaid part of an old charge is copied (same kind, period and due date, key
 * `renewal:<oldChargeId>`) and one carry-over payment in closes them on the old agreement.
 * Credit: a carry-over payment out on the old agreement, a carry-over payment in on the new.
 */
async function carryOver(tx: Tx, memberId: number, oldId: number, newId: number, utilityIds: ReadonlyMap<number, number>, day: string): Promise<number> {
  const { unallocatedPaisa } = await reallocateAgreement(tx, oldId)
  const open = await tx.charge.findMany({
    where: { agreementId: oldId, status: { in: ['DUE', 'PARTIAL'] } },
    select: { id: true, kind: true, agreementUtilityId: true, periodStart: true, periodEnd: true, dueDate: true, amountPaisa: true, paidPaisa: true, description: true },
    orderBy: [{ dueDate: 'asc' }, { id: 'asc' }],
  })
  const owed = open.reduce((sum, charge) => sum + (charge.amountPaisa - charge.paidPaisa), 0n)
  const payment = (agreementId: number, amountPaisa: bigint, note: string) =>
    tx.payment.create({ data: { agreementId, memberId, amountPaisa, paidOn: dateColumn(day), method: 'OTHER', carryOver: true, note } })
  if (owed > 0n) {
    await tx.charge.createMany({
      data: open.map((charge) => ({
        agreementId: newId,
        kind: charge.kind,
        agreementUtilityId: charge.agreementUtilityId === null ? null : (utilityIds.get(charge.agreementUtilityId) ?? null),
        periodStart: charge.periodStart,
        periodEnd: charge.periodEnd,
        dueDate: charge.dueDate,
        amountPaisa: charge.amountPaisa - charge.paidPaisa,
        description: charge.description,
        idempotencyKey: `renewal:${charge.id}`,
      })),
    })
    await payment(oldId, owed, `Carried over to the renewal (agreement ${newId})`)
  } else if (unallocatedPaisa > 0) {
    await payment(oldId, BigInt(-unallocatedPaisa), `Credit carried over to the renewal (agreement ${newId})`)
    await payment(newId, BigInt(unallocatedPaisa), `Credit carried over from agreement ${oldId}`)
  }
  await reallocateAgreement(tx, oldId)
  await reallocateAgreement(tx, newId)
  return owed > 0n ? Number(owed) : -unallocatedPaisa
}

// ---------------------------------------------------------------------------------------------
// Reads

/** The agreement's changes and its renewal, oldest first; the renewal that made it first of all. */
export async function listAgreementChanges(memberId: number, agreementId: number): Promise<AgreementChangeView[]> {
  await ownAgreement(prisma, memberId, agreementId)
  return changesIn(prisma, memberId, agreementId)
}

async function changesIn(db: Tx, memberId: number, agreementId: number): Promise<AgreementChangeView[]> {
  const rows = await db.agreementChange.findMany({
    where: { memberId, OR: [{ agreementId }, { renewalId: agreementId }] },
    select: { id: true, agreementId: true, kind: true, effectiveDate: true, reason: true, oldTerms: true, newTerms: true, renewalId: true, createdAt: true, member: { select: { firstName: true, lastName: true } } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  })
  // The renewal that made this agreement comes first: it is where its terms begin.
  rows.sort((a, b) => Number(b.renewalId === agreementId) - Number(a.renewalId === agreementId))
  return rows.map((row) => ({
    id: row.id,
    agreementId: row.agreementId,
    kind: row.kind,
    effectiveDate: isoDateOf(row.effectiveDate),
    reason: row.reason,
    oldTerms: row.oldTerms as TermsRecord,
    newTerms: row.newTerms as TermsRecord,
    renewalId: row.renewalId,
    changedBy: `${row.member.firstName} ${row.member.lastName}`.trim(),
    createdAt: row.createdAt.toISOString(),
  }))
}

export type ChangeLinks = { renewedFromId: number | null; renewedById: number | null }

/**
 * The agreements a renewal links to this one. A renewal cancelled before it started is no longer
 * linked (the agreement may be renewed again) but still came from it: its RENEWAL change says so.
 */
export async function renewalLinks(memberId: number, agreementId: number): Promise<ChangeLinks> {
  const row = await prisma.agreement.findFirst({ where: { id: agreementId, memberId }, select: { renewedFromId: true, renewedBy: { select: { id: true } } } })
  if (!row) throw new NotFoundError(CHANGE_MESSAGES.agreementNotFound)
  const madeBy = row.renewedFromId === null ? await prisma.agreementChange.findUnique({ where: { renewalId: agreementId }, select: { agreementId: true } }) : null
  return { renewedFromId: row.renewedFromId ?? madeBy?.agreementId ?? null, renewedById: row.renewedBy?.id ?? null }
}

export type Addendum = { agreementId: number; agreementName: string; calendar: 'AD' | 'BS'; documents: AddendumDocument[] }

/** The addendum to the agreement's lease in each language asked (the renewal that made it first, then its changes and its renewal). */
export async function getAddendum(memberId: number, agreementId: number, languages: readonly LeaseLanguage[]): Promise<Addendum> {
  if (!isRecordId(agreementId)) throw new NotFoundError(CHANGE_MESSAGES.agreementNotFound)
  const row = await prisma.agreement.findFirst({
    where: { id: agreementId, memberId },
    select: {
      id: true,
      name: true,
      calendar: true,
      member: { select: { firstName: true, lastName: true } },
      tenant: { select: { firstName: true, lastName: true } },
      property: { select: { name: true } },
      unit: { select: { name: true } },
    },
  })
  if (!row) throw new NotFoundError(CHANGE_MESSAGES.agreementNotFound)
  const changes = await changesIn(prisma, memberId, agreementId)
  const input: AddendumInput = {
    agreementId,
    calendar: row.calendar,
    landlordName: `${row.member.firstName} ${row.member.lastName}`.trim(),
    tenantName: `${row.tenant.firstName} ${row.tenant.lastName}`.trim(),
    place: row.unit ? `${row.property.name}, ${row.unit.name}` : row.property.name,
    changes: changes.map((change) => ({ ...change, agreedOn: nepalToday(new Date(change.createdAt)) })),
  }
  return { agreementId, agreementName: row.name, calendar: row.calendar, documents: languages.map((language) => leaseAddendum(input, language)) }
}
