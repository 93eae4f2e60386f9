// Under a charge of the agreement page's list: why it was cancelled or waived, or the
// link that opens the Cancel Charge dialog (?dialog=cancel-charge&charge=<id>) while it can be;
// the link only for the landlord (the tenant's page is read-only).
import { Link as RouterLink } from '~/components/link'
import { automaticCancelReasonCode, isCancellableCharge } from '~/domain/charge-kind'
import type { CalendarType } from '~/domain/calendar-type'
import { useT } from '~/i18n'
import type { ChargeLine } from '~/services/ledger/ledger.server'
import { useChargeName } from '../ledger/format'
import { useFormat } from '~/components/format/dates-and-money'

type Props = { charge: ChargeLine; calendar: CalendarType; pageUrl: string; readOnly: boolean }

export function ChargeActions({ charge, calendar, pageUrl, readOnly }: Props) {
  const t = useT()
  const format = useFormat()
  const chargeName = useChargeName()
  const isFee = charge.kind === 'LATE_FEE'
  if (charge.cancelReason) {
    const automatic = automaticCancelReasonCode(charge.cancelReason)
    return (
      <p className="note span-all wrap">{t('extraCharge.cancelledBecause', { reason: automatic ? t(automatic) : charge.cancelReason })}</p>
    )
  }
  if (readOnly || !isCancellableCharge(charge)) return null
  return (
    <RouterLink
      to={`${pageUrl}?dialog=cancel-charge&charge=${charge.id}`}
      preventScrollReset
      className="link error-link body2 span-all start"
      aria-label={isFee ? t('lateFee.waiveLabel', { date: format.date(charge.dueDate, calendar) }) : t('extraCharge.cancelLabel', { name: chargeName(charge, calendar) })}
    >
      {t(isFee ? 'lateFee.waive' : 'extraCharge.cancel')}
    </RouterLink>
  )
}
