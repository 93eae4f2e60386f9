// The validated environment for code inside the app bundle (same schema as the launcher). App code
// reads the environment here and nowhere else (ADR 019): the launcher's server/env.ts is below it.
import { randomBytes } from 'node:crypto'
import { type Env, processEnv } from '../../server/env'
import { logger } from './logger.server'

/** Parsed once per process, at start-up by the launcher (server/launcher.ts), shared with the bundle. */
export const env = processEnv()

/** Where SMS go (server/env.ts): the worker builds its provider from these once, at start-up. */
export type SmsSettings = Pick<Env, 'SMS_PROVIDER' | 'SMS_LOG_FILE' | 'SPARROW_TOKEN' | 'SPARROW_FROM' | 'SPARROW_BASE_URL' | 'AAKASH_AUTH_TOKEN' | 'AAKASH_BASE_URL'>
export const isProduction = env.NODE_ENV === 'production'

// Signs short-lived cookies (flash messages, the sign-up steps). Without SESSION_SECRET a
// random one is made per process: fine for one instance, wrong for several behind a balancer.
export const cookieSecret = env.SESSION_SECRET ?? randomBytes(32).toString('hex')
if (!env.SESSION_SECRET && isProduction) {
  logger.warn('SESSION_SECRET is not set: signed cookies will not survive a restart or work across instances')
}

/** A browser key for the property form's Google map (it is sent to the page by design); null: no map. */
export const googleMapsApiKey = env.GOOGLE_MAPS_API_KEY ?? null

/** How visitors reach support besides the ticket form (SUPPORT_EMAIL, SUPPORT_PHONE); null when not set. */
export const supportContact = { email: env.SUPPORT_EMAIL ?? null, phone: env.SUPPORT_PHONE ?? null }
export type SupportContact = typeof supportContact

/** Where the public reaches this Bhadaa (pay links, the gateways' return addresses), no trailing slash. */
export const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`
