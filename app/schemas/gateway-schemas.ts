// A landlord's gateway account as the Settings > Payments forms and /v1 send it: Khalti
// takes its secret key; eSewa its merchant (product) code and secret key. Whether the gateway
// accepts them is the service's question. The messages are in gateway-rules.ts (no zod: the page
// imports them).
import { z } from 'zod'
import { GATEWAY_MESSAGES } from './gateway-rules'

export { GATEWAY_MESSAGES } from './gateway-rules'

export const GATEWAYS = ['khalti', 'esewa'] as const
export type GatewaySlug = (typeof GATEWAYS)[number]
export const GATEWAY_OF_SLUG = { khalti: 'KHALTI', esewa: 'ESEWA' } as const satisfies Record<GatewaySlug, 'KHALTI' | 'ESEWA'>

const SecretKeySchema = z
  .string({ error: GATEWAY_MESSAGES.secretRequired })
  .trim()
  .min(1, GATEWAY_MESSAGES.secretRequired)
  .regex(/^[\x21-\x7e]{8,200}$/, GATEWAY_MESSAGES.secretInvalid)
  .meta({ description: 'The merchant secret key; stored encrypted, never shown again beyond its last 4 characters' })

export const KhaltiAccountSchema = z.object({ secretKey: SecretKeySchema })

export const EsewaAccountSchema = z.object({
  merchantCode: z
    .string({ error: GATEWAY_MESSAGES.merchantRequired })
    .trim()
    .min(1, GATEWAY_MESSAGES.merchantRequired)
    .regex(/^[A-Za-z0-9_-]{1,50}$/, GATEWAY_MESSAGES.merchantInvalid)
    .meta({ description: 'eSewa merchant (product) code', example: 'EPAYTEST' }),
  secretKey: SecretKeySchema,
})

export type KhaltiAccountInput = z.output<typeof KhaltiAccountSchema>
export type EsewaAccountInput = z.output<typeof EsewaAccountSchema>
