// Counts read in the form their number takes: Intl.PluralRules picks `.one` or `.other` in
// English and Nepali, every text that names a count has both forms, and no English text
// hedges with "(s)".
import { describe, expect, test } from 'vitest'
import { en } from './en'
import { ne } from './ne'
import { pluralKey } from './plural'

describe('plural forms', () => {
  test('one for 1, other for 0, 2 and more, in both languages', () => {
    for (const language of ['en', 'ne'] as const) {
      expect(pluralKey(language, 'proof.dashboardIntro', 1)).toBe('proof.dashboardIntro.one')
      for (const count of [0, 2, 5, 21, 100]) expect(pluralKey(language, 'proof.dashboardIntro', count)).toBe('proof.dashboardIntro.other')
    }
  })

  test('the English words agree with the count', () => {
    const text = (count: number) => en[pluralKey('en', 'proof.dashboardIntro', count)].replace('{count}', String(count))
    expect(text(1)).toBe('1 reported payment waits for you to check it.')
    expect(text(3)).toBe('3 reported payments wait for you to check them.')
    expect(en[pluralKey('en', 'plans.usage.properties', 1)]).toBe('{n} property')
  })

  test('every text in plural forms has both, in both catalogues', () => {
    for (const catalogue of [en, ne] as Record<string, string>[]) {
      const keys = Object.keys(catalogue)
      for (const key of keys.filter((name) => name.endsWith('.one'))) expect(keys, key).toContain(key.replace(/\.one$/, '.other'))
    }
  })

  test('no English text counts with "(s)"', () => {
    expect(Object.entries(en).filter(([, text]) => /\w\(s\)/.test(text))).toEqual([])
  })
})
