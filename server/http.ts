// The Express application: logging, compression, security headers, health endpoints, static
// assets and the React Router request handler.
import { randomUUID } from 'node:crypto'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import express, { type ErrorRequestHandler, type RequestHandler } from 'express'
import { pinoHttp } from 'pino-http'
import { createRequestHandler as createFetchHandler, RouterContextProvider, type ServerBuild } from 'react-router'
import type { ViteDevServer } from 'vite'
import { apiErrorBody } from '~/v1/api.server'
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '~/server/database-unavailable'
import { sessionCookie } from '~/services/accounts/session.server'
import { logger } from '~/server/logger.server'
import { requestInfoContext } from '~/server/request-context'
import { runWithClientIp } from '~/server/request-ip.server'
import { runCollectingTeamActs, type TeamAct } from '~/server/team-acts.server'
import { recordAudit } from '~/services/audit.server'
import { describeTrustProxy } from './trust-proxy'
import { limitRequestBodies, REQUEST_BODY_LIMITS } from './body-limit'
import { memoryAnswers } from './memory-answers'
import { v1LoaderAnswers } from './v1-loaders'
import { pageAnswers } from './page-answers'
import { closeConnectionsWhileDraining, type DrainState } from './drain'
import { noStoreForMembers } from './no-store'
import { checkReadiness } from './readiness'
import { cspNonce, refuseCrossSiteRequests, securityHeaders } from './security'

type Options = {
  root: string
  trustProxy: number
  expectedMigrations: string[]
  /** Set on SIGTERM (server/drain.ts): /readyz fails and connections close after each response. */
  drainState?: DrainState
  viteDevServer?: ViteDevServer
  /** GOOGLE_MAPS_API_KEY is set: the CSP admits the Google map of the property form. */
  googleMaps?: boolean
  /** Payment gateway origins a form may lead to (CSP form-action). */
  paymentPages?: readonly string[]
  /** Names the release in the ETags of answers kept in memory; default: the build's manifest version. */
  buildId?: string
  /** GET of a server-only page without React Router's document handler (ADR 054; PAGE_ANSWERS). */
  directPages?: boolean
}

const REQUEST_ID = /^[\w.-]{1,100}$/

