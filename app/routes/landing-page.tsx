// / (route LandingPage, spec §2.2, §4.1, §9): header anchors, hero, what-is (not on small screens),
// about, the plans with the yearly switch and the carousel, contact, footer. A server-only page
// (ADR 009): everything works without JavaScript; the page script only moves the carousel on.
import Box from '@mui/material/Box'
import { Button } from '~/components/button'
import Container from '@mui/material/Container'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { metaLanguage } from '~/components/route-meta'
import { LandingPricing } from '~/components/site/landing-pricing'
import { type MessageKey, translate, useT } from '~/i18n'
import { type SupportContact, supportContact } from '~/server/env.server'
import { loadAsDocument, sitePage } from '~/components/server-only-page'
import type { Route } from './+types/landing-page'

export const handle = sitePage
export const clientMiddleware = [loadAsDocument]

export function loader({ request }: Route.LoaderArgs) {
  const pricing = new URL(request.url).searchParams.get('pricing') === 'yearly' ? ('yearly' as const) : ('monthly' as const)
  return { pricing, contact: supportContact }
}

export default function LandingPage({ loaderData }: Route.ComponentProps) {
  const { pricing, contact } = loaderData
  const t = useT()
  return (
    <>
      <Hero />
      <Section id="section_two" title="landing.whatIsTitle" sx={{ display: { xs: 'none', md: 'block' } }}>
        <Typography sx={{ maxWidth: 760, mb: 3 }}>{t('landing.whatIsText')}</Typography>
        <Button href="#section_three" variant="outlined">
          {t('landing.learnMore')}
        </Button>
      </Section>
      <Section id="section_three" title="landing.aboutTitle">
        <Typography sx={{ maxWidth: 760, mb: 3 }}>{t('landing.aboutText')}</Typography>
        <About />
      </Section>
      <Section id="section_four" title="landing.plansTitle">
        <Typography sx={{ mb: 2 }}>{t('landing.plansText')}</Typography>
        <LandingPricing view={pricing} />
      </Section>
      <Section id="section_five" title="landing.contactTitle">
        <Contact contact={contact} />
      </Section>
    </>
  )
}

function Hero() {
  const t = useT()
  return (
    <Box
      component="section"
      id="section_one"
      aria-labelledby="hero-title"
      sx={{ background: (theme) => `linear-gradient(160deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 100%)`, color: 'primary.contrastText' }}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
        <Typography id="hero-title" variant="h3" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
          {t('landing.heroTitle')}
        </Typography>
        <Typography variant="h6" component="p" sx={{ mb: 4, maxWidth: 720 }}>
          {t('landing.heroText')}
        </Typography>
        <Button href="/register" variant="contained" size="large" sx={{ bgcolor: 'background.paper', color: 'primary.main', '&:hover': { bgcolor: 'background.default' } }}>
          {t('landing.getStarted')}
        </Button>
      </Container>
    </Box>
  )
}

function Section({ id, title, sx, children }: { id: string; title: MessageKey; sx?: object; children: React.ReactNode }) {
  const t = useT()
  return (
    <Box component="section" id={id} aria-labelledby={`${id}-title`} sx={{ scrollMarginTop: 16, ...sx }}>
      <Container maxWidth="lg" sx={{ pt: { xs: 5, md: 8 } }}>
        <Typography id={`${id}-title`} component="h2" variant="h4" sx={{ fontWeight: 700, mb: 2 }}>
          {t(title)}
        </Typography>
        {children}
      </Container>
    </Box>
  )
}

const ABOUT_POINTS: ReadonlyArray<[MessageKey, MessageKey]> = [
  ['landing.about.schedule', 'landing.about.scheduleText'],
  ['landing.about.reminders', 'landing.about.remindersText'],
  ['landing.about.receipts', 'landing.about.receiptsText'],
  ['landing.about.anyPhone', 'landing.about.anyPhoneText'],
]

function About() {
  const t = useT()
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}>
      {ABOUT_POINTS.map(([title, text]) => (
        <Paper key={title} component="li" variant="outlined" sx={{ p: 2.5 }}>
          <Typography component="h3" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
            {t(title)}
          </Typography>
          <Typography color="text.secondary">{t(text)}</Typography>
        </Paper>
      ))}
    </Box>
  )
}

function Contact({ contact }: { contact: SupportContact }) {
  const t = useT()
  const ticket = (
    <Link href="/support-ticket" sx={{ fontWeight: 600 }}>
      {t('landing.openTicket')}
    </Link>
  )
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('landing.contactSubtitle', { brand: t('app.name') })}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <ContactCard title="landing.chatTitle">
          <Typography>{t('landing.chatText')}</Typography>
          {contact.email && (
            <Link href={`mailto:${contact.email}`} sx={{ fontWeight: 600 }}>
              {contact.email}
            </Link>
          )}
          {ticket}
        </ContactCard>
        <ContactCard title="landing.callTitle">
          <Typography>{t('landing.callHours')}</Typography>
          {contact.phone ? (
            <Link href={`tel:${contact.phone.replace(/[\s-]/g, '')}`} sx={{ fontWeight: 600 }}>
              {contact.phone}
            </Link>
          ) : (
            ticket
          )}
        </ContactCard>
      </Box>
    </>
  )
}

function ContactCard({ title, children }: { title: MessageKey; children: React.ReactNode }) {
  const t = useT()
  return (
    <Paper variant="outlined" sx={{ p: 3, display: 'grid', gap: 1, alignContent: 'start' }}>
      <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
        {t(title)}
      </Typography>
      {children}
    </Paper>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  const language = metaLanguage(matches)
  return [
    { title: `${translate(language, 'app.name')} | ${translate(language, 'app.tagline')}` },
    { name: 'description', content: translate(language, 'landing.heroText') },
  ]
}
