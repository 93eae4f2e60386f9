// Agreements (spec §2.10-2.13, §4.7, §5; DESIGN §4-5, §8), shared by the web screens and /v1. The
// contract is docs/AGREEMENTS-INTERFACE.md. Every query is scoped to the member: another member's
// id is NotFoundError, exactly like an id that does not exist. "Current" is defined once in
// current-agreements.server.ts; the schedule's Charge rows are written in charges.server.ts.
import { recordAudit } from './audit.server'
import { AGREEMENT_MESSAGES, type AgreementCreateInput } from '~/schemas/agreement-schemas'
import type { BeforeBhadaaInput } from '~/schemas/charge-schemas'
import { REQUIRED } from '~/schemas/property-schemas'
import { nepalToday } from '~/domain/nepal-time'
import { checkPlanLimit, chooserPlan, type MemberPlan, type PlanResource } from '~/domain/plans'
import { buildRentSchedule, rentScheduleIssues, RentScheduleError } from '~/domain/rent-schedule'
import type { Prisma } from '~/generated/prisma/client'
import { prisma } from '~/server/db.server'
import { ConflictError, LimitError, NotFoundError, ValidationError } from '~/services/errors'
import { recordAgreementCreated } from './sms/agreement-texts.server'
import { AGREEMENT_VIEW_SELECT, agreementViewOf, type AgreementView } from './agreement-views.server'
import { applyMoveOut, createAgreementCharges, moveOutEffect, type ChargeTerms, type MoveOutEffect } from './charges.server'
import { dateColumn, isoDateOf } from '~/domain/ad-date'
import { moveOutRange } from '~/domain/move-out'
import { TERMINATION_MESSAGES, type TerminationInput } from '~/schemas/termination-schemas'
import type { AutomaticCancelReason } from '~/domain/charge-kind'
import { currentAgreementWhere, heldAgreementWhere, markEndedAgreements, pastAgreementWhere } from './current-agreements.server'
import { type Paging, pagingOf } from '~/schemas/paging'
import type { WriteGuard } from './idempotency.server'
import { isRecordId } from '~/domain/record-id'
import { enqueueSmsAfterCommit } from './sms/outbox.server'
import { applyBeforeBhadaa } from './opening-balance.server'
import { recordAgreementTerminated } from './sms/notice-texts.server'
import { countTenantLookup, takesRecordedName, tenantNameFor, type TenantName } from './tenant-lookup.server'
import { countTenants, TENANT_SELECT } from './tenants.server'

export type { AgreementCard, AgreementView } from './agreement-views.server'

export { AGREEMENT_MESSAGES }

/** A plan limit (agreements or tenants) reached: `limit` of `resource` on `plan`. */
export class PlanLimitError extends LimitError {
  constructor(
    readonly plan: MemberPlan,
    readonly resource: Extract<PlanResource, 'agreements' | 'tenants'>,
    readonly limit: number,
  ) {
    const code = resource === 'tenants' ? 'agreement.planLimitTenants' : 'agreement.planLimitAgreements'
    super({ code, params: { plan: chooserPlan(plan).name, limit } })
  }
}

/**
 * The phone is a tenant's whose recorded names differ from the ones given (spec §4.8): the
 * agreement can only be made with the recorded names, which are never overwritten. `recorded`
 * is the name as this member may see it: initials ("M… G…") unless the tenant is already theirs
 * (tenant-lookup.server.ts); sending those initials back takes the recorded name.
 */
export class TenantNameMismatchError extends ConflictError {
  constructor(readonly recorded: TenantName) {
    super({ code: 'errors.tenantNameMismatch', params: { firstName: recorded.firstName, lastName: recorded.lastName } })
  }
}


// ---------------------------------------------------------------------------------------------
// Reads

const NEWEST_FIRST = [{ createdAt: 'desc' }, { id: 'desc' }] satisfies Prisma.AgreementOrderByWithRelationInput[]

/** The member's current and upcoming agreements, newest first (the index and GET /v1/member/agreement; `state` tells them apart). */
export async function listCurrentAgreements(memberId: number): Promise<AgreementView[]> {
  const rows = await prisma.agreement.findMany({
    where: { memberId, ...heldAgreementWhere() },
    select: AGREEMENT_VIEW_SELECT,
    orderBy: NEWEST_FIRST,
  })
  return rows.map((row) => agreementViewOf(row))
}

