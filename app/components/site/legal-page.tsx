// A legal document (Terms of Use, Privacy Policy) as a page: its title, the date it took effect,
// a table of contents linking to each section (ids are stable, e.g. /privacy-policy#cookies),
// and the ways to reach us at the end.
import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import type { LegalBlock, LegalDocument } from '~/content/legal'
import { useT } from '~/i18n'
import type { SupportContact } from '~/server/env.server'

export function LegalPage({ document, updated, contact }: { document: LegalDocument; updated: string; contact: SupportContact }) {
  const t = useT()
  return (
    <Container component="article" maxWidth="md" aria-labelledby="legal-title" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography id="legal-title" component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {document.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {t('legal.updated', { date: updated })}
      </Typography>
      <Typography sx={{ mb: 3 }}>{document.intro}</Typography>
      <Box component="nav" aria-labelledby="legal-contents" sx={{ mb: 4 }}>
        <Typography id="legal-contents" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t('legal.contents')}
        </Typography>
        <Box component="ol" sx={{ m: 0, mt: 1, pl: 3, display: 'grid', gap: 0.5 }}>
          {document.sections.map((section) => (
            <li key={section.id}>
              {/* At least 24 px tall (WCAG 2.2 target size): the list's lines alone are a few px short. */}
              <Link href={`#${section.id}`} sx={{ display: 'inline-block', minHeight: 24, lineHeight: '24px' }}>
                {section.title}
              </Link>
            </li>
          ))}
        </Box>
      </Box>
      {document.sections.map((section) => (
        <Box component="section" key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} sx={{ mb: 3, scrollMarginTop: 16 }}>
          <Typography id={`${section.id}-title`} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
            {section.title}
          </Typography>
          {section.body.map((block, index) => (
            <Block key={index} block={block} />
          ))}
          {section.id === 'contact' && <ContactLines contact={contact} />}
        </Box>
      ))}
    </Container>
  )
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <Typography sx={{ mb: 1.5 }}>{block}</Typography>
  return (
    <Box component="ul" sx={{ mt: 0, mb: 1.5, pl: 3, display: 'grid', gap: 0.75 }}>
      {block.map((point) => (
        <Typography component="li" key={point}>
          {point}
        </Typography>
      ))}
    </Box>
  )
}

function ContactLines({ contact }: { contact: SupportContact }) {
  const t = useT()
  return (
    <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.75 }}>
      <li>
        <Link href="/support-ticket">{t('landing.openTicket')}</Link>
      </li>
      {contact.email && (
        <li>
          <Link href={`mailto:${contact.email}`}>{contact.email}</Link>
        </li>
      )}
      {contact.phone && (
        <li>
          <Link href={`tel:${contact.phone.replace(/[\s-]/g, '')}`}>{contact.phone}</Link> ({t('landing.callHours')})
        </li>
      )}
    </Box>
  )
}
