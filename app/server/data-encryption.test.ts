// AES-256-GCM sealing of stored secrets: round trip, rotation by key id, and what must not open.
import { randomBytes } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { createSealer, SecretUnreadableError } from './data-encryption.server'

const key = () => randomBytes(32).toString('base64')

describe('createSealer', () => {
  test('a sealed secret opens with its key and context, and its text is not in the stored value', () => {
    const sealer = createSealer({ current: key() })
    const sealed = sealer.seal('live_secret_key_68791341fdd94846a146f0457ff7b455', 'gateway:7:KHALTI')
    expect(sealed.keyId).toBe(sealer.keyId)
    expect(sealed.ciphertext).not.toContain('68791341')
    expect(sealer.open(sealed, 'gateway:7:KHALTI')).toBe('live_secret_key_68791341fdd94846a146f0457ff7b455')
    // A fresh IV each time: the same secret never seals to the same text.
    expect(sealer.seal('same', 'c').ciphertext).not.toBe(sealer.seal('same', 'c').ciphertext)
  })

  test('a value moved to another row, or altered, does not open', () => {
    const sealer = createSealer({ current: key() })
    const sealed = sealer.seal('secret', 'gateway:7:KHALTI')
    expect(() => sealer.open(sealed, 'gateway:8:KHALTI')).toThrow(SecretUnreadableError)
    const [format, iv, tag, body] = sealed.ciphertext.split('.')
    const flipped = Buffer.from(body!, 'base64url')
    flipped[0]! ^= 1
    expect(() => sealer.open({ ...sealed, ciphertext: [format, iv, tag, flipped.toString('base64url')].join('.') }, 'gateway:7:KHALTI')).toThrow(SecretUnreadableError)
    expect(() => sealer.open({ ...sealed, ciphertext: 'plain text' }, 'gateway:7:KHALTI')).toThrow(SecretUnreadableError)
  })

  test('sealed bytes (a photo) open with their key and context only, and hold none of the plain bytes', () => {
    const sealer = createSealer({ current: key() })
    const photo = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from('JFIF-and-the-rest-of-a-jpeg')])
    const sealed = sealer.sealBytes(photo, 'identity-photo:3:FRONT')
    expect(Buffer.from(sealed.sealed).includes(Buffer.from('JFIF'))).toBe(false)
    expect(sealer.openBytes(sealed, 'identity-photo:3:FRONT').equals(photo)).toBe(true)
    expect(() => sealer.openBytes(sealed, 'identity-photo:3:BACK')).toThrow(SecretUnreadableError)
    expect(() => sealer.openBytes({ ...sealed, sealed: new Uint8Array(5) }, 'identity-photo:3:FRONT')).toThrow(SecretUnreadableError)
  })

  test('after a rotation the old key still opens what it sealed; without it, that value is unreadable', () => {
    const [oldKey, newKey] = [key(), randomBytes(32).toString('hex')]
    const before = createSealer({ current: oldKey }).seal('secret', 'c')
    const rotated = createSealer({ current: newKey, previous: [oldKey] })
    expect(rotated.keyId).not.toBe(before.keyId)
    expect(rotated.open(before, 'c')).toBe('secret')
    expect(rotated.seal('x', 'c').keyId).toBe(rotated.keyId)
    expect(() => createSealer({ current: newKey }).open(before, 'c')).toThrow(/no data encryption key with id/)
  })

  test('a key that is not 32 bytes is refused', () => {
    expect(() => createSealer({ current: 'too short' })).toThrow()
    expect(() => createSealer({ current: randomBytes(16).toString('hex') })).toThrow()
  })
})
