// The tenancy forms' and services' messages (app/schemas/tenancy-rules.ts) in the interface
// language; money and date messages are the ledger's and the agreement form's. They travel as
// English text from the browser's checks and the server alike; anything unknown is shown as it is.
import { TENANCY_MESSAGES as M } from '~/schemas/tenancy-rules'
import { type Language, type MessageKey, translate, useLanguage } from '~/i18n'
import { ledgerMessageIn, useBindFieldWith } from '../ledger/messages'

const KEYS: Record<string, MessageKey> = {
  [M.balanceKind]: 'beforeBhadaa.error.balanceKind',
  [M.paidUpToBeforeStart]: 'beforeBhadaa.error.beforeStart',
  [M.paidUpToAfterEnd]: 'beforeBhadaa.error.afterEnd',
  [M.paidUpToHasPayments]: 'beforeBhadaa.error.hasPayments',
  [M.descriptionRequired]: 'extraCharge.error.descriptionRequired',
  [M.dueBeforeStart]: 'extraCharge.error.dueBeforeStart',
  [M.dueAfterEnd]: 'extraCharge.error.dueAfterEnd',
  [M.agreementNotCurrent]: 'extraCharge.error.notCurrent',
  [M.cancelReasonRequired]: 'extraCharge.error.reasonRequired',
  [M.chargeNotFound]: 'extraCharge.error.notFound',
  [M.chargeNotCancellable]: 'extraCharge.error.notCancellable',
  [M.lateFeeKind]: 'lateFee.error.kind',
  [M.percentPositive]: 'lateFee.error.percentPositive',
  [M.statementEndBeforeStart]: 'statement.error.endBeforeStart',
}

/** A tenancy message in `language`, or null when it is not one of ours. */
export function tenancyMessageIn(language: Language, message: string): string | null {
  const key = KEYS[message]
  return key ? translate(language, key) : ledgerMessageIn(language, message)
}

/** Conform's field metadata with the tenancy's messages in the interface language. */
export const useBindTenancyField = () => useBindFieldWith(tenancyMessageIn)

/** The form's own errors (not of a field), translated. */
export function useTenancyErrors() {
  const language = useLanguage()
  return (messages: string[] | undefined) => messages?.map((message) => tenancyMessageIn(language, message) ?? message)
}
