// Writes done once per idempotency key (docs/decisions/014-idempotent-writes.md). A
// member's key maps to the hash of the request it first came with and that request's answer,
// stored in the same transaction as the write: either both are committed or neither is. The
// /v1 writes take the key from the `Idempotency-Key` header, the web forms from a hidden field
// rendered with each form.
//
// Concurrent requests with one key: the write's transaction claims the key first (an INSERT on
// the primary key), so a second claim waits for the first transaction to end. If it committed,
// the second one rolls back before doing anything and replays the stored answer; if it rolled
// back (a refusal stores nothing), the second one does the write itself.
import { createHash } from 'node:crypto'
import { prisma, type Tx } from '~/server/db.server'

/** 1 to 255 visible ASCII characters (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/

/** Keys older than this may be purged (retention.server.ts): a retry comes sooner. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000

/**
 * What a write service does with a key inside its own transaction: `claim` first, before any
 * other statement, and `settle` last, with the service's result.
 */
export type WriteGuard<T> = {
  claim(tx: Tx): Promise<void>
  settle(tx: Tx, result: T): Promise<void>
}

/** The key came before with another request (method, path or body). */
export class IdempotencyKeyReusedError extends Error {
  override name = 'IdempotencyKeyReusedError'
  constructor() {
    super('This Idempotency-Key was used with another request. Use a new key for a new request.')
  }
}

/** Internal: another transaction committed this key while ours waited for it. */
class KeyClaimedMeanwhile extends Error {}

export type KeyedRequest = {
  memberId: number
  /** Null: no key; the write runs as it always did. */
  key: string | null
  method: string
  path: string
  /** The parsed body; hashed in a canonical form, so key order and spacing do not matter. */
  input: unknown
}

export type Answer<A> = { status: number; body: A }

/**
 * Runs `write` once per (member, key): the first request does it and stores `answerOf(result)`;
 * a repeat of the same request gets that stored answer (`replayed`) without running `write` again;
 * the same key with another request is IdempotencyKeyReusedError. A write that throws stores
 * nothing, so a retry of a refused request runs again.
 */
export async function writeOnce<T, A>(
  request: KeyedRequest,
  write: (guard?: WriteGuard<T>) => Promise<T>,
  answerOf: (result: T) => Answer<A>,
): Promise<Answer<A> & { replayed: boolean }> {
  const { memberId, key } = request
  if (key === null) return { ...answerOf(await write()), replayed: false }
  const requestHash = requestHashOf(request)
  const earlier = await storedAnswer<A>(memberId, key, requestHash)
  if (earlier) return earlier

  let answer: Answer<A> | undefined
  try {
    await write({
      claim: async (tx) => {
        const claimed = await tx.$executeRaw`
          INSERT INTO "IdempotencyKey" ("memberId", "key", "requestHash") VALUES (${memberId}, ${key}, ${requestHash})
          ON CONFLICT DO NOTHING`
        if (claimed === 0) throw new KeyClaimedMeanwhile()
      },
      settle: async (tx, result) => {
        answer = answerOf(result)
        await tx.idempotencyKey.update({
          where: { memberId_key: { memberId, key } },
          data: { statusCode: answer.status, responseBody: JSON.stringify(answer.body) },
        })
      },
    })
  } catch (error) {
    if (!(error instanceof KeyClaimedMeanwhile)) throw error
    const winner = await storedAnswer<A>(memberId, key, requestHash)
    if (winner) return winner
    // Cannot happen: a key is claimed and answered in one transaction.
    throw new Error('An idempotency key was claimed but holds no answer', { cause: error })
  }
  if (!answer) throw new Error('A guarded write did not settle its idempotency key')
  return { ...answer, replayed: false }
}

async function storedAnswer<A>(memberId: number, key: string, requestHash: string): Promise<(Answer<A> & { replayed: true }) | null> {
  const row = await prisma.idempotencyKey.findUnique({ where: { memberId_key: { memberId, key } } })
  if (!row) return null
  if (row.requestHash !== requestHash) throw new IdempotencyKeyReusedError()
  if (row.statusCode === null || row.responseBody === null) return null
  return { status: row.statusCode, body: JSON.parse(row.responseBody) as A, replayed: true }
}

function requestHashOf({ method, path, input }: KeyedRequest): string {
  return createHash('sha256').update(`${method.toUpperCase()} ${path}\n${canonicalJson(input)}`).digest('hex')
}

/** JSON with object keys sorted at every level (BigInt as a string). */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => {
    if (typeof item === 'bigint') return item.toString()
    if (item && typeof item === 'object' && !Array.isArray(item)) {
      return Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    }
    return item
  })
}
