// Agreement cards: the index's (spec §2.10: badge, rent, unit/property line, address, dates, tenant)
// and the tenant profile's (§2.19: name, address, dates, rent, the property link, the unit's area).
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from '~/components/link'
import { areaUnitLabel } from '~/domain/area-unit-labels'
import { type MessageKey, useLanguage, useT } from '~/i18n'
import type { AgreementCard } from '~/services/agreements/views.server'
import { useFormat } from '~/components/format/dates-and-money'
import { LabelChip } from '~/components/label-chip'
import { fullName } from '~/domain/person-name'

export const addressOf = (property: { address1: string; city: string }) => [property.address1, property.city].filter(Boolean).join(', ')

const STATUS_KEYS = {
  current: 'agreements.badge.current',
  TERMINATED: 'agreements.badge.terminated',
  ENDED: 'agreements.badge.ended',
} as const satisfies Record<string, MessageKey>

/** Current, terminated or ended; an upcoming agreement (not started yet) says the day it starts. */
export function StatusBadge({ agreement }: { agreement: Pick<AgreementCard, 'isCurrent' | 'status' | 'state' | 'startDate' | 'calendar'> }) {
  const t = useT()
  const format = useFormat()
  if (agreement.state === 'upcoming') return <LabelChip label={t('agreements.badge.upcoming', { date: format.date(agreement.startDate, agreement.calendar) })} color="info" variant="outlined" />
  const key = agreement.isCurrent ? STATUS_KEYS.current : agreement.status === 'TERMINATED' ? STATUS_KEYS.TERMINATED : STATUS_KEYS.ENDED
  return <LabelChip label={t(key)} color={agreement.isCurrent ? 'success' : 'default'} variant={agreement.isCurrent ? 'filled' : 'outlined'} />
}

/** '{unit} on {property}' for a divided property, '{agreement} at {property}' otherwise (§2.10). */
export function usePlaceLine() {
  const t = useT()
  return (agreement: Pick<AgreementCard, 'name' | 'unit' | 'property'>) =>
    agreement.unit
      ? t('agreements.unitOnProperty', { unit: agreement.unit.name, property: agreement.property.name })
      : t('agreements.nameAtProperty', { name: agreement.name, property: agreement.property.name })
}

export function DateRange({ agreement }: { agreement: Pick<AgreementCard, 'startDate' | 'endDate' | 'calendar'> }) {
  const t = useT()
  const format = useFormat()
  return (
    <Typography variant="body2">
      {t('agreements.dateRange', { start: format.date(agreement.startDate, agreement.calendar), end: format.date(agreement.endDate, agreement.calendar) })}
    </Typography>
  )
}

const cardGrid = { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } } as const

/** One agreement's card in a card grid: its status badge, then what the list shows of it. */
function AgreementCardFrame({ agreement, children }: { agreement: AgreementCard; children: React.ReactNode }) {
  return (
    <li>
      <Card variant="outlined" sx={{ height: '100%' }}>
        <CardContent sx={{ display: 'grid', gap: 1 }}>
          <Box>
            <StatusBadge agreement={agreement} />
          </Box>
          {children}
        </CardContent>
      </Card>
    </li>
  )
}

/** The index's current agreements (§2.10). */
export function AgreementCards({ agreements, label }: { agreements: AgreementCard[]; label: string }) {
  const t = useT()
  const format = useFormat()
  const placeLine = usePlaceLine()
  return (
    <Box component="ul" aria-label={label} sx={cardGrid}>
      {agreements.map((agreement) => (
        <AgreementCardFrame key={agreement.id} agreement={agreement}>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
            {format.money(agreement.leaseAmountPaisa)}
          </Typography>
          <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            <Link component={RouterLink} to={`/agreements/${agreement.id}`}>
              {placeLine(agreement)}
            </Link>
          </Typography>
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {addressOf(agreement.property)}
          </Typography>
          <DateRange agreement={agreement} />
          <Typography variant="body2">
            {t('agreements.tenantLine', { name: fullName(agreement.tenant) })}
          </Typography>
        </AgreementCardFrame>
      ))}
    </Box>
  )
}

/** A tenant's agreements with this member (§2.19). */
export function TenantAgreementCards({ agreements, label }: { agreements: AgreementCard[]; label: string }) {
  const t = useT()
  const language = useLanguage()
  const format = useFormat()
  return (
    <Box component="ul" aria-label={label} sx={cardGrid}>
      {agreements.map((agreement) => (
        <AgreementCardFrame key={agreement.id} agreement={agreement}>
          <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            <Link component={RouterLink} to={`/agreements/${agreement.id}`}>
              {agreement.name}
            </Link>
          </Typography>
          <DateRange agreement={agreement} />
          <Typography sx={{ fontWeight: 700 }}>{format.money(agreement.leaseAmountPaisa)}</Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            <Link component={RouterLink} to={`/properties/${agreement.property.id}`}>
              {agreement.property.name}
            </Link>
            {' · '}
            {addressOf(agreement.property)}
          </Typography>
          {agreement.unit && (
            <Typography variant="body2" color="text.secondary">
              {t('agreements.unitArea', {
                unit: agreement.unit.name,
                area: format.digits(agreement.unit.area),
                areaUnit: areaUnitLabel(agreement.unit.areaUnit, language),
              })}
            </Typography>
          )}
        </AgreementCardFrame>
      ))}
    </Box>
  )
}
