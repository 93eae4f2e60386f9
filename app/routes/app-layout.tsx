// The signed-in area (route MainLayout, spec §2.8): behind sign-in, with the navigation to the
// main screens (a sidebar on wide screens, a scrolling strip on phones) and a loading bar while
// a page loads. Collapsing the sidebar comes with issue 7.
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import { NavLink, Outlet, useNavigation } from 'react-router'
import { type MessageKey, useT } from '~/i18n'
import { requireMember } from '~/utils/auth.server'
import type { Route } from './+types/app-layout'

export async function loader({ request }: Route.LoaderArgs) {
  await requireMember(request)
  return null
}

/** Spec §2.8: the sidebar's items, with the element ids the guided tour points at. */
const NAV_ITEMS: ReadonlyArray<{ id: string; to: string; label: MessageKey }> = [
  { id: 'dashboard', to: '/dashboard', label: 'nav.dashboard' },
  { id: 'properties', to: '/properties', label: 'nav.properties' },
  { id: 'agreements', to: '/agreements', label: 'nav.agreements' },
  { id: 'tenants', to: '/tenants', label: 'nav.tenants' },
  { id: 'settings', to: '/settings', label: 'nav.settings' },
]

export default function MainLayout() {
  const loading = useNavigation().state === 'loading'
  return (
    <Box sx={{ display: { md: 'flex' }, minHeight: { md: 'calc(100vh - 64px)' } }}>
      <MainNav />
      <Box sx={{ flex: 1, minWidth: 0, position: 'relative' }}>
        <LinearProgress
          aria-hidden={!loading}
          sx={{ position: 'absolute', top: 0, left: 0, right: 0, visibility: loading ? 'visible' : 'hidden' }}
        />
        <Outlet />
      </Box>
    </Box>
  )
}

function MainNav() {
  const t = useT()
  return (
    <Box
      component="nav"
      aria-label={t('nav.main')}
      sx={{
        borderBottom: { xs: 1, md: 0 },
        borderRight: { md: 1 },
        borderColor: 'divider',
        width: { md: 220 },
        flexShrink: 0,
        overflowX: { xs: 'auto', md: 'visible' },
      }}
    >
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 1, display: 'flex', flexDirection: { xs: 'row', md: 'column' }, gap: 0.5 }}>
        {NAV_ITEMS.map((item) => (
          <li key={item.id}>
            <Button
              component={NavLink}
              to={item.to}
              id={item.id}
              sx={{
                justifyContent: { md: 'flex-start' },
                width: { md: '100%' },
                whiteSpace: 'nowrap',
                color: 'text.primary',
                '&.active': { bgcolor: 'action.selected', color: 'primary.main', fontWeight: 700 },
              }}
            >
              {t(item.label)}
            </Button>
          </li>
        ))}
      </Box>
    </Box>
  )
}
