// The /v1 operations of the landlord's gateway accounts (issue 17, Settings > Payments); merged
// into `operations` (operations.ts). Keys go in and never come out: answers carry the last four
// characters only.
import { z } from 'zod'
import { EsewaAccountSchema, KhaltiAccountSchema } from '~/schemas/gateway-schemas'
import { EmptySchema, type Operation } from './common-schemas'

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
} satisfies Record<string, Operation>
