// The cookie notice and the blocked-cookies dialog (spec §2.21), on every page until consented.
// Got It is a plain form post (routes/cookie-consent.ts), so it works without JavaScript; with it,
// app/islands/cookie-notices.ts sends it in the background and slides the notice away: called by
// the page script on server-only pages and by React here on hydrated ones. The dialog shows when
// the browser says it refuses cookies, or when the server saw Got It's cookie not come back; never
// on the Privacy Policy, which holds the instructions to unblock them. The notice keeps to the
// screen's foot, except on a page whose QR is scanned off the screen (it would cover the QR).
import Box from '@mui/material/Box'
import { alpha, type CSSObject } from '@mui/material/styles'
import { Button } from '~/components/button'
import { framedPart } from '~/components/framed-part'
import { useSyncExternalStore } from 'react'
import { useLocation } from 'react-router'
import { useT } from '~/i18n'
import { acceptCookies } from '~/islands/cookie-notices'
import { useHasQrOnScreen, useIsServerOnlyPage } from '~/components/server-only-page'
import { BlockedCookiesDialog } from '../error-dialog'

/** Spec §9: the notice is hidden about a second after Got It. */
const HIDE_AFTER_MS = 1001

type CookieNoticesProps = {
  consented: boolean
  blockedByServer: boolean
  /** The browser has just sent a session cookie back, so it keeps cookies: no hidden dialog to reveal. */
  signedIn: boolean
}

export function CookieNotices({ consented, blockedByServer, signedIn }: CookieNoticesProps) {
  const serverOnly = useIsServerOnlyPage()
  const { pathname } = useLocation()
  const blockedInBrowser = useSyncExternalStore(subscribeToNothing, () => !navigator.cookieEnabled, () => false)
  const onPrivacyPolicy = pathname === '/privacy-policy'
  return (
    <>
      {!consented && <CookieBanner />}
      {!onPrivacyPolicy &&
        (blockedByServer || blockedInBrowser ? (
          <BlockedCookiesDialog />
        ) : (
          // On a server-only page the page script reveals it when the browser refuses cookies (a
          // signed-in page leaves it out: it is drawn on every one, never shown, and costs a render).
          serverOnly &&
          !signedIn && (
            <Box data-cookies-blocked hidden sx={{ '&[hidden]': { display: 'none' } }}>
              <BlockedCookiesDialog />
            </Box>
          )
        ))}
    </>
  )
}

const subscribeToNothing = () => () => {}

function CookieBanner() {
  const t = useT()
  const { pathname, search } = useLocation()
  const qrOnScreen = useHasQrOnScreen()
  return (
    <BannerRoot
      role="region"
      aria-label={t('cookies.bannerLabel')}
      data-cookie-banner
      data-hide-after-ms={HIDE_AFTER_MS}
      className={qrOnScreen ? 'static' : undefined}
    >
      <BannerText>
        {t('cookies.bannerText')} <a href="/privacy-policy#cookies">{t('cookies.learnMore')}</a>
      </BannerText>
      <form
        method="post"
        action="/cookie-consent"
        data-cookie-consent
        onSubmit={(event) => {
          event.preventDefault()
          void acceptCookies(event.currentTarget)
        }}
      >
        <input type="hidden" name="redirectTo" value={pathname + search} />
        <Button type="submit" variant="contained" size="small">
          {t('cookies.gotIt')}
        </Button>
      </form>
    </BannerRoot>
  )
}

// The notice's look, one definition drawn from the frame's stylesheet where a page links it and by
// emotion elsewhere (framed-part.tsx, ADR 051).
const BannerRoot = framedPart('div', 'cookie-banner', ({ theme }) => ({
  position: 'sticky',
  bottom: 0,
  zIndex: theme.zIndex.appBar,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.spacing(2),
  padding: theme.spacing(1.5, 2),
  backgroundColor: theme.palette.background.paper,
  borderTop: `1px solid ${theme.palette.divider}`,
  boxShadow: theme.shadows[6],
  transition: 'transform 300ms ease-in',
  // Not over a QR scanned off the screen.
  '&.static': { position: 'static' },
  '&[data-state="leaving"]': { transform: 'translateY(110%)' },
  '&[hidden]': { display: 'none' },
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
}))

// Its text as MUI's body2 Typography, and its link as MUI's Link (the theme's override included).
const BannerText = framedPart('p', 'cookie-banner-text', ({ theme }) => ({
  ...theme.typography.body2,
  margin: 0,
  maxWidth: 720,
  '& a': {
    ...(theme.components?.MuiLink?.styleOverrides?.root as CSSObject),
    color: theme.palette.primary.main,
    textDecoration: 'underline',
    textDecorationColor: alpha(theme.palette.primary.main, 0.4),
    '&:hover': { textDecorationColor: 'inherit' },
  },
}))

/** The parts the frame's stylesheet has rules for (page/content-styles.ts). */
export const COOKIE_BANNER_PARTS = () => [BannerRoot, BannerText].map((part) => part.part)
