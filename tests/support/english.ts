// Services, schemas and the domain's parsers answer with message codes (ADR 020); a test compares
// the English they render to, the text a person reads (a sentence passes through as it is).
import { type Message, renderFieldErrors, renderMessage } from '~/i18n/message'

export const english = (message: Message | string): string => renderMessage('en', message)

export const englishFields = (fields: Record<string, string[]>) => renderFieldErrors('en', fields)

/** A table of codes (AGREEMENT_MESSAGES, ...) as its English texts. */
export function englishTexts<T extends Record<string, string>>(messages: T): Record<keyof T, string> {
  return Object.fromEntries(Object.entries(messages).map(([name, code]) => [name, english(code)])) as Record<keyof T, string>
}
