// Repair requests (ADR 043), pure: what a request is about, its states and the moves
// between them. OPEN → IN_PROGRESS → DONE → CLOSED, or DECLINED (with a reason) from OPEN or
// IN_PROGRESS; the tenant may reopen a DONE request (back to OPEN) within 7 days of it being done.
// The landlord's side may close a DONE request, or reopen one itself, at any time.

export const REPAIR_CATEGORIES = ['WATER', 'ELECTRICITY', 'PLUMBING', 'BUILDING', 'APPLIANCE', 'OTHER'] as const
export type RepairCategoryName = (typeof REPAIR_CATEGORIES)[number]

export const REPAIR_STATUSES = ['OPEN', 'IN_PROGRESS', 'DONE', 'CLOSED', 'DECLINED'] as const
export type RepairStatusName = (typeof REPAIR_STATUSES)[number]

/** The states a request is still waiting in (the dashboard's and the Repairs page's "open" ones). */
export const WAITING_STATUSES = ['OPEN', 'IN_PROGRESS'] as const satisfies readonly RepairStatusName[]

/** The moves the landlord's side makes, and where each leads. */
export const LANDLORD_MOVES = { start: 'IN_PROGRESS', done: 'DONE', close: 'CLOSED', decline: 'DECLINED', reopen: 'OPEN' } as const satisfies Record<string, RepairStatusName>
export type LandlordMove = keyof typeof LANDLORD_MOVES

/** From each state, the states the landlord's side may move a request to. */
const LANDLORD_NEXT: Record<RepairStatusName, readonly RepairStatusName[]> = {
  OPEN: ['IN_PROGRESS', 'DONE', 'DECLINED'],
  IN_PROGRESS: ['DONE', 'DECLINED'],
  DONE: ['CLOSED', 'OPEN'],
  CLOSED: [],
  DECLINED: [],
}

/** How long after DONE the tenant may reopen a request. */
export const REOPEN_DAYS = 7
const MS_PER_DAY = 86_400_000

/** At most this many photos a request; each at most 5 MB (image-type.ts), shown from a copy of at most 300 KB. */
export const MAX_REPAIR_PHOTOS = 4
export const DISPLAY_PHOTO_MAX_BYTES = 300 * 1024

export const MAX_REPAIR_LOCATION = 80
export const MAX_REPAIR_DESCRIPTION = 1000
export const MAX_REPAIR_NOTE = 500

export const REPAIR_MESSAGES = {
  notFound: 'repair.error.notFound',
  illegalMove: 'repair.error.illegalMove',
  reopenTooLate: 'repair.error.reopenTooLate',
  reopenNotDone: 'repair.error.reopenNotDone',
  reasonRequired: 'repair.error.reasonRequired',
  costOnlyWhenDone: 'repair.error.costOnlyWhenDone',
  chargeNeedsAgreement: 'repair.error.chargeNeedsAgreement',
  chargeReasonRequired: 'repair.error.chargeReasonRequired',
  tooManyPhotos: 'repair.error.tooManyPhotos',
  photoUnreadable: 'repair.error.photoUnreadable',
  invalid: 'repair.error.invalid',
} as const

export type MoveCheck = { ok: true } | { ok: false; error: (typeof REPAIR_MESSAGES)['illegalMove'] }

/** Whether the landlord's side may move a request from `from` to `to`. */
export function checkLandlordMove(from: RepairStatusName, to: RepairStatusName): MoveCheck {
  return LANDLORD_NEXT[from].includes(to) ? { ok: true } : { ok: false, error: REPAIR_MESSAGES.illegalMove }
}

/** The moves the landlord's side may make from `status`, for the request page's buttons. */
export function landlordMovesFrom(status: RepairStatusName): LandlordMove[] {
  return (Object.keys(LANDLORD_MOVES) as LandlordMove[]).filter((move) => LANDLORD_NEXT[status].includes(LANDLORD_MOVES[move]))
}

export type ReopenCheck = { ok: true } | { ok: false; error: (typeof REPAIR_MESSAGES)['reopenTooLate' | 'reopenNotDone'] }

/** Whether the tenant may reopen a request in `status`, done at `doneAt`, at `now`. */
export function checkTenantReopen(status: RepairStatusName, doneAt: Date | null, now: Date): ReopenCheck {
  if (status !== 'DONE' || doneAt === null) return { ok: false, error: REPAIR_MESSAGES.reopenNotDone }
  if (now.getTime() - doneAt.getTime() > REOPEN_DAYS * MS_PER_DAY) return { ok: false, error: REPAIR_MESSAGES.reopenTooLate }
  return { ok: true }
}

/** Whether the tenant may still reopen it (for the tenant's button). */
export function tenantMayReopen(status: RepairStatusName, doneAt: Date | null, now: Date): boolean {
  return checkTenantReopen(status, doneAt, now).ok
}

/** Whole days from `from` to `now` (how long a request has waited), never negative. */
export function ageInDays(from: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - from.getTime()) / MS_PER_DAY))
}
