// The way to a tenant's identity document from their profile: whether one is on file
// and its kind, never the number (that page's every view is logged).
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from '~/components/link'
import type { IdentityType } from '~/domain/identity-document'
import { useT } from '~/i18n'

export function IdentityLink({ to, type }: { to: string; type: IdentityType | null }) {
  const t = useT()
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mt: 2 }}>
      <Link component={RouterLink} to={to} sx={{ fontWeight: 600 }}>
        {t('identity.open')}
      </Link>
      <Typography variant="body2" color="text.secondary">
        {type ? t('identity.onFile', { type: t(`identity.type.${type}`) }) : t('identity.none')}
      </Typography>
    </Paper>
  )
}
