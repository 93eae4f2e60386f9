// The B.S. picker's month: the table's month lengths (32-day months have their 32nd), the first
// day under its weekday, the chosen day marked, Nepali names and digits in Nepali.
import { renderToString } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { LanguageProvider, type Language } from '~/i18n'
import { BsMonth, bsWeekday } from './bs-month'

function render(selected: { year: number; month: number; day: number }, language: Language = 'en') {
  return renderToString(
    <LanguageProvider value={language}>
      <BsMonth label="Start Date" selected={selected} onPick={() => {}} />
    </LanguageProvider>,
  )
}

const dayLabels = (html: string) => [...html.matchAll(/<button[^>]*aria-label="([^"]+)"/g)].map((match) => match[1]).filter((label) => /[0-9०-९]/.test(label ?? ''))

describe('BsMonth', () => {
  test('Asar 2083 has 32 days; the selected one is pressed', () => {
    const html = render({ year: 2083, month: 3, day: 32 })
    const days = dayLabels(html)
    expect(days).toHaveLength(32)
    expect(days.at(-1)).toBe('32 Asar 2083')
    expect(html).toMatch(/aria-pressed="true"[^>]*aria-label="32 Asar 2083"/)
  })
  test('Shrawan 2083 has 31; in Nepali the names and digits are Nepali', () => {
    expect(dayLabels(render({ year: 2083, month: 4, day: 1 }))).toHaveLength(31)
    const html = render({ year: 2083, month: 1, day: 1 }, 'ne')
    expect(dayLabels(html)[0]).toBe('१ बैशाख २०८३')
    expect(html).toContain('आइत')
  })
  test('the weekday of a B.S. day (1 Baisakh 2083 = Tuesday 14 April 2026)', () => {
    expect(bsWeekday({ year: 2083, month: 1, day: 1 })).toBe(2)
  })
})