/** Terminated and ended agreements (history), newest first: all, or one page of them. */
export async function listAgreementHistory(memberId: number, page?: { page: number; pageSize: number }): Promise<AgreementView[]> {
  const rows = await prisma.agreement.findMany({
    where: { memberId, ...pastAgreementWhere() },
    select: AGREEMENT_VIEW_SELECT,
    orderBy: NEWEST_FIRST,
    ...(page && { skip: (page.page - 1) * page.pageSize, take: page.pageSize }),
  })
  return rows.map((row) => agreementViewOf(row))
}

export type AgreementHistoryPage = { items: AgreementView[]; total: number; page: number; pageSize: number }

/** One page of the history for the data table (spec §2.12, §9: 25, 50 or 100 rows a page). */
export async function pageAgreementHistory(
  memberId: number,
  query: Partial<Paging> = {},
): Promise<AgreementHistoryPage> {
  const { page: current, pageSize: size } = pagingOf(query)
  const [total, items] = await Promise.all([
    prisma.agreement.count({ where: { memberId, ...pastAgreementWhere() } }),
    listAgreementHistory(memberId, { page: current, pageSize: size }),
  ])
  return { items, total, page: current, pageSize: size }
}

/** Agreements started and not ended on `today` (an upcoming one counts from its start day). */
export async function countCurrentAgreements(memberId: number, db: Prisma.TransactionClient = prisma, today = nepalToday()): Promise<number> {
  return db.agreement.count({ where: { memberId, ...currentAgreementWhere(today) } })
}

export type LatestAgreement = { id: number; name: string; unitName: string | null; propertyName: string; createdAt: string }

/** The last `take` agreements created, whatever their status (the dashboard's New Agreements). */
export async function latestAgreements(memberId: number, take = 3): Promise<LatestAgreement[]> {
  const rows = await prisma.agreement.findMany({
    where: { memberId },
    select: { id: true, name: true, createdAt: true, unit: { select: { name: true } }, property: { select: { name: true } } },
    orderBy: NEWEST_FIRST,
    take,
  })
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    unitName: row.unit?.name ?? null,
    propertyName: row.property.name,
    createdAt: row.createdAt.toISOString(),
  }))
}

export async function getAgreement(memberId: number, agreementId: number, db: Prisma.TransactionClient = prisma): Promise<AgreementView> {
  if (!isRecordId(agreementId)) throw new NotFoundError(AGREEMENT_MESSAGES.agreementNotFound)
  const row = await db.agreement.findFirst({ where: { id: agreementId, memberId }, select: AGREEMENT_VIEW_SELECT })
  if (!row) throw new NotFoundError(AGREEMENT_MESSAGES.agreementNotFound)
  return agreementViewOf(row)
}

export type PropertyChoice = {
  id: number
  name: string
  address1: string
  city: string
  isDivided: boolean
  /** Undivided: no current or upcoming agreement. Divided: at least one unit is free. */
  isAvailable: boolean
  /** Divided properties: the units without a current or upcoming agreement (spec §4.7), by floor. */
  availableUnits: Array<{ id: number; name: string; floor: number }>
}

/** The properties and free units the create form offers. */
export async function listPropertyChoices(memberId: number): Promise<PropertyChoice[]> {
  const current = heldAgreementWhere()
  const rows = await prisma.property.findMany({
    where: { memberId },
    orderBy: { name: 'asc' },
    select: {
      id: true,
      name: true,
      address1: true,
      city: true,
      isDivided: true,
      _count: { select: { agreements: { where: current } } },
      units: {
        where: { agreements: { none: current } },
        select: { id: true, name: true, floor: true },
        orderBy: [{ floor: 'asc' }, { id: 'asc' }],
      },
    },
  })
  return rows.map(({ _count, units, ...property }) => ({
    ...property,
    isAvailable: property.isDivided ? units.length > 0 : _count.agreements === 0,
    availableUnits: property.isDivided ? units : [],
  }))
}

export async function listUtilityOptions(): Promise<Array<{ id: string }>> {
  return prisma.utilityOption.findMany({ select: { id: true }, orderBy: { sortOrder: 'asc' } })
}

// ---------------------------------------------------------------------------------------------
// Create

