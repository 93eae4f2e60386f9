// The cookie notice and the blocked-cookies dialog (spec §2.21), on every page until consented.
// Got It is a plain form post (routes/cookie-consent.ts), so it works without JavaScript; with it,
// app/islands/cookie-notices.ts sends it in the background and slides the notice away: called by
// the page script on server-only pages and by React here on hydrated ones. The dialog shows when
// the browser says it refuses cookies, or when the server saw Got It's cookie not come back; never
// on the Privacy Policy, which holds the instructions to unblock them. The notice keeps to the
// screen's foot, except on a page whose QR is scanned off the screen (it would cover the QR).
import Box from '@mui/material/Box'
import { Button } from '~/components/button'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useSyncExternalStore } from 'react'
import { useLocation } from 'react-router'
import { useT } from '~/i18n'
import { acceptCookies } from '~/islands/cookie-notices'
import { useHasQrOnScreen, useIsServerOnlyPage } from '~/components/server-only-page'
import { useFrameStylesheet } from '~/components/stylesheets'
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
  const region = { role: 'region', 'aria-label': t('cookies.bannerLabel'), 'data-cookie-banner': true, 'data-hide-after-ms': HIDE_AFTER_MS }
  const consentForm = (
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
  )
  // In the signed-in frame its look is the frame stylesheet's (frame-styles.ts); elsewhere emotion's.
  if (useFrameStylesheet()) {
    return (
      <div className={qrOnScreen ? 'cookie-banner static' : 'cookie-banner'} {...region}>
        <p className="cookie-banner-text">
          {t('cookies.bannerText')}{' '}
          <a className="link" href="/privacy-policy#cookies">
            {t('cookies.learnMore')}
          </a>
        </p>
        {consentForm}
      </div>
    )
  }
  return (
    <Box
      {...region}
      sx={{
        position: qrOnScreen ? 'static' : 'sticky',
        bottom: 0,
        zIndex: 'appBar',
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        px: 2,
        py: 1.5,
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        boxShadow: 6,
        transition: 'transform 300ms ease-in',
        '&[data-state="leaving"]': { transform: 'translateY(110%)' },
        '&[hidden]': { display: 'none' },
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
      }}
    >
      <Typography variant="body2" sx={{ maxWidth: 720 }}>
        {t('cookies.bannerText')}{' '}
        <Link href="/privacy-policy#cookies">{t('cookies.learnMore')}</Link>
      </Typography>
      {consentForm}
    </Box>
  )
}
