// The /v1 operations of the member's plan: read it with its end date and billing
// history; change it. While Bhadaa's own merchant account is not configured a change is free and
// at once; otherwise Basic is still free, and Plus or Pro answer what to pay (the plan changes once
// the gateway confirms the payment to the server). Merged into `operations` (operations.ts).
import { z } from 'zod'
import { PlanChangeSchema } from '~/schemas/plan-billing-schemas'
import type { Operation } from './common-schemas'
import { GatewayStartSchema } from './pay-operations'

const PLAN = z.enum(['BASIC', 'PLUS', 'PRO'])
const PERIOD = z.enum(['MONTH', 'YEAR'])

const PlanPaymentJsonSchema = z.object({
  orderId: z.string(),
  createdAt: z.iso.datetime().meta({ description: 'When the payment was started' }),
  plan: PLAN,
  period: PERIOD,
  amountPaisa: z.number().int(),
  gateway: z.enum(['KHALTI', 'ESEWA']),
  transactionId: z.string().nullable().meta({ description: 'The gateway’s transaction id, once paid' }),
  status: z.enum(['INITIATED', 'PENDING', 'COMPLETED', 'FAILED']),
  startsOn: z.iso.date().nullable().meta({ description: 'The first day it paid for, once COMPLETED' }),
  endsOn: z.iso.date().nullable().meta({ description: 'The day after the last it paid for, once COMPLETED' }),
})

export const MemberPlanJsonSchema = z.object({
  plan: PLAN,
  period: PERIOD.nullable().meta({ description: 'The period of the payment that set `endsAt`; null when the plan has no end' }),
  endsAt: z.iso.date().nullable().meta({ description: 'A paid plan’s end: from this day the member is on Basic again (nothing is deleted). Null: no end' }),
  paid: z.boolean().meta({ description: 'Plus and Pro are paid for (Bhadaa’s merchant account is configured); false: every change is free' }),
  gateways: z.array(z.enum(['KHALTI', 'ESEWA'])).meta({ description: 'What a plan can be paid through' }),
  prices: z.object({ PLUS: z.object({ MONTH: z.number().int(), YEAR: z.number().int() }), PRO: z.object({ MONTH: z.number().int(), YEAR: z.number().int() }) }).meta({ description: 'Paisa; a year costs ten months' }),
  usage: z.object({ properties: z.number().int(), tenants: z.number().int(), agreements: z.number().int() }),
  overLimits: z.array(z.object({ resource: z.enum(['properties', 'tenants', 'agreements']), count: z.number().int(), limit: z.number().int() })).meta({
    description: 'Limits of the plan the member is over: nothing is deleted, but no more can be added',
  }),
  history: z.array(PlanPaymentJsonSchema).meta({ description: 'Billing history: every plan payment, newest first' }),
})

export const planOperations = {
  planGet: {
    method: 'get',
    path: '/v1/member/plan',
    summary: 'The member’s plan: its period and end date, what plans cost, usage against the limits, and the billing history',
    tag: 'plans',
    auth: 'bearer',
    response: MemberPlanJsonSchema,
  },
  planPut: {
    method: 'put',
    path: '/v1/member/plan',
    summary:
      'Change plan. While plans are free (`paid: false`), or for BASIC, the plan changes at once: `payment` is null. Otherwise PLUS or PRO need `period` and `gateway` and nothing changes yet: `payment` says what to pay (Khalti: send the member to `paymentUrl`, `pidx` is Khalti’s id; eSewa: have the member’s browser POST `fields` to `formUrl`). The gateway returns the member to `/plans/khalti` or `/plans/esewa/{orderId}`, where the server confirms the payment and extends the plan (from its end date when it still runs). 400 `VALIDATION_ERROR` for an unknown plan, or a missing period or gateway; 502 `GATEWAY_UNAVAILABLE` when the gateway could not be asked. Safe to repeat without an `Idempotency-Key`: a free change sets the same plan again, and a repeated start only mints another unpaid attempt (money moves only when the member pays it)',
    tag: 'plans',
    auth: 'bearer',
    body: PlanChangeSchema,
    response: MemberPlanJsonSchema.extend({ payment: GatewayStartSchema.nullable() }),
    errors: [502],
  },
} satisfies Record<string, Operation>
