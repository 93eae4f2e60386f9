import { describe, expect, test } from 'vitest'
import { formatRelativeTime } from './locale-format'

const NOW = new Date('2026-11-22T12:00:00Z')
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000)

describe('formatRelativeTime', () => {
  test('picks the largest whole unit, in English', () => {
    expect(formatRelativeTime('en', ago(10), NOW)).toBe('now')
    expect(formatRelativeTime('en', ago(5 * 60), NOW)).toBe('5 minutes ago')
    expect(formatRelativeTime('en', ago(2 * 3600 + 59 * 60), NOW)).toBe('2 hours ago')
    expect(formatRelativeTime('en', ago(86_400), NOW)).toBe('yesterday')
    expect(formatRelativeTime('en', ago(3 * 86_400), NOW)).toBe('3 days ago')
    expect(formatRelativeTime('en', ago(15 * 86_400), NOW)).toBe('2 weeks ago')
    expect(formatRelativeTime('en', ago(400 * 86_400), NOW).toString()).toBe('last year')
  })

  test('in Nepali with Devanagari digits', () => {
    const text = formatRelativeTime('ne', ago(3 * 86_400), NOW)
    expect(text).toContain('३')
    expect(text).not.toMatch(/[0-9]/)
  })

  test('takes ISO strings as loaders pass them', () => {
    expect(formatRelativeTime('en', ago(5 * 60).toISOString(), NOW)).toBe('5 minutes ago')
  })
})
