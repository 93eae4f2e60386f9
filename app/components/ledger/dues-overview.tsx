// The dashboard's dues: totals due this week and overdue, and the tenants who are late,
// longest first, each linking to their agreement. Takes `duesOverview(memberId, today)` of
// app/services/ledger/ledger.server.ts; the dashboard places it (docs/LEDGER-INTERFACE.md).
import { Link as RouterLink } from '~/components/link'
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
      <div className="figures">
        <Figure label={t('dues.dueThisWeek')} value={format.money(overview.dueThisWeekPaisa)} />
        <Figure label={t('dues.overdue')} value={format.money(overview.overduePaisa)} alert={overview.overduePaisa > 0} />
      </div>
      <h3 className="card-subtitle">{t('dues.overdueTenants')}</h3>
      {listed.length === 0 ? (
        <p className="note">{t('dues.none')}</p>
      ) : (
        <ul className="plain-list rows">
          {listed.map((late) => (
            <li key={late.agreementId}>
              <div className="row-split">
                <RouterLink to={`/agreements/${late.agreementId}#agreement-ledger`} className="link medium wrap">
                  {late.tenantName}
                </RouterLink>
                <span className="text error-text medium">{format.money(late.overduePaisa)}</span>
              </div>
              <p className="note wrap">
                {late.agreementName} · {late.daysOverdue === 1 ? t('dues.oneDayLate') : t('dues.daysLate', { n: format.digits(late.daysOverdue) })}
              </p>
            </li>
          ))}
        </ul>
      )}
      {more > 0 && <p className="note mt-1">{t('dues.more', { n: format.digits(more) })}</p>}
    </DashboardCard>
  )
}

function Figure({ label, value, alert = false }: { label: string; value: string; alert?: boolean }) {
  return (
    <div>
      <p className="note">{label}</p>
      <p className={alert ? 'figure-value error-text' : 'figure-value'}>{value}</p>
    </div>
  )
}
