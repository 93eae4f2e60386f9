// Repair requests (ADR 043; contract: docs/LEDGER-INTERFACE.md "Repairs"). In the owner's
// books, like an expense: a tenant reports one on their agreement (My Rent, scoped by their verified
// phone), or the owner's side opens one for a property or a unit (scoped by the caller's role on the
// property, ADR 041). Each state change is a RepairEvent (who, when, the note), made once: the move
// claims the request in its state (`UPDATE … WHERE status = from`), so a second post of the same
// move, or two at once, changes nothing and is refused as a move from the new state; the web's form
// keys and /v1's Idempotency-Key answer a repeat with the first answer. Each move the owner's side
// makes texts the tenant of the request's agreement once (`repair-changed:<eventId>`). Done with a
// cost writes the REPAIR expense `repair:<id>` (recordExpense, once however often it is asked), and
// optionally an extra charge to the tenant (addExtraCharge), in the move's own transaction.
import { MAX_REPAIR_PHOTOS, REPAIR_MESSAGES as M, type RepairStatusName, checkLandlordMove, checkTenantReopen, WAITING_STATUSES } from '~/domain/repairs'
import { nepalToday } from '~/domain/nepal-time'
import { isRecordId } from '~/domain/record-id'
import { Prisma, type RepairCategory } from '~/generated/prisma/client'
import { dateOf, jsonRows, readJson } from '~/services/json-rows.server'
import type { RepairFilter, RepairMoveInput, RepairOpenInput, RepairReportInput } from '~/schemas/repair-schemas'
import { prisma, type Tx } from '~/server/db.server'
import { findTenantAgreement } from '~/services/agreements/views.server'
import { currentAgreementWhere } from '~/services/agreements/current.server'
import { ConflictError, NotFoundError, ValidationError } from '~/services/errors'
import { recordExpense } from '~/services/expenses/expenses.server'
import type { WriteGuard } from '~/services/idempotency.server'
import { addExtraCharge } from '~/services/ledger/extra-charges.server'
import { enqueueSmsAfterCommit } from '~/services/sms/outbox.server'
import { type PropertyAccess, propertyAccess, requireAbility, requireSight } from '~/services/team/access.server'
import { callerRoleSelect, ownOrSharedIdsSql, ownOrSharedWhere, roleIn } from '~/services/team/shared-with.server'
import type { PropertyRoleName } from '~/domain/property-roles'
import { displayCopyOf, type PreparedPhoto, type RepairPhotoInput } from './photos.server'
import { recordRepairChangedText } from './repair-texts.server'
import { fullName } from '~/domain/person-name'

export type RepairEventView = {
  fromStatus: RepairStatusName | null
  toStatus: RepairStatusName
  note: string | null
  byName: string
  byTenant: boolean
  at: Date
}

export type RepairView = {
  id: number
  propertyId: number
  propertyName: string
  unitName: string | null
  agreementId: number | null
  agreementName: string | null
  /** The tenant of the agreement, when there is one. */
  tenantName: string | null
  calendar: 'AD' | 'BS'
  category: RepairCategory
  location: string
  description: string
  status: RepairStatusName
  declineReason: string | null
  costPaisa: number | null
  chargeId: number | null
  doneAt: Date | null
  byTenant: boolean
  reportedByName: string
  createdAt: Date
  updatedAt: Date
  /** The photos' positions (1-4): `/repairs/{id}/photos/{position}`. */
  photos: number[]
  /** Oldest first. */
  events: RepairEventView[]
}


const REPAIR_SELECT = {
  id: true,
  memberId: true,
  propertyId: true,
  agreementId: true,
  category: true,
  location: true,
  description: true,
  status: true,
  declineReason: true,
  costPaisa: true,
  chargeId: true,
  doneAt: true,
  byTenant: true,
  createdAt: true,
  updatedAt: true,
  property: { select: { name: true } },
  unit: { select: { name: true } },
  agreement: { select: { name: true, calendar: true, tenant: { select: { firstName: true, lastName: true } } } },
  reportedBy: { select: { firstName: true, lastName: true } },
  photos: { select: { position: true }, orderBy: { position: 'asc' } },
  events: {
    select: { fromStatus: true, toStatus: true, note: true, byTenant: true, createdAt: true, by: { select: { firstName: true, lastName: true } } },
    orderBy: { id: 'asc' },
  },
} satisfies Prisma.RepairRequestSelect

