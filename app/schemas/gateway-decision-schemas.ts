// The landlord's decision about money a gateway confirmed that could not be recorded as a normal
// payment: apply it to the agreement anyway, apply it to the renewal, or say it was refunded outside
// Bhadaa (with a note of how). One schema for the agreement page's form and /v1.
import { z } from 'zod'
import { DECISION_MESSAGES, GATEWAY_DECISIONS, MAX_DECISION_NOTE } from './gateway-decision-rules'

export { DECISION_MESSAGES, GATEWAY_DECISIONS, type GatewayDecisionWord, MAX_DECISION_NOTE } from './gateway-decision-rules'

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
