// Server-only pages (ADR 009): the public pages render on the server and never hydrate, so a first
// visit downloads no React, React Router or MUI. A route opts in with
//   export const handle = serverOnlyPage
//   export const clientMiddleware = [loadAsDocument]
// and the root layout then leaves out React Router's scripts and draws the small page script
// (app/islands/page-script.ts) instead, for the comforts that need JavaScript.
import { createContext, useContext } from 'react'
import { redirectDocument, useMatches } from 'react-router'

export const serverOnlyPage = { hydrate: false } as const

/** A server-only page of the public site, which ends with the site's footer (outside <main>). */
export const sitePage = { ...serverOnlyPage, siteFooter: true } as const

/**
 * A client-side navigation from a hydrated page (the signed-in area) into a server-only page
 * becomes a document load, so the page always runs the way it was built: with its page script.
 * It is client middleware, not a clientLoader: middleware runs before any loader, so the parent
 * routes' server loaders are not fetched first. They would read the flash message an action
 * redirecting here left (consuming it), and the document load would come without it.
 */
export function loadAsDocument({ request }: { request: Request }): never {
  throw redirectDocument(request.url)
}

/** A page with a QR another phone scans off the screen: nothing may float over it, so the cookie
 * notice waits at the page's end instead of at the screen's foot. */
export const qrOnScreen = { qrOnScreen: true } as const

type PageHandle = { hydrate?: boolean; siteFooter?: boolean; qrOnScreen?: boolean } | undefined

// Set by entry.server.tsx for a document answered with 503 (the database out of reach, ADR 015):
// it is served like a server-only page. Its hydration data was encoded before the status was
// known, with the error sanitised to a plain 500; hydrating would turn the 503 page into the 500 one.
const ServerOnlyDocumentContext = createContext(false)
export const ServerOnlyDocumentProvider = ServerOnlyDocumentContext.Provider

export function useIsServerOnlyPage() {
  const forced = useContext(ServerOnlyDocumentContext)
  const matches = useMatches()
  return forced || matches.some((match) => (match.handle as PageHandle)?.hydrate === false)
}

export function useHasQrOnScreen() {
  return useMatches().some((match) => (match.handle as PageHandle)?.qrOnScreen === true)
}

export function useHasSiteFooter() {
  return useMatches().some((match) => (match.handle as PageHandle)?.siteFooter === true)
}

// The page script's source, the address of the same code as a file, and the addresses of the
// islands it fetches on first use (scripts/vite-page-script.ts, vite-lazy-islands.ts): provided by
// entry.server.tsx only, so they never enter the browser bundle (and a page rendered without it, in
// a route test, has none of them).
type PageScriptFiles = { source: string; file: string; islandFiles: Partial<Record<string, string>> }
const PageScriptContext = createContext<PageScriptFiles>({ source: '', file: '', islandFiles: {} })
export const PageScriptProvider = PageScriptContext.Provider

/** The address of an island the page script fetches when first used (`virtual:lazy-islands`). */
export function useIslandFile(name: string) {
  return useContext(PageScriptContext).islandFiles[name] ?? ''
}

/**
 * The page script: inline on a page a first visitor opens (the public site, ADR 009), as a cached
 * file on the signed-in pages (`asFile`, ADR 057), which a member opens many times a day: 12.6 KB
 * less of every one of their pages to send. Deferred, it runs when the document is parsed, as the
 * inline script at the end of the body does.
 */
export function PageScript({ nonce, asFile = false }: { nonce: string; asFile?: boolean }) {
  const { source, file } = useContext(PageScriptContext)
  if (asFile && file) return <script nonce={nonce} src={file} defer />
  if (!source) return null
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: source }} />
}
