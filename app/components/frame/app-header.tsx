// The signed-in frame's header (spec §2.8): the logo (to the Dashboard; a double-click shows the
// versions), the language switch, the help menu and the account menu. Menus are native
// disclosures of links and forms, so all of it works without JavaScript; with it, Help and
// Launch Guide start the guided tour instead of opening the written guide.
import Box from '@mui/material/Box'
import type { Theme } from '@mui/material/styles'
import { Button } from '~/components/button'
import Typography from '@mui/material/Typography'
import { useEffect, useRef } from 'react'
import { Form, Link, useLocation, useNavigate, useRouteLoaderData } from 'react-router'
import { useLanguage, useT } from '~/i18n'
import { useStartTour } from '../tour/start-tour'
import { useHydrated } from '../use-hydrated'
import { DisclosureMenu, MenuDivider, menuItemSx, MenuList } from './disclosure-menu'
import { HelpIcon } from './icons'
import { lazyPart } from '../lazy-part'
import type { ReleaseInfo } from './version-dialog'
import { TOUR_LINK_MARKER } from '~/islands/tour'
import { VERSION_LOGO_MARKER, watchLogoClicks } from '~/islands/version-logo'

const VersionDialog = lazyPart(() => import('./version-dialog').then((module) => module.VersionDialog))

type Member = { firstName: string; lastName: string }

/** What the signed-in layout's loader (app/routes/app-layout.tsx, route MainLayout) tells the header: named here, so the header does not import the route that draws it. */
type LayoutData = { release: ReleaseInfo | null }

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const

/**
 * MUI's sticky AppBar (color "default", no elevation) and its Toolbar, as plain boxes: those
 * components (Paper underneath) weigh about 1 KB on every page for what these styles do (ADR 012).
 */
const headerSx = {
  position: 'sticky',
  top: 0,
  zIndex: 'appBar',
  display: 'flex',
  flexDirection: 'column',
  bgcolor: (theme: Theme) => (theme.palette.mode === 'light' ? theme.palette.grey[100] : theme.palette.grey[900]),
  color: 'text.primary',
  borderBottom: 1,
  borderColor: 'divider',
} as const

/** The page's own address with ?dialog= set or removed (other parameters kept). */
export function useDialogUrl() {
  const location = useLocation()
  return (dialog: string | null) => {
    const params = new URLSearchParams(location.search)
    if (dialog) params.set('dialog', dialog)
    else params.delete('dialog')
    const search = params.toString()
    return location.pathname + (search ? `?${search}` : '')
  }
}

export function AppHeader({ member }: { member: Member }) {
  const t = useT()
  const layout = useRouteLoaderData<LayoutData>('MainLayout')
  const dialogUrl = useDialogUrl()
  const navigate = useNavigate()
  const logo = useRef<HTMLAnchorElement>(null)
  useEffect(() => (logo.current ? watchLogoClicks(logo.current) : undefined), [])
  const release = layout?.release ?? null
  const closeVersions = () => navigate(dialogUrl(null), { replace: true, preventScrollReset: true })

  return (
    <Box component="header" className="MuiAppBar-root" sx={headerSx}>
      <Box sx={{ display: 'flex', alignItems: 'center', position: 'relative', minHeight: { xs: 56, sm: 64 }, gap: { xs: 0.5, sm: 1 }, px: { xs: 1, sm: 2 } }}>
        <Typography
          component={Link}
          to="/dashboard"
          id="app-logo"
          ref={logo}
          {...{ [VERSION_LOGO_MARKER]: '/dashboard?dialog=version' }}
          variant="h6"
          title={t('frame.logoHint')}
          sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, flexGrow: 1, userSelect: 'none' }}
        >
          {t('app.name')}
        </Typography>
        <LanguageSwitch />
        <HelpMenu versionUrl={dialogUrl('version')} />
        <AccountMenu member={member} />
      </Box>
      {release && <VersionDialog release={release} closeTo={dialogUrl(null)} onClose={closeVersions} />}
    </Box>
  )
}

function LanguageSwitch() {
  const t = useT()
  const language = useLanguage()
  const location = useLocation()
  const other = language === 'en' ? 'ne' : 'en'
  return (
    <Form method="post" action="/preferences" aria-label={t('nav.language')}>
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <Button type="submit" name="language" value={other} size="small" lang={other}>
        {t(other === 'ne' ? 'language.ne' : 'language.en')}
      </Button>
    </Form>
  )
}

