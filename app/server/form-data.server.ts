// Reading and checking what a UI action was posted. Every action reads its form here and checks
// it here, so what no form may carry (a body that is not a form, control characters in any text)
// is answered the same way everywhere, with the action's usual messages and never a 500.
// eslint-disable-next-line no-restricted-imports -- the one place that wraps it
import { parseWithZod } from '@conform-to/zod/v4'
import type { z } from 'zod'
import { rejectControlCharacters } from '~/schemas/control-characters'

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
  return parseWithZod(formData, { schema: rejectControlCharacters(schema) })
}

/** A small form of flat fields (no conform reply): its values checked by `schema`, like `parseForm`. */
export function parseFormFields<S extends z.ZodType>(formData: FormData, schema: S) {
  return rejectControlCharacters(schema).safeParse(Object.fromEntries(formData))
}
