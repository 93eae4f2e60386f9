// Rental notices as a list: what each is (let or vacant), the place and tenant, by when
// the municipality wants it (in the agreement's calendar) or when it was filed; each a link to the
// notice. The dashboard shows the open ones, /rental-notices all of them.
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router'
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
    return (
      <Typography variant="body2" color="text.secondary">
        {t('notice.none')}
      </Typography>
    )
  }
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {notices.map((notice) => {
        const calendar = notice.agreement.calendar
        return (
          <Box component="li" key={notice.id} sx={{ py: 1, borderBottom: 1, borderColor: 'divider', overflowWrap: 'anywhere' }}>
            <Link component={RouterLink} to={`/rental-notices/${notice.id}`} sx={{ fontWeight: 500 }}>
              {t('notice.line', { kind: t(`notice.kind.${notice.kind}`), place: notice.place, tenant: notice.tenantName, date: format.date(notice.dueDate, calendar) })}
            </Link>
            <Typography variant="body2" color={notice.filedOn === null && notice.dueDate < today ? 'error' : 'text.secondary'}>
              {notice.filedOn === null
                ? [notice.municipality[language], notice.dueDate < today ? t('notice.overdue') : null].filter(Boolean).join(' · ')
                : t('notice.filed', { date: format.date(notice.filedOn, calendar), reference: notice.reference ?? '' })}
            </Typography>
          </Box>
        )
      })}
    </Box>
  )
}

/** The dashboard's card: the notices not filed yet. */
export function RentalNoticesCard({ notices }: { notices: RentalNoticeView[] }) {
  const t = useT()
  return (
    <DashboardCard titleId="notices-title" title={t('notice.dueSoon')} intro={t('notice.dueText')}>
      <NoticeList notices={notices} />
      <Link component={RouterLink} to="/rental-notices" variant="body2" sx={{ display: 'inline-block', mt: 1 }}>
        {t('notice.all')}
      </Link>
    </DashboardCard>
  )
}
