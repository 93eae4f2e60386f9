// What the audit log records: every action's code and what a row's target names. The codes are
// stored; screens show words for them (app/components/ops/audit-words.ts), checked by type so
// that a new action cannot reach a screen as its code.

export const AUDIT_ACTIONS = [
  'member.signInNewDevice',
  'member.passwordChange',
  'member.planChange',
  'member.gatewayKeyChange',
  'member.gatewayKeyRemove',
  'member.paymentQrSave',
  'member.paymentQrRemove',
  'member.agreementTerminate',
  'member.paymentVoid',
  'member.expenseVoid',
  'member.receivedPaymentDecision',
  'member.supportAccessGrant',
  'member.supportAccessEnd',
  'member.teamInvite',
  'member.teamInvitationCancel',
  'member.teamRoleChange',
  'member.teamRemove',
  'member.teamJoin',
  'member.teamDecline',
  'member.teamWrite',
  'operator.planChange',
  'operator.smsResend',
  'operator.smsDrop',
  'operator.smsQueueResume',
  'operator.ticketNote',
  'operator.ticketReply',
  'operator.ticketStatus',
  'operator.claimsFreeze',
  'operator.claimsThaw',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

export const AUDIT_TARGET_KINDS = ['agreement', 'expense', 'gateway', 'gatewayPayment', 'member', 'payment', 'paymentQr', 'property', 'sms', 'ticket'] as const
export type AuditTargetKind = (typeof AUDIT_TARGET_KINDS)[number]
/** `agreement:2`, `gateway:KHALTI`, `paymentQr:all`: a kind and the id (or name) of what was acted on. */
export type AuditTarget = `${AuditTargetKind}:${string | number}`

/** The target id of the landlord's QR (`paymentQr:all`); a property's own is `paymentQr:<propertyId>`. */
export const PAYMENT_QR_FOR_ALL = 'all'

export function isAuditAction(action: string): action is AuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(action)
}

/** A stored target's kind and id; null for one this code does not know (an older row). */
export function parseAuditTarget(target: string): { kind: AuditTargetKind; id: string } | null {
  const at = target.indexOf(':')
  const kind = target.slice(0, at)
  const id = target.slice(at + 1)
  if (at < 1 || id === '' || !(AUDIT_TARGET_KINDS as readonly string[]).includes(kind)) return null
  return { kind: kind as AuditTargetKind, id }
}
