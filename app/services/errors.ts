// Typed errors services throw, each with a message code (ADR 020), and the one mapping of them
// to an answer (`errorAnswerOf`): status, /v1 error code, messages, field errors. The web and
// /v1 each shape that answer their own way (a form's errors in the page's language, or
// `{ error: { code, message, fields } }` in English). `message` is the English text, for logs.
import { type Message, type MessageCode, type MessageString, renderMessage, toMessage } from '~/i18n/message'

type Detail = Message | MessageString

/** A refusal a person is told about: `detail` is what to tell. */
abstract class ServiceError extends Error {
  readonly detail: Message
  constructor(detail: Detail, options?: ErrorOptions) {
    super(renderMessage('en', toMessage(detail)), options)
    this.detail = toMessage(detail)
  }
}

export class NotFoundError extends ServiceError {
  override name = 'NotFoundError'
  constructor(detail: Detail = 'errors.notFound') {
    super(detail)
  }
}

export class ConflictError extends ServiceError {
  override name = 'ConflictError'
}

/** A plan limit or another rule the member may not pass. */
export class LimitError extends ServiceError {
  override name = 'LimitError'
}

/** What a person's role on a property lets them see but not do (ADR 041): 403. */
export class ForbiddenError extends ServiceError {
  override name = 'ForbiddenError'
  constructor(detail: Detail = 'team.forbidden') {
    super(detail)
  }
}

/** How long to wait, as a sentence: 'Try again in 3 minutes.' (whole minutes, rounded up; seconds under a minute). */
export function tryAgainIn(seconds: number): Message {
  if (seconds < 60) return { code: seconds === 1 ? 'errors.tryAgainSecond' : 'errors.tryAgainSeconds', params: { n: seconds } }
  const minutes = Math.ceil(seconds / 60)
  return { code: minutes === 1 ? 'errors.tryAgainMinute' : 'errors.tryAgainMinutes', params: { n: minutes } }
}

export class TooManyRequestsError extends Error {
  override name = 'TooManyRequestsError'
  readonly detail: Message
  constructor(
    reason: Detail,
    readonly retryAfterSeconds: number,
  ) {
    super(`${renderMessage('en', toMessage(reason))} ${renderMessage('en', tryAgainIn(retryAfterSeconds))}`)
    this.detail = toMessage(reason)
  }
}

/** A sign-in whose phone or password does not match; never says which. */
export class InvalidCredentialsError extends ServiceError {
  override name = 'InvalidCredentialsError'
  constructor() {
    super('errors.invalidCredentials')
  }
}

export type VerificationFailure = 'EXPIRED' | 'MISMATCH' | 'TOO_MANY_ATTEMPTS' | 'NOT_VERIFIED'

const VERIFICATION: Record<VerificationFailure, { status: number; code: string; detail: MessageCode }> = {
  EXPIRED: { status: 400, code: 'OTP_EXPIRED', detail: 'auth.otpExpired' },
  TOO_MANY_ATTEMPTS: { status: 400, code: 'OTP_TOO_MANY_ATTEMPTS', detail: 'auth.otpTooManyAttempts' },
  MISMATCH: { status: 409, code: 'OTP_MISMATCH', detail: 'auth.otpMismatch' },
  NOT_VERIFIED: { status: 403, code: 'PHONE_NOT_VERIFIED', detail: 'errors.phoneNotVerified' },
}

/** A one-time-code step that failed; `reason` picks the status (EXPIRED and TOO_MANY_ATTEMPTS: ask for a new code). */
export class VerificationError extends ServiceError {
  override name = 'VerificationError'
  constructor(readonly reason: VerificationFailure) {
    super(VERIFICATION[reason].detail)
  }
}

/** Input a rule refused, with message strings per field (e.g. `{ password: ['errors.passwordTooShort'] }`). */
export class ValidationError extends ServiceError {
  override name = 'ValidationError'
  constructor(
    detail: Detail,
    readonly fields: Record<string, string[]>,
  ) {
    super(detail)
  }
}

