// Recent events, newest first: the time in Nepal and what happened, with a link where it leads.
// Plain elements styled by the frame's stylesheet (page/content-styles.ts, ADR 048).
import { Link as RouterLink } from '~/components/link'
import { useLanguage, useT } from '~/i18n'
import type { NotificationEvent } from '~/services/accounts/notifications.server'
import { formatNepalTime } from '~/components/format/nepal-time'
import { notificationText } from './notification-text'

export type NotificationListItem = NotificationEvent & { id: number; createdAt: Date | string }

export function NotificationList({ items }: { items: readonly NotificationListItem[] }) {
  const t = useT()
  const language = useLanguage()
  if (items.length === 0) return <p className="text secondary">{t('notifications.noEvents')}</p>
  return (
    <ul className="card event-list" aria-label={t('notifications.events')}>
      {items.map((item) => {
        const { text, href } = notificationText(language, item)
        return (
          <li key={item.id} data-testid="notification">
            <p className="note">{formatNepalTime(item.createdAt, language)}</p>
            <p className="text wrap">
              {text}
              {href && (
                <>
                  {' '}
                  <RouterLink to={href} className="link">
                    {t('notifications.open')}
                  </RouterLink>
                </>
              )}
            </p>
          </li>
        )
      })}
    </ul>
  )
}
