// The landlord's decision about money a gateway confirmed that could not be recorded as a normal
// payment: apply it to the agreement anyway, apply it to the renewal, or say it was refunded outside
// Bhadaa (with a note of how). One schema for the agreement page's form and /v1.
import { z } from 'zod'
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

export const GatewayDecisionSchema = z
  .object({
    decision: z.enum(GATEWAY_DECISIONS, { error: DECISION_MESSAGES.invalid }).meta({
      description: '`apply`: record it as a payment of the agreement; `apply-to-renewal`: of its renewal; `refunded`: the money was given back outside Bhadaa (a note says how)',
    }),
    note: z
      .string({ error: DECISION_MESSAGES.noteTooLong })
      .trim()
      .max(MAX_DECISION_NOTE, DECISION_MESSAGES.noteTooLong)
      .optional()
      .transform((note) => (note ? note : null))
      .meta({ description: 'Kept with the decision; required for `refunded`' }),
  })
  .superRefine((input, ctx) => {
    if (input.decision === 'refunded' && !input.note) ctx.addIssue({ code: 'custom', path: ['note'], message: DECISION_MESSAGES.noteRequired })
  })
export type GatewayDecisionInput = z.output<typeof GatewayDecisionSchema>
