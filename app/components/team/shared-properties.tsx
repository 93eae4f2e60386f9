// The properties others let the member into (ADR 041), on the properties list and the
// dashboard: each a link to its page, with its owner and the member's role; and a line about
// invitations waiting on /invitations.
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router'
import { DetailsCard } from '~/components/agreements/agreement-details'
import { Alert } from '~/components/alert'
import { useFormat } from '~/components/format/dates-and-money'
import { useT } from '~/i18n'
import { usePlural } from '~/i18n/plural'
import type { SharedProperty } from '~/services/team/team.server'

export function SharedProperties({ properties }: { properties: SharedProperty[] }) {
  const t = useT()
  if (properties.length === 0) return null
  return (
    <DetailsCard id="shared-properties" title={t('team.sharedWithYou')}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {properties.map((property) => (
          <Box component="li" key={property.id} sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
            <Link component={RouterLink} to={`/properties/${property.id}`} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {property.name}
            </Link>
            <Typography variant="body2" color="text.secondary">
              {[property.address1, property.city].filter(Boolean).join(', ')} · {t(`team.role.${property.role}`)} · {t('team.sharedBy', { name: property.ownerName })}
            </Typography>
          </Box>
        ))}
      </Box>
    </DetailsCard>
  )
}

export function InvitationsWaiting({ count }: { count: number }) {
  const tn = usePlural()
  const format = useFormat()
  if (count === 0) return null
  return (
    <Alert severity="info">
      <Link component={RouterLink} to="/invitations">
        {tn('invitations.waiting', count, { n: format.digits(count) })}
      </Link>
    </Alert>
  )
}