type RepairRow = Prisma.RepairRequestGetPayload<{ select: typeof REPAIR_SELECT }>

function viewOf(row: RepairRow): RepairView {
  return {
    id: row.id,
    propertyId: row.propertyId,
    propertyName: row.property.name,
    unitName: row.unit?.name ?? null,
    agreementId: row.agreementId,
    agreementName: row.agreement?.name ?? null,
    tenantName: row.agreement ? fullName(row.agreement.tenant) : null,
    calendar: row.agreement?.calendar ?? 'BS',
    category: row.category,
    location: row.location,
    description: row.description,
    status: row.status,
    declineReason: row.declineReason,
    costPaisa: row.costPaisa === null ? null : Number(row.costPaisa),
    chargeId: row.chargeId,
    doneAt: row.doneAt,
    byTenant: row.byTenant,
    reportedByName: fullName(row.reportedBy),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    photos: row.photos.map(({ position }) => position),
    events: row.events.map((event) => ({ fromStatus: event.fromStatus, toStatus: event.toStatus, note: event.note, byName: fullName(event.by), byTenant: event.byTenant, at: event.createdAt })),
  }
}

async function repairIn(db: Tx, repairId: number): Promise<RepairView> {
  return viewOf(await db.repairRequest.findUniqueOrThrow({ where: { id: repairId }, select: REPAIR_SELECT }))
}

/** Display copies made before the transaction (sharp takes time; no row waits for it). */
async function preparePhotos(photos: readonly RepairPhotoInput[]): Promise<PreparedPhoto[]> {
  if (photos.length > MAX_REPAIR_PHOTOS) throw new ValidationError(M.tooManyPhotos, { photos: [M.tooManyPhotos] })
  const prepared: PreparedPhoto[] = []
  // One at a time: the machine's cores are shared with every other request.
  for (const photo of photos) prepared.push(await displayCopyOf(photo))
  return prepared
}

type NewRepair = {
  memberId: number
  propertyId: number
  unitId: number | null
  agreementId: number | null
  reportedByMemberId: number
  byTenant: boolean
  input: RepairReportInput
}

async function createRepair(repair: NewRepair, photos: readonly RepairPhotoInput[], guard: WriteGuard<RepairView> | undefined): Promise<RepairView> {
  const prepared = await preparePhotos(photos)
  return prisma.$transaction(async (tx) => {
    await guard?.claim(tx)
    const { input, ...owner } = repair
    const row = await tx.repairRequest.create({ data: { ...owner, category: input.category, location: input.location, description: input.description }, select: { id: true } })
    await tx.repairEvent.create({ data: { repairId: row.id, fromStatus: null, toStatus: 'OPEN', byMemberId: repair.reportedByMemberId, byTenant: repair.byTenant } })
    if (prepared.length > 0) {
      await tx.repairPhoto.createMany({
        data: prepared.map((photo, index) => ({
          repairId: row.id,
          position: index + 1,
          original: Buffer.from(photo.original),
          originalType: photo.originalType,
          display: Buffer.from(photo.display),
          displayType: photo.displayType,
        })),
      })
    }
    const view = await repairIn(tx, row.id)
    await guard?.settle(tx, view)
    return view
  })
}

// ---------------------------------------------------------------------------------------------
// The tenant's side: by their verified phone

const tenantAgreement = (phone: string, agreementId: number) =>
  findTenantAgreement(phone, agreementId, { id: true, memberId: true, propertyId: true, unitId: true })

