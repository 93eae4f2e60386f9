// The switch between a member's two sides: the dashboard's card of their own rent (for a landlord
// who also rents) and My Rent's link back to the dashboard (for a tenant who also lets). Plain
// links, so they work without JavaScript.
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router'
import { Button } from '~/components/button'
import { DashboardCard } from '~/components/dashboard/dashboard-card'
import { useFormat } from '~/components/format/dates-and-money'
import { useT } from '~/i18n'
import type { TenancySummary } from '~/services/my-rent/landing.server'

export function MyRentSwitchCard({ summary }: { summary: TenancySummary }) {
  const t = useT()
  const format = useFormat()
  return (
    <DashboardCard titleId="my-rent-switch-title" title={t('myRent.switch.title')}>
      <Typography sx={{ mb: 1.5 }}>
        {summary.dueNowPaisa > 0 ? t('myRent.switch.due', { amount: format.money(summary.dueNowPaisa) }) : t('myRent.switch.nothingDue')}
      </Typography>
      <Button component={RouterLink} to="/my-rent" variant={summary.dueNowPaisa > 0 ? 'contained' : 'outlined'} sx={{ minHeight: 44 }}>
        {t('myRent.switch.openMyRent')}
      </Button>
    </DashboardCard>
  )
}

export function DashboardSwitchLink() {
  const t = useT()
  return (
    <Typography sx={{ mb: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      {t('myRent.switch.landlordToo')}
      <Button component={RouterLink} to="/dashboard" variant="outlined" size="small" sx={{ minHeight: 44 }}>
        {t('myRent.switch.openDashboard')}
      </Button>
    </Typography>
  )
}
