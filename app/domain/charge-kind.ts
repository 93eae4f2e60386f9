// Every kind of money owed (DESIGN §11): one Charge table, one ledger (the database enum ChargeKind
// has the same values).
export const CHARGE_KINDS = ['RENT', 'UTILITY', 'METERED', 'EXTRA', 'LATE_FEE'] as const
export type ChargeKind = (typeof CHARGE_KINDS)[number]

/** The kinds the rent schedule makes (and remakes when the terms change). */
export const SCHEDULED_KINDS: readonly ChargeKind[] = ['RENT', 'UTILITY']

export const isScheduledKind = (kind: ChargeKind): kind is 'RENT' | 'UTILITY' => kind === 'RENT' || kind === 'UTILITY'
