import { describe, expect, test } from 'vitest'
import { countSmsSegments } from './segments.ts'

const gsm = (units: number, segments: number, perSegment: number) => ({ encoding: 'GSM-7', units, segments, perSegment })
const ucs2 = (units: number, segments: number, perSegment: number) => ({ encoding: 'UCS-2', units, segments, perSegment })

describe('GSM-7', () => {
  test('160 characters fit one message, 161 need two parts of 153', () => {
    expect(countSmsSegments('a'.repeat(160))).toEqual(gsm(160, 1, 160))
    expect(countSmsSegments('a'.repeat(161))).toEqual(gsm(161, 2, 153))
  })

  test('306 characters fit two parts, 307 need three', () => {
    expect(countSmsSegments('a'.repeat(306))).toEqual(gsm(306, 2, 153))
    expect(countSmsSegments('a'.repeat(307))).toEqual(gsm(307, 3, 153))
    expect(countSmsSegments('a'.repeat(459))).toEqual(gsm(459, 3, 153))
    expect(countSmsSegments('a'.repeat(460))).toEqual(gsm(460, 4, 153))
  })

  test('extension characters count two septets each', () => {
    for (const character of ['{', '}', '[', ']', '~', '\\', '^', '|', '€', '\f']) {
      expect(countSmsSegments(character), character).toEqual(gsm(2, 1, 160))
    }
    expect(countSmsSegments('{'.repeat(80))).toEqual(gsm(160, 1, 160))
    expect(countSmsSegments(`${'{'.repeat(80)}a`)).toEqual(gsm(161, 2, 153))
    expect(countSmsSegments(`${'a'.repeat(159)}€`)).toEqual(gsm(161, 2, 153))
  })

  test('an extension character is not split across parts', () => {
    // 306 septets would fit two parts, but the € (ESC + e) cannot start in the last slot of part one.
    expect(countSmsSegments(`${'a'.repeat(152)}€${'a'.repeat(152)}`)).toEqual(gsm(306, 3, 153))
    expect(countSmsSegments(`${'a'.repeat(151)}€${'a'.repeat(153)}`)).toEqual(gsm(306, 2, 153))
  })

  test('the less obvious members of the default alphabet', () => {
    const text = '@£$¥èéùìòÇØøÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ!"#¤%&\'()*+,-./:;<=>?¡ÄÖÑÜ§¿äöñüà\n\r '
    expect(countSmsSegments(text)).toEqual(gsm([...text].length, 1, 160))
  })

  test('an English reminder', () => {
    const text = 'Dear Ram, your rent of Rs. 15,000.00 for Baisakh 2082 is due on 2082-01-07. Please pay on time. - Bhadaa'
    expect(countSmsSegments(text)).toEqual(gsm(text.length, 1, 160))
  })

  test('empty text is zero segments', () => {
    expect(countSmsSegments('')).toEqual(gsm(0, 0, 160))
  })
})

describe('UCS-2', () => {
  test('look-alikes outside the GSM alphabet force UCS-2', () => {
    for (const character of ['ç', 'á', 'Á', 'ê', '`', '’', '“', '¢', '•', 'रु']) {
      expect(countSmsSegments(`Rent ${character}`).encoding, character).toBe('UCS-2')
    }
  })

  test('70 code units fit one message, 71 need two parts of 67', () => {
    expect(countSmsSegments('क'.repeat(70))).toEqual(ucs2(70, 1, 70))
    expect(countSmsSegments('क'.repeat(71))).toEqual(ucs2(71, 2, 67))
  })

  test('134 code units fit two parts, 135 need three', () => {
    expect(countSmsSegments('क'.repeat(134))).toEqual(ucs2(134, 2, 67))
    expect(countSmsSegments('क'.repeat(135))).toEqual(ucs2(135, 3, 67))
  })

  test('one non-GSM character makes every character count as one code unit', () => {
    // 69 "a" would be GSM-7; with a single क the whole text is UCS-2, and { no longer costs two.
    expect(countSmsSegments(`${'a'.repeat(68)}{क`)).toEqual(ucs2(70, 1, 70))
    expect(countSmsSegments(`${'a'.repeat(69)}{क`)).toEqual(ucs2(71, 2, 67))
  })

  test('vowel signs and the halant are code units of their own', () => {
    // न म स ् त े: six code units for what a reader sees as three letters.
    expect(countSmsSegments('नमस्ते')).toEqual(ucs2(6, 1, 70))
    expect(countSmsSegments('क्षत्रिय')).toEqual(ucs2(8, 1, 70))
  })

  test('a Nepali reminder', () => {
    const text = 'राम जी, २०८२ बैशाखको भाडा रु. १५,०००.०० २०८२-०१-०७ भित्र तिर्नुहोला। - भाडा'
    expect(text.length).toBe(75)
    expect(countSmsSegments(text)).toEqual(ucs2(75, 2, 67))
  })

  test('emoji are surrogate pairs: two code units each', () => {
    expect(countSmsSegments('😀')).toEqual(ucs2(2, 1, 70))
    expect(countSmsSegments('😀'.repeat(35))).toEqual(ucs2(70, 1, 70))
    expect(countSmsSegments('😀'.repeat(36))).toEqual(ucs2(72, 2, 67))
  })

  test('a surrogate pair is not split across parts', () => {
    expect(countSmsSegments(`${'क'.repeat(66)}😀${'क'.repeat(66)}`)).toEqual(ucs2(134, 3, 67))
    expect(countSmsSegments(`${'क'.repeat(65)}😀${'क'.repeat(67)}`)).toEqual(ucs2(134, 2, 67))
  })
})