/** A tenant's report on one of their agreements; only while it runs (ConflictError after it ended). */
export async function reportRepair(
  tenant: { memberId: number; phone: string },
  agreementId: number,
  input: RepairReportInput,
  photos: readonly RepairPhotoInput[],
  { today = nepalToday(), guard }: { today?: string; guard?: WriteGuard<RepairView> } = {},
): Promise<RepairView> {
  const agreement = await tenantAgreement(tenant.phone, agreementId)
  const current = await prisma.agreement.count({ where: { id: agreement.id, ...currentAgreementWhere(today) } })
  if (current === 0) throw new ConflictError('repair.error.agreementNotCurrent')
  return createRepair(
    { memberId: agreement.memberId, propertyId: agreement.propertyId, unitId: agreement.unitId, agreementId: agreement.id, reportedByMemberId: tenant.memberId, byTenant: true, input },
    photos,
    guard,
  )
}

/** The requests on one of the tenant's agreements, newest first (whoever opened them). */
export async function listTenantRepairs(phone: string, agreementId: number): Promise<RepairView[]> {
  const agreement = await tenantAgreement(phone, agreementId)
  const rows = await prisma.repairRequest.findMany({ where: { agreementId: agreement.id }, select: REPAIR_SELECT, orderBy: { id: 'desc' }, take: 200 })
  return rows.map(viewOf)
}

async function tenantRepairRow(phone: string, repairId: number) {
  const row = isRecordId(repairId) ? await prisma.repairRequest.findFirst({ where: { id: repairId, agreement: { tenant: { phone } } }, select: REPAIR_SELECT }) : null
  if (!row) throw new NotFoundError(M.notFound)
  return row
}

/** One of the tenant's requests. */
export async function getTenantRepair(phone: string, repairId: number): Promise<RepairView> {
  return viewOf(await tenantRepairRow(phone, repairId))
}

/**
 * The tenant reopens a DONE request within 7 days of it being done: back to OPEN, with their note.
 * ConflictError otherwise (not done, or too late). Not texted: the tenant did it.
 */
export async function reopenRepair(
  tenant: { memberId: number; phone: string },
  repairId: number,
  note: string | null,
  { now = new Date(), guard }: { now?: Date; guard?: WriteGuard<RepairView> } = {},
): Promise<RepairView> {
  const row = await tenantRepairRow(tenant.phone, repairId)
  const check = checkTenantReopen(row.status, row.doneAt, now)
  if (!check.ok) throw new ConflictError(check.error)
  return prisma.$transaction(async (tx) => {
    await guard?.claim(tx)
    await claimMove(tx, row.id, 'DONE', 'OPEN', {})
    await tx.repairEvent.create({ data: { repairId: row.id, fromStatus: 'DONE', toStatus: 'OPEN', note, byMemberId: tenant.memberId, byTenant: true } })
    const view = await repairIn(tx, row.id)
    await guard?.settle(tx, view)
    return view
  })
}

// ---------------------------------------------------------------------------------------------
// The owner's side: by the caller's role on the property

/** The caller's role on a request's property: NotFoundError for a request they have no role on, or may not see. */
export async function repairAccess(memberId: number, repairId: number): Promise<PropertyAccess> {
  const row = isRecordId(repairId) ? await prisma.repairRequest.findUnique({ where: { id: repairId }, select: { propertyId: true } }) : null
  if (!row) throw new NotFoundError(M.notFound)
  try {
    return requireSight(await propertyAccess(memberId, row.propertyId), 'books:view')
  } catch (error) {
    if (error instanceof NotFoundError) throw new NotFoundError(M.notFound)
    throw error
  }
}

/** A request the caller may see, with their role on its property. */
export async function getRepair(memberId: number, repairId: number): Promise<{ repair: RepairView; access: PropertyAccess }> {
  const access = await repairAccess(memberId, repairId)
  const row = await prisma.repairRequest.findFirst({ where: { id: repairId, memberId: access.ownerId }, select: REPAIR_SELECT })
  if (!row) throw new NotFoundError(M.notFound)
  return { repair: viewOf(row), access }
}

/**
 * The caller's requests across the properties they see: by default those waiting (open or in
 * progress), the longest waiting first; `ALL` lists the waiting first, then the rest newest first.
 * Each with the caller's role on its property (ADR 041).
 */
