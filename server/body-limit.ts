// Every request body has a size limit, checked before anything parses it (ADR 016). React
// Router's Express adapter reads the Node request stream itself, so the limit sits in front of
// that stream: the body is held back until it is complete and only then handed on. A body over
// its limit is never handed on; the rest of it is read and thrown away so the client gets the
// 413 answer on a live connection (closing it mid-upload would reset it), and memory never holds
// more than one limit's worth per request.
import type { IncomingMessage } from 'node:http'
import type { Request, RequestHandler, Response } from 'express'
import { MAX_PHOTO_BYTES } from '~/domain/identity-document'
import { type Language, translate } from '~/i18n'
import { API_BODY_LIMIT_BYTES, apiErrorBody } from '~/v1/api.server'

export type BodyLimit = {
  /** Path prefix the limit covers ("/" for everything); the longest matching prefix wins. */
  prefix: string
  /** An upload route with ids in its path: the limit covers only paths under `prefix` that match, and wins over plain prefixes. */
  pattern?: RegExp
  bytes: number
  /** Sends the 413 answer (the status is already set). */
  refuse: (res: Response, req: Request) => void
}

export const MEGABYTE = 1024 * 1024
/** Two photos of MAX_PHOTO_BYTES and the form's fields and multipart framing. */
const IDENTITY_FORM_LIMIT_BYTES = 2 * MAX_PHOTO_BYTES + MEGABYTE
const IDENTITY_PHOTO_LIMIT_BYTES = MAX_PHOTO_BYTES

export function limitRequestBodies(limits: BodyLimit[]): RequestHandler {
  const longestFirst = [...limits].sort((a, b) => Number(Boolean(b.pattern)) - Number(Boolean(a.pattern)) || b.prefix.length - a.prefix.length)
  return (req, res, next) => {
    if (!hasBody(req)) return next()
    const limit = longestFirst.find(({ prefix, pattern }) => isUnder(req.path, prefix) && (!pattern || pattern.test(req.path)))
    if (!limit) return next()
    const refuse = () => {
      discardBody(req)
      req.log?.warn({ limit: limit.bytes }, 'refused a request body over its limit')
      limit.refuse(res.status(413), req)
    }
    if (Number(req.headers['content-length']) > limit.bytes) return refuse()
    holdBody(req, limit.bytes, { complete: () => next(), tooLarge: refuse })
  }
}

/** "1 MB", for messages. */
export function formatLimit(bytes: number) {
  return `${Math.round((bytes / MEGABYTE) * 10) / 10} MB`
}

// A request has a body exactly when it declares one (RFC 9112 §6.3).
function hasBody(req: IncomingMessage) {
  return req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined
}

