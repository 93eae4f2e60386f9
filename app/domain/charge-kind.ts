// Every kind of money owed (DESIGN §11): one Charge table, one ledger (the database enum ChargeKind
// has the same values).
export const CHARGE_KINDS = ['RENT', 'UTILITY', 'METERED', 'EXTRA', 'LATE_FEE'] as const
export type ChargeKind = (typeof CHARGE_KINDS)[number]

/** The kinds the rent schedule makes (and remakes when the terms change). */
export const SCHEDULED_KINDS: readonly ChargeKind[] = ['RENT', 'UTILITY']

export const isScheduledKind = (kind: ChargeKind): kind is 'RENT' | 'UTILITY' => kind === 'RENT' || kind === 'UTILITY'

/**
 * A charge the landlord may cancel with a reason: an extra charge (not the opening
 * balance, which the Before Bhadaa form replaces) or a late fee (waived), while nothing of it is paid.
 */
export function isCancellableCharge(charge: { kind: ChargeKind; status: string; paidPaisa: number; openingBalance: boolean }): boolean {
  return (charge.kind === 'LATE_FEE' || (charge.kind === 'EXTRA' && !charge.openingBalance)) && charge.status === 'DUE' && charge.paidPaisa === 0
}

/**
 * The reasons Bhadaa itself writes on the charges it cancels (kept in English on the record, as the
 * landlord's own reasons are kept as typed), with the message each is shown as, so a Nepali reader
 * does not see English. A reason not listed is the landlord's and is shown as typed.
 */
export const AUTOMATIC_CANCEL_REASONS = {
  'Moved out': 'charge.cancelReason.movedOut',
  'Cancelled before it started': 'charge.cancelReason.cancelledBeforeStart',
  'The renewed agreement ended': 'charge.cancelReason.renewedEnded',
} as const

export type AutomaticCancelReason = keyof typeof AUTOMATIC_CANCEL_REASONS

export const automaticCancelReasonCode = (reason: string) =>
  Object.hasOwn(AUTOMATIC_CANCEL_REASONS, reason) ? AUTOMATIC_CANCEL_REASONS[reason as AutomaticCancelReason] : null
