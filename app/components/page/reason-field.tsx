// The required Reason of a confirming dialog (voiding a payment, cancelling a charge): several
// lines, its limit, the value sent back after a refusal and its messages (already translated).
import { TextField } from '../text-field'

type Props = { label: string; maxLength: number; defaultValue: unknown; errors: string[] | undefined }

export function ReasonField({ label, maxLength, defaultValue, errors }: Props) {
  return (
    <TextField
      name="reason"
      label={label}
      defaultValue={typeof defaultValue === 'string' ? defaultValue : ''}
      error={Boolean(errors?.length)}
      helperText={errors?.join(' ')}
      slotProps={{ htmlInput: { maxLength } }}
      autoComplete="off"
      fullWidth
      margin="normal"
      required
      multiline
      minRows={2}
    />
  )
}
