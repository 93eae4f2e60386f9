// The dashboard's card of repair requests waiting: how many, the longest waiting first
// with their age, and the way to the Repairs page. Shown only when something waits.
import { Link } from '~/components/link'
import { DetailsCard } from '~/components/agreements/agreement-details'
import { useFormat } from '~/components/format/dates-and-money'
import { ageInDays } from '~/domain/repairs'
import { useT } from '~/i18n'
import type { WaitingRepairs } from '~/services/repairs/repairs.server'
import { RepairStatusChip } from './repair-parts'

export function WaitingRepairsCard({ repairs, now }: { repairs: WaitingRepairs; now: Date }) {
  const t = useT()
  const format = useFormat()
  if (repairs.count === 0) return null
  return (
    <DetailsCard id="waiting-repairs" title={`${t('repair.dashboard.title')} · ${t('repair.dashboard.count', { count: format.digits(repairs.count) })}`}>
      <ul className="plain-list rows-top">
        {repairs.oldest.map((repair) => {
          const days = ageInDays(new Date(repair.createdAt), now)
          return (
            <li key={repair.id} className="row-split centred">
              <div className="min-w-0">
                <Link to={`/repairs/${repair.id}`} className="link wrap">
                  {repair.location} · {repair.propertyName}
                </Link>
                <p className="note">{days === 0 ? t('repair.ageToday') : t('repair.ageDays', { days: format.digits(days) })}</p>
              </div>
              <RepairStatusChip status={repair.status} />
            </li>
          )
        })}
      </ul>
      <Link to="/repairs" className="link block">
        {t('repair.dashboard.all')}
      </Link>
    </DetailsCard>
  )
}
