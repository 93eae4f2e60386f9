// Typed errors services throw; one mapper per surface (web, /v1) turns them into responses.
export class NotFoundError extends Error {
  override name = 'NotFoundError'
  constructor(message = 'Not found') {
    super(message)
  }
}

export class ConflictError extends Error {
  override name = 'ConflictError'
}

/** A plan limit or another rule the member may not pass. */
export class LimitError extends Error {
  override name = 'LimitError'
}

export class TooManyRequestsError extends Error {
  override name = 'TooManyRequestsError'
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message)
  }
}

/** A sign-in whose phone or password does not match; never says which. */
export class InvalidCredentialsError extends Error {
  override name = 'InvalidCredentialsError'
  constructor(message = 'The phone number or password does not match') {
    super(message)
  }
}

export type VerificationFailure = 'EXPIRED' | 'MISMATCH' | 'TOO_MANY_ATTEMPTS' | 'NOT_VERIFIED'

const VERIFICATION_MESSAGES: Record<VerificationFailure, string> = {
  EXPIRED: 'OTP expired please request a new one',
  MISMATCH: 'OTP did not match',
  TOO_MANY_ATTEMPTS: 'Too many wrong codes. Please request a new one.',
  NOT_VERIFIED: 'This phone number has not been verified with a code.',
}

/** A one-time-code step that failed; `reason` picks the status (EXPIRED and TOO_MANY_ATTEMPTS: ask for a new code). */
export class VerificationError extends Error {
  override name = 'VerificationError'
  constructor(
    readonly reason: VerificationFailure,
    message = VERIFICATION_MESSAGES[reason],
  ) {
    super(message)
  }
}

/** Input a rule refused, with messages per field (e.g. `{ password: ['...'] }`). */
export class ValidationError extends Error {
  override name = 'ValidationError'
  constructor(
    message: string,
    readonly fields: Record<string, string[]>,
  ) {
    super(message)
  }
}

const VERIFICATION_STATUS: Record<VerificationFailure, number> = {
  EXPIRED: 400,
  TOO_MANY_ATTEMPTS: 400,
  MISMATCH: 409,
  NOT_VERIFIED: 403,
}

export function httpStatusOf(error: unknown): number | undefined {
  if (error instanceof ValidationError) return 400
  if (error instanceof InvalidCredentialsError) return 401
  if (error instanceof VerificationError) return VERIFICATION_STATUS[error.reason]
  if (error instanceof NotFoundError) return 404
  if (error instanceof ConflictError) return 409
  if (error instanceof LimitError) return 403
  if (error instanceof TooManyRequestsError) return 429
  return undefined
}
