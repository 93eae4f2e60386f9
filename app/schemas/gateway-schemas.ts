// A landlord's gateway account as the Settings > Payments forms and /v1 send it (issue 17): Khalti
// takes its secret key; eSewa its merchant (product) code and secret key. Whether the gateway
// accepts them is the service's question.
import { z } from 'zod'

export const GATEWAYS = ['khalti', 'esewa'] as const
export type GatewaySlug = (typeof GATEWAYS)[number]
export const GATEWAY_OF_SLUG = { khalti: 'KHALTI', esewa: 'ESEWA' } as const satisfies Record<GatewaySlug, 'KHALTI' | 'ESEWA'>

export const GATEWAY_MESSAGES = {
  secretRequired: 'Please enter the secret key',
  secretInvalid: 'A secret key is 8 to 200 characters without spaces',
  merchantRequired: 'Please enter the merchant code',
  merchantInvalid: 'A merchant code is at most 50 letters, digits, dashes or underscores',
  khaltiRefused: 'Khalti did not accept this secret key. Copy the live secret key from your Khalti merchant dashboard (a sandbox key works only with the sandbox).',
  esewaRefused: 'eSewa does not know this merchant code. Copy it from your eSewa merchant account (EPAYTEST works only with the test addresses).',
  unavailable: 'The gateway could not be reached to check the key. Nothing was saved; please try again in a minute.',
  planRequired: 'Online rent payment comes with the Plus and Pro plans. Choose one of them to connect a gateway.',
  notConnected: 'This gateway is not connected',
} as const

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
