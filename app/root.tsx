import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import { useMemo } from 'react'
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
} from 'react-router'
import { InactivityLogout } from '~/components/auth/inactivity-logout'
import { RouteErrorPage } from '~/components/error-page'
import { FlashSnackbar } from '~/components/flash-snackbar'
import { AppHeader } from '~/components/frame/app-header'
import { PublicHeader } from '~/components/public-header'
import { createAppTheme } from '~/components/theme'
import { LanguageProvider, useT } from '~/i18n'
import { getSessionMember } from '~/services/session.server'
import { resolveLanguage } from '~/utils/language.server'
import { useNonce } from '~/utils/nonce'
import { resolveTheme } from '~/utils/theme.server'
import { getToast } from '~/utils/toast.server'
import type { Route } from './+types/root'

export async function loader({ request }: Route.LoaderArgs) {
  const member = await getSessionMember(request)
  const [language, theme, { toast, headers }] = await Promise.all([
    resolveLanguage(request, member),
    resolveTheme(request, member),
    getToast(request),
  ])
  return data(
    { language, theme, toast, member: member && { id: member.id, firstName: member.firstName, lastName: member.lastName } },
    { headers: headers ?? undefined },
  )
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root')
  const nonce = useNonce()
  const language = root?.language ?? 'en'
  const mode = root?.theme ?? 'light'
  const theme = useMemo(() => createAppTheme(mode), [mode])
  return (
    <html lang={language} data-theme={mode}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content={mode} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        <LanguageProvider value={language}>
          <ThemeProvider theme={theme}>
            <CssBaseline />
            {children}
          </ThemeProvider>
        </LanguageProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App({ loaderData }: Route.ComponentProps) {
  const isSignedInFrame = useMatches().some((match) => match.id === 'MainLayout')
  return (
    <>
      <SkipLink />
      {/* Signed-in pages (MainLayout) have the frame's header (issue 7); public pages their own. */}
      {isSignedInFrame && loaderData.member ? (
        <AppHeader member={loaderData.member} />
      ) : (
        <PublicHeader theme={loaderData.theme} member={loaderData.member} />
      )}
      <main id="main">
        <Outlet />
      </main>
      <FlashSnackbar toast={loaderData.toast} />
      {loaderData.member && <InactivityLogout key={loaderData.member.id} />}
    </>
  )
}

function SkipLink() {
  const t = useT()
  return (
    <a href="#main" className="skip-link" style={{ position: 'absolute', left: -9999 }} onFocus={(e) => (e.currentTarget.style.left = '8px')} onBlur={(e) => (e.currentTarget.style.left = '-9999px')}>
      {t('nav.skipToContent')}
    </a>
  )
}

export function ErrorBoundary() {
  return (
    <main id="main">
      <RouteErrorPage />
    </main>
  )
}
