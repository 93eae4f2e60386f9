// The decision about held gateway money: its words, limits and message codes (ADR 020), without
// zod, so that the agreement page and My Rent, which show the decision form, do not download it
// (page weight, ADR 012). The schema is gateway-decision-schemas.ts.
import type { MessageCode } from '~/i18n/message'

export const DECISION_MESSAGES = {
  invalid: 'received.error.invalid',
  noteRequired: 'received.error.noteRequired',
  noteTooLong: 'received.error.noteTooLong',
  noRenewal: 'received.error.noRenewal',
  decided: 'received.error.decided',
  notWaiting: 'received.error.notWaiting',
} as const satisfies Record<string, MessageCode>

export const GATEWAY_DECISIONS = ['apply', 'apply-to-renewal', 'refunded'] as const
export type GatewayDecisionWord = (typeof GATEWAY_DECISIONS)[number]

export const MAX_DECISION_NOTE = 500
