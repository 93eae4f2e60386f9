// The meter forms' replies (issue 18), shared by the monthly readings page and an agreement's meters
// page: every message (the schema's and the service's) is translated here, on the server, so the
// browser's catalogue leaves the meter messages out (page weight, ADR 012).
import { METER_MESSAGES } from '~/schemas/meter-rules'
import { CONTROL_CHARACTERS_MESSAGE, REQUIRED } from '~/schemas/input-rules'
import { ledgerMessageIn } from '~/components/ledger/messages'
import { type Language, type MessageKey, translate } from '~/i18n'
import { replyTo } from '~/web/auth-flow.server'
import type { parseForm } from '~/server/form-data.server'

// Typed, so a message without its catalogue key fails to compile.
const keyOf = (name: keyof typeof METER_MESSAGES): MessageKey => `meters.error.${name}`
const KEYS = new Map<string, MessageKey>([
  ...Object.entries(METER_MESSAGES).map(([name, text]): [string, MessageKey] => [text, keyOf(name as keyof typeof METER_MESSAGES)]),
  [REQUIRED, 'form.required'],
  [CONTROL_CHARACTERS_MESSAGE, 'form.controlCharacters'],
])

/** A message of the meter forms in `language`; one we do not know is shown as it is. */
export function meterMessageIn(language: Language, message: string): string {
  const key = KEYS.get(message)
  return key ? translate(language, key) : (ledgerMessageIn(language, message) ?? message)
}

type Submission = ReturnType<typeof parseForm>
type Errors = { formErrors?: string[] | undefined; fieldErrors?: Record<string, string[]> | undefined }

/** The form's reply with its own errors (a refused parse) or `errors` (a refused write), all in `language`. */
export function meterReply(intent: string, submission: Submission, language: Language, errors: Errors = {}, status = 400) {
  const parsed = submission.status === 'success' ? {} : (submission.error ?? {})
  const { '': parsedFormErrors, ...parsedFields } = parsed
  const fields = { ...parsedFields, ...errors.fieldErrors }
  const translated = (messages: string[] | null | undefined) => messages?.map((message) => meterMessageIn(language, message))
  return replyTo(
    intent,
    submission,
    {
      formErrors: translated(errors.formErrors ?? parsedFormErrors ?? undefined),
      fieldErrors: Object.fromEntries(Object.entries(fields).map(([name, messages]) => [name, translated(messages) ?? []])),
    },
    status,
  )
}
