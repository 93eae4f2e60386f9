// Renewing an agreement (DESIGN §11, ADR 021; rules: app/domain/agreement-change.ts; contract:
// docs/LEDGER-INTERFACE.md §"Changes and renewals"). A renewal is a NEW agreement linked to the old
// one (`renewedFromId`): same tenant, property and unit, from the day after the old end, with the
// new terms; the deposit (amount, day, method) is copied to it at once. A renewal made before its
// start day is upcoming: the running agreement keeps its charges, payments, pay link and meters
// until then. On the start day (the daily job, `startDueRenewals`; at once for a renewal made on or
// after it) the running agreement hands over, once (`renewalStartedAt`): the pay link and the
// meters move, and the balance still open moves as carry-over payments (no receipt, no SMS, not
// income): money owed is a carry-over payment in on the old agreement and a copy of each unpaid
// charge (same kind, period and due date) on the new one; credit is a carry-over payment out on the
// old and one in on the new. The tenant is texted once (outbox key `agreement-renewed:<newId>`).
import { actedForOwner, type PropertyAccess } from '~/services/team/access.server'
import { renewalTerms } from '~/domain/agreement-change'
import { addAdDays, dateColumn, isoDateOf } from '~/domain/ad-date'
import { nepalToday } from '~/domain/nepal-time'
import type { AgreementTerms } from '~/domain/rent-schedule'
import { AGREEMENT_MESSAGES } from '~/schemas/agreement-rules'
import { CHANGE_MESSAGES, type RenewalRequest } from '~/schemas/agreement-change-schemas'
import { Prisma } from '~/generated/prisma/client'
import { isRecordId } from '~/domain/record-id'
import { prisma, type Tx } from '~/server/db.server'
import { ConflictError, NotFoundError } from '~/services/errors'
import type { WriteGuard } from '~/services/idempotency.server'
import { createAgreementCharges } from '~/services/ledger/charges.server'
import { reallocateAgreement } from '~/services/ledger/ledger.server'
import { carryMetersToRenewal } from '~/services/meters/meters.server'
import { recordAgreementRenewed } from '~/services/sms/change-texts.server'
import { type AgreementChangeView, changesIn } from './changes.server'
import { checkSchedule, inputField, invalid, ownAgreement, patched, recordOf, scheduleTerms, type TermsRecord, writeAndText } from './terms.server'

/** `carriedOverPaisa`: what moved at once (> 0 owed, < 0 credit); 0 for an upcoming renewal, whose balance moves on `startsOn`. */
export type RenewalResult = { change: AgreementChangeView; agreementId: number; startsOn: string; isUpcoming: boolean; carriedOverPaisa: number }

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
  { now = new Date(), guard, by }: { now?: Date; guard?: WriteGuard<RenewalResult>; by?: PropertyAccess } = {},
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
      data: {
        agreementId: old.id,
        memberId,
        kind: 'RENEWAL',
        effectiveDate: dateColumn(start),
        reason: request.reason ?? '',
        oldTerms,
        newTerms: newRecord,
        renewalId: created.id,
        recordedByMemberId: actedForOwner(by),
      },
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

export type ChangeLinks = { renewedFromId: number | null; renewedById: number | null }

/**
 * The agreements a renewal links to this one. A renewal cancelled before it started is no longer
 * linked (the agreement may be renewed again) but still came from it: its RENEWAL change says so.
 */
export async function renewalLinks(memberId: number, agreementId: number): Promise<ChangeLinks> {
  const [row] = isRecordId(agreementId)
    ? await prisma.$queryRaw<Array<{ links: ChangeLinks }>>`SELECT ${RENEWAL_LINKS_JSON} AS "links" FROM "Agreement" a WHERE a."id" = ${agreementId} AND a."memberId" = ${memberId}`
    : []
  if (!row) throw new NotFoundError(CHANGE_MESSAGES.agreementNotFound)
  return row.links
}

/** renewalLinks of the agreement `a`, as JSON (already the ChangeLinks it answers). */
export const RENEWAL_LINKS_JSON = Prisma.sql`json_build_object(
  'renewedFromId', COALESCE(a."renewedFromId", (SELECT ch."agreementId" FROM "AgreementChange" ch WHERE ch."renewalId" = a."id")),
  'renewedById', (SELECT r."id" FROM "Agreement" r WHERE r."renewedFromId" = a."id"))`
