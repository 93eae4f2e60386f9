// Header of the public pages: the brand, the language and theme switches (plain forms, so
// they work without JavaScript) and the account links, or the member's name and Sign Out.
import AppBar from '@mui/material/AppBar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Toolbar from '@mui/material/Toolbar'
import Typography from '@mui/material/Typography'
import { Form, Link, useLocation } from 'react-router'
import { useLanguage, useT } from '~/i18n'
import type { ThemeMode } from '~/utils/theme.server'

type SignedInMember = { firstName: string; lastName: string } | null

export function PublicHeader({ theme, member }: { theme: ThemeMode; member: SignedInMember }) {
  const t = useT()
  const language = useLanguage()
  const location = useLocation()
  const here = location.pathname + location.search
  return (
    <AppBar position="static" color="default" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Typography component={Link} to="/" variant="h6" sx={{ color: 'inherit', textDecoration: 'none', flexGrow: 1 }}>
          {t('app.name')}
        </Typography>
        <Form method="post" action="/preferences" aria-label={t('nav.language')}>
          <input type="hidden" name="redirectTo" value={here} />
          <Button type="submit" name="language" value={language === 'en' ? 'ne' : 'en'} size="small" lang={language === 'en' ? 'ne' : 'en'}>
            {language === 'en' ? t('language.ne') : t('language.en')}
          </Button>
        </Form>
        <Form method="post" action="/preferences" aria-label={t('nav.theme')}>
          <input type="hidden" name="redirectTo" value={here} />
          <Button type="submit" name="theme" value={theme === 'light' ? 'dark' : 'light'} size="small">
            {theme === 'light' ? t('theme.dark') : t('theme.light')}
          </Button>
        </Form>
        {member ? (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <Typography
              component="span"
              variant="body2"
              sx={{ fontWeight: 600 }}
              title={t('nav.signedInAs', { name: `${member.firstName} ${member.lastName}` })}
            >
              {member.firstName} {member.lastName}
            </Typography>
            <Form method="post" action="/logout">
              <Button type="submit" size="small" variant="outlined">
                {t('nav.signOut')}
              </Button>
            </Form>
          </Box>
        ) : (
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button component={Link} to="/login" size="small">
              {t('nav.signIn')}
            </Button>
            <Button component={Link} to="/register" variant="contained" size="small">
              {t('nav.signUp')}
            </Button>
          </Box>
        )}
      </Toolbar>
    </AppBar>
  )
}
