import CssBaseline from '@mui/material/CssBaseline'
// MUI's own ThemeProvider also brings its CSS-variables provider, which our theme never uses.
import ThemeProvider from '@mui/system/ThemeProvider'
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from 'react-router'
import { InactivityLogout } from '~/components/account/inactivity-logout'
import { SkipLink } from '~/components/skip-link'
import { RouteErrorPage } from '~/components/error-page'
import { FlashSnackbar } from '~/components/flash-snackbar'
import { AppHeader } from '~/components/frame/app-header'
import { useIsSignedInFrame } from '~/components/frame/app-frame'
import { PublicHeader } from '~/components/public-header'
import { appTheme } from '~/components/theme'
import { LanguageProvider, useCatalogue } from '~/i18n'
import { CookieNotices } from '~/components/site/cookie-notices'
import { SiteFooter } from '~/components/site/site-footer'
import { cookiesReportedBlocked, hasConsented } from '~/server/cookie-consent.server'
import { resolveLanguage } from '~/server/language.server'
import { useNonce } from '~/components/nonce'
import { PlainLinksProvider } from '~/components/link'
import { PageScript, useHasSiteFooter, useIsServerOnlyPage } from '~/components/server-only-page'
import { FrameStylesheetProvider, Stylesheet, useStylesheetHref } from '~/components/stylesheets'
import { resolveTheme } from '~/server/theme.server'
import { getToast } from '~/server/toast.server'
import { sessionMemberOf } from '~/web/auth.server'
import type { Route } from './+types/root'

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await sessionMemberOf(request, context)
  const [language, theme, { toast, headers }, cookieConsent] = await Promise.all([
    resolveLanguage(request, member),
    resolveTheme(request, member),
    getToast(request),
    hasConsented(request),
  ])
  return data(
    {
      language,
      theme,
      toast,
      member: member && { id: member.id, firstName: member.firstName, lastName: member.lastName },
      cookieConsent,
      cookiesBlocked: !cookieConsent && cookiesReportedBlocked(request),
    },
    { headers: headers ?? undefined },
  )
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root')
  const nonce = useNonce()
  const language = root?.language ?? 'en'
  useCatalogue(language)
  const mode = root?.theme ?? 'light'
  // Public pages never hydrate (ADR 009): no React Router scripts, only the small page script.
  const serverOnly = useIsServerOnlyPage()
  const theme = appTheme(mode)
  const signedInFrame = useIsSignedInFrame(Boolean(root?.member))
  // Parts with rules in the frame's stylesheet use its classes only where it is linked.
  const frameHref = useStylesheetHref('frame')
  const frameStylesheet = signedInFrame && Boolean(frameHref)
  return (
    <html lang={language} data-theme={mode}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content={mode} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
        {signedInFrame && <Stylesheet name="frame" />}
      </head>
      <body>
        <LanguageProvider value={language}>
          <ThemeProvider theme={theme}>
            {/* The frame's stylesheet has the baseline's rules (ADR 051). */}
            {!frameStylesheet && <CssBaseline />}
            <FrameStylesheetProvider value={frameStylesheet}>
              <PlainLinksProvider value={serverOnly}>{children}</PlainLinksProvider>
            </FrameStylesheetProvider>
          </ThemeProvider>
        </LanguageProvider>
        {serverOnly ? (
          <PageScript nonce={nonce} asFile={signedInFrame} />
        ) : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  )
}

export default function App({ loaderData }: Route.ComponentProps) {
  const isSignedInFrame = useIsSignedInFrame(Boolean(loaderData.member))
  const siteFooter = useHasSiteFooter()
  return (
    <>
      <SkipLink />
      {/* Signed-in pages (MainLayout) have the frame's header; public pages their own. */}
      {isSignedInFrame && loaderData.member ? (
        <AppHeader member={loaderData.member} />
      ) : (
        PublicPageHeader && <PublicPageHeader theme={loaderData.theme} member={loaderData.member} />
      )}
      <main id="main">
        <Outlet />
      </main>
      {siteFooter && PublicSiteFooter && <PublicSiteFooter />}
      <FlashSnackbar toast={loaderData.toast} />
      <CookieNotices consented={loaderData.cookieConsent} blockedByServer={loaderData.cookiesBlocked} signedIn={Boolean(loaderData.member)} />
      {loaderData.member && <InactivityLogout key={loaderData.member.id} />}
    </>
  )
}


// The public site's header and footer are drawn only by server-only pages,
// which never hydrate (ADR 009), so the browser bundle leaves them out (page weight).
const PublicPageHeader = import.meta.env.SSR ? PublicHeader : null
const PublicSiteFooter = import.meta.env.SSR ? SiteFooter : null

export function ErrorBoundary() {
  return (
    <main id="main">
      <RouteErrorPage />
    </main>
  )
}
