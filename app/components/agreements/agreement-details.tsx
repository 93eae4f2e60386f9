// The agreement page's cards (spec §2.13): the tenant with the tap-to-call number, the terms (rent,
// deposit or "No Deposit", dates in the agreement's calendar, schedule), the utilities without
// Rent, and the property.
import { isCancelledBeforeStart } from '~/domain/move-out'
import { Link as RouterLink } from '~/components/link'
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

/** Labels and values, one under the other on a phone, side by side from `sm` (content-styles.ts). */
export function FactList({ rows }: { rows: Array<[string, React.ReactNode]> }) {
  return (
    <dl className="facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

export function TenantCard({ agreement }: { agreement: AgreementView }) {
  const t = useT()
  const name = fullName(agreement.tenant)
  return (
    <DetailsCard id="agreement-tenant" title={t('agreement.tenant')}>
      <div className="person">
        <InitialsAvatar name={name} />
        <div className="min-w-0">
          <RouterLink to={`/tenants/${agreement.tenant.id}`} className="link h6 wrap">
            {name}
          </RouterLink>
          <p className="text">
            <a href={`tel:${agreement.tenant.phone}`} className="link" aria-label={t('tenant.callLabel', { name, phone: agreement.tenant.phoneNational })}>
              {agreement.tenant.phoneNational}
            </a>
          </p>
          <p className="note">{t('tenant.language', { language: t(`language.${agreement.tenant.prefLanguage}`) })}</p>
          <RouterLink to={`/tenants/${agreement.tenant.id}/identity`} className="link body2">
            {t('identity.open')}
          </RouterLink>
        </div>
      </div>
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
        <p className="text secondary">{t('agreement.noUtilities')}</p>
      ) : (
        <ul className="indent-list spaced">
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
        </ul>
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
      <RouterLink key="property" to={`/properties/${agreement.property.id}`} className="link">
        {agreement.property.name}
      </RouterLink>,
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
