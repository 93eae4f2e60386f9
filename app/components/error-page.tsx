// A full page for a status the whole document answers with (unknown path, server error).
import { Button } from '~/components/button'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { isRouteErrorResponse, useRouteError } from 'react-router'
import { Link } from '~/components/link'
import { useT } from '~/i18n'
import type { ErrorStatus } from './error-dialog'

export function ErrorPage({ status }: { status: ErrorStatus }) {
  const t = useT()
  return (
    <Container component="section" maxWidth="sm" sx={{ py: 8, textAlign: 'center' }} aria-labelledby="error-page-title">
      <Typography variant="overline" component="p" color="text.secondary">
        {t(`error.${status}.heading`)}
      </Typography>
      <Typography id="error-page-title" variant="h4" component="h1" gutterBottom>
        {status === 404 ? t('notFound.title') : t('error.title')}
      </Typography>
      <Typography sx={{ mb: 4 }}>{t(`error.${status}.text`)}</Typography>
      <Button component={Link} to="/" variant="contained" reloadDocument={status >= 500}>
        {t('error.goHome')}
      </Button>
    </Container>
  )
}

const SHOWN: readonly number[] = [404, 503]

/**
 * The error boundary's page: 404 for a missing resource, 503 while the database is out of reach
 * (app/server/database-unavailable.server.ts), otherwise 500 without any detail.
 */
export function RouteErrorPage() {
  const error = useRouteError()
  return <ErrorPage status={isRouteErrorResponse(error) && SHOWN.includes(error.status) ? (error.status as 404 | 503) : 500} />
}
