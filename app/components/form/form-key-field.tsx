// The idempotency key of a form that creates money or records: a new one each time its
// page's loader runs, so submitting the same render twice (a double tap, a resend after a
// time-out, Back and submit) records once; app/web/form-key.server.ts reads it.
// With JavaScript, a form holding one is marked busy once sent (islands/busy-forms.ts).
import { FORM_KEY_FIELD } from '~/islands/busy-forms'

export { FORM_KEY_FIELD }

export function FormKeyField({ value }: { value: string }) {
  return <input type="hidden" name={FORM_KEY_FIELD} value={value} />
}
