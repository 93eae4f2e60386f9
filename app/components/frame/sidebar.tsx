// The main navigation of the signed-in frame (spec §2.8): a sidebar on wide screens that can be
// collapsed to its icons (remembered in a cookie: a plain form post without JavaScript, a fetcher
// with it), and a row of five icons with short labels across the top on phones.
import Box from '@mui/material/Box'
import { Form, NavLink, useFetcher, useLocation } from 'react-router'
import { type MessageKey, useT } from '~/i18n'
import { AgreementsIcon, CollapseIcon, DashboardIcon, ExpandIcon, KeyIcon, PropertiesIcon, SettingsIcon, TenantsIcon } from './icons'

/** Spec §2.8: the sidebar's items, with the element ids the guided tour points at. */
type NavItem = { id: string; to: string; label: MessageKey; Icon: typeof DashboardIcon }
const NAV_ITEMS: readonly NavItem[] = [
  { id: 'dashboard', to: '/dashboard', label: 'nav.dashboard', Icon: DashboardIcon },
  { id: 'properties', to: '/properties', label: 'nav.properties', Icon: PropertiesIcon },
  { id: 'agreements', to: '/agreements', label: 'nav.agreements', Icon: AgreementsIcon },
  { id: 'tenants', to: '/tenants', label: 'nav.tenants', Icon: TenantsIcon },
  { id: 'settings', to: '/settings', label: 'nav.settings', Icon: SettingsIcon },
]

/** Only for someone whose number is the tenant of an agreement: first for someone who only rents, else second. */
const MY_RENT: NavItem = { id: 'my-rent', to: '/my-rent', label: 'nav.myRent', Icon: KeyIcon }

export const SIDEBAR_WIDTH = { expanded: 220, collapsed: 64 } as const

export function Sidebar({ collapsed: saved, myRent = null }: { collapsed: boolean; myRent?: 'first' | 'second' | null }) {
  const t = useT()
  const items = myRent === 'first' ? [MY_RENT, ...NAV_ITEMS] : myRent === 'second' ? [NAV_ITEMS[0]!, MY_RENT, ...NAV_ITEMS.slice(1)] : NAV_ITEMS
  const fetcher = useFetcher<{ collapsed: boolean | null }>()
  // While the fetcher posts, show the state it asked for.
  const pending = fetcher.formData?.get('collapsed')
  const collapsed = pending ? pending === 'true' : saved
  return (
    <Box
      component="nav"
      aria-label={t('nav.main')}
      data-main-navigation
      data-collapsed={collapsed}
      sx={{
        flexShrink: 0,
        borderBottom: { xs: 1, md: 0 },
        borderRight: { md: 1 },
        borderColor: { xs: 'divider', md: 'divider' },
        width: { md: collapsed ? SIDEBAR_WIDTH.collapsed : SIDEBAR_WIDTH.expanded },
        transition: 'width 150ms',
        display: { md: 'flex' },
        flexDirection: 'column',
      }}
    >
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: { xs: 0.25, md: 1 }, display: 'flex', flexDirection: { xs: 'row', md: 'column' }, gap: { xs: 0, md: 0.5 } }}>
        {items.map(({ id, to, label, Icon }) => (
          <Box component="li" key={id} sx={{ flex: { xs: 1, md: 'none' }, minWidth: 0 }}>
            <Box
              component={NavLink}
              to={to}
              id={id}
              title={collapsed ? t(label) : undefined}
              sx={{
                display: 'flex',
                flexDirection: { xs: 'column', md: 'row' },
                alignItems: 'center',
                justifyContent: { md: collapsed ? 'center' : 'flex-start' },
                gap: { xs: 0.25, md: 1.5 },
                px: { xs: 0, md: collapsed ? 0 : 1.5 },
                py: 1,
                minHeight: 48,
                borderRadius: 1,
                color: 'text.primary',
                textDecoration: 'none',
                fontSize: { xs: 11.5, md: 15 },
                '&:hover': { bgcolor: 'action.hover' },
                '&.active': { bgcolor: 'action.selected', color: 'primary.main', fontWeight: 700 },
                '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
              }}
            >
              <Icon fontSize="small" />
              <Box
                component="span"
                sx={{
                  maxWidth: '100%',
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                  // Collapsed: the label stays for screen readers only.
                  ...(collapsed && { '@media (min-width: 960px)': { position: 'absolute', width: 1, height: 1, clip: 'rect(0 0 0 0)' } }),
                }}
              >
                {t(label)}
              </Box>
            </Box>
          </Box>
        ))}
      </Box>
      <CollapseToggle collapsed={collapsed} fetcher={fetcher} />
    </Box>
  )
}

function CollapseToggle({ collapsed, fetcher }: { collapsed: boolean; fetcher: ReturnType<typeof useFetcher> }) {
  const t = useT()
  const location = useLocation()
  const label = collapsed ? t('frame.expandSidebar') : t('frame.collapseSidebar')
  const Icon = collapsed ? ExpandIcon : CollapseIcon
  return (
    <Box
      component={Form}
      method="post"
      action="/sidebar"
      onSubmit={(event: React.FormEvent<HTMLFormElement>) => {
        // With JavaScript: save without leaving the page.
        event.preventDefault()
        void fetcher.submit({ collapsed: String(!collapsed) }, { method: 'post', action: '/sidebar' })
      }}
      sx={{ display: { xs: 'none', md: 'block' }, mt: 'auto', p: 1 }}
    >
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <Box
        component="button"
        type="submit"
        name="collapsed"
        value={String(!collapsed)}
        id="sidebar-collapse"
        aria-label={label}
        aria-expanded={!collapsed}
        title={label}
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          width: '100%',
          minHeight: 40,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'transparent',
          color: 'text.primary',
          cursor: 'pointer',
          '&:hover': { bgcolor: 'action.hover' },
        }}
      >
        <Icon fontSize="small" />
      </Box>
    </Box>
  )
}