function isUnder(path: string, prefix: string) {
  return prefix === '/' || path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`)
}

type Push = IncomingMessage['push']

/**
 * Node's HTTP parser hands each body chunk to `req.push`; this stands in for it, keeps the
 * chunks and pushes them on once the body is complete and within `maxBytes`.
 */
function holdBody(req: IncomingMessage, maxBytes: number, on: { complete: () => void; tooLarge: () => void }) {
  // Chunks the parser pushed before this middleware ran stay in front of the held ones.
  let received = req.readableLength
  if (received > maxBytes) return on.tooLarge()
  if (req.complete) return on.complete()
  const push = req.push.bind(req)
  const held: Buffer[] = []
  req.push = ((chunk: Buffer | null, encoding?: BufferEncoding) => {
    if (chunk === null) {
      req.push = push
      for (const part of held) push(part)
      push(null, encoding)
      on.complete()
      return false
    }
    received += chunk.length
    if (received > maxBytes) {
      req.push = push
      held.length = 0
      on.tooLarge()
      return true
    }
    held.push(chunk)
    // Keep the socket reading: the held bytes are bounded by maxBytes.
    return true
  }) as Push
}

/** From now on the body's chunks are dropped as they arrive; its end still ends the request. */
function discardBody(req: IncomingMessage) {
  const push = req.push.bind(req)
  req.push = ((chunk: Buffer | null, encoding?: BufferEncoding) => (chunk === null ? push(null, encoding) : true)) as Push
  req.resume()
}

/** A payment proof's photo (5 MB) with its form around it; base64 in /v1 is 4/3 of it. */
const PROOF_FORM_BYTES = 6 * MEGABYTE
const PROOF_JSON_BYTES = 7 * MEGABYTE
/** A repair request's 4 photos (5 MB each) with its form; base64 in /v1 is 4/3 of them. */
const REPAIR_FORM_BYTES = 4 * MAX_PHOTO_BYTES + MEGABYTE
const REPAIR_JSON_BYTES = 28 * MEGABYTE

const apiRefusal = (bytes: number) => (res: Response) => res.json(apiErrorBody('PAYLOAD_TOO_LARGE', `The request body is larger than ${formatLimit(bytes)}.`))
const pageRefusal = (bytes: number) => (res: Response) => res.type('html').send(tooLargePage(bytes))

/** The limits of this app: 1 MB for forms and JSON; an upload route adds its own prefix here. */
export const REQUEST_BODY_LIMITS: BodyLimit[] = [
  { prefix: '/v1', bytes: API_BODY_LIMIT_BYTES, refuse: apiRefusal(API_BODY_LIMIT_BYTES) },
  // The tenant's "I paid" report with its photo: the My Rent form (multipart) and its /v1 twin.
  { prefix: '/v1/tenant/agreement', bytes: PROOF_JSON_BYTES, refuse: apiRefusal(PROOF_JSON_BYTES) },
  { prefix: '/my-rent', bytes: PROOF_FORM_BYTES, refuse: pageRefusal(PROOF_FORM_BYTES) },
  // The landlord's bank QR: a photo of it with the Settings > Payments form; /v1 the image itself.
  { prefix: '/settings/payments', bytes: PROOF_FORM_BYTES, refuse: pageRefusal(PROOF_FORM_BYTES) },
  { prefix: '/v1/member/payment-qr', bytes: MAX_PHOTO_BYTES, refuse: apiRefusal(MAX_PHOTO_BYTES) },
  // A tenant's identity document: two photos of up to 5 MB each with the form; /v1 one photo a request.
  { prefix: '/tenants', pattern: /^\/tenants\/[^/]+\/identity(?:\.data)?$/, bytes: IDENTITY_FORM_LIMIT_BYTES, refuse: pageRefusal(IDENTITY_FORM_LIMIT_BYTES) },
  { prefix: '/v1', pattern: /^\/v1\/member\/tenant\/[^/]+\/identity\/photo\/[^/]+$/, bytes: IDENTITY_PHOTO_LIMIT_BYTES, refuse: apiRefusal(IDENTITY_PHOTO_LIMIT_BYTES) },
  // A repair request with up to 4 photos: the My Rent and Repairs forms, and their /v1 twins (base64).
  { prefix: '/my-rent', pattern: /^\/my-rent\/[^/]+\/repairs(?:\.data)?$/, bytes: REPAIR_FORM_BYTES, refuse: pageRefusal(REPAIR_FORM_BYTES) },
  { prefix: '/repairs/new', bytes: REPAIR_FORM_BYTES, refuse: pageRefusal(REPAIR_FORM_BYTES) },
  { prefix: '/v1', pattern: /^\/v1\/(?:tenant\/agreement\/[^/]+\/repair|member\/repair)$/, bytes: REPAIR_JSON_BYTES, refuse: apiRefusal(REPAIR_JSON_BYTES) },
  { prefix: '/', bytes: MEGABYTE, refuse: pageRefusal(MEGABYTE) },
]

// A short page in both languages: the body was never read, so neither was a language choice.
function tooLargePage(bytes: number) {
  const size = formatLimit(bytes)
  const section = (language: Language) =>
    `<section lang="${language}"><h1>${translate(language, 'error.413.heading')}</h1><p>${translate(language, 'error.413.text', { size })}</p></section>`
  return `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Error 413 | Bhadaa</title><main style="font-family:sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem">${section('en')}${section('ne')}<p><a href="/">${translate('en', 'error.goHome')}</a> · <a href="/" lang="ne">${translate('ne', 'error.goHome')}</a></p></main></html>`
}
