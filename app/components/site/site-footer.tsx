// The footer of the public site pages (spec §2.2 section 7). Only links with a real target are
// rendered: the spec's placeholder links (Tutorials, Careers, License, the social networks) are not
// (DESIGN §7), and the embedded map of the spec is left out (it would make third-party requests).
import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { nepalToday } from '~/domain/nepal-time'
import { type MessageKey, useLanguage, useT } from '~/i18n'
import { localDigits } from '~/domain/devanagari-digits'

/** The first year of the service (spec §9: copyright 2023). */
const FIRST_YEAR = 2023

const COLUMNS: ReadonlyArray<{ title: MessageKey; links: ReadonlyArray<{ label: MessageKey; href: string }> }> = [
  {
    title: 'footer.product',
    links: [
      { label: 'footer.overview', href: '/#section_one' },
      { label: 'site.nav.plans', href: '/plans' },
    ],
  },
  {
    title: 'footer.company',
    links: [
      { label: 'landing.aboutTitle', href: '/#section_three' },
      { label: 'site.nav.contact', href: '/#section_five' },
    ],
  },
  {
    title: 'footer.legal',
    links: [
      { label: 'footer.terms', href: '/terms-of-use' },
      { label: 'footer.privacy', href: '/privacy-policy' },
      { label: 'footer.cookies', href: '/privacy-policy#cookies' },
      { label: 'footer.support', href: '/support-ticket' },
    ],
  },
]

export function SiteFooter() {
  const t = useT()
  const year = Number(nepalToday().slice(0, 4))
  const language = useLanguage()
  const years = year > FIRST_YEAR ? `${FIRST_YEAR}–${year}` : String(FIRST_YEAR)
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'action.hover', mt: 6 }}>
      <Container maxWidth="lg" sx={{ py: 5, display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr 1fr' } }}>
        <Box>
          <Typography component="p" variant="h6" sx={{ fontWeight: 700 }}>
            {t('app.name')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {t('footer.about')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {t('footer.madeIn')}
          </Typography>
        </Box>
        {COLUMNS.map((column) => (
          <Box key={column.title} component="nav" aria-label={t(column.title)}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {t(column.title)}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'grid', gap: 1 }}>
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link href={link.href} color="inherit" sx={{ display: 'inline-block' }}>
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </Box>
          </Box>
        ))}
      </Container>
      <Container maxWidth="lg" sx={{ pb: 4, display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between' }}>
        <Typography variant="body2" color="text.secondary">
          {t('footer.copyright', { year: localDigits(years, language) })}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2 }}>
          <Link href="/terms-of-use" variant="body2">
            {t('footer.terms')}
          </Link>
          <Link href="/privacy-policy" variant="body2">
            {t('footer.privacy')}
          </Link>
        </Box>
      </Container>
    </Box>
  )
}
