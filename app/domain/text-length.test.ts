import { describe, expect, it } from 'vitest'
import { countCharacters, normalizeLineBreaks } from './text-length'

describe('countCharacters', () => {
  it('counts code points, as PostgreSQL counts VARCHAR(n)', () => {
    expect(countCharacters('')).toBe(0)
    expect(countCharacters('Namaste')).toBe(7)
    expect(countCharacters('नेपाल')).toBe(5)
    expect(countCharacters('😀')).toBe(1)
  })

  it('counts a line break once however the browser sent it', () => {
    expect(countCharacters('a\r\nb')).toBe(3)
    expect(countCharacters('a\rb')).toBe(3)
    expect(countCharacters('a\nb')).toBe(3)
  })
})

describe('normalizeLineBreaks', () => {
  it('turns CRLF and lone CR into LF', () => {
    expect(normalizeLineBreaks('one\r\ntwo\rthree\nfour')).toBe('one\ntwo\nthree\nfour')
  })
})
