// The agreement form's messages (the input schema's, the B.S. and A.D. date parsers', money's and
// the agreement service's) in the interface language. They travel as English text from the
// browser's checks and the server alike; anything unknown is shown as it is.
import { AGREEMENT_INPUT_MESSAGES as INPUT, AGREEMENT_MESSAGES as SERVICE } from '~/schemas/agreement-rules'
import { TENANCY_MESSAGES as TENANCY } from '~/schemas/tenancy-rules'
import { type Language, type MessageKey, translate } from '~/i18n'
import { localDigits } from '../local-digits'
import { useSchemaMessage } from '~/components/form/messages'
import type { BoundField } from '~/components/form/fields'
import { useLanguage } from '~/i18n'

const KEYS: Record<string, MessageKey> = {
  [INPUT.invalidNumber]: 'agreement.error.invalidNumber',
  [INPUT.invalidTenantPhone]: 'agreement.error.tenantPhone',
  [INPUT.leaseAmountPositive]: 'agreement.error.leaseAmountPositive',
  [INPUT.endBeforeStart]: 'agreement.error.endBeforeStart',
  [INPUT.tooLong]: 'agreement.error.tooLong',
  [INPUT.duplicateUtility]: 'agreement.error.duplicateUtility',
  [INPUT.incrementIntervalRequired]: 'agreement.error.incrementInterval',
  [INPUT.percentage]: 'agreement.error.percentage',
  [SERVICE.invalid]: 'property.error.invalid',
  [SERVICE.propertyNotFound]: 'property.error.notFound',
  [SERVICE.unitNotFound]: 'unit.error.notFound',
  [SERVICE.agreementNotFound]: 'agreement.error.notFound',
  [SERVICE.notDivided]: 'agreement.error.notDivided',
  [SERVICE.unitTaken]: 'agreement.error.unitTaken',
  [SERVICE.propertyTaken]: 'agreement.error.propertyTaken',
  [SERVICE.endDatePassed]: 'agreement.error.endDatePassed',
  [SERVICE.beyondCalendar]: 'agreement.error.beyondCalendar',
  [SERVICE.notCurrent]: 'agreement.error.notCurrent',
  // app/domain/ad-date.ts, bs-calendar.ts and money.ts
  'Enter the date as YYYY-MM-DD': 'agreement.error.adFormat',
  'This date does not exist': 'agreement.error.adNonexistent',
  'Enter the Nepali date as YYYY-MM-DD': 'agreement.error.bsFormat',
  'Nepal year out of range': 'agreement.error.bsYear',
  'Invalid nepali month must be between 1 - 12': 'agreement.error.bsMonth',
  'Use at most 2 decimal places': 'agreement.error.decimals',
  'Amount is too large': 'agreement.error.tooLarge',
  'Amount cannot be negative': 'agreement.error.negative',
  [TENANCY.paidUpToBeforeStart]: 'beforeBhadaa.error.beforeStart',
  [TENANCY.paidUpToAfterEnd]: 'beforeBhadaa.error.afterEnd',
}

const PATTERNS: Array<[RegExp, MessageKey, string[]]> = [
  [/^Invalid nepali date must be between 1 - (\d+) in (\d+) (\d+)$/, 'agreement.error.bsDay', ['max', 'year', 'month']],
  [/^Must be a whole number from (\d+) to (\d+)$/, 'agreement.error.wholeNumber', ['min', 'max']],
]

/** An agreement message in `language`, or null when it is not one of ours. */
export function agreementMessageIn(language: Language, message: string): string | null {
  const key = KEYS[message]
  if (key) return translate(language, key)
  for (const [pattern, patternKey, names] of PATTERNS) {
    const match = pattern.exec(message)
    if (match) return translate(language, patternKey, Object.fromEntries(names.map((name, i) => [name, localDigits(match[i + 1] ?? '', language)])))
  }
  return null
}

export function useAgreementMessage() {
  const language = useLanguage()
  const schemaMessage = useSchemaMessage()
  return (message: string) => agreementMessageIn(language, message) ?? schemaMessage(message)
}

/** Conform's field metadata for `FormTextField`, with a stable id (the guided tour points at it). */
export function useBindAgreementField() {
  const message = useAgreementMessage()
  return (field: BoundField, id?: string): BoundField => ({
    id: id ?? field.id,
    name: field.name,
    key: field.key,
    initialValue: field.initialValue,
    errors: field.errors?.map(message),
  })
}
