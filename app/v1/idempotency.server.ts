// The `Idempotency-Key` header of the /v1 writes that create money or records (operations marked
// `idempotent` in app/v1/operations.ts): a retry with the same key and body gets the first
// answer again (header `Idempotent-Replayed: true`) and changes nothing; the same key with
// another body is 422 IDEMPOTENCY_KEY_REUSED. Without the header a write runs as it always did.
import type { z } from 'zod'
import type { Operation } from '~/v1/common-schemas'
import { IDEMPOTENCY_KEY_PATTERN, IdempotencyKeyReusedError, writeOnce, type WriteGuard } from '~/services/idempotency.server'
import { ApiError, apiData, handleApi, methodNotAllowed, parseJsonBody } from './api.server'
import { requireApiMember } from './auth.server'

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key'

/** The header's key; null without one; 400 for one that is not 1-255 visible ASCII characters. */
export function idempotencyKeyOf(request: Request): string | null {
  const key = request.headers.get(IDEMPOTENCY_KEY_HEADER)
  if (key === null) return null
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new ApiError(400, 'INVALID_IDEMPOTENCY_KEY', `${IDEMPOTENCY_KEY_HEADER} must be 1 to 255 visible ASCII characters (a UUID, say).`)
  }
  return key
}

type KeyedWrite<T> = {
  memberId: number
  /** The parsed body: what the key's request hash is made of, with the method and path. */
  input: unknown
  write: (guard?: WriteGuard<T>) => Promise<T>
  /** The answer's `data` (parsed with the operation's response schema) and status. */
  data: (result: T) => unknown
  status?: number
}

/** Runs an `idempotent` operation's write once per key and answers `{ data }` (the stored one on a replay). */
export async function answerOnce<T>(request: Request, operation: Operation & { idempotent: true }, keyed: KeyedWrite<T>): Promise<Response> {
  const { memberId, input, write, data, status = 200 } = keyed
  const key = idempotencyKeyOf(request)
  try {
    const answer = await writeOnce(
      { memberId, key, method: request.method, path: new URL(request.url).pathname, input },
      write,
      (result) => ({ status, body: { data: operation.response.parse(data(result)) as unknown } }),
    )
    return Response.json(answer.body, { status: answer.status, headers: answer.replayed ? { 'Idempotent-Replayed': 'true' } : undefined })
  } catch (error) {
    if (error instanceof IdempotencyKeyReusedError) throw new ApiError(422, 'IDEMPOTENCY_KEY_REUSED', error.message)
    throw error
  }
}

type IdempotentWrite = Operation & { idempotent: true }

/** The parsed body of an operation that has one; undefined for one without (a bare POST). */
type BodyOf<O extends Operation> = O extends { body: z.ZodType } ? z.output<O['body']> : undefined

type MemberWrite<P, O extends Operation, T> = {
  /** The record the path names (`recordIdOf(params.id, ...)`): a NotFoundError when it cannot be one. */
  idOf: (params: P) => number
  /** The service's write, scoped to the member, for the record and the parsed body. */
  write: (memberId: number, id: number, input: BodyOf<O>, guard?: WriteGuard<T>) => Promise<T>
  /** The answer's `data`, from the write's result (and the record's id). */
  data: (result: T, id: number) => unknown
  status?: number
}

/**
 * The action of a member's POST on one record (`/v1/member/<record>/{id}/<write>`): any other
 * method is 405; then, in this order, the bearer member (401), the record id (404), the body
 * (400 with the fields; none read for an operation without one), and the answer.
 */
function answerMemberPostWith<P, O extends Operation>(
  args: { request: Request; params: P },
  operation: O,
  idOf: (params: P) => number,
  answer: (memberId: number, id: number, input: BodyOf<O>) => Promise<Response>,
): Promise<Response> | Response {
  const { request, params } = args
  if (request.method !== 'POST') return methodNotAllowed(args)
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const id = idOf(params)
    const input = (operation.body ? await parseJsonBody(request, operation.body) : undefined) as BodyOf<O>
    return answer(member.id, id, input)
  })
}

/** A member's POST on one record (answerMemberPostWith), written once per `Idempotency-Key` (answerOnce). */
export function answerMemberWrite<P, O extends IdempotentWrite, T>(
  args: { request: Request; params: P },
  operation: O,
  { idOf, write, data, status }: MemberWrite<P, O, T>,
): Promise<Response> | Response {
  return answerMemberPostWith(args, operation, idOf, (memberId, id, input) =>
    answerOnce<T>(args.request, operation, {
      memberId,
      input,
      write: (guard) => write(memberId, id, input, guard),
      data: (result) => data(result, id),
      status,
    }),
  )
}

/**
 * A member's POST on one record that takes no `Idempotency-Key` (a decision or a correction that
 * answers the same when repeated): the same order of checks, then `{ data }` of the write's result.
 */
export function answerMemberPost<P, O extends Operation, T>(
  args: { request: Request; params: P },
  operation: O,
  { idOf, write, data, status = 200 }: Omit<MemberWrite<P, O, T>, 'write'> & { write: (memberId: number, id: number, input: BodyOf<O>) => Promise<T> },
): Promise<Response> | Response {
  return answerMemberPostWith(args, operation, idOf, async (memberId, id, input) =>
    apiData(operation.response.parse(data(await write(memberId, id, input), id)), { status }),
  )
}
