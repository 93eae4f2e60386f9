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

export function httpStatusOf(error: unknown): number | undefined {
  if (error instanceof NotFoundError) return 404
  if (error instanceof ConflictError) return 409
  if (error instanceof LimitError) return 403
  if (error instanceof TooManyRequestsError) return 429
  return undefined
}
