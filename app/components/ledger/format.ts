// How the ledger names a charge: its kind and its period in the agreement's calendar
// ("Rent, Poush 2082", "Water, January – March 2026" for a period of several months).
import type { ChargeLine } from '~/services/ledger.server'
import { type MessageKey, useLanguage, useT } from '~/i18n'
import { type CalendarType, formatMonth } from '../agreements/format'

export function useChargeName() {
  const t = useT()
  const language = useLanguage()
  return (charge: Pick<ChargeLine, 'kind' | 'utilityId' | 'periodStart' | 'periodEnd'>, calendar: CalendarType) => {
    const what = charge.kind === 'RENT' || !charge.utilityId ? t('ledger.rent') : t(`utility.${charge.utilityId}` as MessageKey)
    const first = formatMonth(charge.periodStart, calendar, language)
    const last = formatMonth(charge.periodEnd, calendar, language)
    return `${what}, ${first === last ? first : `${first} – ${last}`}`
  }
}