export async function listRepairs(memberId: number, filter: RepairFilter = {}): Promise<Array<RepairView & { role: PropertyRoleName }>> {
  const status = filter.status ?? 'WAITING'
  const where: Prisma.RepairRequestWhereInput = {
    // The caller's own properties, and those shared with them by a role that sees the books.
    property: await ownOrSharedWhere(memberId, 'books:view'),
    ...(filter.propertyId ? { propertyId: filter.propertyId } : {}),
    ...(status === 'ALL' ? {} : status === 'WAITING' ? { status: { in: [...WAITING_STATUSES] } } : { status }),
  }
  const select = { ...REPAIR_SELECT, events: false, property: { select: { ...REPAIR_SELECT.property.select, ...callerRoleSelect(memberId) } } } as const
  const rows = await prisma.repairRequest.findMany({ where, select, orderBy: { createdAt: 'asc' }, take: 500 })
  const views = rows.map((row) => ({ ...viewOf({ ...row, events: [] }), role: roleIn(memberId, row.property) }))
  if (status !== 'ALL') return views
  const waiting = (view: RepairView) => (WAITING_STATUSES as readonly string[]).includes(view.status)
  return [...views.filter(waiting), ...views.filter((view) => !waiting(view)).reverse()]
}

export type WaitingRepairs = { count: number; oldest: Array<{ id: number; location: string; propertyName: string; status: RepairStatusName; createdAt: Date }> }

/** A property `p` the member sees the books of, in SQL: theirs, or shared with them by a role that sees them. */
const seenPropertySql = (memberId: number) => Prisma.sql`p.id IN (${ownOrSharedIdsSql(memberId, 'books:view')})`

/**
 * The waiting requests (open, in progress) of the properties the member sees, as one JSON value:
 * how many, and the `limit` longest waiting. For the dashboard's one statement (ADR 030).
 */
export function waitingRepairsJson(memberId: number, limit = 5): Prisma.Sql {
  const waiting = Prisma.sql`FROM "RepairRequest" r JOIN "Property" p ON p.id = r."propertyId" WHERE r.status IN ('OPEN', 'IN_PROGRESS') AND ${seenPropertySql(memberId)}`
  return Prisma.sql`(SELECT json_build_object(
    'count', (SELECT count(*)::int ${waiting}),
    'oldest', ${jsonRows(Prisma.sql`SELECT r.id, r.location, r.status, r."createdAt", p.name AS "propertyName" ${waiting} ORDER BY r."createdAt", r.id LIMIT ${limit}`, Prisma.sql`x."createdAt", x.id`)}))`
}

export function waitingRepairsFrom(json: { count: number; oldest: Array<Omit<WaitingRepairs['oldest'][number], 'createdAt'> & { createdAt: string }> }): WaitingRepairs {
  return { count: json.count, oldest: json.oldest.map((row) => ({ ...row, createdAt: dateOf(row.createdAt) })) }
}

/**
 * How many requests of one property are waiting (open, in progress) in its owner's books: the
 * property page's link to /repairs filtered to it, whose list shows as many. The caller has
 * already checked the role sees the books.
 */
export function waitingRepairCount(ownerId: number, propertyId: number): Promise<number> {
  return prisma.repairRequest.count({ where: { memberId: ownerId, propertyId, status: { in: [...WAITING_STATUSES] } } })
}

/** The waiting requests of the member's properties by age (the dashboard's card, read alone). */
export async function waitingRepairsByAge(memberId: number): Promise<WaitingRepairs> {
  return waitingRepairsFrom(await readJson(waitingRepairsJson(memberId)))
}

/**
 * The owner's side opens a request on a property (`access`, with `repair:manage`), optionally for a
 * unit of it: the unit's current agreement, if any, becomes the request's, so its tenant sees it
 * and is texted its changes.
 */
