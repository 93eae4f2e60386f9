// The payment form's and the ledger service's messages (app/schemas/ledger-schemas.ts) in the interface
// language; date and money messages are the agreement form's. They travel as English text from the
// browser's checks and the server alike; anything unknown is shown as it is.
import { LEDGER_MESSAGES as M } from '~/schemas/ledger-rules'
import { type Language, type MessageKey, translate, useLanguage } from '~/i18n'
import { agreementMessageIn } from '../agreements/messages'
import type { BoundField } from '~/components/form/fields'
import { useSchemaMessage } from '~/components/form/messages'

const KEYS: Record<string, MessageKey> = {
  [M.invalidAmount]: 'ledger.error.invalidAmount',
  [M.amountPositive]: 'ledger.error.amountPositive',
  [M.method]: 'ledger.error.method',
  [M.reasonRequired]: 'ledger.error.reasonRequired',
  [M.paidInFuture]: 'ledger.error.paidInFuture',
  [M.paidBeforeStart]: 'ledger.error.paidBeforeStart',
  [M.paymentNotFound]: 'ledger.error.paymentNotFound',
  [M.alreadyVoided]: 'ledger.error.alreadyVoided',
}

/** A ledger message in `language`, or null when it is not one of ours. */
export function ledgerMessageIn(language: Language, message: string): string | null {
  const key = KEYS[message]
  return key ? translate(language, key) : agreementMessageIn(language, message)
}

/** Conform's field metadata with its messages in the interface language, `messageIn` first. */
export function useBindFieldWith(messageIn: (language: Language, message: string) => string | null) {
  const language = useLanguage()
  const schemaMessage = useSchemaMessage()
  const message = (text: string) => messageIn(language, text) ?? schemaMessage(text)
  return (field: BoundField): BoundField => ({ id: field.id, name: field.name, key: field.key, initialValue: field.initialValue, errors: field.errors?.map(message) })
}

/** Conform's field metadata with the ledger's messages in the interface language. */
export const useBindLedgerField = () => useBindFieldWith(ledgerMessageIn)
