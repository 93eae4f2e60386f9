import { describe, expect, test } from 'vitest'
import { fitNames, fitsBudget, shorten, tidyName } from './fit'

describe('shorten', () => {
  test('keeps a text that fits and cuts a longer one to the length, the mark included', () => {
    expect(shorten('Himalaya', 8, '.')).toBe('Himalaya')
    expect(shorten('Himalaya Apartments', 8, '.')).toBe('Himalay.')
    // No space before the mark.
    expect(shorten('Shree Laxmi', 7, '…')).toBe('Shree…')
  })

  test('cuts Devanagari between letters, never between a consonant and its vowel sign or halant', () => {
    // सी = स + ी, न्द्र = न + ् + द + ् + र: each a single grapheme cluster.
    expect(shorten('सीता शर्मा', 3, '…')).toBe('सीता…')
    expect(shorten('रामचन्द्र', 3, '…')).toBe('राम…')
    expect(shorten('चन्द्रकला', 2, '…')).toBe('च…')
    expect(shorten('चन्द्रकला', 3, '…')).toBe('चन्द्र…')
  })
})

describe('fitNames', () => {
  const budget = { encoding: 'GSM-7' as const, maxSegments: 1 }
  const render = ({ a, b }: Partial<Record<'a' | 'b', string>>) => `${a ?? '-'}/${b ?? '-'}/${'x'.repeat(150)}`

  test('leaves names alone when the text fits', () => {
    expect(fitNames({ a: { value: 'Ram', min: 2 }, b: { value: 'Sita', min: 2 } }, render, { budget, mark: '.' })).toBe(`Ram/Sita/${'x'.repeat(150)}`)
  })

  test('takes characters off the longest name first until the text fits exactly', () => {
    const text = fitNames({ a: { value: 'Bishnuprasad', min: 4 }, b: { value: 'Ram', min: 2 } }, render, { budget, mark: '.' })
    expect(text.length).toBe(160)
    expect(text.startsWith('Bish./Ram/')).toBe(true)
  })

  test('shrinks names to their minimum and no further, then leaves them out, then gives up with a RangeError', () => {
    const tight = ({ a }: Partial<Record<'a', string>>) => `${a ?? ''}${'x'.repeat(157)}`
    expect(fitNames({ a: { value: 'Bishnuprasad', min: 3 } }, tight, { budget, mark: '.' })).toBe(`Bi.${'x'.repeat(157)}`)
    const tighter = ({ a }: Partial<Record<'a', string>>) => `${a ?? ''}${'x'.repeat(158)}`
    expect(fitNames({ a: { value: 'Bishnuprasad', min: 3 } }, tighter, { budget, mark: '.' })).toBe('x'.repeat(158))
    const impossible = ({ a }: Partial<Record<'a', string>>) => `${a ?? ''}${'x'.repeat(161)}`
    expect(() => fitNames({ a: { value: 'Bishnuprasad', min: 3 } }, impossible, { budget, mark: '.' })).toThrow(RangeError)
  })

  test('a name left out (undefined) stays out', () => {
    expect(fitNames({ a: undefined, b: { value: 'Sita', min: 2 } }, render, { budget, mark: '.' })).toBe(`-/Sita/${'x'.repeat(150)}`)
  })
})

test('fitsBudget counts segments and, when asked, the encoding', () => {
  expect(fitsBudget('a'.repeat(160), { encoding: 'GSM-7', maxSegments: 1 })).toBe(true)
  expect(fitsBudget('a'.repeat(161), { encoding: 'GSM-7', maxSegments: 1 })).toBe(false)
  expect(fitsBudget('राम', { encoding: 'GSM-7', maxSegments: 1 })).toBe(false)
  expect(fitsBudget('क'.repeat(134), { maxSegments: 2 })).toBe(true)
  expect(fitsBudget('क'.repeat(135), { maxSegments: 2 })).toBe(false)
  expect(fitsBudget('', { maxSegments: 2 })).toBe(false)
})

test('tidyName collapses white space', () => {
  expect(tidyName('  Ram \n Bahadur\tThapa ')).toBe('Ram Bahadur Thapa')
})
