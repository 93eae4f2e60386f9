// The signed-in frame's header (spec §2.8): the logo (to the Dashboard; a double-click shows the
// versions), the language switch, the help menu and the account menu. Menus are native
// disclosures of links and forms, so all of it works without JavaScript; with it, Help and
// Launch Guide start the guided tour instead of opening the written guide.
import { Button } from '~/components/button'
import { useEffect, useRef } from 'react'
import { Form, useLocation, useNavigate, useRouteLoaderData } from 'react-router'
import { Link } from '~/components/link'
import { useLanguage, useT } from '~/i18n'
import { useStartTour } from '../tour/start-tour'
import { useHydrated } from '../use-hydrated'
import { DisclosureMenu, MenuDivider, MenuList } from './disclosure-menu'
import { HelpIcon } from './icons'
import { lazyPart } from '../lazy-part'
import type { ReleaseInfo } from './version-dialog'
import { TOUR_LINK_MARKER } from '~/islands/tour'
import { VERSION_LOGO_MARKER, watchLogoClicks } from '~/islands/version-logo'
import { fullName } from '~/domain/person-name'

const VersionDialog = lazyPart(() => import('./version-dialog').then((module) => module.VersionDialog))

type Member = { firstName: string; lastName: string }

/** What the signed-in layout's loader (app/routes/app-layout.tsx, route MainLayout) tells the header: named here, so the header does not import the route that draws it. */
type LayoutData = { release: ReleaseInfo | null }

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
    // Styled by the frame's stylesheet (frame-styles.ts): MUI's sticky AppBar of colour "default".
    <header className="app-header">
      <div className="app-header-bar">
        <Link to="/dashboard" id="app-logo" ref={logo} {...{ [VERSION_LOGO_MARKER]: '/dashboard?dialog=version' }} title={t('frame.logoHint')} className="app-logo">
          {t('app.name')}
        </Link>
        <LanguageSwitch />
        <HelpMenu versionUrl={dialogUrl('version')} />
        <AccountMenu member={member} />
      </div>
      {release && <VersionDialog release={release} closeTo={dialogUrl(null)} onClose={closeVersions} />}
    </header>
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
    <Link {...useGuideLink()} className="menu-item">
      {label}
    </Link>
  )
}

function HelpMenu({ versionUrl }: { versionUrl: string }) {
  const t = useT()
  return (
    <DisclosureMenu
      id="help-menu"
      summary={
        <>
          <HelpIcon className="frame-icon" />
          <span className="visually-hidden">{t('frame.help')}</span>
        </>
      }
    >
      <MenuList label={t('frame.help')}>
        <li>
          <GuideLink label={t('frame.launchGuide')} />
        </li>
        <li>
          <Link to="/support-ticket" className="menu-item">
            {t('frame.contactSupport')}
          </Link>
        </li>
        <li>
          <Link to={versionUrl} preventScrollReset className="menu-item">
            {t('frame.version.title')}
          </Link>
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
  const name = fullName(member) || t('frame.placeholderName')
  const initials = [member.firstName, member.lastName].map((part) => [...part][0] ?? '').join('').toUpperCase()
  return (
    <DisclosureMenu
      id="account-menu"
      summary={
        <>
          <span aria-hidden className="avatar">
            {initials || '?'}
          </span>
          <span className="visually-hidden">{t('frame.accountMenu', { name })}</span>
        </>
      }
    >
      <p className="menu-note">{t('nav.signedInAs', { name })}</p>
      <MenuList label={t('frame.accountMenuLabel')}>
        {ACCOUNT_LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="menu-item">
              {t(link.label)}
            </Link>
          </li>
        ))}
        <MenuDivider />
        <li>
          <Link to="/notifications" className="menu-item">
            {t('frame.notifications')}
          </Link>
        </li>
        <li>
          <Link to="/rental-notices" className="menu-item">
            {t('notice.title')}
          </Link>
        </li>
        <li>
          <Link to="/reports" className="menu-item">
            {t('report.title')}
          </Link>
        </li>
        <li>
          <Link to="/reports/rent-income" className="menu-item">
            {t('report.rentIncome.title')}
          </Link>
        </li>
        <li>
          <Link to="/plans" className="menu-item">
            {t('frame.upgrade')}
          </Link>
        </li>
        <li>
          <GuideLink label={t('frame.help')} />
        </li>
        <MenuDivider />
        <li>
          <Form method="post" action="/logout">
            <button type="submit" className="menu-item">
              {t('nav.signOut')}
            </button>
          </Form>
        </li>
      </MenuList>
    </DisclosureMenu>
  )
}
