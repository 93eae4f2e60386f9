// How the ledger names a charge: its kind and its period in the agreement's calendar
// ("Rent, Poush 2082", "Water, January – March 2026" for a period of several months); a one-off
// charge by its own name (an extra charge's description, "Late fee", the balance before Bhadaa).
import type { CalendarType } from '~/domain/calendar-type'
import type { ChargeLine } from '~/domain/ledger'
import { type MessageKey, useLanguage, useT } from '~/i18n'
import { formatMonth } from '~/components/format/dates-and-money'

type Named = Pick<ChargeLine, 'kind' | 'utilityId' | 'periodStart' | 'periodEnd'> & Partial<Pick<ChargeLine, 'openingBalance' | 'description'>>

export function useChargeName() {
  const t = useT()
  const language = useLanguage()
  return (charge: Named, calendar: CalendarType) => {
    if (charge.kind === 'LATE_FEE') return t('ledger.kind.LATE_FEE')
    if (charge.kind === 'EXTRA') return charge.openingBalance ? t('ledger.openingBalance') : (charge.description ?? t('ledger.kind.EXTRA'))
    const what = charge.kind === 'RENT' || !charge.utilityId ? t('ledger.rent') : t(`utility.${charge.utilityId}` as MessageKey)
    const first = formatMonth(charge.periodStart, calendar, language)
    const last = formatMonth(charge.periodEnd, calendar, language)
    return `${what}, ${first === last ? first : `${first} – ${last}`}`
  }
}
