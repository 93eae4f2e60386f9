import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import Typography from '@mui/material/Typography'
import { Link } from 'react-router'
import { metaLanguage } from '~/components/route-meta'
import { translate, useT } from '~/i18n'
import type { Route } from './+types/landing-page'

export default function LandingPage() {
  const t = useT()
  return (
    <Container component="section" id="section_one" maxWidth="md" sx={{ py: { xs: 6, md: 10 } }} aria-labelledby="hero-title">
      <Typography id="hero-title" variant="h3" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
        {t('landing.heroTitle')}
      </Typography>
      <Typography variant="h6" component="p" color="text.secondary" sx={{ mb: 3 }}>
        {t('landing.heroText')}
      </Typography>
      <List sx={{ mb: 3, listStyle: 'disc', pl: 3 }}>
        <ListItem sx={{ display: 'list-item' }}>{t('landing.featureSchedule')}</ListItem>
        <ListItem sx={{ display: 'list-item' }}>{t('landing.featureReminders')}</ListItem>
        <ListItem sx={{ display: 'list-item' }}>{t('landing.featureReceipts')}</ListItem>
      </List>
      <Button component={Link} to="/register" variant="contained" size="large">
        {t('landing.getStarted')}
      </Button>
    </Container>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  const language = metaLanguage(matches)
  return [
    { title: `${translate(language, 'app.name')} | ${translate(language, 'app.tagline')}` },
    { name: 'description', content: translate(language, 'landing.heroText') },
  ]
}
