// The dashboard's weekly digest: the figures the Sunday text carries (tenants overdue,
// what they owe, what falls due this week), and whether it is texted (a link to turn it on).
import { Link as RouterLink } from '~/components/link'
import { useFormat } from '~/components/format/dates-and-money'
import type { WeeklyDigest } from '~/domain/weekly-digest'
import { useT } from '~/i18n'
import { DashboardCard } from './dashboard-card'

export function WeeklyDigestCard({ digest, bySms }: { digest: WeeklyDigest; bySms: boolean }) {
  const t = useT()
  const format = useFormat()
  const owed = format.money(digest.overduePaisa)
  return (
    <DashboardCard titleId="weekly-digest-card-title" title={t('digest.title')}>
      <p className="text">
        {digest.overdueTenants === 0
          ? t('digest.noneOverdue')
          : digest.overdueTenants === 1
            ? t('digest.overdueOne', { amount: owed })
            : t('digest.overdue', { n: format.digits(digest.overdueTenants), amount: owed })}
      </p>
      <p className="text">{t('digest.dueThisWeek', { amount: format.money(digest.dueThisWeekPaisa) })}</p>
      {bySms ? (
        <p className="note">{t('digest.smsOn')}</p>
      ) : (
        <RouterLink to="/settings/notification" className="link body2">
          {t('digest.smsOff')}
        </RouterLink>
      )}
    </DashboardCard>
  )
}
