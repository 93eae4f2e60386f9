// Server rendering. The whole document is rendered before it is sent (onAllReady) so that
// MUI's emotion styles can be extracted into <head>: pages look right before any script runs.
import { PassThrough } from 'node:stream'
import createEmotionCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import createEmotionServer from '@emotion/server/create-instance'
import { renderToPipeableStream } from 'react-dom/server'
import { ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from 'react-router'
import pageScriptSource from 'virtual:page-script'
import islandFiles from 'virtual:lazy-islands'
import { logger } from '~/server/logger.server'
import { answerAsUnavailable, noteUnavailableDatabase } from '~/server/database-unavailable.server'
import { NonceProvider } from '~/components/nonce'
import { requestInfoContext } from '~/server/request-context'
import { PageScriptProvider, ServerOnlyDocumentProvider } from '~/components/server-only-page'

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
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }
  const { cspNonce: nonce } = loadContext.get(requestInfoContext)
  const cache = createEmotionCache({ key: 'css', nonce })
  const emotion = createEmotionServer(cache)

  return new Promise<Response>((resolve, reject) => {
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <PageScriptProvider value={{ source: pageScriptSource, islandFiles }}>
          <ServerOnlyDocumentProvider value={responseStatusCode === 503}>
            <CacheProvider value={cache}>
              <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
            </CacheProvider>
          </ServerOnlyDocumentProvider>
        </PageScriptProvider>
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          const chunks: Buffer[] = []
          const body = new PassThrough()
          body.on('data', (chunk: Buffer) => chunks.push(chunk))
          body.on('end', () => {
            clearTimeout(timeout)
            const html = Buffer.concat(chunks).toString('utf8')
            // `data-s` tells emotion in the browser that these tags are already where they belong (the
            // end of <head>); without it, loading emotion moves each one there again, which makes
            // the browser parse all of the page's CSS anew in the first script task (ADR 024).
            const styles = emotion
              .constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html))
              .replace(/<style data-emotion="([^"]*)"/g, '<style data-emotion="$1" data-s=""')
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
            resolve(new Response(html.replace('</head>', `${styles}</head>`), { status: responseStatusCode, headers: responseHeaders }))
          })
          pipe(body)
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
