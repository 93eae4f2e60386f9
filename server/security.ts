// Strict security headers. Scripts run only from our origin or with the per-request nonce.
// Styles allow inline because MUI/emotion emit style attributes that a nonce cannot cover;
// ADR 004 records the trade-off.
import { randomFillSync } from 'node:crypto'
import type { RequestHandler } from 'express'
import helmet from 'helmet'

const NONCE_BYTES = 16

/**
 * Fresh nonces, 16 random bytes each, cut from a pool filled 4 KB at a time: one call into the
 * system's random source per 256 requests instead of one per request (about a percent of a
 * page's time under load). No byte is handed out twice: the pool is refilled before reuse.
 */
export function nonceSource(poolSize = 4096): () => string {
  const pool = Buffer.alloc(poolSize)
  let offset = pool.length
  return () => {
    if (offset + NONCE_BYTES > pool.length) {
      randomFillSync(pool)
      offset = 0
    }
    offset += NONCE_BYTES
    return pool.toString('base64', offset - NONCE_BYTES, offset)
  }
}

export function cspNonce(): RequestHandler {
  const nextNonce = nonceSource()
  return (_req, res, next) => {
    res.locals.cspNonce = nextNonce()
    next()
  }
}

/** What the Google map on the property form needs (only when GOOGLE_MAPS_API_KEY is set). */
const GOOGLE_MAPS_SOURCES = {
  script: ['https://maps.googleapis.com'],
  connect: ['https://maps.googleapis.com'],
  img: ['https://maps.gstatic.com', 'https://*.googleapis.com', 'https://*.ggpht.com'],
  style: ['https://fonts.googleapis.com'],
  font: ['https://fonts.gstatic.com'],
} as const

type SecurityOptions = {
  isDevelopment: boolean
  googleMaps?: boolean
  /** Origins a form may go to besides ours: the payment gateways' pages (pay links post to eSewa's form and are redirected to Khalti's). */
  paymentPages?: readonly string[]
}

/**
 * helmet's headers, worked out once: helmet draws them anew for every request (a dozen middleware
 * calls and the CSP's text assembled from its directives, about 2 % of a signed-in page's time and
 * 5 % of a /v1 call's). Only the nonce differs between requests: it is put into the CSP drawn with a
 * mark in its place.
 */
export function securityHeaders(options: SecurityOptions): RequestHandler {
  const headers = headersOf(helmetFor(options, NONCE_MARK)).map(([name, value]) => [name, value.split(NONCE_MARK)] as const)
  return (_req, res, next) => {
    const nonce = (res.locals as { cspNonce: string }).cspNonce
    for (const [name, parts] of headers) res.setHeader(name, parts.length === 1 ? parts[0]! : parts.join(nonce))
    next()
  }
}

/** Stands for the request's nonce in the headers worked out once; base64 has no `!`. */
const NONCE_MARK = '!nonce!'

/** The headers a helmet middleware sets on a response, in its order. */
export function headersOf(middleware: RequestHandler): Array<[string, string]> {
  const headers = new Map<string, string>()
  const res = {
    setHeader: (name: string, value: string) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  }
  let done = false
  middleware({} as never, res as never, () => (done = true))
  if (!done) throw new Error('the security headers could not be worked out')
  return [...headers]
}

/** helmet as our pages need it, with `nonce` in the CSP's script-src. */
export function helmetFor({ isDevelopment, googleMaps = false, paymentPages = [] }: SecurityOptions, nonce: string): RequestHandler {
  const maps = (kind: keyof typeof GOOGLE_MAPS_SOURCES) => (googleMaps ? GOOGLE_MAPS_SOURCES[kind] : [])
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", `'nonce-${nonce}'`, ...maps('script')],
        'style-src': ["'self'", "'unsafe-inline'", ...maps('style')],
        'img-src': ["'self'", 'data:', ...maps('img')],
        'font-src': ["'self'", 'data:', ...maps('font')],
        // Vite's dev server talks to the page over a websocket.
        'connect-src': [...(isDevelopment ? ["'self'", 'ws:'] : ["'self'"]), ...maps('connect')],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'form-action': ["'self'", ...paymentPages],
        'frame-ancestors': ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: isDevelopment ? false : { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  })
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Refuses state-changing requests a browser sends on behalf of another site (CSRF): the
 * Origin header, which browsers send with every cross-origin POST, must be our own host, and
 * Fetch Metadata must not say cross-site. Clients that send neither (API clients, curl) pass:
 * they carry no ambient cookies a hostile page could ride on.
 */
export function refuseCrossSiteRequests(): RequestHandler {
  return (req, res, next) => {
    if (!UNSAFE_METHODS.has(req.method)) return next()
    const origin = req.headers.origin
    const crossSite = req.headers['sec-fetch-site'] === 'cross-site'
    const foreignOrigin = origin !== undefined && !isSameHost(origin, req.headers.host)
    if (!crossSite && !foreignOrigin) return next()
    req.log?.warn({ origin, host: req.headers.host }, 'refused a cross-site request')
    const message = 'Requests from other sites are not allowed.'
    if (req.path.startsWith('/v1/')) {
      res.status(403).json({ error: { code: 'CROSS_SITE_REQUEST', message } })
    } else {
      res.status(403).type('text/plain').send(message)
    }
  }
}

function isSameHost(origin: string, host: string | undefined) {
  try {
    return host !== undefined && new URL(origin).host === host
  } catch {
    return false // "null" (sandboxed frames, some redirects) or garbage
  }
}

/**
 * Where a pay link's form leads: eSewa's form, and Khalti's payment page, which a
 * redirect after our form's POST reaches (browsers hold redirects to form-action too). Khalti's
 * pages live on khalti.com subdomains (pay., test-pay.); a fake's on KHALTI_BASE_URL's origin.
 */
export function paymentPageOrigins({ KHALTI_BASE_URL, ESEWA_FORM_URL }: { KHALTI_BASE_URL: string; ESEWA_FORM_URL: string }): string[] {
  return [...new Set([new URL(ESEWA_FORM_URL).origin, new URL(KHALTI_BASE_URL).origin, 'https://*.khalti.com'])]
}
