// Conform wiring for the signed-in forms, whose browser check is hand-written (no zod in the
// browser, ADR 012): the check runs before a post and on input after one, and conform's own
// intents (update, insert, remove, validate) are handled in the browser. The action's schema
// decides; its reply is shown only on the form that sent it (a screen may hold several forms).
import { type DefaultValue, parse, type Submission, useForm } from '@conform-to/react'
import type { FieldErrors } from '~/api/input-rules'
import { type StepReplyData, stepFormOptions } from './form-status'

/** Field name to messages for the form values as conform read them (blank fields are ''). */
export type FormCheck = (values: Record<string, unknown>) => FieldErrors

/**
 * conform's submission for `formData` after `check`; with no message it is a success, which
 * the browser posts. `skip` leaves the check out (buttons the server answers whatever the fields hold).
 */
export function checkedSubmission<Values>(formData: FormData, check: FormCheck, skip = false): Submission<Values, string[]> {
  return parse(formData, {
    resolve(values) {
      const error = skip ? {} : check(values)
      return Object.keys(error).length ? { error } : { value: values as Values }
    },
  })
}

export function useCheckedForm<Values extends Record<string, unknown>>(
  intent: string,
  check: FormCheck,
  actionData: StepReplyData | undefined,
  defaultValue?: DefaultValue<Values>,
) {
  return useForm<Values, Values>({
    ...stepFormOptions(intent, actionData),
    defaultValue,
    onValidate: ({ formData }) => checkedSubmission<Values>(formData, check),
  })
}
