// The switch between a member's two sides: the dashboard's card of their own rent (for a landlord
// who also rents) and My Rent's link back to the dashboard (for a tenant who also lets). Plain
// links, so they work without JavaScript. Styled by the frame's stylesheet (page/content-styles.ts, ADR 048).
import { Link as RouterLink } from '~/components/link'
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
      <p className="text switch-line">
        {summary.dueNowPaisa > 0 ? t('myRent.switch.due', { amount: format.money(summary.dueNowPaisa) }) : t('myRent.switch.nothingDue')}
      </p>
      <Button component={RouterLink} to="/my-rent" variant={summary.dueNowPaisa > 0 ? 'contained' : 'outlined'} className="tap-height">
        {t('myRent.switch.openMyRent')}
      </Button>
    </DashboardCard>
  )
}

export function DashboardSwitchLink() {
  const t = useT()
  return (
    <p className="text switch-back">
      {t('myRent.switch.landlordToo')}
      <Button component={RouterLink} to="/dashboard" variant="outlined" size="small" className="tap-height">
        {t('myRent.switch.openDashboard')}
      </Button>
    </p>
  )
}
