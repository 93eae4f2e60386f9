// The /v1 JSON conventions of API.md: `{ data }` on success, `{ error: { code, message, fields? } }`
// on failure, bodies parsed with the same zod schemas that feed the OpenAPI document.
import type { z } from 'zod'
import { rejectControlCharacters } from '~/schemas/control-characters'
import { renderFieldErrors, renderMessage } from '~/i18n/message'
import { fieldErrorsOf as zodFieldErrorsOf } from '~/schemas/field-errors'
import type { FieldErrors } from '~/schemas/input-rules'
import { type ErrorAnswer, errorAnswerOf } from '~/services/errors'
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '~/server/database-unavailable'
import { logger } from '~/server/logger.server'

export const API_BODY_LIMIT_BYTES = 1024 * 1024

export type { FieldErrors }

/** A zod error's field messages as /v1 words them: in English (ADR 020). */
export const fieldErrorsOf = (error: z.ZodError): FieldErrors => renderFieldErrors('en', zodFieldErrorsOf(error))

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

/** A service's refusal (errorAnswerOf, app/services/errors.ts) in the contract's shape, in English. */
function apiErrorOf({ status, code, messages, fields, headers }: ErrorAnswer): ApiError {
  const message = messages.map((text) => renderMessage('en', text)).join(' ')
  return new ApiError(status, code, message, fields && renderFieldErrors('en', fields), headers)
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
    const answer = errorAnswerOf(error)
    if (answer) return errorResponse(apiErrorOf(answer))
    if (isDatabaseUnavailable(error)) return errorResponse(serviceUnavailable(error, request))
    logger.error({ err: error, url: request.url }, 'API handler failed')
    return errorResponse(new ApiError(500, 'INTERNAL_ERROR', 'Something went wrong on our side. Please try again.'))
  }
}


function validationError(error: z.ZodError) {
  return new ApiError(400, 'VALIDATION_ERROR', 'Some fields are missing or invalid.', fieldErrorsOf(error))
}

const isJsonObject = (json: unknown) => typeof json === 'object' && json !== null && !Array.isArray(json)

/**
 * A JSON object body (empty: `{}`) checked by `schema`. Every body is an object in this API, so
 * anything else (`null`, an array, a number, a string) is refused here, before a schema's own
 * refinements see a value of a shape they never expect; text with control characters too.
 */
export async function parseJsonBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  // The size limit was enforced before the body reached React Router (server/body-limit.ts, ADR 016).
  const text = await request.text()
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
