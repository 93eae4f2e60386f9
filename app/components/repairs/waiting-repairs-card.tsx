// The dashboard's card of repair requests waiting: how many, the longest waiting first
// with their age, and the way to the Repairs page. Shown only when something waits.
import Box from '@mui/material/Box'
import MuiLink from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { Link } from 'react-router'
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
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {repairs.oldest.map((repair) => {
          const days = ageInDays(new Date(repair.createdAt), now)
          return (
            <Box component="li" key={repair.id} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', alignItems: 'center', py: 1, borderTop: 1, borderColor: 'divider' }}>
              <Box sx={{ minWidth: 0 }}>
                <MuiLink component={Link} to={`/repairs/${repair.id}`} sx={{ overflowWrap: 'anywhere' }}>
                  {repair.location} · {repair.propertyName}
                </MuiLink>
                <Typography variant="body2" color="text.secondary">
                  {days === 0 ? t('repair.ageToday') : t('repair.ageDays', { days: format.digits(days) })}
                </Typography>
              </Box>
              <RepairStatusChip status={repair.status} />
            </Box>
          )
        })}
      </Box>
      <MuiLink component={Link} to="/repairs" sx={{ display: 'inline-block', mt: 1 }}>
        {t('repair.dashboard.all')}
      </MuiLink>
    </DetailsCard>
  )
}
