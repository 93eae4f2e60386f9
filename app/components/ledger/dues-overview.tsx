// The dashboard's dues: totals due this week and overdue, and the tenants who are late,
// longest first, each linking to their agreement. Takes `duesOverview(memberId, today)` of
// app/services/ledger/ledger.server.ts; the dashboard places it (docs/LEDGER-INTERFACE.md).
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router'
import { useT } from '~/i18n'
import type { DuesOverview } from '~/services/reports/dues-overview.server'
import { useFormat } from '~/components/format/dates-and-money'
import { DashboardCard } from '~/components/dashboard/dashboard-card'

/** How many late tenants are listed; the rest are counted. */
const LISTED = 5

export function DuesOverviewCard({ overview }: { overview: DuesOverview }) {
  const t = useT()
  const format = useFormat()
  const listed = overview.overdue.slice(0, LISTED)
  const more = overview.overdue.length - listed.length
  return (
    <DashboardCard titleId="dues-title" title={t('dues.title')}>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, my: 2 }}>
        <Figure label={t('dues.dueThisWeek')} value={format.money(overview.dueThisWeekPaisa)} />
        <Figure label={t('dues.overdue')} value={format.money(overview.overduePaisa)} alert={overview.overduePaisa > 0} />
      </Box>
      <Typography variant="subtitle2" component="h3">
        {t('dues.overdueTenants')}
      </Typography>
      {listed.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('dues.none')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {listed.map((late) => (
            <Box component="li" key={late.agreementId} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                <Link component={RouterLink} to={`/agreements/${late.agreementId}#agreement-ledger`} sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                  {late.tenantName}
                </Link>
                <Typography component="span" color="error" sx={{ fontWeight: 500 }}>
                  {format.money(late.overduePaisa)}
                </Typography>
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {late.agreementName} · {late.daysOverdue === 1 ? t('dues.oneDayLate') : t('dues.daysLate', { n: format.digits(late.daysOverdue) })}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {more > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('dues.more', { n: format.digits(more) })}
        </Typography>
      )}
    </DashboardCard>
  )
}

function Figure({ label, value, alert = false }: { label: string; value: string; alert?: boolean }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p" color={alert ? 'error' : undefined} sx={{ overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  )
}