/**
 * Props for a link that opens the written guide (?dialog=guide), or with JavaScript starts the
 * tour (closing the menu it sits in). The help menu and the dashboard's help panel use it.
 */
export function useGuideLink() {
  const hydrated = useHydrated()
  const startTour = useStartTour()
  const dialogUrl = useDialogUrl()
  return {
    to: dialogUrl('guide'),
    preventScrollReset: true,
    // On a server-only page the page script starts the tour (islands/tour.ts).
    [TOUR_LINK_MARKER]: '',
    onClick: (event: React.MouseEvent<HTMLAnchorElement>) => {
      if (!hydrated) return
      event.preventDefault()
      event.currentTarget.closest('details')?.removeAttribute('open')
      startTour()
    },
  }
}

function GuideLink({ label }: { label: string }) {
  return (
    <Box component={Link} {...useGuideLink()} sx={menuItemSx}>
      {label}
    </Box>
  )
}

function HelpMenu({ versionUrl }: { versionUrl: string }) {
  const t = useT()
  return (
    <DisclosureMenu
      id="help-menu"
      summary={
        <>
          <HelpIcon />
          <Box component="span" sx={visuallyHidden}>
            {t('frame.help')}
          </Box>
        </>
      }
    >
      <MenuList label={t('frame.help')}>
        <li>
          <GuideLink label={t('frame.launchGuide')} />
        </li>
        <li>
          <Box component={Link} to="/support-ticket" sx={menuItemSx}>
            {t('frame.contactSupport')}
          </Box>
        </li>
        <li>
          <Box component={Link} to={versionUrl} preventScrollReset sx={menuItemSx}>
            {t('frame.version.title')}
          </Box>
        </li>
      </MenuList>
    </DisclosureMenu>
  )
}

const ACCOUNT_LINKS = [
  { to: '/settings', label: 'frame.myAccount' },
  { to: '/properties', label: 'frame.myProperties' },
  { to: '/agreements', label: 'frame.myAgreements' },
  { to: '/tenants', label: 'frame.myTenants' },
  { to: '/my-rent', label: 'nav.myRent' },
] as const

function AccountMenu({ member }: { member: Member }) {
  const t = useT()
  const name = `${member.firstName} ${member.lastName}`.trim() || t('frame.placeholderName')
  const initials = [member.firstName, member.lastName].map((part) => [...part][0] ?? '').join('').toUpperCase()
  return (
    <DisclosureMenu
      id="account-menu"
      summary={
        <>
          <Box
            component="span"
            aria-hidden
            sx={{ width: 32, height: 32, borderRadius: '50%', bgcolor: 'primary.main', color: 'primary.contrastText', display: 'grid', placeItems: 'center', fontSize: 14, fontWeight: 700 }}
          >
            {initials || '?'}
          </Box>
          <Box component="span" sx={visuallyHidden}>
            {t('frame.accountMenu', { name })}
          </Box>
        </>
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1 }}>
        {t('nav.signedInAs', { name })}
      </Typography>
      <MenuList label={t('frame.accountMenuLabel')}>
        {ACCOUNT_LINKS.map((link) => (
          <li key={link.to}>
            <Box component={Link} to={link.to} sx={menuItemSx}>
              {t(link.label)}
            </Box>
          </li>
        ))}
        <MenuDivider />
        <li>
          <Box component={Link} to="/notifications" sx={menuItemSx}>
            {t('frame.notifications')}
          </Box>
        </li>
        <li>
          <Box component={Link} to="/rental-notices" sx={menuItemSx}>
            {t('notice.title')}
          </Box>
        </li>
        <li>
          <Box component={Link} to="/reports/rent-income" sx={menuItemSx}>
            {t('report.rentIncome.title')}
          </Box>
        </li>
        <li>
          <Box component={Link} to="/plans" sx={menuItemSx}>
            {t('frame.upgrade')}
          </Box>
        </li>
        <li>
          <GuideLink label={t('frame.help')} />
        </li>
        <MenuDivider />
        <li>
          <Form method="post" action="/logout">
            <Box component="button" type="submit" sx={menuItemSx}>
              {t('nav.signOut')}
            </Box>
          </Form>
        </li>
      </MenuList>
    </DisclosureMenu>
  )
}
