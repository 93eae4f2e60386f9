// The property page's tenants: its current and upcoming agreements, each a link to its page,
// where dues are seen and payments recorded. How a manager or a collector of a shared property
// (ADR 041) reaches a tenant; the owner's way in too.
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from '~/components/link'
import { DetailsCard } from '~/components/agreements/agreement-details'
import { useFormat } from '~/components/format/dates-and-money'
import { useT } from '~/i18n'
import type { AgreementView } from '~/services/agreements/views.server'
import { fullName } from '~/domain/person-name'

export function PropertyAgreements({ agreements }: { agreements: AgreementView[] }) {
  const t = useT()
  const format = useFormat()
  return (
    <DetailsCard id="property-agreements" title={t('agreements.title')}>
      {agreements.length === 0 ? (
        <Typography color="text.secondary">{t('agreements.empty')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {agreements.map((agreement) => (
            <Box component="li" key={agreement.id} sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
              <Link component={RouterLink} to={`/agreements/${agreement.id}`} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {agreement.name}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {[agreement.unit?.name, fullName(agreement.tenant), format.money(agreement.leaseAmountPaisa)].filter(Boolean).join(' · ')}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </DetailsCard>
  )
}