export function createHttpApp({ root, trustProxy, expectedMigrations, drainState = { draining: false }, viteDevServer, googleMaps = false, paymentPages = [], buildId, directPages = true }: Options) {
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', trustProxy)
  logger.info({ trustProxy }, describeTrustProxy(trustProxy))

  app.use(
    pinoHttp({
      logger,
      genReqId(req, res) {
        const incoming = req.headers['x-request-id']
        const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID()
        res.setHeader('X-Request-Id', id)
        return id
      },
      autoLogging: { ignore: (req) => req.url === '/healthz' },
      // Method, path and status are what an operator reads; headers carry secrets and noise.
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  )
  app.use(closeConnectionsWhileDraining(drainState))
  app.use(compression())
  app.use(cspNonce())
  app.use(securityHeaders({ isDevelopment: Boolean(viteDevServer), googleMaps, paymentPages }))
  app.use(refuseCrossSiteRequests())

  app.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' })
  })
  app.get('/readyz', async (_req, res) => {
    if (drainState.draining) {
      res.status(503).set('Cache-Control', 'no-store').json({ status: 'draining' })
      return
    }
    const readiness = await checkReadiness(expectedMigrations)
    res
      .status(readiness.ready ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({ status: readiness.ready ? 'ready' : 'not ready', checks: readiness.checks })
  })

  // Every body is limited (and held until complete) before React Router parses it.
  app.use(limitRequestBodies(REQUEST_BODY_LIMITS))

  const loadContextOf = (req: express.Request, res: express.Response) => {
    const context = new RouterContextProvider()
    context.set(requestInfoContext, {
      requestId: String(req.id),
      cspNonce: String(res.locals.cspNonce),
      clientIp: req.ip ?? 'unknown',
    })
    return context
  }

  let handleRequest: express.RequestHandler
  // Production only: GET /v1 calls by their route's loader, without React Router's handler (ADR 040).
  let v1Answers: express.RequestHandler | undefined
  // Production only: GET of a server-only page without React Router's document handler (ADR 054).
  let pages: express.RequestHandler | undefined
  if (viteDevServer) {
    app.use(viteDevServer.middlewares)
    // A function: React Router loads the build (and derives its routes) anew for every request,
    // which is what development wants after an edit.
    handleRequest = createRequestHandler({
      build: () => viteDevServer.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
      mode: 'development',
      getLoadContext: loadContextOf,
    })
  } else {
    // The build as an object, not a function: given a function, React Router derives its route
    // table (flattening and ranking every route) on every request (ADR 025).
    const loaded = import('virtual:react-router/server-build') as Promise<ServerBuild>
    const loadBuild = () => loaded
    const handlers = loaded.then((serverBuild) => ({
      express: createRequestHandler({ build: serverBuild, mode: 'production', getLoadContext: loadContextOf }),
      fetch: createFetchHandler(serverBuild, 'production'),
      v1: v1LoaderAnswers(serverBuild, loadContextOf),
      pages: pageAnswers(serverBuild, loadContextOf),
    }))
    handlers.catch(() => undefined) // a build that fails to load is each request's error (next)
    handleRequest = (req, res, next) => void handlers.then((handler) => handler.express(req, res, next), next)
    v1Answers = (req, res, next) => void handlers.then((handler) => handler.v1(req, res, next), next)
    if (directPages) pages = (req, res, next) => void handlers.then((handler) => handler.pages(req, res, next), next)
    // Public pages and constant /v1 answers from memory, once per release (ADR 022): before the
    // static-file lookups, which every other request pays; the not-found page after them.
    const answers = memoryAnswers({
      build: loadBuild,
      buildId,
      render: async (request, req, res) => (await handlers).fetch(request, loadContextOf(req, res)),
      sessionCookieName: sessionCookie.name,
    })
    app.use(answers.listed)
    const clientDir = path.join(root, 'build/client')
    // File names under /assets carry a content hash, so they never change.
    app.use('/assets', express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y' }))
    // Only a path whose first segment names an entry of build/client can be one of its files:
    // every page and /v1 call skips the lookup (a stat of the file system each) (ADR 025).
    const clientEntries = new Set(existsSync(clientDir) ? readdirSync(clientDir) : [])
    const clientFiles = express.static(clientDir, { maxAge: '1h' })
    app.use((req, res, next) => (clientEntries.has(firstSegmentOf(req.path)) ? clientFiles(req, res, next) : next()))
    app.use(answers.notFound)
  }

  // After the static files (public, whoever asks), before every page and API answer.
  app.use(noStoreForMembers(sessionCookie.name))
  // The audit log records the client address of member actions (app/server/request-ip.server.ts).
  app.use((req, _res, next) => runWithClientIp(req.ip ?? 'unknown', next))
  app.use(auditTeamWrites)
  if (v1Answers) app.use(v1Answers)
  if (pages) app.use(pages)
  app.use(handleRequest)

  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    if (isDatabaseUnavailable(error)) {
      req.log.warn({ err: error }, 'request met an unreachable database')
      if (res.headersSent) return
      res.status(503).set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS)).set('Cache-Control', 'no-store')
      if (req.path.startsWith('/v1/')) res.json(apiErrorBody('SERVICE_UNAVAILABLE', UNAVAILABLE_TEXT))
      else res.type('html').send(UNAVAILABLE_PAGE)
      return
    }
    req.log.error({ err: error }, 'unhandled error')
    if (res.headersSent) return
    res.status(500).type('html').send(FALLBACK_ERROR_PAGE)
  }
  app.use(onError)
  return app
}

/**
 * A write by a team member in an owner's books (ADR 041): the abilities the access layer granted
 * during the request, logged by the person once the answer says it succeeded (below 400).
 */
const auditTeamWrites: RequestHandler = (req, res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD') return next()
  const acts: TeamAct[] = []
  res.on('finish', () => {
    if (res.statusCode >= 400) return
    for (const act of acts) {
      const details = { ability: act.ability, role: act.role, method: req.method, path: req.path }
      recordAudit({ actorMemberId: act.actorId, actorRole: 'MEMBER', action: 'member.teamWrite', target: `property:${act.propertyId}`, subjectMemberId: act.ownerId, details, ip: req.ip ?? null }).catch(
        (error: unknown) => req.log.error({ err: error, act }, 'team write not audited'),
      )
    }
  })
  runCollectingTeamActs(acts, next)
}

/** The first segment of a path, decoded as the static-file lookup decodes it. */
function firstSegmentOf(pathname: string) {
  const segment = pathname.slice(1).split('/')[0] ?? ''
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

const UNAVAILABLE_TEXT = 'The service is briefly unavailable. Please try again in a few seconds.'
// The same, for an unreachable database met outside the app's own error handling.
const UNAVAILABLE_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Error 503 | Bhadaa</title><main style="font-family:sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem"><h1>Error 503</h1><p>${UNAVAILABLE_TEXT}</p><p lang="ne">सेवा केही क्षणका लागि उपलब्ध छैन। कृपया केही सेकेन्डपछि फेरि प्रयास गर्नुहोस्।</p><p><a href="/">Go to the home page</a></p></main></html>`

// Shown only if rendering itself failed; the app's own error page covers everything else.
const FALLBACK_ERROR_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Error 500 | Bhadaa</title><main style="font-family:sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem"><h1>An Error Occurred</h1><p>Error 500. Well this time it's our fault. Looks like there might be some problem with our servers. Hang tight while we fix this problem.</p><p><a href="/">Go to the home page</a></p></main></html>`
