// The meter schemas' and services' messages (app/schemas/meter-rules.ts) in the interface language;
// dates, money and required fields are the ledger's and the agreement form's. They come as English
// text from the server; anything unknown is shown as it is.
import { METER_MESSAGES } from '~/schemas/meter-rules'
import { type Language, type MessageKey, translate } from '~/i18n'
import { ledgerMessageIn } from '../ledger/messages'

// Typed, so a message without its catalogue key fails to compile.
const keyOf = (name: keyof typeof METER_MESSAGES): MessageKey => `meters.error.${name}`
const KEYS = new Map<string, MessageKey>(Object.entries(METER_MESSAGES).map(([name, text]) => [text, keyOf(name as keyof typeof METER_MESSAGES)]))

/** A meter message in `language`, or null when it is not one of ours. */
export function meterMessageIn(language: Language, message: string): string | null {
  const key = KEYS.get(message)
  return key ? translate(language, key) : ledgerMessageIn(language, message)
}
