// Reading and checking what a UI action was posted. Every action reads its form here and checks
// it here, so what no form may carry (a body that is not a form, control characters in any text)
// is answered the same way everywhere, with the action's usual messages and never a 500.
// eslint-disable-next-line no-restricted-imports -- the one place that wraps it
import { parseWithZod } from '@conform-to/zod/v4'
import type { z } from 'zod'
import { rejectControlCharacters } from '~/schemas/control-characters'

// A schema wrapped in the control-character check, once per schema: zod builds a new schema at a
// cost of its own (about 0.3 ms, more than the parse of a small input), and a schema is a constant of
// its module. Schemas made per request are not kept (a WeakMap).
const guardedSchemas = new WeakMap<z.ZodType, z.ZodType>()

/** `schema` behind the control-character check (rejectControlCharacters), the same object for the same schema. */
export function guardedSchema<S extends z.ZodType>(schema: S): ReturnType<typeof rejectControlCharacters<S>> {
  let guarded = guardedSchemas.get(schema)
  if (!guarded) {
    guarded = rejectControlCharacters(schema)
    guardedSchemas.set(schema, guarded)
  }
  return guarded as ReturnType<typeof rejectControlCharacters<S>>
}

/**
 * The posted form. A body that is not a form (wrong content type, cut off) reads as an empty
 * form, so the action answers with its usual 400 and messages, never a 500.
 */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData()
  } catch {
    return new FormData()
  }
}

/** Conform's submission of `formData` for `schema`; a field with control characters is a field error. */
export function parseForm<S extends z.ZodType>(formData: FormData, schema: S) {
  return parseWithZod(formData, { schema: guardedSchema(schema) })
}

/** A small form of flat fields (no conform reply): its values checked by `schema`, like `parseForm`. */
export function parseFormFields<S extends z.ZodType>(formData: FormData, schema: S) {
  return guardedSchema(schema).safeParse(Object.fromEntries(formData))
}
