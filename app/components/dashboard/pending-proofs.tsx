// The dashboard's card of payments tenants reported ("I paid") that wait for the
// landlord: each with the tenant, agreement, amount and day, linking to the agreement page where
// it is confirmed or rejected. Shown only while there are some.
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router'
import { useT } from '~/i18n'
import { usePlural } from '~/i18n/plural'
import type { ProofView } from '~/services/payments/proofs.server'
import { useFormat } from '~/components/format/dates-and-money'
import { DashboardCard } from './dashboard-card'

export function PendingProofsCard({ proofs, count }: { proofs: ProofView[]; count: number }) {
  const t = useT()
  const tn = usePlural()
  const format = useFormat()
  return (
    <DashboardCard titleId="pending-proofs-title" title={t('proof.pendingTitle')} intro={tn('proof.dashboardIntro', count, { count: format.digits(count) })}>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {proofs.map((proof) => (
          <Box component="li" key={proof.id} data-proof={proof.id} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
            <Link component={RouterLink} to={`/agreements/${proof.agreementId}#payment-proofs`} sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
              {proof.tenantName} · {proof.agreementName}
            </Link>
            <Typography variant="body2" color="text.secondary">
              {format.money(proof.amountPaisa)} · {format.date(proof.paidOn, proof.calendar)} · {t(`ledger.method.${proof.method}`)}
            </Typography>
          </Box>
        ))}
      </Box>
    </DashboardCard>
  )
}
