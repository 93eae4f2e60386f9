// The /v1 JSON conventions of API.md: `{ data }` on success, `{ error: { code, message, fields? } }`
// on failure, bodies parsed with the same zod schemas that feed the OpenAPI document.
import type { z } from 'zod'
import { rejectControlCharacters } from '~/schemas/control-characters'
import { fieldErrorsOf } from '~/schemas/field-errors'
import type { FieldErrors } from '~/schemas/input-rules'
import {
  httpStatusOf,
  InvalidCredentialsError,
  TooManyRequestsError,
  ValidationError,
  VerificationError,
  type VerificationFailure,
} from '~/services/errors'
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '~/server/database-unavailable'
import { logger } from '~/server/logger.server'

export const API_BODY_LIMIT_BYTES = 1024 * 1024

export type { FieldErrors }
export { fieldErrorsOf }

export class ApiError extends Error {
  override name = 'ApiError'
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: FieldErrors,
    readonly headers?: HeadersInit,
  ) {
    super(message)
  }
}

export function apiErrorBody(code: string, message: string, fields?: FieldErrors) {
  return { error: fields ? { code, message, fields } : { code, message } }
}

export function apiData<T>(data: T, init?: ResponseInit) {
  return Response.json({ data }, init)
}

/** For the method a /v1 route does not serve (React Router would answer a bare text error). */
export function methodNotAllowed({ request }: { request: Request }) {
  const { pathname } = new URL(request.url)
  return Response.json(apiErrorBody('METHOD_NOT_ALLOWED', `${request.method} is not allowed on ${pathname}.`), { status: 405 })
}

export function apiCount(count: number) {
  return Response.json({ count })
}

function errorResponse(error: ApiError) {
  return Response.json(apiErrorBody(error.code, error.message, error.fields), {
    status: error.status,
    headers: error.headers,
  })
}

const CODE_BY_STATUS: Record<number, string> = {
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'TOO_MANY_REQUESTS',
}

const VERIFICATION_CODES: Record<VerificationFailure, string> = {
  EXPIRED: 'OTP_EXPIRED',
  MISMATCH: 'OTP_MISMATCH',
  TOO_MANY_ATTEMPTS: 'OTP_TOO_MANY_ATTEMPTS',
  NOT_VERIFIED: 'PHONE_NOT_VERIFIED',
}

/** A service's typed error (app/services/errors.ts) in the contract's shape. */
function apiErrorOf(error: Error, status: number): ApiError {
  if (error instanceof ValidationError) return new ApiError(status, 'VALIDATION_ERROR', error.message, error.fields)
  if (error instanceof VerificationError) return new ApiError(status, VERIFICATION_CODES[error.reason], error.message)
  if (error instanceof InvalidCredentialsError) return new ApiError(status, 'INVALID_CREDENTIALS', error.message)
  const headers =
    error instanceof TooManyRequestsError ? { 'Retry-After': String(error.retryAfterSeconds) } : undefined
  return new ApiError(status, CODE_BY_STATUS[status] ?? 'ERROR', error.message, undefined, headers)
}

/** The database is out of reach for a moment: the client should try again shortly, not give up. */
function serviceUnavailable(error: unknown, request: Request): ApiError {
  logger.warn({ err: error, url: request.url }, 'API request met an unreachable database')
  return new ApiError(503, 'SERVICE_UNAVAILABLE', 'The service is briefly unavailable. Please try again in a few seconds.', undefined, {
    'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS),
  })
}

/** Runs an API handler and maps every failure to the contract's error shape (never an HTML 500). */
export async function handleApi(request: Request, handler: () => Promise<Response>): Promise<Response> {
  try {
    return await handler()
  } catch (error) {
    if (error instanceof Response) throw error
    if (error instanceof ApiError) return errorResponse(error)
    const status = httpStatusOf(error)
    if (status && error instanceof Error) return errorResponse(apiErrorOf(error, status))
    if (isDatabaseUnavailable(error)) return errorResponse(serviceUnavailable(error, request))
    logger.error({ err: error, url: request.url }, 'API handler failed')
    return errorResponse(new ApiError(500, 'INTERNAL_ERROR', 'Something went wrong on our side. Please try again.'))
  }
}


function validationError(error: z.ZodError) {
  return new ApiError(400, 'VALIDATION_ERROR', 'Some fields are missing or invalid.', fieldErrorsOf(error))
}

async function readText(request: Request): Promise<string> {
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > API_BODY_LIMIT_BYTES) {
      await reader.cancel()
      throw new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The request body is larger than 1 MB.')
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

const isJsonObject = (json: unknown) => typeof json === 'object' && json !== null && !Array.isArray(json)

/**
 * A JSON object body (empty: `{}`) checked by `schema`. Every body is an object in this API, so
 * anything else (`null`, an array, a number, a string) is refused here, before a schema's own
 * refinements see a value of a shape they never expect; text with control characters too.
 */
export async function parseJsonBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  const text = await readText(request)
  let json: unknown = {}
  if (text.trim() !== '') {
    try {
      json = JSON.parse(text)
    } catch {
      throw new ApiError(400, 'MALFORMED_JSON', 'The request body is not valid JSON.')
    }
  }
  if (!isJsonObject(json)) {
    throw new ApiError(400, 'VALIDATION_ERROR', 'The request body must be a JSON object.', { _: ['Send a JSON object, e.g. {}'] })
  }
  return parseWith(schema, json)
}

export function parseQuery<S extends z.ZodType>(request: Request, schema: S): z.output<S> {
  return parseWith(schema, Object.fromEntries(new URL(request.url).searchParams))
}

function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = rejectControlCharacters(schema).safeParse(input)
  if (!result.success) throw validationError(result.error)
  return result.data
}
