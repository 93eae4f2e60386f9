// Answers served from memory (ADR 022): the public pages that are the same for every
// visitor of a language, theme and cookie-notice state, and the /v1 answers that are constant for
// a release. Each variant is rendered once through React Router (the first request that asks for
// it), then kept with its gzip and brotli forms, a strong ETag and a hash-based CSP, and served
// before the static-file lookups and the router. Anything per-visitor is never kept: a request
// with a cookie we do not know (the session, a flash message, a sign-up flow) or an Authorization
// header, a query string, an answer that sets a cookie or has another status all go the usual way.
import { createHash } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'
import type { NextFunction, Request as ExpressRequest, RequestHandler as ExpressHandler, Response as ExpressResponse } from 'express'
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router'
import { fetchRequestOf, routeTree } from './fetch-bridge'
import { isLanguage, type Language } from '~/i18n'
import { preferredFromAcceptLanguage } from '~/server/language.server'

/** The cookies a public page may differ by; any other cookie makes the request per-visitor. */
const VARIANT_COOKIES = new Set(['lang', 'theme', 'cookie_consent'])

type Variant = { language: Language; theme: 'light' | 'dark'; consented: boolean }

export type MemoryAnswersOptions = {
  build: () => Promise<ServerBuild>
  /** Names the release: part of every ETag, so a new release never answers 304 to an old page (default: the build's manifest version). */
  buildId?: string
  /** Renders a request through React Router, with the CSP nonce of the Express response (server/http.ts). */
  render: (request: Request, req: ExpressRequest, res: ExpressResponse) => Promise<Response>
  /** The cookie a signed-in browser carries (a request with it is never answered from memory). */
  sessionCookieName: string
}

type Kept = {
  status: number
  headers: Array<[string, string]>
  etag: string
  identity: Buffer
  gzip: Buffer
  br: Buffer
}

/** Paths whose page is the same for every visitor of a variant (with no query string). */
export const CACHED_PAGES = ['/', '/plans', '/terms-of-use', '/privacy-policy', '/login', '/register'] as const
/** Constant /v1 answers: the same for everyone until the next release. */
export const CONSTANT_ANSWERS = ['/v1/public/release/latest', '/v1/openapi.json'] as const
/** The route every unknown path reaches: its page is kept once per variant, not once per path. */
const NOT_FOUND_ROUTE = 'NotFound'

export function memoryAnswers({ build, buildId, render, sessionCookieName }: MemoryAnswersOptions) {
  const kept = new Map<string, Kept>()
  const pages = new Set<string>(CACHED_PAGES)
  const constants = new Set<string>(CONSTANT_ANSWERS)
  // The route tree, to tell an unknown path (the not-found page) from a known one.
  let routes: RouteObject[] | undefined
  let release = buildId ?? ''
  void build().then(
    (loaded) => {
      routes = routeTree(loaded)
      release ||= loaded.assets.version
    },
    () => undefined,
  )

  /** The key of what this request may be answered with from memory, or null (per-visitor, or not ours). */
  function keyOf(req: IncomingMessage, pathname: string, notFound: boolean): string | null {
    if (constants.has(pathname)) return req.headers.authorization === undefined ? pathname : null
    if (!notFound && !pages.has(pathname)) return null
    if (req.headers.authorization !== undefined) return null
    const variant = variantOf(req.headers.cookie, req.headers['accept-language'], sessionCookieName)
    if (!variant) return null
    const page = notFound ? '*404' : pathname
    return `${page}|${variant.language}|${variant.theme}|${variant.consented ? 'c' : '-'}`
  }

  async function keep(req: ExpressRequest, res: ExpressResponse, key: string, expectedStatus: number): Promise<Kept | Response> {
    const nonce = String(res.locals.cspNonce)
    const response = await render(fetchRequestOf(req), req, res)
    if (response.status !== expectedStatus || response.headers.has('set-cookie')) return response
    const text = await response.text()
    const isPage = (response.headers.get('content-type') ?? '').startsWith('text/html')
    const headers: Array<[string, string]> = []
    for (const [name, value] of response.headers) if (name !== 'content-length') headers.push([name, value])
    let body = text
    if (isPage) {
      // Nothing per-response may stay in a kept page: the nonce goes, each inline script is
      // admitted by its hash instead (ADR 022).
      body = text.replaceAll(` nonce="${nonce}"`, '')
      headers.push(['content-security-policy', hashPolicy(String(res.getHeader('content-security-policy') ?? ''), nonce, body)])
      headers.push(['vary', 'Accept-Encoding, Accept-Language, Cookie'])
    } else {
      headers.push(['vary', 'Accept-Encoding'])
    }
    // The route's own caching stands (the OpenAPI document's five minutes); else revalidate each time.
    if (!response.headers.has('cache-control')) headers.push(['cache-control', 'no-cache'])
    const identity = Buffer.from(body)
    const digest = createHash('sha256').update(identity).digest('base64url').slice(0, 22)
    const entry: Kept = {
      status: response.status,
      headers,
      etag: `"${release}-${digest}"`,
      identity,
      gzip: gzipSync(identity, { level: 9 }),
      br: brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    }
    kept.set(key, entry)
    return entry
  }

  // Matching a path against every route costs more than the answer: the last few thousand
  // verdicts are remembered (forgotten all at once when full, so a flood of paths cannot grow it).
  const verdicts = new Map<string, boolean>()
  const unknown = (tree: RouteObject[], pathname: string) => {
    let verdict = verdicts.get(pathname)
    if (verdict === undefined) {
      if (verdicts.size >= 5_000) verdicts.clear()
      verdict = isUnknownPath(tree, pathname)
      verdicts.set(pathname, verdict)
    }
    return verdict
  }

  /** Before the static files: the listed pages and constant answers. */
  const listed: ExpressHandler = (req, res, next) => answer(req, res, next, false)
  /** After the static files: an unknown path's not-found page. */
  const notFound: ExpressHandler = (req, res, next) => answer(req, res, next, true)

  function answer(req: ExpressRequest, res: ExpressResponse, next: NextFunction, unknownPath: boolean) {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !routes) return next()
    const url = req.originalUrl
    if (url.includes('?')) return next()
    if (unknownPath && !unknown(routes, url)) return next()
    const key = keyOf(req, url, unknownPath)
    if (!key) return next()
    const entry = kept.get(key)
    if (entry) return send(req, res, entry)
    if (req.method === 'HEAD') return next()
    keep(req, res, key, unknownPath ? 404 : 200).then(
      (result) => (result instanceof Response ? sendResponse(res, result) : send(req, res, result)),
      next,
    )
  }

  return { listed, notFound, size: () => kept.size }
}

