// Server rendering. The whole document is rendered before it is sent (onAllReady) so that
// MUI's emotion styles can be extracted into <head>: pages look right before any script runs.
import type { Writable } from 'node:stream'
import createEmotionCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import createEmotionServer from '@emotion/server/create-instance'
import { renderToPipeableStream } from 'react-dom/server'
import { ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from 'react-router'
import pageScriptSource from 'virtual:page-script'
import islandFiles from 'virtual:lazy-islands'
import stylesheetFiles from 'virtual:stylesheets'
import { logger } from '~/server/logger.server'
import { answerAsUnavailable, noteUnavailableDatabase } from '~/server/database-unavailable.server'
import { NonceProvider } from '~/components/nonce'
import { requestInfoContext } from '~/server/request-context'
import { PageScriptProvider, ServerOnlyDocumentProvider } from '~/components/server-only-page'
import { StylesheetsProvider } from '~/components/stylesheets'

export const streamTimeout = 5_000

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
  return renderDocument(request, responseStatusCode, responseHeaders, loadContext, router, responseStatusCode === 503)
}

/**
 * A document from the element that draws its routes: React Router's `ServerRouter` (above), or a
 * server-only page whose loaders ran without React Router's document handler (ADR 054,
 * server/page-answers.ts).
 */
export function renderDocument(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  loadContext: RouterContextProvider,
  router: React.ReactNode,
  serverOnlyDocument = false,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return Promise.resolve(new Response(null, { status: responseStatusCode, headers: responseHeaders }))
  }
  const { cspNonce: nonce } = loadContext.get(requestInfoContext)
  const cache = createEmotionCache({ key: 'css', nonce })
  const emotion = createEmotionServer(cache)

  return new Promise<Response>((resolve, reject) => {
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <PageScriptProvider value={{ source: pageScriptSource, islandFiles }}>
          <StylesheetsProvider value={stylesheetFiles}>
            <ServerOnlyDocumentProvider value={serverOnlyDocument}>
              <CacheProvider value={cache}>{router}</CacheProvider>
            </ServerOnlyDocumentProvider>
          </StylesheetsProvider>
        </PageScriptProvider>
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          pipe(
            pageCollector((html) => {
              clearTimeout(timeout)
              // `data-s` tells emotion in the browser that these tags are already where they belong (the
              // end of <head>); without it, loading emotion moves each one there again, which makes
              // the browser parse all of the page's CSS anew in the first script task (ADR 024).
              // A page drawn wholly with the frame's stylesheet (the dashboard, ADR 048) had emotion
              // insert nothing: no page text to decode and search for its classes, no empty tag.
              const styles =
                Object.keys(cache.inserted).length === 0
                  ? ''
                  : emotion
                      .constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html.toString('utf8')))
                      .replace(/<style data-emotion="([^"]*)"/g, '<style data-emotion="$1" data-s=""')
              // The styles go before the first </head>, as bytes: the page is not encoded a second
              // time from a string (ADR 036).
              const headEnd = html.indexOf('</head>')
              const page = headEnd < 0 ? html : Buffer.concat([html.subarray(0, headEnd), Buffer.from(styles), html.subarray(headEnd)])
              responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
              resolve(new Response(page, { status: responseStatusCode, headers: responseHeaders }))
            }, reject),
          )
        },
        onShellError: reject,
        onError(error) {
          responseStatusCode = 500
          logger.error({ err: error, url: request.url }, 'render failed')
        },
      },
    )
    const timeout = setTimeout(abort, streamTimeout + 1000)
  })
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
