// The HTTP call to an SMS provider, with the one distinction that matters for sending at most
// once: did the request certainly not reach the provider (safe to try again), or might it have
// (never resend)? Errors raised before a connection exists are the first kind; a time-out or a
// connection dropped after the request left are the second.
import { SmsProviderError } from './types'

export const DEFAULT_PROVIDER_TIMEOUT_MS = 30_000

// undici's codes for failures before anything was written to a socket.
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
])

function causeCode(error: unknown): string | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 4 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string') return code
    current = current.cause
  }
  return undefined
}

/** A fetch that failed without an HTTP answer, classified (see the file's comment). */
export function networkFailure(error: unknown, provider: string): SmsProviderError {
  const code = causeCode(error)
  if (code && NOT_SENT_CODES.has(code)) {
    return new SmsProviderError('TRANSIENT', `${provider} could not be reached (${code})`, { cause: error })
  }
  const timedOut = error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')
  const what = timedOut ? 'did not answer in time' : `dropped the connection${code ? ` (${code})` : ''}`
  return new SmsProviderError('UNKNOWN', `${provider} ${what}; the message may have been sent`, { cause: error })
}

export type ProviderAnswer = { status: number; json: unknown }

/**
 * Calls the provider and reads its answer as JSON (`json` is undefined when the body is not JSON).
 * Rejects with SmsProviderError only for failures without an HTTP answer.
 */
export async function callProvider(
  url: string,
  init: RequestInit,
  { provider, timeoutMs }: { provider: string; timeoutMs: number },
): Promise<ProviderAnswer> {
  let response: Response
  let text: string
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) })
    text = await response.text()
  } catch (error) {
    throw networkFailure(error, provider)
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    json = undefined
  }
  return { status: response.status, json }
}

/**
 * An answer no documented shape explains, by its status: 5xx and 429 are worth another try, 401
 * and 403 refuse the account, another 4xx refuses the message; a success we cannot read may
 * have sent it.
 */
export function unexpectedAnswer({ status }: ProviderAnswer, provider: string): SmsProviderError {
  const answered = `${provider} answered HTTP ${status}`
  if (status >= 500 || status === 429) return new SmsProviderError('TRANSIENT', answered)
  if (status === 401 || status === 403) return new SmsProviderError('ACCOUNT', answered)
  if (status >= 400) return new SmsProviderError('PERMANENT', answered)
  return new SmsProviderError('UNKNOWN', `${answered} with a body we do not understand; the message may have been sent`)
}

export function form(fields: Record<string, string>): RequestInit {
  return {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams(fields),
  }
}
