// Messages as codes (ADR 020): services, schemas and the domain's parsers answer with a code
// ('agreement.error.unitTaken') and its params, and each edge renders it in its language: the web
// page in the page's, /v1 in English beside its own error code, SMS from its own texts. A code is
// a key of the browser's catalogue, so tsc proves every code has a text, and a field error the
// hydrated page shows is there without another download.
import { toDevanagariDigits } from '~/domain/devanagari-digits'
import { messageString as encode, type MessageParams, parseMessageString } from '~/domain/message-string'
import type { BrowserMessages } from './en'
import { isMessageKey, type Language, translate, useLanguage } from './index'

export type { MessageParams }
export type MessageCode = keyof BrowserMessages
export type Message = { code: MessageCode; params?: MessageParams }
/** A message in its string form: a code, or what messageString made of a code and its params. */
export type MessageString = MessageCode | (string & { readonly messageString: true })

/** The string form (`code?name=value`) for what carries only text: zod issues, field errors, cookies. */
export function messageString(code: MessageCode, params?: MessageParams): MessageString {
  return encode(code, params) as MessageString
}

/** The message a string form stands for, or null when `text` is not a code (a finished sentence). */
export function parseMessage(text: string): Message | null {
  const parsed = parseMessageString(text)
  return parsed && { code: parsed.code as MessageCode, params: parsed.params }
}

export const toMessage = (message: Message | MessageString): Message => (typeof message === 'string' ? (parseMessage(message) ?? { code: message as MessageCode }) : message)

/** Numbers are written with the language's digits (Devanagari in Nepali), as the rest of the page. */
const WHOLE_NUMBER = /^-?\d+$/
function localParams(language: Language, params: MessageParams = {}): MessageParams {
  if (language !== 'ne') return params
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [name, typeof value === 'number' || WHOLE_NUMBER.test(value) ? toDevanagariDigits(value) : value]),
  )
}

/**
 * `message` in `language`. A string that is not a known code is shown as it is: a sentence a
 * person typed back, or a text an older page rendered already.
 */
export function renderMessage(language: Language, message: Message | string): string {
  const parsed = typeof message === 'string' ? parseMessage(message) : message
  if (!parsed || !isMessageKey(language, parsed.code)) return String(message)
  return translate(language, parsed.code, localParams(language, parsed.params))
}

/** Field errors (`{ field: [message strings] }`) in `language`. */
export function renderFieldErrors(language: Language, fields: Record<string, string[]>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(fields).map(([field, messages]) => [field, messages.map((text) => renderMessage(language, text))]))
}

/** Renders messages in the page's language. */
export function useMessage() {
  const language = useLanguage()
  return (message: Message | string) => renderMessage(language, message)
}
