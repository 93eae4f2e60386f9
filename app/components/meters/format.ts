// How meter screens write readings: hundredths of a unit (app/domain/meter.ts) as units with at
// most 2 decimals and no trailing zeros ("1,234.5"), in the interface's digits.
import { toDevanagariDigits } from '~/domain/devanagari-digits'
import { READING_SCALE } from '~/domain/meter'
import type { Language } from '~/i18n'

export function formatReading(hundredths: number, language: Language): string {
  const whole = Math.floor(hundredths / READING_SCALE).toLocaleString('en-US')
  const fraction = String(hundredths % READING_SCALE).padStart(2, '0').replace(/0+$/, '')
  const text = fraction ? `${whole}.${fraction}` : whole
  return language === 'ne' ? toDevanagariDigits(text) : text
}

/** What a reading field shows again after a refused form (the typed text) or nothing. */
export function typedValue(values: unknown, ...path: Array<string | number>): string {
  let value: unknown = values
  for (const step of path) value = typeof value === 'object' && value !== null ? (value as Record<string | number, unknown>)[step] : undefined
  return typeof value === 'string' ? value : ''
}
