// The dashboard's card of money paid online that waits for the member's decision, each linking its
// agreement, where the reason and the three decisions are. Apart from received-online.tsx, which
// the agreement page and My Rent share: with the dashboard too, the bundler would cut that code
// into a file of its own, and the agreement page would load one file more (ADR 024's budget).
import { Link } from '~/components/link'
import { useT } from '~/i18n'
import type { ReceivedPayment } from '~/services/payments/gateway-decisions.server'
import { DetailsCard } from '../agreements/agreement-details'
import { useFormat } from '~/components/format/dates-and-money'

export function ReceivedWaitingList({ items }: { items: ReceivedPayment[] }) {
  const t = useT()
  const format = useFormat()
  if (items.length === 0) return null
  return (
    <DetailsCard id="received-online-dashboard" title={t('received.title')}>
      <ul className="plain-list rows">
        {items.map((item) => (
          <li key={item.id} data-received={item.id}>
            <p className="text wrap">
              {t('received.waiting', { amount: format.money(item.amountPaisa), tenant: item.tenantName, gateway: t(item.gateway === 'KHALTI' ? 'gateway.khalti' : 'gateway.esewa') })}
            </p>
            <Link to={`/agreements/${item.agreementId}#received-online`}>{t('received.seeAgreement')}</Link>
          </li>
        ))}
      </ul>
    </DetailsCard>
  )
}
