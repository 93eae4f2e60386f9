import { createHash, randomBytes } from 'node:crypto'

/** 256 random bits, URL-safe: session and one-time-code tokens. */
export function generateToken() {
  return randomBytes(32).toString('base64url')
}

/** Tokens are stored only as their SHA-256, so a database leak reveals no usable token. */
export function hashToken(token: string) {
  return createHash('sha256').update(token).digest('hex')
}
