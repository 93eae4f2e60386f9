// Paying for a plan: which plan, for how long, through which of Bhadaa's gateways. The
// plans page's form and `PUT /v1/member/plan` parse with these.
import { z } from 'zod'
import { MEMBER_PLANS } from '~/domain/plans'
import { PAID_PLANS, PLAN_PERIODS } from '~/domain/plan-billing'
import type { MessageCode } from '~/i18n/message'

export const BILLING_MESSAGES = {
  invalid: 'billing.error.invalid',
  notPaid: 'billing.error.notPaid',
  paymentRequired: 'billing.error.paymentRequired',
  unavailable: 'billing.error.unavailable',
} as const satisfies Record<string, MessageCode>

export const PlanPaymentChoiceSchema = z.object({
  plan: z.enum(PAID_PLANS, { error: BILLING_MESSAGES.invalid }).meta({ description: 'The plan to pay for' }),
  period: z.enum(PLAN_PERIODS, { error: BILLING_MESSAGES.invalid }).meta({ description: 'MONTH (the monthly price) or YEAR (ten months’ price)' }),
  gateway: z.enum(['KHALTI', 'ESEWA'], { error: BILLING_MESSAGES.invalid }).meta({ description: 'Which of Bhadaa’s merchant accounts to pay through' }),
})
export type PlanPaymentChoice = z.output<typeof PlanPaymentChoiceSchema>

/** `PUT /v1/member/plan`: period and gateway only matter (and are required) when plans are paid and the plan is Plus or Pro. */
export const PlanChangeSchema = z.object({
  plan: z.enum(MEMBER_PLANS, { error: 'errors.unknownPlan' satisfies MessageCode }),
  period: z.enum(PLAN_PERIODS, { error: BILLING_MESSAGES.invalid }).optional(),
  gateway: z.enum(['KHALTI', 'ESEWA'], { error: BILLING_MESSAGES.invalid }).optional(),
})
