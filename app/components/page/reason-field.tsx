// The required Reason of a confirming dialog (voiding a payment, cancelling a charge; the note of
// money refunded outside Bhadaa): several lines, its limit, the value sent back after a refusal and
// its messages (already translated).
import { TextField } from '../text-field'

type Props = { label: string; maxLength: number; defaultValue: unknown; errors: string[] | undefined; name?: string }

export function ReasonField({ label, maxLength, defaultValue, errors, name = 'reason' }: Props) {
  return (
    <TextField
      name={name}
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
