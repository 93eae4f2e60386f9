// Conform wiring shared by the sign-up, sign-in and support step forms: the schema checks in the
// browser, and the action's reply is shown only on the form that sent it (a screen may hold several
// forms). The signed-in forms check by hand instead (checked-form.ts), to leave zod on the server.
import { type DefaultValue, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import type { z } from 'zod'
import { replyFor, type StepReplyData } from './form-status'

export { replyErrors, type StepReplyData, useIsSubmitting } from './form-status'

export function useStepForm<Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(
  intent: string,
  schema: Schema,
  actionData: StepReplyData | undefined,
  defaultValue?: DefaultValue<z.input<Schema>>,
) {
  return useForm<z.input<Schema>, z.output<Schema>>({
    id: intent,
    lastResult: replyFor(actionData, intent),
    defaultValue,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  })
}

