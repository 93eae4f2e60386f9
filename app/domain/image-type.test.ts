import { describe, expect, test } from 'vitest'
import { photoTypeOf } from './image-type'

describe('photoTypeOf', () => {
  test('reads JPEG, PNG and WebP from their first bytes', () => {
    expect(photoTypeOf(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('image/jpeg')
    expect(photoTypeOf(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png')
    expect(photoTypeOf(new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp')
  })

  test('anything else is refused, whatever it is called', () => {
    expect(photoTypeOf(new TextEncoder().encode('%PDF-1.7'))).toBeNull()
    expect(photoTypeOf(new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WAVE'))).toBeNull()
    expect(photoTypeOf(new TextEncoder().encode('GIF89a'))).toBeNull()
    expect(photoTypeOf(new Uint8Array())).toBeNull()
  })
})
