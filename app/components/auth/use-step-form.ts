// Conform wiring shared by every step form: the schema checks in the browser, and the action's
// reply is shown only on the form that sent it (a screen may hold several forms).
import { type DefaultValue, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import type { z } from 'zod'
import type { StepReplyData } from './form-status'

export { type StepReplyData, useIsSubmitting } from './form-status'

export function useStepForm<Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(
  intent: string,
  schema: Schema,
  actionData: StepReplyData | undefined,
  defaultValue?: DefaultValue<z.input<Schema>>,
) {
  return useForm<z.input<Schema>, z.output<Schema>>({
    id: intent,
    defaultValue,
    lastResult: actionData?.intent === intent ? actionData.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  })
}

/** The form-level errors the action gave the form with this intent. */
export function replyErrors(actionData: StepReplyData | undefined, intent: string) {
  if (actionData?.intent !== intent) return undefined
  return actionData.result.error?.[''] ?? undefined
}
