// The environment, validated once at start-up: a wrong value stops the start with a message
// naming the variable. Runs under Node's native TypeScript (the launcher) and in the bundle.
import { z } from 'zod'

const port = z.coerce.number().int().min(0).max(65535)
// Without a trailing slash: paths are appended to it.
const httpUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
  .transform((url) => url.replace(/\/+$/, ''))

/** A data encryption key: 32 random bytes, as 64 hex digits or base64 (e.g. `openssl rand -base64 32`). */
export function dataKeyBytes(value: string): Buffer | null {
  const bytes = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : /^[A-Za-z0-9+/_-]{43}=?$/.test(value) ? Buffer.from(value, 'base64') : null
  return bytes?.length === 32 ? bytes : null
}
const dataKey = z.string().refine((value) => dataKeyBytes(value) !== null, 'must be 32 random bytes as 64 hex digits or base64 (openssl rand -base64 32)')

const SMS_CREDENTIALS = {
  log: [],
  sparrow: ['SPARROW_TOKEN', 'SPARROW_FROM'],
  aakash: ['AAKASH_AUTH_TOKEN'],
} as const satisfies Record<string, readonly string[]>

export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgresql:// URL' })
    .optional(),
  EMBEDDED_POSTGRES_PORT: port.default(54329),
  DATA_DIR: z.string().min(1).default('.data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  // After SIGTERM the web role keeps serving this long with /readyz failing, so the load
  // balancer takes it out of rotation before it stops listening (server/drain.ts).
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  // Where SMS go: `log` writes each one as a JSON line to SMS_LOG_FILE (relative to the working
  // directory) instead of sending it; `sparrow` and `aakash` are the Nepali gateways, each with
  // its own credentials (required when chosen, see the refinement below).
  SMS_PROVIDER: z.enum(['log', 'sparrow', 'aakash']).default('log'),
  SMS_LOG_FILE: z.string().min(1).default('.data/sms.log'),
  SPARROW_TOKEN: z.string().min(1).optional(),
  // The sender identity Sparrow assigned to the account.
  SPARROW_FROM: z.string().min(1).optional(),
  AAKASH_AUTH_TOKEN: z.string().min(1).optional(),
  // The gateways' addresses: the real ones by default; a stub's for fault tests or a proxy.
  SPARROW_BASE_URL: httpUrl.default('https://api.sparrowsms.com'),
  AAKASH_BASE_URL: httpUrl.default('https://sms.aakashsms.com'),
  // Online rent payment: the gateways' addresses (live by default; the README gives
  // the sandboxes) and how long a call to them may take.
  KHALTI_BASE_URL: httpUrl.default('https://khalti.com/api/v2'),
  ESEWA_FORM_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).default('https://epay.esewa.com.np/api/epay/main/v2/form'),
  ESEWA_STATUS_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).default('https://esewa.com.np/api/epay/transaction/status/'),
  // Where the public reaches this Bhadaa (no trailing slash): pay links in SMS and the gateways'
  // return addresses start with it. Unset: http://localhost:<PORT>, which only this machine reaches.
  PUBLIC_URL: httpUrl.optional(),
  PAYMENT_GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  // Bhadaa's own merchant accounts: with one of them, Plus and Pro are paid for through
  // it (app/services/plans/billing.server.ts); with neither, choosing a plan stays free. eSewa needs
  // both its merchant code and its secret key (the refinement below).
  BHADAA_KHALTI_SECRET_KEY: z.string().min(8, 'must be a Khalti secret key').optional(),
  BHADAA_ESEWA_MERCHANT_CODE: z.string().min(1).max(100).optional(),
  BHADAA_ESEWA_SECRET_KEY: z.string().min(8, 'must be an eSewa secret key').optional(),
  // Seals the secrets members store (their gateway keys) with AES-256-GCM. Required in production
  // with DATABASE_URL (the launcher checks); otherwise one is made and kept in DATA_DIR. Keys that
  // sealed older values stay readable when listed, comma-separated, in DATA_ENCRYPTION_PREVIOUS_KEYS.
  DATA_ENCRYPTION_KEY: dataKey.optional(),
  DATA_ENCRYPTION_PREVIOUS_KEYS: z
    .string()
    .transform((value) => value.split(',').map((key) => key.trim()).filter(Boolean))
    .pipe(z.array(dataKey))
    .optional(),
  // A browser key for the Maps JavaScript API: with it the property form shows a map to place the
  // property on (and the CSP lets Google's map scripts, tiles and fonts in); without it, no map.
  GOOGLE_MAPS_API_KEY: z.string().min(1).optional(),
  // Shown on the landing page's contact cards and in the legal pages; without them those point
  // to the support ticket form only.
  SUPPORT_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
  // Names this release in the ETags of the pages served from memory (ADR 022): a deploy may set
  // its commit; by default the build's client manifest version, which changes with every build.
  BUILD_ID: z.string().regex(/^[\w.-]{1,64}$/, 'must be 1-64 letters, digits, dots, dashes or underscores').optional(),
  // Who draws a GET of a server-only page (ADR 054): `direct` (its middleware and loaders run and
  // its page is drawn without React Router's document handler, server/page-answers.ts) or
  // `react-router` (the handler, as for every other request; a way back should an upgrade of
  // React Router need one).
  PAGE_ANSWERS: z.enum(['direct', 'react-router']).default('direct'),
  // How many web processes the web role runs (node:cluster; server/cluster.ts). Unset: one per CPU
  // in production, one in development and tests.
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  SUPPORT_PHONE: z
    .string()
    .regex(/^\+?[0-9][0-9 -]{5,18}[0-9]$/, 'must be a phone number (digits, spaces, dashes, an optional leading +)')
    .optional(),
  // The operators of this Bhadaa (docs/OPS-INTERFACE.md): comma-separated phones of
  // members who may open /ops; each a Nepal mobile number (98XXXXXXXX or +97798XXXXXXXX), kept as E.164.
  OPERATOR_PHONES: z
    .string()
    .default('')
    .transform((value, context) => {
      const phones = value.split(',').map((part) => part.replace(/[\s-]/g, '')).filter((part) => part !== '')
      return phones.flatMap((phone) => {
        const national = /^(?:\+?977)?(9[78]\d{8})$/.exec(phone)?.[1]
        if (national) return [`+977${national}`]
        context.addIssue({ code: 'custom', message: `"${phone}" is not a Nepal mobile number (98XXXXXXXX)` })
        return []
      })
    }),
}).superRefine((env, context) => {
  for (const name of SMS_CREDENTIALS[env.SMS_PROVIDER]) {
    if (!env[name]) context.addIssue({ code: 'custom', path: [name], message: `is required when SMS_PROVIDER=${env.SMS_PROVIDER}` })
  }
  if (Boolean(env.BHADAA_ESEWA_MERCHANT_CODE) !== Boolean(env.BHADAA_ESEWA_SECRET_KEY)) {
    const missing = env.BHADAA_ESEWA_MERCHANT_CODE ? 'BHADAA_ESEWA_SECRET_KEY' : 'BHADAA_ESEWA_MERCHANT_CODE'
    context.addIssue({ code: 'custom', path: [missing], message: 'is required with the other BHADAA_ESEWA_* variable (eSewa needs both)' })
  }
})

