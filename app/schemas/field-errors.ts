// A zod error as the per-field messages every surface shows: the web forms, /v1's
// `error.fields`, and the services' ValidationError.
import type { z } from 'zod'
import type { FieldErrors } from './input-rules'

/** Zod issues as `{ field: [messages] }`; issues on the whole body go under `_`. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {}
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_'
    ;(fields[key] ??= []).push(issue.message)
  }
  return fields
}
