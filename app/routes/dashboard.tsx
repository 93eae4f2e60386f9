// /dashboard (route Dashboard): the signed-in landing page. Issue 7 builds the real one; for now
// a greeting and the way out.
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { Form } from 'react-router'
import { RouteErrorPage } from '~/components/error-page'
import { titleMeta } from '~/components/route-meta'
import { useT } from '~/i18n'
import { requireMember } from '~/utils/auth.server'
import type { Route } from './+types/dashboard'

export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireMember(request)
  return { firstName: member.firstName }
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const t = useT()
  return (
    <Container component="section" maxWidth="md" sx={{ py: 4 }} aria-labelledby="dashboard-title">
      <Typography variant="overline" component="p" color="text.secondary">
        {t('dashboard.title')}
      </Typography>
      <Typography id="dashboard-title" variant="h4" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
        {t('dashboard.greeting', { name: loaderData.firstName })}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('dashboard.text')}</Typography>
      <Form method="post" action="/logout">
        <Button type="submit" variant="outlined">
          {t('nav.signOut')}
        </Button>
      </Form>
    </Container>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return titleMeta(matches, 'dashboard.title')
}

export function ErrorBoundary() {
  return <RouteErrorPage />
}
