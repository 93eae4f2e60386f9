// The agreement page's cards (spec §2.13): the tenant with the tap-to-call number, the terms (rent,
// deposit or "No Deposit", dates in the agreement's calendar, schedule), the utilities without
// Rent, and the property.
import { isCancelledBeforeStart } from '~/domain/move-out'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router'
import { useT } from '~/i18n'
import { usePlural } from '~/i18n/plural'
import type { AgreementView } from '~/services/agreements/views.server'
import { addressOf, StatusBadge } from './agreement-cards'
import { useFormat } from '~/components/format/dates-and-money'
import { InitialsAvatar } from './initials-avatar'
import { fullName } from '~/domain/person-name'

/** A card of the signed-in pages: plain elements styled by the frame's stylesheet (page/content-styles.ts, ADR 048). */
export function DetailsCard({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className="card details-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="card-title">
        {title}
      </h2>
      {children}
    </section>
  )
}

export function FactList({ rows }: { rows: Array<[string, React.ReactNode]> }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: { xs: 0.25, sm: 1 } }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary', mt: { xs: 1, sm: 0 } }}>
            {label}
          </Box>
          <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  )
}

export function TenantCard({ agreement }: { agreement: AgreementView }) {
  const t = useT()
  const name = fullName(agreement.tenant)
  return (
    <DetailsCard id="agreement-tenant" title={t('agreement.tenant')}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <InitialsAvatar name={name} />
        <Box sx={{ minWidth: 0 }}>
          <Link component={RouterLink} to={`/tenants/${agreement.tenant.id}`} variant="h6" sx={{ overflowWrap: 'anywhere' }}>
            {name}
          </Link>
          <Typography>
            <Link href={`tel:${agreement.tenant.phone}`} aria-label={t('tenant.callLabel', { name, phone: agreement.tenant.phoneNational })}>
              {agreement.tenant.phoneNational}
            </Link>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('tenant.language', { language: t(`language.${agreement.tenant.prefLanguage}`) })}
          </Typography>
          <Link component={RouterLink} to={`/tenants/${agreement.tenant.id}/identity`} variant="body2">
            {t('identity.open')}
          </Link>
        </Box>
      </Box>
    </DetailsCard>
  )
}

/** The move-out day in the agreement's calendar, the other calendar's date beside it. */
export function MoveOutDay({ agreement }: { agreement: Pick<AgreementView, 'moveOutDate' | 'calendar'> }) {
  const format = useFormat()
  if (!agreement.moveOutDate) return null
  const other = agreement.calendar === 'BS' ? 'AD' : 'BS'
  return (
    <span id="agreement-move-out">
      {format.date(agreement.moveOutDate, agreement.calendar)} ({format.date(agreement.moveOutDate, other)})
    </span>
  )
}

export function TermsCard({ agreement }: { agreement: AgreementView }) {
  const t = useT()
  const format = useFormat()
  const tn = usePlural()
  const months = (n: number) => tn('agreement.everyMonths', n, { n: format.digits(n) })
  const rows: Array<[string, React.ReactNode]> = [
    [t('agreement.status'), <StatusBadge key="status" agreement={agreement} />],
    [t('agreement.rent'), format.money(agreement.leaseAmountPaisa)],
    [t('agreement.depositLabel'), agreement.depositPaisa === null ? t('agreement.noDeposit') : format.money(agreement.depositPaisa)],
    [t('agreement.agreementDate'), format.date(agreement.startDate, agreement.calendar)],
    [t('agreement.endDate'), format.date(agreement.endDate, agreement.calendar)],
    ...(agreement.moveOutDate
      ? [[t('agreement.movedOutOn'), isCancelledBeforeStart(agreement) ? t('agreement.cancelledBeforeStart') : <MoveOutDay key="moveOut" agreement={agreement} />] as [string, React.ReactNode]]
      : []),
    ...(agreement.terminatedAt ? [[t('agreement.terminatedOn'), format.dayOf(agreement.terminatedAt, agreement.calendar)] as [string, string]] : []),
    [t('agreement.calendar'), t(`agreement.calendar.${agreement.calendar}`)],
    [t('agreement.paymentInterval'), months(agreement.paymentIntervalMonths)],
    [t('agreement.paymentDay'), format.digits(agreement.paymentDayOfMonth)],
    [
      t('agreement.increment'),
      agreement.incrementPercentage && agreement.incrementIntervalYears
        ? tn('agreement.incrementValue', agreement.incrementIntervalYears, { percent: format.digits(agreement.incrementPercentage), years: format.digits(agreement.incrementIntervalYears) })
        : t('agreement.noIncrement'),
    ],
  ]
  return (
    <DetailsCard id="agreement-terms" title={t('agreement.terms')}>
      <FactList rows={rows} />
    </DetailsCard>
  )
}

export function UtilitiesCard({ agreement }: { agreement: AgreementView }) {
  const t = useT()
  const tn = usePlural()
  const format = useFormat()
  return (
    <DetailsCard id="agreement-utilities" title={t('agreement.utilities')}>
      {agreement.utilities.length === 0 ? (
        <Typography color="text.secondary">{t('agreement.noUtilities')}</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
          {agreement.utilities.map((utility) => (
            <li key={utility.id}>
              <strong>{t(`utility.${utility.utilityId as 'Electricity'}`)}</strong>
              {': '}
              {utility.metered ? (
                t('meters.meteredUtility')
              ) : (
                <>
                  {utility.pricePaisa === null ? t('agreement.utilityPaidDirectly') : format.money(utility.pricePaisa)}
                  {' · '}
                  {tn('agreement.utilitySchedule', utility.paymentIntervalMonths, { n: format.digits(utility.paymentIntervalMonths), day: format.digits(utility.paymentDayOfMonth) })}
                </>
              )}
            </li>
          ))}
        </Box>
      )}
    </DetailsCard>
  )
}

export function PropertyCard({ agreement }: { agreement: AgreementView }) {
  const t = useT()
  const format = useFormat()
  const rows: Array<[string, React.ReactNode]> = [
    [t('agreement.propertyId'), format.digits(agreement.property.id)],
    [
      t('agreement.property'),
      <Link key="property" component={RouterLink} to={`/properties/${agreement.property.id}`}>
        {agreement.property.name}
      </Link>,
    ],
    [t('agreement.address'), addressOf(agreement.property)],
  ]
  if (agreement.unit) rows.push([t('agreement.unit'), agreement.unit.name])
  return (
    <DetailsCard id="agreement-property" title={t('agreement.propertyInfo')}>
      <FactList rows={rows} />
    </DetailsCard>
  )
}