function validationError(fields: Record<string, string[]>): ValidationError {
  return new ValidationError(AGREEMENT_MESSAGES.invalid, fields)
}

// rent-schedule.ts names the stored fields; the input's are the spec's.
const SCHEDULE_FIELDS: Record<string, string> = {
  leaseAmountPaisa: 'leaseAmount',
  paymentIntervalMonths: 'paymentInterval',
  incrementIntervalYears: 'incrementInterval',
  pricePaisa: 'price',
  calendar: 'calendarType',
}
const inputField = (field: string) => field.replace(/[A-Za-z]+$/, (name) => SCHEDULE_FIELDS[name] ?? name).replace(/\[(\d+)\]/g, '.$1')

/** The schedule the terms make, or the field errors that stop it (the B.S. table's end, ...). */
function scheduleTermsOf(input: AgreementCreateInput): ChargeTerms {
  const terms = {
    calendar: input.calendar,
    startDate: input.startDate,
    endDate: input.endDate,
    leaseAmountPaisa: input.leaseAmountPaisa,
    paymentIntervalMonths: input.paymentIntervalMonths,
    paymentDayOfMonth: input.paymentDayOfMonth,
    incrementPercentage: input.incrementPercentage,
    incrementIntervalYears: input.incrementIntervalYears,
    utilities: input.utilities.map((utility, index) => ({ ...utility, utilityId: index })),
  }
  const issues = rentScheduleIssues(terms)
  if (issues.length > 0) {
    const fields: Record<string, string[]> = {}
    for (const issue of issues) (fields[inputField(issue.field)] ??= []).push(issue.message)
    throw validationError(fields)
  }
  try {
    buildRentSchedule(terms)
  } catch (error) {
    if (error instanceof RangeError && !(error instanceof RentScheduleError)) {
      throw validationError({ endDate: [AGREEMENT_MESSAGES.beyondCalendar] })
    }
    throw error
  }
  return terms
}

/**
 * Creates the agreement, its utilities, its tenant (when the phone is new) and its whole schedule
 * of charges in one transaction, with the welcome text to the tenant (sms/agreement-texts.server.ts,
 * queued after the commit). `valid` is AgreementCreateSchema's output (the web form and /v1
 * parse with it). The member row is locked, so two creations at once cannot both pass a plan
 * limit or take the same unit.
 */
