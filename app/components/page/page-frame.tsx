// The frame of a signed-in screen: an optional way back, the title (with a subtitle) and the
// page's actions, then its content; one column on a phone.
import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router'

type PageFrameProps = {
  title: string
  /** Shown above the title (a property's id). */
  overline?: string | undefined
  subtitle?: string | undefined
  back?: { to: string; label: string } | undefined
  actions?: React.ReactNode
  children: React.ReactNode
}

export function PageFrame({ title, overline, subtitle, back, actions, children }: PageFrameProps) {
  return (
    <Container component="section" maxWidth="md" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 2, sm: 3 } }} aria-labelledby="page-title">
      {back && (
        <Link component={RouterLink} to={back.to} variant="body2" sx={{ display: 'inline-block', mb: 1 }}>
          ← {back.label}
        </Link>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2, mb: 3 }}>
        <Box sx={{ minWidth: 0 }}>
          {overline && (
            <Typography variant="overline" component="p" color="text.secondary">
              {overline}
            </Typography>
          )}
          <Typography id="page-title" variant="h4" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        {actions && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box>}
      </Box>
      {children}
    </Container>
  )
}
