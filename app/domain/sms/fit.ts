// Making a text fit its SMS budget by shortening the names in it (never the stored data): the
// longest name loses a character at a time, down to its minimum, until the whole text fits.
// Cuts fall between grapheme clusters, so a Devanagari letter never loses its vowel sign or halant.
import { countSmsSegments, type SmsEncoding } from './segments.ts'

export type SmsBudget = { encoding?: SmsEncoding; maxSegments: number }

/** A name in a text: `value` as typed, shortened to no fewer than `min` characters when needed. */
export type Shrinkable = { value: string; min: number }

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' })

/** Printable ASCII: every character is a cluster of its own (no combining marks, no CR LF pair). */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/

function clusters(text: string): string[] {
  // Most names are ASCII; the segmenter costs the reminder scan more than the rest of a text.
  if (PRINTABLE_ASCII.test(text)) return text.split('')
  return Array.from(graphemes.segment(text), (part) => part.segment)
}

export function fitsBudget(text: string, { encoding, maxSegments }: SmsBudget): boolean {
  const counted = countSmsSegments(text)
  return counted.segments >= 1 && counted.segments <= maxSegments && (!encoding || counted.encoding === encoding)
}

/** Collapses runs of white space (a pasted name may hold line breaks) and trims. */
export function tidyName(name: string): string {
  return name.replace(/\s+/g, ' ').trim()
}

/** `text` cut to `length` characters (grapheme clusters), the last one replaced by `mark`. */
export function shorten(text: string, length: number, mark: string): string {
  return cut(clusters(text), length, mark)
}

function cut(parts: readonly string[], length: number, mark: string): string {
  if (parts.length <= length) return parts.join('')
  return `${parts.slice(0, Math.max(0, length - 1)).join('').trimEnd()}${mark}`
}

/**
 * Renders `render(names)` with the names shortened just enough to fit `budget`: each step takes
 * one character off the costliest name (in UTF-16 units: a Devanagari conjunct is several) still
 * above its minimum (in characters). Should that not do, names are left out, costliest first
 * (`render` has generic wording for a missing name). Throws a RangeError when even the text
 * without names does not fit: a template too long for its budget, a bug the tests catch.
 */
export function fitNames<K extends string>(
  names: Partial<Record<K, Shrinkable>>,
  render: (names: Partial<Record<K, string>>) => string,
  { budget, mark }: { budget: SmsBudget; mark: string },
): string {
  const given = Object.entries(names)
    .filter((entry): entry is [K, Shrinkable] => entry[1] !== undefined)
    .map(([key, { value, min }]) => ({ key, min, parts: clusters(value) }))
  const lengths = new Map(given.map(({ key, parts }) => [key, parts.length]))
  const lengthOf = (key: K) => lengths.get(key) ?? 0
  for (;;) {
    const kept = given.filter(({ key }) => lengths.has(key))
    const current = Object.fromEntries(kept.map(({ key, parts }) => [key, cut(parts, lengthOf(key), mark)])) as Partial<Record<K, string>>
    const text = render(current)
    if (fitsBudget(text, budget)) return text
    const byCost = kept.sort((a, b) => (current[b.key]?.length ?? 0) - (current[a.key]?.length ?? 0))
    const shrinkable = byCost.find(({ key, min }) => lengthOf(key) > min)?.key
    if (shrinkable !== undefined) lengths.set(shrinkable, lengthOf(shrinkable) - 1)
    else if (byCost[0]) lengths.delete(byCost[0].key)
    else throw new RangeError(`An SMS text does not fit ${budget.maxSegments} segment(s): ${text}`)
  }
}