export async function createAgreement(
  memberId: number,
  valid: AgreementCreateInput,
  { now = new Date(), guard, beforeBhadaa }: { now?: Date; guard?: WriteGuard<AgreementView>; beforeBhadaa?: BeforeBhadaaInput | null } = {},
): Promise<AgreementView> {
  const terms = scheduleTermsOf(valid)
  const today = nepalToday(now)
  if (valid.endDate < today) throw validationError({ endDate: [AGREEMENT_MESSAGES.endDatePassed] })

  const { view, texts } = await prisma.$transaction(async (tx) => {
    await guard?.claim(tx)
    const [member] = await tx.$queryRaw<Array<{ plan: MemberPlan }>>`
      SELECT "plan"::text AS "plan" FROM "Member" WHERE "id" = ${memberId} FOR UPDATE`
    if (!member) throw new NotFoundError('errors.memberNotFound')
    await markEndedAgreements({ today, memberId }, tx)
    await checkPlace(tx, memberId, valid, today)

    const recorded = await tx.tenant.findUnique({ where: { phone: valid.tenant.phone }, select: TENANT_SELECT })
    // The recorded name, or the initials a lookup showed (the member agrees to the recorded name).
    if (recorded && !takesRecordedName(valid.tenant, recorded)) {
      throw new TenantNameMismatchError(await tenantNameFor(memberId, recorded, tx))
    }
    // Counted on the day it starts: a lease made ahead of time counts what will be running then.
    await checkPlanLimits(tx, memberId, member.plan, recorded?.id ?? null, valid.startDate > today ? valid.startDate : today)

    const tenant =
      recorded ??
      (await tx.tenant.create({
        data: {
          phone: valid.tenant.phone,
          firstName: valid.tenant.firstName,
          lastName: valid.tenant.lastName,
          prefLanguage: valid.tenant.prefLanguage,
        },
        select: { id: true },
      }))
    const agreement = await tx.agreement.create({
      data: {
        memberId,
        propertyId: valid.propertyId,
        unitId: valid.unitId,
        tenantId: tenant.id,
        name: valid.name,
        calendar: valid.calendar,
        startDate: dateColumn(valid.startDate),
        endDate: dateColumn(valid.endDate),
        leaseAmountPaisa: BigInt(valid.leaseAmountPaisa),
        depositPaisa: valid.depositPaisa === null ? null : BigInt(valid.depositPaisa),
        paymentIntervalMonths: valid.paymentIntervalMonths,
        paymentDayOfMonth: valid.paymentDayOfMonth,
        incrementPercentage: valid.incrementPercentage,
        incrementIntervalYears: valid.incrementIntervalYears,
      },
      select: { id: true },
    })
    const utilities = await tx.agreementUtility.createManyAndReturn({
      data: valid.utilities.map((utility) => ({
        agreementId: agreement.id,
        utilityOptionId: utility.utilityId,
        pricePaisa: utility.pricePaisa === null ? null : BigInt(utility.pricePaisa),
        paymentIntervalMonths: utility.paymentIntervalMonths,
        paymentDayOfMonth: utility.paymentDayOfMonth,
      })),
      select: { id: true, utilityOptionId: true },
    })
    const utilityIds = new Map(utilities.map((row) => [row.utilityOptionId, row.id]))
    await createAgreementCharges(tx, agreement.id, {
      ...terms,
      utilities: valid.utilities.map((utility) => ({ ...utility, utilityId: utilityIds.get(utility.utilityId)! })),
    })
    // A lease older than Bhadaa: its past charges are settled before the first text is written.
    const settled = beforeBhadaa ?? (valid.paidUpTo ? { paidUpTo: valid.paidUpTo, openingBalancePaisa: 0 } : null)
    if (settled) {
      await applyBeforeBhadaa(tx, { id: agreement.id, memberId, startDate: dateColumn(valid.startDate), endDate: dateColumn(valid.endDate) }, settled, now)
    }
    const texts = await recordAgreementCreated(tx, agreement.id)
    const view = await getAgreement(memberId, agreement.id, tx)
    await guard?.settle(tx, view)
    return { view, texts }
  }).catch(async (error: unknown) => {
    // A refusal for the name answers the recorded initials: it counts as a tenant lookup.
    if (error instanceof TenantNameMismatchError) await countTenantLookup(memberId, valid.tenant.phone, now)
    throw error
  })
  await enqueueSmsAfterCommit(texts)
  return view
}

/** The property (and unit) must be the member's and free (no current or upcoming agreement). */
async function checkPlace(tx: Prisma.TransactionClient, memberId: number, input: AgreementCreateInput, today: string) {
  const property = await tx.property.findFirst({ where: { id: input.propertyId, memberId }, select: { isDivided: true } })
  if (!property) throw new NotFoundError(AGREEMENT_MESSAGES.propertyNotFound)
  const current = heldAgreementWhere(today)
  if (!property.isDivided) {
    if (input.unitId !== null) throw validationError({ unitId: [AGREEMENT_MESSAGES.notDivided] })
    if ((await tx.agreement.count({ where: { propertyId: input.propertyId, ...current } })) > 0) {
      throw new ConflictError(AGREEMENT_MESSAGES.propertyTaken)
    }
    return
  }
  if (input.unitId === null) throw validationError({ unitId: [REQUIRED] })
  const unit = await tx.unit.findFirst({ where: { id: input.unitId, propertyId: input.propertyId }, select: { id: true } })
  if (!unit) throw new NotFoundError(AGREEMENT_MESSAGES.unitNotFound)
  if ((await tx.agreement.count({ where: { unitId: unit.id, ...current } })) > 0) throw new ConflictError(AGREEMENT_MESSAGES.unitTaken)
}

/**
 * Agreements: the member's current ones on `day` (started and not ended). Tenants: distinct
 * tenants on them; a tenant the member already has on such an agreement does not count again.
 */
async function checkPlanLimits(tx: Prisma.TransactionClient, memberId: number, plan: MemberPlan, tenantId: number | null, day: string) {
  const agreements = checkPlanLimit(plan, 'agreements', await countCurrentAgreements(memberId, tx, day))
  if (!agreements.allowed) throw new PlanLimitError(plan, 'agreements', agreements.limit)
  const isKnownTenant =
    tenantId !== null && (await tx.agreement.count({ where: { memberId, tenantId, ...currentAgreementWhere(day) } })) > 0
  if (isKnownTenant) return
  const tenants = checkPlanLimit(plan, 'tenants', await countTenants(memberId, tx, day))
  if (!tenants.allowed) throw new PlanLimitError(plan, 'tenants', tenants.limit)
}

