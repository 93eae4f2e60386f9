// Rental notices as a list: what each is (let or vacant), the place and tenant, by when
// the municipality wants it (in the agreement's calendar) or when it was filed; each a link to the
// notice. The dashboard shows the open ones, /rental-notices all of them.
import { Link as RouterLink } from '~/components/link'
import { nepalToday } from '~/domain/nepal-time'
import { useLanguage, useT } from '~/i18n'
import type { RentalNoticeView } from '~/services/paperwork/rental-notices.server'
import { useFormat } from '~/components/format/dates-and-money'
import { DashboardCard } from '~/components/dashboard/dashboard-card'

export function NoticeList({ notices }: { notices: RentalNoticeView[] }) {
  const t = useT()
  const format = useFormat()
  const language = useLanguage()
  const today = nepalToday()
  if (notices.length === 0) {
    return <p className="note">{t('notice.none')}</p>
  }
  return (
    <ul className="plain-list rows">
      {notices.map((notice) => {
        const calendar = notice.agreement.calendar
        return (
          <li key={notice.id} className="wrap">
            <RouterLink to={`/rental-notices/${notice.id}`} className="link medium">
              {t('notice.line', { kind: t(`notice.kind.${notice.kind}`), place: notice.place, tenant: notice.tenantName, date: format.date(notice.dueDate, calendar) })}
            </RouterLink>
            <p className={notice.filedOn === null && notice.dueDate < today ? 'note error-text' : 'note'}>
              {notice.filedOn === null
                ? [notice.municipality[language], notice.dueDate < today ? t('notice.overdue') : null].filter(Boolean).join(' · ')
                : t('notice.filed', { date: format.date(notice.filedOn, calendar), reference: notice.reference ?? '' })}
            </p>
          </li>
        )
      })}
    </ul>
  )
}

/** The dashboard's card: the notices not filed yet. */
export function RentalNoticesCard({ notices }: { notices: RentalNoticeView[] }) {
  const t = useT()
  return (
    <DashboardCard titleId="notices-title" title={t('notice.dueSoon')} intro={t('notice.dueText')}>
      <NoticeList notices={notices} />
      <RouterLink to="/rental-notices" className="link body2 block">
        {t('notice.all')}
      </RouterLink>
    </DashboardCard>
  )
}
