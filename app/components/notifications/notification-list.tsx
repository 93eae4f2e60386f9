// Recent events, newest first: the time in Nepal and what happened, with a link where it leads.
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router'
import { useLanguage, useT } from '~/i18n'
import type { NotificationEvent } from '~/services/accounts/notifications.server'
import { formatNepalTime } from '~/components/format/nepal-time'
import { notificationText } from './notification-text'

export type NotificationListItem = NotificationEvent & { id: number; createdAt: Date | string }

export function NotificationList({ items }: { items: readonly NotificationListItem[] }) {
  const t = useT()
  const language = useLanguage()
  if (items.length === 0) return <Typography color="text.secondary">{t('notifications.noEvents')}</Typography>
  return (
    <Paper variant="outlined" component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('notifications.events')}>
      {items.map((item, index) => {
        const { text, href } = notificationText(language, item)
        return (
          <Box component="li" key={item.id} sx={{ px: 2, py: 1.5, borderTop: index === 0 ? 0 : 1, borderColor: 'divider' }} data-testid="notification">
            <Typography variant="body2" color="text.secondary" component="p">
              {formatNepalTime(item.createdAt, language)}
            </Typography>
            <Typography component="p" sx={{ overflowWrap: 'anywhere' }}>
              {text}
              {href && (
                <>
                  {' '}
                  <Link component={RouterLink} to={href}>
                    {t('notifications.open')}
                  </Link>
                </>
              )}
            </Typography>
          </Box>
        )
      })}
    </Paper>
  )
}
