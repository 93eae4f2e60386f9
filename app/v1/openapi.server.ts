// Builds the OpenAPI 3.1 document from the operation registry (app/v1/operations.ts).
import { z } from 'zod'
import { ErrorSchema, type Operation } from '~/v1/common-schemas'
import { releaseInfo } from '~/domain/release'

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' })

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad input: malformed JSON or invalid fields',
  401: 'Missing or invalid credentials',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflict',
  413: 'Body larger than 1 MB',
  422: 'The Idempotency-Key was used with another request (IDEMPOTENCY_KEY_REUSED)',
  429: 'Too many attempts',
  500: 'Server error',
  503: 'The database is briefly out of reach: retry after the Retry-After header (seconds)',
}

function errorResponse(status: number) {
  return {
    description: STATUS_TEXT[status] ?? 'Error',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  }
}

const IDEMPOTENCY_KEY_PARAMETER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Makes a retry safe: a repeat with the same key and body within 24 hours records nothing and answers the first answer again (header `Idempotent-Replayed: true`); while the first is still running, the repeat waits for it. The same key with another body is 422 `IDEMPOTENCY_KEY_REUSED`. A refused request stores nothing. Use a new random key (a UUID) per new request.',
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7E]+$' },
}

const IMAGE_CONTENT = Object.fromEntries(['image/jpeg', 'image/png', 'image/webp'].map((type) => [type, { schema: { type: 'string', format: 'binary' } }]))

function buildOperation(operationId: string, operation: Operation) {
  const statuses = new Set([400, 500, 503, ...(operation.auth === 'none' ? [] : [401]), ...(operation.errors ?? [])])
  if (operation.body || operation.image === 'request') statuses.add(413)
  if (operation.idempotent) statuses.add(422)
  const query = operation.query ? jsonSchema(operation.query, 'input') : undefined
  const queryProps = (query?.properties ?? {}) as Record<string, object>
  const required = new Set((query?.required as string[] | undefined) ?? [])
  const pathParams = [...operation.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string)
  return {
    operationId,
    summary: operation.summary,
    tags: [operation.tag],
    ...(operation.auth === 'bearer' ? { security: [{ bearer: [] }] } : {}),
    ...(operation.auth === 'otpauth' ? { security: [{ otpauth: [] }] } : {}),
    parameters: [
      ...pathParams.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
      ...Object.entries(queryProps).map(([name, schema]) => ({ name, in: 'query', required: required.has(name), schema })),
      ...(operation.idempotent ? [IDEMPOTENCY_KEY_PARAMETER] : []),
    ],
    ...(operation.body || operation.image === 'request'
      ? {
          requestBody: {
            required: !operation.optionalBody,
            // An operation may take JSON, an image, or either (the landlord's QR: its text or a photo of it).
            content: { ...(operation.body && { 'application/json': { schema: jsonSchema(operation.body, 'input') } }), ...(operation.image === 'request' && IMAGE_CONTENT) },
          },
        }
      : {}),
    responses: {
      200: {
        description: 'Success',
        content: operation.image === 'response' ? IMAGE_CONTENT : {
          'application/json': {
            schema: operation.bareBody
              ? jsonSchema(operation.response, 'output')
              : { type: 'object', properties: { data: jsonSchema(operation.response, 'output') }, required: ['data'] },
          },
          ...(operation.htmlAlternative ? { 'text/html': { schema: { type: 'string' } } } : {}),
        },
      },
      ...Object.fromEntries([...statuses].sort().map((status) => [status, errorResponse(status)])),
    },
  }
}

export function buildOpenApiDocument(registry: Record<string, Operation>) {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const [operationId, operation] of Object.entries(registry)) {
    ;(paths[operation.path] ??= {})[operation.method] = buildOperation(operationId, operation)
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Bhadaa API',
      version: releaseInfo.api.version,
      description: 'Rent alerts and rental management for landlords in Nepal. Conventions: `{ data }` on success, `{ error: { code, message, fields? } }` on failure.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: { Error: jsonSchema(ErrorSchema, 'output') },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'The token from /v1/member/login or /v1/member/signup. A bare token is accepted too.' },
        otpauth: { type: 'apiKey', in: 'header', name: 'otpauth', description: 'The one-time-code token of the claim, sign-up and password-reset flows.' },
      },
    },
  }
}
