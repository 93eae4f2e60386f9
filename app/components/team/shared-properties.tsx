// The properties others let the member into (ADR 041), on the properties list and the
// dashboard: each a link to its page, with its owner and the member's role; and a line about
// invitations waiting on /invitations.
import { Link as RouterLink } from '~/components/link'
import { DetailsCard } from '~/components/agreements/agreement-details'
import { Alert } from '~/components/alert'
import { useFormat } from '~/components/format/dates-and-money'
import { useT } from '~/i18n'
import { usePlural } from '~/i18n/plural'
import type { SharedProperty } from '~/services/team/team.server'

export function SharedProperties({ properties }: { properties: SharedProperty[] }) {
  const t = useT()
  if (properties.length === 0) return null
  return (
    <DetailsCard id="shared-properties" title={t('team.sharedWithYou')}>
      <ul className="plain-list rows-top">
        {properties.map((property) => (
          <li key={property.id}>
            <RouterLink to={`/properties/${property.id}`} className="link semibold wrap">
              {property.name}
            </RouterLink>
            <p className="note">
              {[property.address1, property.city].filter(Boolean).join(', ')} · {t(`team.role.${property.role}`)} · {t('team.sharedBy', { name: property.ownerName })}
            </p>
          </li>
        ))}
      </ul>
    </DetailsCard>
  )
}

export function InvitationsWaiting({ count }: { count: number }) {
  const tn = usePlural()
  const format = useFormat()
  if (count === 0) return null
  return (
    <Alert severity="info">
      <RouterLink to="/invitations" className="link">
        {tn('invitations.waiting', count, { n: format.digits(count) })}
      </RouterLink>
    </Alert>
  )
}
