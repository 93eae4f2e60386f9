// The main navigation of the signed-in frame (spec §2.8): a sidebar on wide screens that can be
// collapsed to its icons (remembered in a cookie: a plain form post without JavaScript, a fetcher
// with it), and a row of six icons with short labels across the top on phones.
import { Form, useFetcher, useLocation } from 'react-router'
import { type MessageKey, useT } from '~/i18n'
import { AgreementsIcon, CollapseIcon, DashboardIcon, ExpandIcon, ExpensesIcon, KeyIcon, PropertiesIcon, SettingsIcon, TenantsIcon } from './icons'

/** Spec §2.8: the sidebar's items, with the element ids the guided tour points at. */
type NavItem = { id: string; to: string; label: MessageKey; Icon: typeof DashboardIcon }
const NAV_ITEMS: readonly NavItem[] = [
  { id: 'dashboard', to: '/dashboard', label: 'nav.dashboard', Icon: DashboardIcon },
  { id: 'properties', to: '/properties', label: 'nav.properties', Icon: PropertiesIcon },
  { id: 'agreements', to: '/agreements', label: 'nav.agreements', Icon: AgreementsIcon },
  { id: 'tenants', to: '/tenants', label: 'nav.tenants', Icon: TenantsIcon },
  { id: 'expenses', to: '/expenses', label: 'expense.link', Icon: ExpensesIcon },
  { id: 'settings', to: '/settings', label: 'nav.settings', Icon: SettingsIcon },
]

/** Only for someone whose number is the tenant of an agreement: first for someone who only rents, else second. */
const MY_RENT: NavItem = { id: 'my-rent', to: '/my-rent', label: 'nav.myRent', Icon: KeyIcon }

export function Sidebar({ collapsed: saved, myRent = null }: { collapsed: boolean; myRent?: 'first' | 'second' | null }) {
  const t = useT()
  const items = myRent === 'first' ? [MY_RENT, ...NAV_ITEMS] : myRent === 'second' ? [NAV_ITEMS[0]!, MY_RENT, ...NAV_ITEMS.slice(1)] : NAV_ITEMS
  const fetcher = useFetcher<{ collapsed: boolean | null }>()
  // While the fetcher posts, show the state it asked for.
  const pending = fetcher.formData?.get('collapsed')
  const collapsed = pending ? pending === 'true' : saved
  // Plain links, marked as NavLink marks them (class `active`, aria-current): signed-in pages are
  // server HTML that never navigates on the client (ADR 031), and NavLink resolved and matched
  // each link against the location on every page.
  const { pathname } = useLocation()
  const isCurrent = (to: string) => pathname === to || pathname.startsWith(`${to}/`)
  // Styled by the frame's stylesheet (frame-styles.ts), which reads data-collapsed.
  return (
    <nav aria-label={t('nav.main')} data-main-navigation data-collapsed={collapsed} className="main-nav">
      <ul className="main-nav-list" data-items={items.length}>
        {items.map(({ id, to, label, Icon }) => (
          <li key={id}>
            <a
              href={to}
              id={id}
              title={collapsed ? t(label) : undefined}
              className={isCurrent(to) ? 'main-nav-link active' : 'main-nav-link'}
              aria-current={isCurrent(to) ? 'page' : undefined}
            >
              <Icon fontSize="small" className="frame-icon" />
              {/* Collapsed: the label stays for screen readers only. */}
              <span className="main-nav-label">{t(label)}</span>
            </a>
          </li>
        ))}
      </ul>
      <CollapseToggle collapsed={collapsed} fetcher={fetcher} />
    </nav>
  )
}

function CollapseToggle({ collapsed, fetcher }: { collapsed: boolean; fetcher: ReturnType<typeof useFetcher> }) {
  const t = useT()
  const location = useLocation()
  const label = collapsed ? t('frame.expandSidebar') : t('frame.collapseSidebar')
  const Icon = collapsed ? ExpandIcon : CollapseIcon
  return (
    <Form
      method="post"
      action="/sidebar"
      onSubmit={(event) => {
        // With JavaScript: save without leaving the page.
        event.preventDefault()
        void fetcher.submit({ collapsed: String(!collapsed) }, { method: 'post', action: '/sidebar' })
      }}
      className="main-nav-toggle"
    >
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button type="submit" name="collapsed" value={String(!collapsed)} id="sidebar-collapse" aria-label={label} aria-expanded={!collapsed} title={label}>
        <Icon fontSize="small" className="frame-icon" />
      </button>
    </Form>
  )
}
