// Relative times in the interface language. Intl, so only on the server: browsers (Chromium)
// lack Nepali locale data and would write English; callers send the finished text.
import type { Language } from '~/i18n'

const RELATIVE_UNITS: Array<[unit: Intl.RelativeTimeFormatUnit, seconds: number]> = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
]

// One formatter per language, made once: making one costs far more than formatting with it, and
// a dashboard formats a relative time for every event it lists.
const RELATIVE: Record<Language, Intl.RelativeTimeFormat> = {
  en: new Intl.RelativeTimeFormat('en', { numeric: 'auto' }),
  ne: new Intl.RelativeTimeFormat('ne-NP', { numeric: 'auto' }),
}

/**
 * How long ago (or ahead) `instant` is from `now`: "3 days ago", "yesterday", "now" / "३ दिन
 * पहिले". Callers compute it on the server, so the page says it without JavaScript and the
 * browser's own Intl data never differs from what was rendered.
 */
export function formatRelativeTime(language: Language, instant: Date | string, now: Date) {
  const seconds = Math.round((new Date(instant).getTime() - now.getTime()) / 1000)
  const format = RELATIVE[language]
  for (const [unit, size] of RELATIVE_UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit)
  }
  return format.format(0, 'second')
}
