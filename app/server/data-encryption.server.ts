// Secrets members store — their gateway keys (DESIGN §10) — are sealed with AES-256-GCM
// under a data encryption key, and the key's id is stored beside each value so keys can rotate:
// a new DATA_ENCRYPTION_KEY seals from then on, and the old one, moved to
// DATA_ENCRYPTION_PREVIOUS_KEYS, still opens what it sealed. The caller's context (the row the
// value belongs to) is bound in as associated data, so a value copied to another row does not open.
// Without DATA_ENCRYPTION_KEY (development, tests, the embedded default) a key is made once and
// kept in DATA_DIR; a production start with its own database refuses to run without one
// (server/launcher.ts).
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { dataKeyBytes } from '../../server/env'
import { env } from './env.server'

const FORMAT = 'v1'
const IV_BYTES = 12
const TAG_BYTES = 16

export class SecretUnreadableError extends Error {
  override name = 'SecretUnreadableError'
}

export type Sealed = { ciphertext: string; keyId: string }
/** Bytes sealed (a photo): the IV, the tag, then the ciphertext, in one buffer. */
export type SealedBytes = { sealed: Uint8Array<ArrayBuffer>; keyId: string }

type DataKey = { id: string; bytes: Buffer }

/** A key's id: derived from the key (the same key has the same id on every instance), revealing nothing of it. */
function dataKeyOf(bytes: Buffer): DataKey {
  return { id: createHash('sha256').update('bhadaa data key id\0').update(bytes).digest('hex').slice(0, 16), bytes }
}

function parseKey(value: string): DataKey {
  const bytes = dataKeyBytes(value)
  if (!bytes) throw new Error('a data encryption key must be 32 bytes as hex or base64')
  return dataKeyOf(bytes)
}

export function createSealer({ current, previous = [] }: { current: string; previous?: string[] }) {
  const sealing = parseKey(current)
  const byId = new Map([sealing, ...previous.map(parseKey)].map((key) => [key.id, key]))
  const encrypt = (plaintext: Buffer, context: string) => {
    const iv = randomBytes(IV_BYTES)
    const cipher = createCipheriv('aes-256-gcm', sealing.bytes, iv)
    cipher.setAAD(Buffer.from(context))
    const body = Buffer.concat([cipher.update(plaintext), cipher.final()])
    return { iv, tag: cipher.getAuthTag(), body }
  }
  const decrypt = (keyId: string, iv: Buffer, tag: Buffer, body: Buffer, context: string): Buffer => {
    const key = byId.get(keyId)
    if (!key) throw new SecretUnreadableError(`no data encryption key with id ${keyId} (DATA_ENCRYPTION_PREVIOUS_KEYS)`)
    try {
      const decipher = createDecipheriv('aes-256-gcm', key.bytes, iv)
      decipher.setAAD(Buffer.from(context))
      decipher.setAuthTag(tag)
      return Buffer.concat([decipher.update(body), decipher.final()])
    } catch (error) {
      throw new SecretUnreadableError('the sealed value does not open with its key (altered, or moved to another row)', { cause: error })
    }
  }
  return {
    keyId: sealing.id,
    seal(plaintext: string, context: string): Sealed {
      const { iv, tag, body } = encrypt(Buffer.from(plaintext, 'utf8'), context)
      const parts = [iv, tag, body].map((part) => part.toString('base64url'))
      return { ciphertext: [FORMAT, ...parts].join('.'), keyId: sealing.id }
    },
    open({ ciphertext, keyId }: Sealed, context: string): string {
      const [format, iv, tag, body] = ciphertext.split('.')
      if (format !== FORMAT || !iv || !tag || body === undefined) throw new SecretUnreadableError('not a sealed value')
      return decrypt(keyId, Buffer.from(iv, 'base64url'), Buffer.from(tag, 'base64url'), Buffer.from(body, 'base64url'), context).toString('utf8')
    },
    sealBytes(plaintext: Uint8Array, context: string): SealedBytes {
      const { iv, tag, body } = encrypt(Buffer.from(plaintext), context)
      return { sealed: new Uint8Array(Buffer.concat([iv, tag, body])), keyId: sealing.id }
    },
    openBytes({ sealed, keyId }: { sealed: Uint8Array; keyId: string }, context: string): Buffer {
      const all = Buffer.from(sealed)
      if (all.length < IV_BYTES + TAG_BYTES) throw new SecretUnreadableError('not a sealed value')
      return decrypt(keyId, all.subarray(0, IV_BYTES), all.subarray(IV_BYTES, IV_BYTES + TAG_BYTES), all.subarray(IV_BYTES + TAG_BYTES), context)
    },
  }
}

/** The key kept in DATA_DIR, made on first use; two processes starting at once keep the first one written. */
function keptKey(dataDir: string): string {
  const file = path.resolve(dataDir, 'data-encryption.key')
  try {
    return readFileSync(file, 'utf8').trim()
  } catch {
    mkdirSync(path.dirname(file), { recursive: true })
    try {
      writeFileSync(file, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 })
    } catch (error) {
      if ((error as { code?: string }).code !== 'EEXIST') throw error
    }
    return readFileSync(file, 'utf8').trim()
  }
}

let sealer: ReturnType<typeof createSealer> | undefined

/** The process's sealer: DATA_ENCRYPTION_KEY, or the key kept in DATA_DIR. */
export function dataSealer() {
  sealer ??= createSealer({ current: env.DATA_ENCRYPTION_KEY ?? keptKey(env.DATA_DIR), previous: env.DATA_ENCRYPTION_PREVIOUS_KEYS ?? [] })
  return sealer
}
