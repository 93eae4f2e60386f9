import { describe, expect, test } from 'vitest'
import { checkPhoto, MAX_PHOTO_BYTES, photoTypeOf } from './identity-document'

const bytes = (...values: number[]) => new Uint8Array(values)
const text = (value: string) => new TextEncoder().encode(value)

describe('photoTypeOf: the type from the first bytes', () => {
  test('JPEG, PNG and WebP are told apart by their signatures', () => {
    expect(photoTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0))).toBe('image/jpeg')
    expect(photoTypeOf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png')
    expect(photoTypeOf(text('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp')
  })

  test('anything else is none: a GIF, a PDF, a RIFF that is not WebP (a WAV), text named .jpg', () => {
    expect(photoTypeOf(text('GIF89a....'))).toBeNull()
    expect(photoTypeOf(text('%PDF-1.7'))).toBeNull()
    expect(photoTypeOf(text('RIFF\u0000\u0000\u0000\u0000WAVEfmt '))).toBeNull()
    expect(photoTypeOf(text('not really a jpeg'))).toBeNull()
    expect(photoTypeOf(bytes(0xff, 0xd8))).toBeNull()
  })
})

describe('checkPhoto', () => {
  test('empty, too large and not an image are refused; 5 MB exactly is kept', () => {
    expect(checkPhoto(new Uint8Array(0))).toEqual({ ok: false, error: 'EMPTY' })
    const atLimit = new Uint8Array(MAX_PHOTO_BYTES)
    atLimit.set([0xff, 0xd8, 0xff])
    expect(checkPhoto(atLimit)).toEqual({ ok: true, type: 'image/jpeg' })
    const over = new Uint8Array(MAX_PHOTO_BYTES + 1)
    over.set([0xff, 0xd8, 0xff])
    expect(checkPhoto(over)).toEqual({ ok: false, error: 'TOO_LARGE' })
    expect(checkPhoto(text('hello'))).toEqual({ ok: false, error: 'NOT_AN_IMAGE' })
  })
})
