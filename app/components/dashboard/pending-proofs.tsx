// The dashboard's card of payments tenants reported ("I paid") that wait for the
// landlord: each with the tenant, agreement, amount and day, linking to the agreement page where
// it is confirmed or rejected. Shown only while there are some.
import { Link as RouterLink } from '~/components/link'
import { useT } from '~/i18n'
import { usePlural } from '~/i18n/plural'
import type { ProofView } from '~/services/payments/proofs.server'
import { useFormat } from '~/components/format/dates-and-money'
import { DashboardCard } from './dashboard-card'

export function PendingProofsCard({ proofs, count }: { proofs: ProofView[]; count: number }) {
  const t = useT()
  const tn = usePlural()
  const format = useFormat()
  return (
    <DashboardCard titleId="pending-proofs-title" title={t('proof.pendingTitle')} intro={tn('proof.dashboardIntro', count, { count: format.digits(count) })}>
      <ul className="plain-list rows">
        {proofs.map((proof) => (
          <li key={proof.id} data-proof={proof.id}>
            <RouterLink to={`/agreements/${proof.agreementId}#payment-proofs`} className="link medium wrap">
              {proof.tenantName} · {proof.agreementName}
            </RouterLink>
            <p className="note">
              {format.money(proof.amountPaisa)} · {format.date(proof.paidOn, proof.calendar)} · {t(`ledger.method.${proof.method}`)}
            </p>
          </li>
        ))}
      </ul>
    </DashboardCard>
  )
}
