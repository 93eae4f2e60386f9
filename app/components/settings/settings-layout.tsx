// The settings page's side menu (spec §2.20): three groups of links, one per section, the
// current one marked; beside the section on wide screens, above it on phones.
import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { Link } from '~/components/link'
import { type MessageKey, useT } from '~/i18n'
import { type SettingsMenuItem, settingsPath } from './settings-sections'

export const SECTION_TITLES: Record<SettingsMenuItem, MessageKey> = {
  account: 'settings.account',
  appearance: 'settings.appearance',
  notification: 'settings.notification',
  'change-password': 'settings.changePassword',
  backups: 'settings.backups',
  payments: 'settings.payments',
  billing: 'settings.billing',
  activity: 'settings.activity',
}

const GROUPS: ReadonlyArray<{ title: MessageKey; sections: SettingsMenuItem[] }> = [
  { title: 'settings.general', sections: ['account', 'appearance', 'notification', 'billing'] },
  { title: 'settings.collecting', sections: ['payments'] },
  { title: 'settings.security', sections: ['change-password', 'activity'] },
  { title: 'settings.miscellaneous', sections: ['backups'] },
]

export function SettingsLayout({ section, children }: { section: SettingsMenuItem; children: ReactNode }) {
  const t = useT()
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '220px 1fr' }, gap: { xs: 2, md: 4 }, alignItems: 'start' }}>
      <Box component="nav" id="settings-menu" aria-label={t('settings.menu')}>
        {GROUPS.map((group) => (
          <Box key={group.title} sx={{ mb: 1.5 }}>
            <Typography component="h2" variant="overline" color="text.secondary" sx={{ lineHeight: 2 }}>
              {t(group.title)}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: { xs: 'row', md: 'column' }, flexWrap: 'wrap', gap: 0.5 }}>
              {group.sections.map((item) => (
                <li key={item}>
                  <Box
                    component={Link}
                    to={settingsPath(item)}
                    aria-current={item === section ? 'page' : undefined}
                    sx={{
                      display: 'block',
                      px: 1.5,
                      py: 1,
                      borderRadius: 1,
                      color: 'text.primary',
                      textDecoration: 'none',
                      '&:hover': { bgcolor: 'action.hover' },
                      '&[aria-current="page"]': { bgcolor: 'action.selected', color: 'primary.main', fontWeight: 700 },
                    }}
                  >
                    {t(SECTION_TITLES[item])}
                  </Box>
                </li>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
      <Box component="section" id="settings-section" aria-labelledby="settings-section-title" sx={{ minWidth: 0 }}>
        <Typography id="settings-section-title" variant="h5" component="h2" gutterBottom sx={{ fontWeight: 700 }}>
          {t(SECTION_TITLES[section])}
        </Typography>
        {children}
      </Box>
    </Box>
  )
}

/** A settings page: the page title, then the side menu and `section`'s content (SettingsLayout). */
export function SettingsPage({ section, children }: { section: SettingsMenuItem; children: ReactNode }) {
  const t = useT()
  return (
    <Container component="section" maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }} aria-labelledby="page-title">
      <Typography id="page-title" variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {t('settings.title')}
      </Typography>
      <SettingsLayout section={section}>{children}</SettingsLayout>
    </Container>
  )
}
