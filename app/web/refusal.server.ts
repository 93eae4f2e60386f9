// The one mapping, at the web's edge, of a service's refusal to what a form or a page answers: the
// typed errors (errorAnswerOf, app/services/errors.ts) rendered in the page's language, and the
// unexpected error (a bug) logged under the name of the form that failed. Field errors stay
// message strings: the form's fields render them (useBindField), as they do the browser's own
// checks (ADR 020).
import { data } from 'react-router'
import { localDigits } from '~/domain/devanagari-digits'
import { type Language, type MessageKey, translate } from '~/i18n'
import { renderMessage } from '~/i18n/message'
import { errorAnswerOf, GatewayUnavailableError, LimitError, NotFoundError, TooManyRequestsError, VerificationError } from '~/services/errors'
import { logger } from '~/server/logger.server'
import { throwAsResponse } from './route-kit.server'

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

/**
 * A browser is told that the service is briefly unavailable (503, the error page's words) where
 * /v1's contract names the gateway behind us that failed (502).
 */
function webStatus(status: number) {
  return status === 502 ? 503 : status
}

/** What a form says when it is refused, beyond the refusal itself. */
export type RefusalWords = {
  /** The form, named in the log when it fails unexpectedly: 'ledger payment', 'sign-in'. */
  form: string
  /** What the form says when the error is unexpected (a bug, logged); without it the error goes on to the route's error page. */
  unexpected?: MessageKey
  /** NotFoundError: the 404 page ('page', the default: the record is gone or another member's), or the form says it ('form'). */
  notFound?: 'page' | 'form'
  /**
   * The account screens say their own words (spec §8) for any refusal but a rate limit or a
   * one-time code's: `refused` (default 'auth.requestFailed'), `notFound` for a phone without an
   * account (default `refused`). NotFoundError is then said on the form.
   */
  accountScreen?: { refused?: MessageKey; notFound?: MessageKey }
}

/**
 * A refused form's answer in `language`: the service's refusal (its status, messages, field
 * errors, Retry-After), or for any other error the `unexpected` words with 500 after logging it.
 */
export function formRefusalOf(error: unknown, language: Language, words: RefusalWords): FormRefusal {
  const { form, unexpected, accountScreen } = words
  // A thrown route answer (a redirect, the 404 page of `data`) is not an Error: it goes on as thrown.
  if (!(error instanceof Error)) throw error
  if (error instanceof NotFoundError && !accountScreen && words.notFound !== 'form') throwAsResponse(error)
  const answer = errorAnswerOf(error)
  if (!answer) {
    logger.error({ err: error }, `${form} failed`)
    if (!unexpected) throw error
    return { status: 500, formErrors: [translate(language, unexpected)] }
  }
  if (error instanceof GatewayUnavailableError) logger.warn({ err: error }, `${form}: the payment gateway could not be asked`)
  const said = webMessage(error, language) ?? answer.messages.map((message) => renderMessage(language, message)).join(' ')
  const inOwnWords = !accountScreen || error instanceof TooManyRequestsError || error instanceof VerificationError
  const screenWords = accountScreen?.refused ?? 'auth.requestFailed'
  return {
    status: webStatus(answer.status),
    formErrors: [inOwnWords ? said : translate(language, answer.status === 404 ? (accountScreen.notFound ?? screenWords) : screenWords)],
    ...(answer.fields && { fieldErrors: answer.fields }),
    ...(answer.headers && { headers: answer.headers }),
    ...(error instanceof LimitError && { planLimit: true }),
  }
}

/** A service's refusal as the route's error page (404; 429 with Retry-After; 503 for a gateway out of reach); anything else is rethrown. */
export function throwRefusalPage(error: unknown): never {
  const answer = errorAnswerOf(error)
  if (answer) throw data(null, { status: webStatus(answer.status), ...(answer.headers && { headers: answer.headers }) })
  throw error
}
