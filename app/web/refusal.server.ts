// A service's refusal as a web form shows it: the one mapping of typed errors (errorAnswerOf,
// app/services/errors.ts) rendered in the page's language. Field errors stay message strings: the
// form's fields render them (useBindField), as they do the browser's own checks (ADR 020).
import { localDigits } from '~/domain/devanagari-digits'
import { type Language, translate } from '~/i18n'
import { renderMessage } from '~/i18n/message'
import { errorAnswerOf, LimitError, TooManyRequestsError, VerificationError } from '~/services/errors'

export type FormRefusal = {
  status: number
  formErrors: string[]
  fieldErrors?: Record<string, string[]>
  headers?: Record<string, string>
  /** A plan limit refused it: the form links to /plans. */
  planLimit?: boolean
}

/** "3 minutes", "45 seconds", in the visitor's language and digits. */
export function formatWait(language: Language, seconds: number) {
  const digits = (n: number) => localDigits(n, language)
  return seconds < 60
    ? translate(language, 'time.seconds', { n: digits(Math.max(1, seconds)) })
    : translate(language, 'time.minutes', { n: digits(Math.ceil(seconds / 60)) })
}

/**
 * The web's words where they differ from the service's: a rate limit says how long to wait in
 * one sentence, and a flow whose verified phone is gone has expired (the visitor starts again).
 */
function webMessage(error: unknown, language: Language): string | undefined {
  if (error instanceof TooManyRequestsError) return translate(language, 'auth.tooManyRequests', { time: formatWait(language, error.retryAfterSeconds) })
  if (error instanceof VerificationError && error.reason === 'NOT_VERIFIED') return translate(language, 'auth.flowExpired')
  return undefined
}

/** The refusal of a service's typed error in `language`; undefined for anything else (a bug: the caller logs it). */
export function refusalOf(error: unknown, language: Language): FormRefusal | undefined {
  const answer = errorAnswerOf(error)
  if (!answer) return undefined
  return {
    status: answer.status,
    formErrors: [webMessage(error, language) ?? answer.messages.map((message) => renderMessage(language, message)).join(' ')],
    ...(answer.fields && { fieldErrors: answer.fields }),
    ...(answer.headers && { headers: answer.headers }),
    ...(error instanceof LimitError && { planLimit: true }),
  }
}