// ---------------------------------------------------------------------------------------------
// Terminate

export type TerminationOptions = TerminationInput & { now?: Date }

/** A renewal that has not taken over yet, which a termination of the agreement it renews cancels too. */
export type UpcomingRenewal = { id: number; startsOn: string }

/**
 * A termination as it would be written, nothing changed: the move-out day and what it does to the
 * charges; `startsOn` with `isUpcoming` when the agreement has not started (the termination cancels
 * it); `renewal` when its upcoming renewal is cancelled with it.
 */
export type TerminationPreview = Omit<MoveOutEffect, 'plan'> & { moveOutDate: string; proRata: boolean; isUpcoming: boolean; startsOn: string; renewal: UpcomingRenewal | null }

// The reasons written on the charges a termination cancels when the tenant never lived there.
const CANCELLED_BEFORE_START: AutomaticCancelReason = 'Cancelled before it started'
const RENEWED_ENDED: AutomaticCancelReason = 'The renewed agreement ended'

type LockedTermination = { day: string; isUpcoming: boolean; startsOn: string; renewal: UpcomingRenewal | null }

/**
 * Locks a current or upcoming agreement of the member for a termination, and its renewal when that
 * has not taken over yet, and checks the move-out day (null: today): NotFoundError, ConflictError
 * when already terminated or ended, ValidationError on `moveOutDate` for a day outside the agreement
 * (move-out.ts `moveOutRange`; an upcoming agreement is cancelled as a whole, so only days before
 * its start).
 */
async function lockForTermination(tx: Prisma.TransactionClient, memberId: number, agreementId: number, moveOutDate: string | null, today: string): Promise<LockedTermination> {
  if (!isRecordId(agreementId)) throw new NotFoundError(AGREEMENT_MESSAGES.agreementNotFound)
  // Locked, so a termination and the daily end job (or a second click) cannot both run.
  const [row] = await tx.$queryRaw<Array<{ isCurrent: boolean; startDate: Date; endDate: Date }>>`
    SELECT ("status" = 'ACTIVE' AND "endDate" >= ${dateColumn(today)}::date) AS "isCurrent", "startDate", "endDate"
    FROM "Agreement" WHERE "id" = ${agreementId} AND "memberId" = ${memberId} FOR UPDATE`
  if (!row) throw new NotFoundError(AGREEMENT_MESSAGES.agreementNotFound)
  if (!row.isCurrent) throw new ConflictError(AGREEMENT_MESSAGES.notCurrent)
  const day = moveOutDate ?? today
  const startsOn = isoDateOf(row.startDate)
  const isUpcoming = today < startsOn
  const range = moveOutRange({ startDate: startsOn, endDate: isoDateOf(row.endDate) }, today)
  if (day < range.from || day > range.to) {
    throw new ValidationError(AGREEMENT_MESSAGES.invalid, { moveOutDate: [isUpcoming ? TERMINATION_MESSAGES.moveOutUpcoming : TERMINATION_MESSAGES.moveOutOutside] })
  }
  // The renewal's row after this one's, in the order the start-day hand-over locks both. One that
  // has taken over cannot be here: its start is after this agreement's end, so this one is past.
  const [renewal] = await tx.$queryRaw<Array<{ id: number; startDate: Date }>>`
    SELECT "id", "startDate" FROM "Agreement"
    WHERE "renewedFromId" = ${agreementId} AND "status" = 'ACTIVE' AND "renewalStartedAt" IS NULL FOR UPDATE`
  return { day, isUpcoming, startsOn, renewal: renewal ? { id: renewal.id, startsOn: isoDateOf(renewal.startDate) } : null }
}

/** What terminating now with this move-out day would do (ValidationError and ConflictError as `terminateAgreement`). */
export async function previewTermination(memberId: number, agreementId: number, { now = new Date(), moveOutDate, proRata }: TerminationOptions): Promise<TerminationPreview> {
  // The same lock and checks as the termination, in a transaction that writes nothing.
  return prisma.$transaction(async (tx) => {
    const { day, isUpcoming, startsOn, renewal } = await lockForTermination(tx, memberId, agreementId, moveOutDate, nepalToday(now))
    const { plan: _plan, ...effect } = await moveOutEffect(tx, agreementId, day, { proRata })
    return { ...effect, moveOutDate: day, proRata, isUpcoming, startsOn, renewal }
  })
}

