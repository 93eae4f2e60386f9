// No text anyone sends may carry control characters: PostgreSQL refuses NUL in text (the request
// would fail with a 500), and the others are invisible in a name, an address or an SMS. One
// guard wraps every input schema where input is read (the /v1 body and query readers, the web
// forms' reader), so every text field of every schema is covered at once, including fields
// added later. Tab, line feed and carriage return stay allowed: multi-line notes need them, and
// a browser cannot put them in a single-line field.
import { z } from 'zod'
import { CONTROL_CHARACTERS_MESSAGE } from './input-rules'

// C0 except tab (09), line feed (0A) and carriage return (0D); DEL and C1.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/

export const hasControlCharacters = (text: string) => CONTROL_CHARACTER.test(text)

/** Beyond this many, a body is hostile: more messages would not help anyone. */
const MAX_REPORTED = 20

type Path = Array<string | number>
/** A path as a chain to its parent: a deep body costs no copying until something is found. */
type Place = { key: string | number; parent: Place } | null

function pathOf(place: Place): Path {
  const path: Path = []
  for (let at = place; at; at = at.parent) path.push(at.key)
  return path.reverse()
}

/** The paths of the strings with control characters in `input` (a JSON value or a form's values), keys included. */
export function controlCharacterPaths(input: unknown): Path[] {
  const found: Path[] = []
  // Iterative: a deeply nested body must not overflow the stack.
  const pending: Array<{ value: unknown; place: Place }> = [{ value: input, place: null }]
  while (pending.length && found.length < MAX_REPORTED) {
    const { value, place } = pending.pop()!
    if (typeof value === 'string') {
      if (hasControlCharacters(value)) found.push(pathOf(place))
    } else if (Array.isArray(value)) {
      value.forEach((item, key) => pending.push({ value: item, place: { key, parent: place } }))
    } else if (value !== null && typeof value === 'object' && !(value instanceof Blob)) {
      for (const [key, item] of Object.entries(value)) {
        if (hasControlCharacters(key)) found.push(pathOf(place))
        else pending.push({ value: item, place: { key, parent: place } })
      }
    }
  }
  return found.reverse()
}

/**
 * `schema`, after a check of every string in the input: any with control characters is a field
 * error (the schema's own checks then wait until they are gone, zod stops at the first stage).
 */
// Each schema's guard is built once: zod builds a new schema at a cost of its own (about 0.3 ms,
// more than the parse of a small input, ADR 036), and a schema is a constant of its module. Schemas
// made per request are not kept (a WeakMap).
const guarded = new WeakMap<z.ZodType, z.ZodType>()

export function rejectControlCharacters<S extends z.ZodType>(schema: S) {
  const known = guarded.get(schema) as ReturnType<typeof guard<S>> | undefined
  if (known) return known
  const made = guard(schema)
  guarded.set(schema, made)
  return made
}

function guard<S extends z.ZodType>(schema: S) {
  return z
    .unknown()
    .superRefine((input, context) => {
      for (const path of controlCharacterPaths(input)) context.addIssue({ code: 'custom', path, message: CONTROL_CHARACTERS_MESSAGE })
    })
    .pipe(schema)
}