export async function openRepair(
  access: PropertyAccess,
  input: RepairOpenInput,
  photos: readonly RepairPhotoInput[],
  { today = nepalToday(), guard }: { today?: string; guard?: WriteGuard<RepairView> } = {},
): Promise<RepairView> {
  requireAbility(access, 'repair:manage')
  let agreementId: number | null = null
  if (input.unitId !== null) {
    const unit = await prisma.unit.findFirst({ where: { id: input.unitId, propertyId: access.propertyId }, select: { id: true } })
    if (!unit) throw new ValidationError(M.invalid, { unitId: ['unit.error.notFound'] })
    const current = await prisma.agreement.findMany({ where: { unitId: unit.id, memberId: access.ownerId, ...currentAgreementWhere(today) }, select: { id: true }, take: 2 })
    if (current.length === 1) agreementId = current[0]!.id
  }
  const { propertyId: _property, unitId, ...report } = input
  return createRepair(
    { memberId: access.ownerId, propertyId: access.propertyId, unitId, agreementId, reportedByMemberId: access.actorId, byTenant: false, input: report },
    photos,
    guard,
  )
}

/** Another move claimed the request first: it is no longer in the state this move left from. */
async function claimMove(tx: Tx, repairId: number, from: RepairStatusName, to: RepairStatusName, data: Prisma.RepairRequestUpdateManyMutationInput) {
  const claimed = await tx.repairRequest.updateMany({ where: { id: repairId, status: from }, data: { ...data, status: to } })
  if (claimed.count === 0) throw new ConflictError(M.illegalMove)
}

/**
 * Moves a request (the caller needs `repair:manage`): ConflictError for a move the state machine
 * refuses (from where it is now). DONE may carry a cost (the REPAIR expense `repair:<id>`, once) and
 * a charge to the tenant of its agreement (an extra charge due today, with the reason); DECLINED
 * needs its reason (the note). The tenant of its agreement is texted once per move.
 */
export async function moveRepair(
  access: PropertyAccess,
  repairId: number,
  move: RepairMoveInput,
  { now = new Date(), guard }: { now?: Date; guard?: WriteGuard<RepairView> } = {},
): Promise<RepairView> {
  requireAbility(access, 'repair:manage')
  const row = await prisma.repairRequest.findFirst({
    where: { id: repairId, memberId: access.ownerId, propertyId: access.propertyId },
    select: { id: true, status: true, propertyId: true, unitId: true, agreementId: true, chargeId: true, description: true, location: true, agreement: { select: { calendar: true } } },
  })
  if (!row) throw new NotFoundError(M.notFound)
  const check = checkLandlordMove(row.status, move.status)
  if (!check.ok) throw new ConflictError(check.error)
  if (move.status === 'DECLINED' && !move.note) throw new ValidationError(M.reasonRequired, { note: [M.reasonRequired] })
  if (move.status !== 'DONE' && (move.costPaisa !== null || move.chargeTenant !== null)) throw new ValidationError(M.costOnlyWhenDone, { cost: [M.costOnlyWhenDone] })
  if (move.chargeTenant && row.agreementId === null) throw new ValidationError(M.chargeNeedsAgreement, { chargeTenant: [M.chargeNeedsAgreement] })
  const chargePaisa = move.chargeTenant ? (move.chargeTenant.amountPaisa ?? move.costPaisa) : null
  if (move.chargeTenant && chargePaisa === null) throw new ValidationError(M.invalid, { chargeAmount: ['form.required'] })
  const today = nepalToday(now)
  const recordedByMemberId = access.actorId === access.ownerId ? null : access.actorId

  /** The move itself, in whichever transaction writes it: the claim, the event, the cost, the text. */
  const applyMove = async (tx: Tx): Promise<number | null> => {
    await claimMove(tx, row.id, row.status, move.status, {
      ...(move.status === 'DECLINED' ? { declineReason: move.note } : {}),
      ...(move.status === 'DONE' ? { doneAt: now } : {}),
      ...(move.costPaisa !== null ? { costPaisa: BigInt(move.costPaisa) } : {}),
    })
    const event = await tx.repairEvent.create({ data: { repairId: row.id, fromStatus: row.status, toStatus: move.status, note: move.note, byMemberId: access.actorId, byTenant: false }, select: { id: true } })
    if (move.costPaisa !== null) {
      await recordExpense(
        tx,
        access.ownerId,
        {
          propertyId: row.propertyId,
          unitId: row.unitId,
          category: 'REPAIR',
          amountPaisa: move.costPaisa,
          spentOn: today,
          spentCalendar: row.agreement?.calendar ?? 'BS',
          note: `#${row.id} ${row.location}`.slice(0, 200),
        },
        { recordedByMemberId, idempotencyKey: `repair:${row.id}` },
      )
    }
    return move.status === 'OPEN' ? null : recordRepairChangedText(tx, row.id, event.id, now)
  }

  let smsId: number | null = null
  if (move.chargeTenant && chargePaisa !== null && row.agreementId !== null && row.chargeId === null) {
    // The charge's own transaction (addExtraCharge) carries the move: both or neither.
    await addExtraCharge(
      access.ownerId,
      row.agreementId,
      { description: move.chargeTenant.reason, amountPaisa: chargePaisa, dueDate: today },
      {
        now,
        guard: {
          claim: async (tx) => {
            await guard?.claim(tx)
            smsId = await applyMove(tx)
          },
          settle: async (tx, charge) => {
            await tx.repairRequest.update({ where: { id: row.id }, data: { chargeId: charge.id } })
            await guard?.settle(tx, await repairIn(tx, row.id))
          },
        },
      },
    )
  } else {
    smsId = await prisma.$transaction(async (tx) => {
      await guard?.claim(tx)
      const id = await applyMove(tx)
      await guard?.settle(tx, await repairIn(tx, row.id))
      return id
    })
  }
  if (smsId !== null) await enqueueSmsAfterCommit([smsId])
  return repairIn(prisma, row.id)
}

