import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { renderMessage } from '~/i18n/message'
import { CONTROL_CHARACTERS_MESSAGE as CONTROL_CHARACTERS } from '~/schemas/input-rules'
import { ApiError, handleApi, parseJsonBody, parseQuery } from './api.server'
import { ConflictError, NotFoundError, TooManyRequestsError } from '~/services/errors'

/** /v1 words its messages in English (ADR 020). */
const CONTROL_CHARACTERS_MESSAGE = renderMessage('en', CONTROL_CHARACTERS)

const Schema = z.object({ phone: z.string().min(1, 'Phone is required'), count: z.number().int().optional() })

const post = (body: BodyInit) => new Request('http://test/v1/x', { method: 'POST', body })

async function rejection(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    return error as ApiError
  }
  throw new Error('expected a rejection')
}

describe('parseJsonBody', () => {
  test('returns the parsed, validated body', async () => {
    await expect(parseJsonBody(post('{"phone":"9841234567","count":2}'), Schema)).resolves.toEqual({ phone: '9841234567', count: 2 })
  })

  test('malformed JSON is a 400 MALFORMED_JSON', async () => {
    const error = await rejection(parseJsonBody(post('{"phone":'), Schema))
    expect(error).toBeInstanceOf(ApiError)
    expect([error.status, error.code]).toEqual([400, 'MALFORMED_JSON'])
  })

  test('wrong types and missing fields are a 400 with field errors', async () => {
    const error = await rejection(parseJsonBody(post('{"phone":"","count":"two"}'), Schema))
    expect([error.status, error.code]).toEqual([400, 'VALIDATION_ERROR'])
    expect(error.fields).toEqual({ phone: ['Phone is required'], count: [expect.stringContaining('number')] })
  })

  test('an empty body validates as {} (so required fields are reported, not a crash)', async () => {
    const error = await rejection(parseJsonBody(new Request('http://test/v1/x', { method: 'POST' }), Schema))
    expect(error.fields?.phone).toBeDefined()
  })

  test.each(['null', '[]', '[{"phone":"9841234567"}]', '"text"', '42', 'true'])('a body that is not a JSON object (%s) is a 400 VALIDATION_ERROR', async (body) => {
    // A schema whose refinement reads the body's fields, as AgreementCreateSchema's does.
    const Refined = Schema.superRefine((input, ctx) => {
      if (input.phone === input.phone.trim()) return
      ctx.addIssue({ code: 'custom', message: 'untrimmed' })
    }, { when: () => true })
    const error = await rejection(parseJsonBody(post(body), Refined))
    expect([error.status, error.code]).toEqual([400, 'VALIDATION_ERROR'])
  })

  test('control characters in any string, however deep, are field errors; tab and line breaks are not', async () => {
    const Nested = z.object({ name: z.string(), items: z.array(z.object({ note: z.string() })) })
    const body = JSON.stringify({ name: 'Ram\u0000', items: [{ note: 'ok\tline\r\nnext' }, { note: '\u001bbad' }], extra: '\u0085' })
    const error = await rejection(parseJsonBody(post(body), Nested))
    expect([error.status, error.code]).toEqual([400, 'VALIDATION_ERROR'])
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['extra', 'items.1.note', 'name'])
    expect(error.fields?.name).toEqual([CONTROL_CHARACTERS_MESSAGE])
  })

  test('a deeply nested body is answered, not a stack overflow', async () => {
    const error = await rejection(parseJsonBody(post('{"a":' + '['.repeat(200_000) + '"\\u0000"' + ']'.repeat(200_000) + '}'), Schema))
    expect(error.code).toBe('VALIDATION_ERROR')
  })
})

describe('parseQuery', () => {
  test('validates the query string', () => {
    const Query = z.object({ phoneNumber: z.string().regex(/^\d{10}$/, 'Ten digits') })
    expect(parseQuery(new Request('http://test/v1/x?phoneNumber=9841234567'), Query)).toEqual({ phoneNumber: '9841234567' })
    expect(() => parseQuery(new Request('http://test/v1/x?phoneNumber=1'), Query)).toThrow(ApiError)
  })

  test('a parameter with a control character is a field error', () => {
    const Query = z.object({ phone: z.string() })
    expect(() => parseQuery(new Request('http://test/v1/x?phone=98%00'), Query)).toThrow(
      expect.objectContaining({ status: 400, fields: { phone: [CONTROL_CHARACTERS_MESSAGE] } }),
    )
  })
})

describe('handleApi', () => {
  const request = new Request('http://test/v1/x')
  const answer = async (error: unknown) => {
    const response = await handleApi(request, async () => {
      throw error
    })
    return { status: response.status, body: await response.json(), retryAfter: response.headers.get('retry-after') }
  }

  test('maps domain errors to their statuses in the error shape', async () => {
    expect(await answer(new NotFoundError('property.error.notFound'))).toMatchObject({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'Property Not Found' } } })
    expect(await answer(new ConflictError('property.error.hasAgreements'))).toMatchObject({ status: 409, body: { error: { code: 'CONFLICT' } } })
    expect(await answer(new TooManyRequestsError('errors.limit.signInsPerIp', 180))).toMatchObject({ status: 429, retryAfter: '180' })
  })

  test('an unexpected error is a JSON 500 without internals', async () => {
    const result = await answer(new Error('connection string with a password'))
    expect(result.status).toBe(500)
    expect(result.body.error.code).toBe('INTERNAL_ERROR')
    expect(JSON.stringify(result.body)).not.toContain('password')
  })
})
