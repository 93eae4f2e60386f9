// Password hashing: argon2id at OWASP's minimum (19 MiB, 2 passes, 1 lane), in the PHC string
// format, which records the parameters, so they can be raised later without breaking old hashes.
import { type Algorithm, hash, verify } from '@node-rs/argon2'

const ARGON2_OPTIONS = {
  algorithm: 2 satisfies Algorithm.Argon2id, // a const enum, which isolated modules cannot import
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS)
}

// Checked against when there is no member, so a sign-in with an unknown phone costs what a
// wrong password does and the time taken does not tell which numbers are registered.
let dummyHash: Promise<string> | undefined

/** True when `password` matches `passwordHash`; with no hash, spends the same time and is false. */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('not-a-password-of-anyone')
  try {
    const matches = await verify(passwordHash ?? (await dummyHash), password)
    return passwordHash !== null && matches
  } catch {
    return false // not an argon2 hash (e.g. a member created by a fixture)
  }
}
