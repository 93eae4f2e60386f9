// The /v1 operations of the landlord's gateway accounts (Settings > Payments), and of
// money a gateway confirmed that could not be recorded as a payment (received, waiting for the
// landlord's decision); merged into `operations` (operations.ts). Keys go in and never come out:
// answers carry the last four characters only.
import { z } from 'zod'
import { GatewayDecisionSchema } from '~/schemas/gateway-decision-schemas'
import { EsewaAccountSchema, KhaltiAccountSchema } from '~/schemas/gateway-schemas'
import { EmptySchema, type Operation, RecordIdSchema as id, roled } from './common-schemas'

export const ReceivedPaymentJsonSchema = z.object({
  id,
  gateway: z.enum(['KHALTI', 'ESEWA']),
  orderId: z.string().meta({ description: 'Our id of the attempt (Khalti purchase_order_id; eSewa transaction_uuid)' }),
  agreementId: id,
  agreementName: z.string(),
  tenantName: z.string(),
  amountPaisa: z.number().int(),
  transactionId: z.string().nullable().meta({ description: 'The gateway’s id of the money transfer: the tenant’s reference' }),
  receivedAt: z.iso.datetime().nullable().meta({ description: 'When the gateway confirmed the money' }),
  heldReason: z.string().meta({
    description: 'Why it is not a normal payment: `ENDED`, `TERMINATED`, `SETTLED` (the agreement’s state when the money came), `ERROR`, or the ledger’s refusal as a message code (e.g. `ledger.error.paidBeforeStart`)',
  }),
  status: z.enum(['NEEDS_DECISION', 'COMPLETED', 'REFUNDED']).meta({ description: '`NEEDS_DECISION` until the landlord decides; `COMPLETED` once applied (a payment with `receiptNumber`); `REFUNDED` once marked refunded outside Bhadaa' }),
  renewalId: id.nullable().meta({ description: 'The agreement’s renewal, which `apply-to-renewal` pays; null: that choice is not offered' }),
  decision: z.enum(['apply', 'apply-to-renewal', 'refunded']).nullable(),
  decisionNote: z.string().nullable(),
  decidedAt: z.iso.datetime().nullable(),
  receiptNumber: z.number().int().nullable().meta({ description: 'The receipt of the payment an apply decision recorded' }),
})

export const GatewayAccountJsonSchema = z.object({
  gateway: z.enum(['KHALTI', 'ESEWA']),
  merchantCode: z.string().nullable().meta({ description: 'eSewa merchant code; null for Khalti' }),
  secretLast4: z.string().meta({ description: 'The last 4 characters of the stored secret key: all that is ever shown of it' }),
  checkedAt: z.iso.datetime().meta({ description: 'When the gateway last accepted the key' }),
})

const connectErrors =
  'Errors: 400 `VALIDATION_ERROR` with fields, also when the gateway refuses the key (Khalti: `secretKey`; eSewa: `merchantCode`); 403 `PLAN_REQUIRED` on the Basic plan; 502 `GATEWAY_UNAVAILABLE` when the gateway could not be asked (nothing saved: retry)'

export const gatewayOperations = {
  gatewayList: {
    method: 'get',
    path: '/v1/member/gateway',
    summary: 'The member’s connected payment gateways (their own Khalti and eSewa merchant accounts) and whether the plan allows them (Plus, Pro)',
    tag: 'payments',
    auth: 'bearer',
    response: z.object({ allowed: z.boolean(), accounts: z.array(GatewayAccountJsonSchema) }),
  },
  khaltiConnect: {
    method: 'put',
    path: '/v1/member/gateway/khalti',
    summary: `Connect or replace the member’s Khalti merchant account: the secret key is checked with Khalti, then stored encrypted. ${connectErrors}`,
    tag: 'payments',
    auth: 'bearer',
    body: KhaltiAccountSchema,
    response: GatewayAccountJsonSchema,
    errors: [403, 502],
    idempotent: true,
  },
  esewaConnect: {
    method: 'put',
    path: '/v1/member/gateway/esewa',
    summary: `Connect or replace the member’s eSewa merchant account: eSewa’s status API checks the merchant code (it takes no secret: the first payment’s signed answer proves the key), then the key is stored encrypted. ${connectErrors}`,
    tag: 'payments',
    auth: 'bearer',
    body: EsewaAccountSchema,
    response: GatewayAccountJsonSchema,
    errors: [403, 502],
    idempotent: true,
  },
  khaltiDisconnect: {
    method: 'delete',
    path: '/v1/member/gateway/khalti',
    summary: 'Disconnect Khalti: its key is deleted. 404 `NOT_FOUND` when it is not connected',
    tag: 'payments',
    auth: 'bearer',
    response: EmptySchema,
    errors: [404],
    idempotent: true,
  },
  esewaDisconnect: {
    method: 'delete',
    path: '/v1/member/gateway/esewa',
    summary: 'Disconnect eSewa: its key is deleted. 404 `NOT_FOUND` when it is not connected',
    tag: 'payments',
    auth: 'bearer',
    response: EmptySchema,
    errors: [404],
    idempotent: true,
  },
  receivedPaymentList: {
    method: 'get',
    path: '/v1/member/gateway-payment',
    summary: 'Money tenants paid online that the gateway confirmed but that could not be recorded as a payment (the agreement had ended, was terminated or settled, or the ledger refused it): received, waiting for the member’s decision, oldest first. The pay link does not ask for this money again',
    tag: 'payments',
    auth: 'bearer',
    response: z.array(roled(ReceivedPaymentJsonSchema)),
  },
  receivedPaymentDecide: {
    method: 'post',
    path: '/v1/member/gateway-payment/{id}/decision',
    summary:
      'Decide once about received money waiting for a decision: `apply` records it as a payment of its agreement (receipt number, allocation, receipt SMS), dated the day it came (or the agreement’s start, if later); `apply-to-renewal` records it on the agreement’s renewal; `refunded` (a `note` required) marks it given back outside Bhadaa. Who and when are kept and audited. The same decision again answers the same (one payment however often or concurrently); 409 `CONFLICT` for another decision once one is made. 400 when the ledger refuses the payment (e.g. the agreement starts later than today) or there is no renewal: nothing changes. Another member’s id is 404',
    tag: 'payments',
    auth: 'bearer',
    body: GatewayDecisionSchema,
    response: roled(ReceivedPaymentJsonSchema),
    errors: [404, 409],
  },
  tenantReceivedPaymentList: {
    method: 'get',
    path: '/v1/tenant/agreement/{id}/gateway-payment',
    summary:
      "The member's online payments on one of their agreements as a tenant that the gateway confirmed but that could not be recorded as a normal payment: `NEEDS_DECISION` (received, the landlord has been told), then `COMPLETED` (with its receipt) or `REFUNDED` (with the landlord's note). Only agreements whose tenant phone is the signed-in member's verified phone; any other id is 404",
    tag: 'tenant',
    auth: 'bearer',
    response: z.array(ReceivedPaymentJsonSchema),
    errors: [404],
  },
} satisfies Record<string, Operation>
