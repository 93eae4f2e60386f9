// The one role table (DESIGN §13, ADR 041): what each person around a property may do there.
// The owner created the property; the others were invited to it with one role. Every page, form
// action and /v1 operation of a property asks `may(role, ability)`: what a role may not see is
// 404 (`canSee`), what it may see but not do is 403.

export const PROPERTY_ROLES = ['OWNER', 'CO_OWNER', 'MANAGER', 'COLLECTOR', 'VIEWER'] as const
export type PropertyRoleName = (typeof PROPERTY_ROLES)[number]
/** The roles a person is invited with (the owner is never invited). */
export const INVITED_ROLES = ['CO_OWNER', 'MANAGER', 'COLLECTOR', 'VIEWER'] as const satisfies readonly PropertyRoleName[]
export type InvitedRole = (typeof INVITED_ROLES)[number]

const EVERYONE = PROPERTY_ROLES
const RUNNERS = ['OWNER', 'CO_OWNER', 'MANAGER'] as const
const HANDLERS_OF_MONEY = ['OWNER', 'CO_OWNER', 'MANAGER', 'COLLECTOR'] as const

/**
 * Each ability and the roles that have it. Reading abilities decide what a role sees (the rest is
 * a 404); the others what it may change (403).
 */
export const ROLE_TABLE = {
  // Seeing
  'property:view': EVERYONE,
  /** The tenants, what they owe and what they paid: the agreement page's parties and ledger. */
  'dues:view': EVERYONE,
  /** Everything else about a tenancy: terms history, lease, statement, settlement, meters' history, identity documents. */
  'tenancy:view': ['OWNER', 'CO_OWNER', 'MANAGER', 'VIEWER'],
  'team:view': ['OWNER', 'CO_OWNER', 'MANAGER', 'VIEWER'],
  'export': ['OWNER', 'CO_OWNER', 'MANAGER', 'VIEWER'],
  /** A property's expenses, its repair requests and its profit. */
  'books:view': ['OWNER', 'CO_OWNER', 'MANAGER', 'VIEWER'],
  // Doing
  'property:edit': ['OWNER', 'CO_OWNER'],
  'property:delete': ['OWNER'],
  'team:manage': ['OWNER'],
  'unit:manage': RUNNERS,
  /** Agreements, tenants, charges, late fees, notices, leases, renewals, terminations and settlements. */
  'tenancy:manage': RUNNERS,
  'payment:record': HANDLERS_OF_MONEY,
  /** A payment recorded in the last 7 days (`PAYMENT_VOID_DAYS`); older ones: `payment:voidOld`. */
  'payment:void': RUNNERS,
  'payment:voidOld': ['OWNER', 'CO_OWNER'],
  'reading:record': HANDLERS_OF_MONEY,
  /** Expenses recorded and voided, recurring expenses. */
  'expense:manage': RUNNERS,
  /** Repair requests opened, moved through their states, their cost made an expense or a charge. */
  'repair:manage': RUNNERS,
  /** A tenant's "I paid" report, and a payment received online, confirmed or turned down. */
  'proof:decide': HANDLERS_OF_MONEY,
} as const satisfies Record<string, readonly PropertyRoleName[]>

export type PropertyAbility = keyof typeof ROLE_TABLE

/** The abilities that only decide what a role sees; every other one changes something. */
const SEEING = new Set<PropertyAbility>(['property:view', 'dues:view', 'tenancy:view', 'team:view', 'export', 'books:view'])

export function changesSomething(ability: PropertyAbility): boolean {
  return !SEEING.has(ability)
}

/** The invited roles that have `ability` (the owner has every one): for a query over the people around a property. */
export function rolesThatMay(ability: PropertyAbility): InvitedRole[] {
  return INVITED_ROLES.filter((role) => may(role, ability))
}

/** A manager may void a payment only this many days after it was recorded. */
export const PAYMENT_VOID_DAYS = 7

export function may(role: PropertyRoleName, ability: PropertyAbility): boolean {
  return (ROLE_TABLE[ability] as readonly PropertyRoleName[]).includes(role)
}

/** Whether `role` may void a payment recorded at `recordedAt`, at `now`. */
export function mayVoidPayment(role: PropertyRoleName, recordedAt: Date, now: Date = new Date()): boolean {
  if (may(role, 'payment:voidOld')) return true
  return may(role, 'payment:void') && now.getTime() - recordedAt.getTime() <= PAYMENT_VOID_DAYS * 86_400_000
}

// ---------------------------------------------------------------------------------------------
// Shares and seats

/** A whole property's income in basis points: co-owners' shares and the owner's add up to it. */
export const WHOLE_SHARE = 10_000

/** "12.5" → 1250 basis points; null for anything but a percentage from 0 to 100 with at most two decimals. */
export function shareFromPercent(text: string): number | null {
  const match = /^\s*(\d{1,3})(?:\.(\d{1,2}))?\s*$/.exec(text)
  if (!match) return null
  const points = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
  return points <= WHOLE_SHARE ? points : null
}

/** 1250 → "12.5" (no trailing zeros). */
export function percentOfShare(points: number): string {
  return String(points / 100)
}

/** How many people an owner may let into their properties, by the owner's plan. */
export const TEAM_SEATS = { BASIC: 1, PLUS: 3, PRO: 10 } as const

/**
 * `totalPaisa` split by shares in basis points (adding up to WHOLE_SHARE), exactly: each part is
 * rounded down and the paisa left go one each to the largest remainders (the first share on a
 * tie), so the parts add up to the total, never a paisa more or less. A negative total (money
 * given back) splits as its amount does, with the sign.
 */
export function splitByShares(totalPaisa: number, shares: readonly number[]): number[] {
  if (!Number.isSafeInteger(totalPaisa)) throw new RangeError(`Not an amount in paisa: ${totalPaisa}`)
  if (shares.reduce((sum, share) => sum + share, 0) !== WHOLE_SHARE || shares.some((share) => !Number.isInteger(share) || share < 0)) {
    throw new RangeError(`Shares must be whole basis points adding up to ${WHOLE_SHARE}: ${shares.join(', ')}`)
  }
  const sign = totalPaisa < 0 ? -1 : 1
  const amount = BigInt(Math.abs(totalPaisa))
  const exact = shares.map((share) => amount * BigInt(share))
  const parts = exact.map((value) => value / BigInt(WHOLE_SHARE))
  let left = Number(amount - parts.reduce((sum, part) => sum + part, 0n))
  const byRemainder = exact.map((value, index) => ({ index, remainder: value % BigInt(WHOLE_SHARE) })).sort((a, b) => (b.remainder > a.remainder ? 1 : b.remainder < a.remainder ? -1 : a.index - b.index))
  for (const { index } of byRemainder) {
    if (left === 0) break
    parts[index]! += 1n
    left--
  }
  return parts.map((part) => sign * Number(part))
}