/**
 * Ends an agreement for good without the tenant ever living there (an upcoming agreement, or the
 * upcoming renewal of one terminated): every charge CANCELLED with `reason` (the move-out day is
 * today, before its start, so no period is kept), and its link to the agreement it renews removed,
 * so that one may be renewed again (the RENEWAL change row keeps the history). The deposit it
 * copied stays the renewed agreement's, settled there (settlements.server.ts refuses this one).
 */
async function cancelBeforeStart(tx: Prisma.TransactionClient, agreementId: number, today: string, now: Date, reason: AutomaticCancelReason) {
  await tx.agreement.update({ where: { id: agreementId }, data: { status: 'TERMINATED', terminatedAt: now, moveOutDate: dateColumn(today), renewedFromId: null } })
  return applyMoveOut(tx, agreementId, today, { proRata: false, now, reason })
}

/**
 * Terminates a current agreement: status TERMINATED, recorded now (`terminatedAt`), the tenant
 * leaving on the move-out day (`moveOutDate`: today by default, any day from the start to the end,
 * past days too). The charges of periods after it are cancelled, the period containing it charged
 * in full or pro rata (charges.server.ts `applyMoveOut`), everything else kept as history; the
 * unit is free at once. Its renewal, when that has not started, is cancelled with it (the tenant
 * leaves, so nobody would live there under it). An upcoming agreement (a renewal or a lease made
 * ahead of time) is cancelled as a whole (`cancelBeforeStart`). ConflictError when it is already
 * terminated or ended; ValidationError for a move-out day outside the agreement, nothing changed.
 */
export async function terminateAgreement(
  memberId: number,
  agreementId: number,
  { now = new Date(), moveOutDate = null, proRata = false }: Partial<TerminationOptions> = {},
): Promise<AgreementView> {
  if (!isRecordId(agreementId)) throw new NotFoundError(AGREEMENT_MESSAGES.agreementNotFound)
  const today = nepalToday(now)
  const text = await prisma.$transaction(async (tx) => {
    // The member row before the agreement's, in the order payments and voids take them: the
    // termination's notification and text refer to it (a foreign key's share lock), and taking it
    // after the agreement's lock could deadlock with a void holding the member.
    await tx.$queryRaw`SELECT "id" FROM "Member" WHERE "id" = ${memberId} FOR KEY SHARE`
    const { day, isUpcoming, renewal } = await lockForTermination(tx, memberId, agreementId, moveOutDate, today)
    let effect: MoveOutEffect
    if (isUpcoming) effect = await cancelBeforeStart(tx, agreementId, day, now, CANCELLED_BEFORE_START)
    else {
      await tx.agreement.update({ where: { id: agreementId }, data: { status: 'TERMINATED', terminatedAt: now, moveOutDate: dateColumn(day) } })
      effect = await applyMoveOut(tx, agreementId, day, { proRata, now })
    }
    const renewalEffect = renewal ? await cancelBeforeStart(tx, renewal.id, today, now, RENEWED_ENDED) : null
    await recordAudit(
      {
        actorMemberId: memberId,
        actorRole: 'MEMBER',
        action: 'member.agreementTerminate',
        target: `agreement:${agreementId}`,
        subjectMemberId: memberId,
        // The amounts before a pro-rata reduction live here: the charge keeps only what is owed.
        details: {
          moveOutDate: day,
          proRata,
          cancelledChargeIds: effect.plan.cancelled,
          proRated: effect.plan.proRated,
          ...(isUpcoming ? { beforeStart: true } : {}),
          ...(renewal && renewalEffect ? { cancelledRenewal: { id: renewal.id, cancelledChargeIds: renewalEffect.plan.cancelled } } : {}),
        },
      },
      tx,
    )
    // The text says when it was terminated (today); the move-out day is on the agreement.
    return recordAgreementTerminated(tx, agreementId, today)
  })
  if (text !== null) await enqueueSmsAfterCommit([text])
  return getAgreement(memberId, agreementId)
}