/** Language, theme and consent from the cookies and Accept-Language; null when another cookie is present. */
export function variantOf(cookieHeader: string | undefined, acceptLanguage: string | undefined, sessionCookieName: string): Variant | null {
  let cookieLanguage: Language | undefined
  let theme: Variant['theme'] = 'light'
  let consented = false
  if (cookieHeader) {
    for (const part of cookieHeader.split(';')) {
      const at = part.indexOf('=')
      const name = part.slice(0, at < 0 ? undefined : at).trim()
      if (name === '') continue
      if (name === sessionCookieName || !VARIANT_COOKIES.has(name)) return null
      const value = cookieValue(part.slice(at + 1).trim())
      if (name === 'lang' && isLanguage(value)) cookieLanguage = value
      else if (name === 'theme' && (value === 'light' || value === 'dark')) theme = value
      else if (name === 'cookie_consent') consented = value === 'yes'
    }
  }
  const language = cookieLanguage ?? preferredFromAcceptLanguage(acceptLanguage ?? null) ?? 'en'
  return { language, theme, consented }
}

/** A value as React Router's createCookie writes it without secrets: base64 of the JSON's UTF-8 bytes. */
function cookieValue(raw: string): unknown {
  try {
    return JSON.parse(Buffer.from(decodeURIComponent(raw), 'base64').toString('utf8'))
  } catch {
    return undefined
  }
}

/** The rendered page's CSP with the nonce replaced by the hashes of the inline scripts it holds. */
function hashPolicy(policy: string, nonce: string, body: string): string {
  const hashes = [...body.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, source]) => `'sha256-${createHash('sha256').update(source ?? '').digest('base64')}'`,
  )
  const replacement = hashes.length > 0 ? [...new Set(hashes)].join(' ') : ''
  return policy.replace(` 'nonce-${nonce}'`, replacement ? ` ${replacement}` : '')
}

function send(req: ExpressRequest, res: ExpressResponse, entry: Kept) {
  const encoding = encodingFor(req.headers['accept-encoding'])
  const etag = encoding === 'identity' ? entry.etag : `${entry.etag.slice(0, -1)}-${encoding}"`
  for (const [name, value] of entry.headers) res.setHeader(name, value)
  res.setHeader('ETag', etag)
  if (matchesEtag(req.headers['if-none-match'], etag)) {
    res.statusCode = 304
    res.end()
    return
  }
  const body = entry[encoding === 'identity' ? 'identity' : encoding]
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding)
  res.setHeader('Content-Length', body.length)
  res.statusCode = entry.status
  res.end(req.method === 'HEAD' ? undefined : body)
}

/** An answer that is not kept, sent as it came from React Router. */
async function sendResponse(res: ExpressResponse, response: Response) {
  res.statusCode = response.status
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue
    res.setHeader(name, value)
  }
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) res.setHeader('Set-Cookie', cookies)
  res.end(Buffer.from(await response.arrayBuffer()))
}

function encodingFor(header: string | string[] | undefined): 'br' | 'gzip' | 'identity' {
  if (typeof header !== 'string') return 'identity'
  const accepted = new Set<string>()
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    if (params.some((p) => /^\s*q=0(?:\.0*)?\s*$/.test(p))) continue
    accepted.add(name.trim())
  }
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : 'identity'
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false
  return header.split(',').some((tag) => {
    const trimmed = tag.trim()
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`
  })
}

/** The path reaches only the not-found page (no route of the site or of /v1 claims it). */
function isUnknownPath(routes: RouteObject[], pathname: string): boolean {
  const matches = matchRoutes(routes, pathname)
  return matches?.at(-1)?.route.id === NOT_FOUND_ROUTE
}