export type Env = z.infer<typeof EnvSchema>

/** The number of web processes: WEB_CONCURRENCY, else one per CPU in production and one otherwise. */
export function webConcurrency(env: Pick<Env, 'WEB_CONCURRENCY' | 'NODE_ENV'>, cpus: number): number {
  return env.WEB_CONCURRENCY ?? (env.NODE_ENV === 'production' ? Math.max(1, cpus) : 1)
}

/**
 * What only a production start with its own database needs (the launcher checks it before it
 * starts anything; the embedded default keeps its own key). Answers the problem, or null.
 */
export function missingProductionSecret(env: Env): string | null {
  if (env.NODE_ENV !== 'production' || !env.DATABASE_URL || env.DATA_ENCRYPTION_KEY) return null
  return 'Invalid environment variables:\n  DATA_ENCRYPTION_KEY="": is required in production with DATABASE_URL (32 random bytes: openssl rand -base64 32)'
}

export class EnvError extends Error {
  override name = 'EnvError'
}

// The launcher parses the environment before it loads the app bundle, which carries its own copy
// of this module: the result is kept on the process (globalThis), so the bundle takes the same one.
const PARSED = Symbol.for('bhadaa.env')

/** The process's environment, validated the first time anything asks (the launcher, at start-up). */
export function processEnv(): Env {
  const store = globalThis as { [PARSED]?: Env }
  return (store[PARSED] ??= parseEnv(process.env))
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  // Empty strings mean "unset" (a blank line in a .env file is not a value).
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''))
  const result = EnvSchema.safeParse(cleaned)
  if (result.success) return result.data
  const lines = result.error.issues.map((issue) => {
    const name = issue.path.join('.')
    return `  ${name}=${JSON.stringify(source[name] ?? '')}: ${issue.message}`
  })
  throw new EnvError(`Invalid environment variables:\n${lines.join('\n')}`)
}