// ---------------------------------------------------------------------------------------------
// Photos

export type RepairPhotoFile = { bytes: Uint8Array; type: string }

async function photoOf(repairId: number, position: number, which: 'display' | 'original'): Promise<RepairPhotoFile> {
  const photo = Number.isInteger(position) && position >= 1 && position <= MAX_REPAIR_PHOTOS
    ? await prisma.repairPhoto.findUnique({
        where: { repairId_position: { repairId, position } },
        select: which === 'display' ? { display: true, displayType: true } : { original: true, originalType: true },
      })
    : null
  if (!photo) throw new NotFoundError(M.notFound)
  return 'display' in photo && photo.display ? { bytes: new Uint8Array(photo.display), type: photo.displayType! } : { bytes: new Uint8Array(photo.original!), type: photo.originalType! }
}

/** A photo of a request the caller sees on the owner's side. */
export async function getRepairPhoto(memberId: number, repairId: number, position: number, which: 'display' | 'original'): Promise<RepairPhotoFile> {
  await repairAccess(memberId, repairId)
  return photoOf(repairId, position, which)
}

/** A photo of one of the tenant's requests. */
export async function getTenantRepairPhoto(phone: string, repairId: number, position: number, which: 'display' | 'original'): Promise<RepairPhotoFile> {
  await tenantRepairRow(phone, repairId)
  return photoOf(repairId, position, which)
}

// ---------------------------------------------------------------------------------------------
// The pages' choices

/** The properties the caller sees repairs of, for the Repairs page's filter. */
export async function repairProperties(memberId: number): Promise<Array<{ id: number; name: string }>> {
  return prisma.property.findMany({ where: await ownOrSharedWhere(memberId, 'books:view'), select: { id: true, name: true }, orderBy: { name: 'asc' } })
}

/** The properties (with their units) the caller may open a request on: their own, and those they run for an owner (`repair:manage`). */
export async function repairPlaces(memberId: number): Promise<Array<{ propertyId: number; propertyName: string; units: Array<{ id: number; name: string }> }>> {
  const rows = await prisma.property.findMany({
    where: await ownOrSharedWhere(memberId, 'repair:manage'),
    select: { id: true, name: true, units: { select: { id: true, name: true }, orderBy: { name: 'asc' } } },
    orderBy: { name: 'asc' },
  })
  return rows.map(({ id, name, units }) => ({ propertyId: id, propertyName: name, units }))
}