/**
 * A payment gateway (Khalti, eSewa) gave no usable answer: refused, unreachable, too slow. Nothing
 * was charged or saved, and the person may try again in a minute. `detail` says what could not be
 * done (a payment, by default); `message` keeps the technical reason for the logs.
 */
export class GatewayUnavailableError extends ServiceError {
  override name = 'GatewayUnavailableError'
  constructor(reason: string, { detail = 'billing.error.unavailable', cause }: { detail?: Detail; cause?: unknown } = {}) {
    super(detail, cause === undefined ? undefined : { cause })
    this.message = reason
  }

  /** For `.catch()`: a gateway's absence told as `detail` (a key not checked, a plan not paid); anything else passes through. */
  static telling(detail: Detail) {
    return (error: unknown): never => {
      throw error instanceof GatewayUnavailableError ? new GatewayUnavailableError(error.message, { detail, cause: error.cause }) : error
    }
  }
}

/** A refusal as both surfaces answer it; each renders `messages` in its own language. */
export type ErrorAnswer = {
  status: number
  /** The /v1 contract's code (API.md). */
  code: string
  /** What to tell, in order (a rate limit: the reason, then when to try again). */
  messages: Message[]
  /** Message strings per field (ValidationError). */
  fields?: Record<string, string[]>
  headers?: Record<string, string>
}

/** The refusals a /v1 client acts on have codes of their own (API.md), narrower than their kind's. */
const CONTRACT_CODES: Partial<Record<MessageCode, string>> = {
  'agreement.planLimitAgreements': 'PLAN_LIMIT',
  'agreement.planLimitTenants': 'PLAN_LIMIT',
  'agreement.error.unitTaken': 'UNIT_TAKEN',
  'agreement.error.propertyTaken': 'UNIT_TAKEN',
  'agreement.error.notCurrent': 'AGREEMENT_NOT_CURRENT',
  'errors.tenantNameMismatch': 'TENANT_NAME_MISMATCH',
  'ledger.error.alreadyVoided': 'ALREADY_VOIDED',
  'expense.error.alreadyVoided': 'ALREADY_VOIDED',
  'expense.error.alreadyStopped': 'ALREADY_STOPPED',
  'gateway.planRequired': 'PLAN_REQUIRED',
}

const KINDS: Array<[new (...args: never[]) => ServiceError, number, string]> = [
  [ValidationError, 400, 'VALIDATION_ERROR'],
  [InvalidCredentialsError, 401, 'INVALID_CREDENTIALS'],
  [LimitError, 403, 'FORBIDDEN'],
  [ForbiddenError, 403, 'FORBIDDEN'],
  [NotFoundError, 404, 'NOT_FOUND'],
  [ConflictError, 409, 'CONFLICT'],
  // The gateway behind us failed, not the request: the contract's 502 (a page says 503, app/web/refusal.server.ts).
  [GatewayUnavailableError, 502, 'GATEWAY_UNAVAILABLE'],
]

/** The answer to a service's typed error; undefined for anything else (a bug: the caller logs it). */
export function errorAnswerOf(error: unknown): ErrorAnswer | undefined {
  if (error instanceof TooManyRequestsError) {
    return {
      status: 429,
      code: 'TOO_MANY_REQUESTS',
      messages: [error.detail, tryAgainIn(error.retryAfterSeconds)],
      headers: { 'Retry-After': String(error.retryAfterSeconds) },
    }
  }
  if (error instanceof VerificationError) {
    const { status, code } = VERIFICATION[error.reason]
    return { status, code, messages: [error.detail] }
  }
  const kind = KINDS.find(([type]) => error instanceof type)
  if (!kind || !(error instanceof ServiceError)) return undefined
  const [, status, code] = kind
  return {
    status,
    code: CONTRACT_CODES[error.detail.code] ?? code,
    messages: [error.detail],
    ...(error instanceof ValidationError && { fields: error.fields }),
  }
}
