// The signed-in forms' browser check is hand-written (no zod in the browser, ADR 027): it runs
// before a post and on input after one. The action's schema decides; its reply is shown only on
// the form that sent it (a screen may hold several forms).
import type { FormCheck } from './form-state'
import { useForm } from './form-state'
import { replyFor, type StepReplyData } from './form-status'

export function useCheckedForm<Values extends Record<string, unknown>>(intent: string, check: FormCheck, actionData: StepReplyData | undefined, defaultValue?: Record<string, unknown>) {
  return useForm<Values>({ id: intent, lastResult: replyFor(actionData, intent), defaultValue, check })
}
