// Server rendering. The whole document is rendered before it is sent (onAllReady) so that
// MUI's emotion styles can be extracted into <head>: pages look right before any script runs.
import type { Writable } from 'node:stream'
import createEmotionCache, { type EmotionCache } from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import createEmotionServer from '@emotion/server/create-instance'
import { renderToPipeableStream, renderToString } from 'react-dom/server'
import { ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from 'react-router'
import pageScriptSource from 'virtual:page-script'
import pageScriptFiles from 'virtual:page-script-file'
import islandFiles from 'virtual:lazy-islands'
import stylesheetFiles from 'virtual:stylesheets'
import { logger } from '~/server/logger.server'
import { answerAsUnavailable, noteUnavailableDatabase } from '~/server/database-unavailable.server'
import { NonceProvider } from '~/components/nonce'
import { requestInfoContext } from '~/server/request-context'
import { PageScriptProvider, ServerOnlyDocumentProvider } from '~/components/server-only-page'
import { StylesheetsProvider } from '~/components/stylesheets'

export const streamTimeout = 5_000

const PAGE_SCRIPT = { source: pageScriptSource, file: pageScriptFiles.pageScript, islandFiles }

/** Errors of loaders, actions and rendering: logged; an unreachable database is remembered for the answer's status. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return
  if (noteUnavailableDatabase(error, context)) {
    logger.warn({ err: error, url: request.url }, 'page request met an unreachable database')
    return
  }
  logger.error({ err: error, url: request.url }, 'request failed')
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // The database was out of reach: 503 with Retry-After and the "briefly unavailable" page, which
  // never hydrates (server-only-page.tsx), so it keeps its 503 wording.
  responseStatusCode = answerAsUnavailable(loadContext, routerContext, responseStatusCode, responseHeaders)
  const { cspNonce: nonce } = loadContext.get(requestInfoContext)
  const router = <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
  // Streamed: ServerRouter reads its hydration data as it renders, so it can be rendered only once
  // (renderAtOnce's second try would find that stream locked).
  return renderDocument(request, responseStatusCode, responseHeaders, loadContext, router, { serverOnlyDocument: responseStatusCode === 503 })
}

/**
 * A document from the element that draws its routes: React Router's `ServerRouter` (above), or a
 * server-only page whose loaders ran without React Router's document handler (ADR 054,
 * server/page-answers.ts). `serverOnlyDocument` makes any page be drawn as one (the 503 page);
 * `neverHydrates` says the page is one and its element may be rendered twice, so it may be drawn
 * in one go (renderAtOnce), and streamed only when that fails.
 */
export function renderDocument(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  loadContext: RouterContextProvider,
  router: React.ReactNode,
  how: { serverOnlyDocument?: boolean; neverHydrates?: boolean } = {},
): Promise<Response> {
  return drawDocument(request, responseStatusCode, responseHeaders, loadContext, router, how).then(
    ({ status, headers, body }) => new Response(body, { status, headers }),
  )
}

/** A drawn document: the page as React wrote it (a string when drawn in one go), not yet a Response. */
export type DrawnDocument = { status: number; headers: Headers; body: string | Buffer<ArrayBuffer> | null }

/**
 * renderDocument's document before it becomes a Response. The server's own page answers write it
 * to the socket as it is (server/page-answers.ts): a Response of a string encodes the page into a
 * byte stream that is then read back into one buffer, about a twentieth of a page's time (ADR 062).
 */
export function drawDocument(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  loadContext: RouterContextProvider,
  router: React.ReactNode,
  { serverOnlyDocument = false, neverHydrates = false }: { serverOnlyDocument?: boolean; neverHydrates?: boolean } = {},
): Promise<DrawnDocument> {
  if (request.method.toUpperCase() === 'HEAD') {
    return Promise.resolve({ status: responseStatusCode, headers: responseHeaders, body: null })
  }
  const { cspNonce: nonce } = loadContext.get(requestInfoContext)
  const document = (cache: EmotionCache) => (
    <NonceProvider value={nonce}>
      <PageScriptProvider value={PAGE_SCRIPT}>
        <StylesheetsProvider value={stylesheetFiles}>
          <ServerOnlyDocumentProvider value={serverOnlyDocument}>
            <CacheProvider value={cache}>{router}</CacheProvider>
          </ServerOnlyDocumentProvider>
        </StylesheetsProvider>
      </PageScriptProvider>
    </NonceProvider>
  )
  const answer = (page: string | Buffer<ArrayBuffer>): DrawnDocument => {
    responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
    return { status: responseStatusCode, headers: responseHeaders, body: page }
  }

  if (neverHydrates) {
    const { cache, styles: stylesOf } = emotionFor(nonce)
    const html = renderAtOnce(document(cache))
    if (html !== null) {
      const styles = stylesOf(() => html)
      const headEnd = html.indexOf('</head>')
      return Promise.resolve(answer(headEnd < 0 || !styles ? html : html.slice(0, headEnd) + styles + html.slice(headEnd)))
    }
  }

  const { cache, styles: stylesOf } = emotionFor(nonce)
  return new Promise<DrawnDocument>((resolve, reject) => {
    const { pipe, abort } = renderToPipeableStream(document(cache), {
      nonce,
      onAllReady() {
        pipe(
          pageCollector((html) => {
            clearTimeout(timeout)
            const styles = stylesOf(() => html.toString('utf8'))
            // The styles go before the first </head>, as bytes: the page is not encoded a second
            // time from a string (ADR 036).
            const headEnd = html.indexOf('</head>')
            resolve(answer(headEnd < 0 || !styles ? html : Buffer.concat([html.subarray(0, headEnd), Buffer.from(styles), html.subarray(headEnd)])))
          }, reject),
        )
      },
      onShellError: reject,
      onError(error) {
        responseStatusCode = 500
        logger.error({ err: error, url: request.url }, 'render failed')
      },
    })
    const timeout = setTimeout(abort, streamTimeout + 1000)
  })
}

/**
 * A page that never hydrates, drawn in one synchronous pass into one string (React's
 * renderToString), or null where that pass cannot draw it as the streaming renderer would:
 * something suspended (a part whose code has not loaded yet; React then draws the fallback and
 * marks the boundary `<!--$!-->`) or threw. The streaming renderer writes each of a page's
 * thousands of small chunks into bytes as it goes, a tenth of a page's time (ADR 056).
 */
function renderAtOnce(element: React.ReactElement): string | null {
  try {
    const html = renderToString(element)
    return html.includes('<!--$!-->') ? null : `<!DOCTYPE html>${html}`
  } catch {
    return null
  }
}

/**
 * An emotion cache for one render (made before it: emotion's server instance puts the cache in
 * the mode where styles are collected instead of drawn beside each element), and the style tags
 * of what it drew (MUI parts not yet on the frame's stylesheet), or ''. `data-s` tells emotion in
 * the browser that these tags are already where they belong (the end of <head>); without it,
 * loading emotion moves each one there again, which makes the browser parse all of the page's CSS
 * anew in the first script task (ADR 024). A page drawn wholly with the frame's stylesheet (the
 * dashboard, ADR 048) had emotion insert nothing: no page text to decode and search for its
 * classes, no empty tag.
 */
function emotionFor(nonce: string) {
  const cache = createEmotionCache({ key: 'css', nonce })
  const emotion = createEmotionServer(cache)
  const styles = (html: () => string) =>
    Object.keys(cache.inserted).length === 0
      ? ''
      : emotion
          .constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html()))
          .replace(/<style data-emotion="([^"]*)"/g, '<style data-emotion="$1" data-s=""')
  return { cache, styles }
}

/**
 * Where React writes a page that is sent whole: its chunks, kept until the end. React's `pipe`
 * wants a Node stream, but only writes, ends and (on a fatal error) destroys it; a PassThrough in
 * between cost an event per 4 KB chunk (ADR 036).
 */
function pageCollector(done: (html: Buffer<ArrayBuffer>) => void, failed: (error: unknown) => void): Writable {
  const chunks: Uint8Array[] = []
  const collector = {
    write(chunk: Uint8Array | string) {
      chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk)
      return true
    },
    end() {
      done(Buffer.concat(chunks))
    },
    destroy(error?: unknown) {
      failed(error ?? new Error('the page could not be rendered'))
    },
    on() {
      return collector
    },
  }
  return collector as unknown as Writable
}
