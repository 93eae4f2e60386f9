// Header of the public pages: the brand, the links to the home page's sections (spec §2.2), the
// language and theme switches (plain forms, so they work without JavaScript) and the account
// links, or the member's name and Sign Out. On small screens Sign Up shows only its icon.
import AppBar from '@mui/material/AppBar'
import Box from '@mui/material/Box'
import { Button } from '~/components/button'
import Toolbar from '@mui/material/Toolbar'
import Typography from '@mui/material/Typography'
import { Form, useLocation } from 'react-router'
import { Link } from '~/components/link'
import { type MessageKey, useLanguage, useT } from '~/i18n'
import type { ThemeMode } from '~/server/theme.server'
import { visuallyHidden } from './visually-hidden'
import { fullName } from '~/domain/person-name'

type SignedInMember = { firstName: string; lastName: string } | null

const SECTION_LINKS: ReadonlyArray<{ label: MessageKey; href: string }> = [
  { label: 'site.nav.about', href: '/#section_three' },
  { label: 'site.nav.plans', href: '/#section_four' },
  { label: 'site.nav.contact', href: '/#section_five' },
]

export function PublicHeader({ theme, member }: { theme: ThemeMode; member: SignedInMember }) {
  const t = useT()
  const language = useLanguage()
  const location = useLocation()
  const here = location.pathname + location.search
  return (
    <AppBar position="static" color="default" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 1, flexWrap: 'wrap', py: { xs: 0.5, md: 0 } }}>
        <Typography component={Link} to="/" variant="h6" sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, mr: { md: 2 } }}>
          {t('app.name')}
        </Typography>
        <Box
          component="nav"
          aria-label={t('site.nav.label')}
          sx={{ order: { xs: 10, md: 0 }, flexBasis: { xs: '100%', md: 'auto' }, flexGrow: { md: 1 }, display: 'flex', gap: 0.5, ml: { xs: -1, md: 0 } }}
        >
          {SECTION_LINKS.map((link) => (
            <Button key={link.href} href={link.href} size="small" color="inherit">
              {t(link.label)}
            </Button>
          ))}
        </Box>
        <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', ml: 'auto', flexWrap: 'wrap', justifyContent: 'flex-end' }}>
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
            <>
              <Typography
                component="span"
                variant="body2"
                sx={{ fontWeight: 600 }}
                title={t('nav.signedInAs', { name: fullName(member) })}
              >
                {member.firstName} {member.lastName}
              </Typography>
              <Form method="post" action="/logout">
                <Button type="submit" size="small" variant="outlined">
                  {t('nav.signOut')}
                </Button>
              </Form>
            </>
          ) : (
            <>
              <Button component={Link} to="/login" size="small">
                {t('nav.signIn')}
              </Button>
              <Button component={Link} to="/register" variant="contained" size="small" sx={{ minWidth: { xs: 44, sm: 64 } }}>
                <SignUpIcon />
                <Box component="span" sx={{ ml: 0.5, display: { xs: 'none', sm: 'inline' } }}>
                  {t('nav.signUp')}
                </Box>
                <Box component="span" sx={{ ...visuallyHidden, display: { sm: 'none' } }}>
                  {t('nav.signUp')}
                </Box>
              </Button>
            </>
          )}
        </Box>
      </Toolbar>
    </AppBar>
  )
}

/** A person with a plus: the Sign Up icon (Material "person_add"), drawn inline. */
function SignUpIcon() {
  return (
    <Box component="svg" viewBox="0 0 24 24" width={20} height={20} aria-hidden sx={{ fill: 'currentColor', flexShrink: 0 }}>
      <path d="M15 12c2.21 0 4-1.79 4-4s-1.79-4-4-4-4 1.79-4 4 1.79 4 4 4zm-9-2V7H4v3H1v2h3v3h2v-3h3v-2H6zm9 4c-2.67 0-8 1.34-8 4v2h16v-2c0-2.66-5.33-4-8-4z" />
    </Box>
  )
}
