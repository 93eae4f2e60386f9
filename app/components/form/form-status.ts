// What a form shows about its submission, apart from validation: which form the action answered
// and whether a form is being sent. Kept apart from use-step-form.ts so forms validated by the
// server alone do not bring zod to the browser.
import type { SubmissionResult } from '@conform-to/react'
import { useNavigation } from 'react-router'

export type StepReplyData = { intent: string; result: SubmissionResult<string[]> }

/** What a step form gets from its page: the action's last answer (its errors) and the form's key. */
export type StepFormProps = { actionData: StepReplyData | undefined; formKey: string }

/** Whether a form with this intent is being sent (for the buttons' loading state). */
export function useIsSubmitting(intent: string) {
  const navigation = useNavigation()
  return navigation.state !== 'idle' && navigation.formData?.get('intent') === intent
}

/** The action's reply if it answered the form with this intent (a screen may hold several forms). */
export function replyFor(actionData: StepReplyData | undefined, intent: string) {
  return actionData?.intent === intent ? actionData.result : undefined
}

/** The form-level errors the action gave the form with this intent. */
export function replyErrors(actionData: StepReplyData | undefined, intent: string) {
  return replyFor(actionData, intent)?.error?.[''] ?? undefined
}
