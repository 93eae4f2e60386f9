// The idempotency key of a form that creates money or records: a new one each time its
// page's loader runs, so submitting the same render twice (a double tap, a resend after a
// time-out, Back and submit) records once; app/web/form-key.server.ts reads it.
export const FORM_KEY_FIELD = 'idempotencyKey'

export function FormKeyField({ value }: { value: string }) {
  return <input type="hidden" name={FORM_KEY_FIELD} value={value} />
}
