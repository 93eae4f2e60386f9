// The part every dialog of a dangerous, final action shares (terminate an agreement, delete a
// property): the record's name shown to copy, and the field it is typed in. With JavaScript the
// dialog enables its button only when the typed name matches exactly (islands/confirm-by-name.ts);
// the server checks it again.
import Box from '@mui/material/Box'
import DialogContentText from '@mui/material/DialogContentText'
import { TextField, type TextFieldProps } from '~/components/text-field'
import { useT } from '~/i18n'
import { CONFIRM_NAME_FIELD } from '~/islands/confirm-by-name'

type Props = {
  /** The texts: `${texts}TypeName` and `${texts}NameLabel`. */
  texts: 'agreement.terminate' | 'property.delete'
  /** What must be typed. */
  name: string
  errors: string[] | undefined
  /** The space above the name: more after other fields than after the dialog's text. */
  mt: 1 | 2
} & Pick<TextFieldProps, 'id' | 'defaultValue' | 'required'>

export function ConfirmNameField({ texts, name, errors, mt, ...props }: Props) {
  const t = useT()
  return (
    <>
      <DialogContentText sx={{ mt }}>
        {t(`${texts}TypeName`)}{' '}
        <Box component="strong" sx={{ overflowWrap: 'anywhere' }}>
          {name}
        </Box>
      </DialogContentText>
      <TextField
        name={CONFIRM_NAME_FIELD}
        label={t(`${texts}NameLabel`)}
        {...props}
        error={Boolean(errors?.length)}
        helperText={errors?.join(' ')}
        autoComplete="off"
        fullWidth
        margin="normal"
      />
    </>
  )
}
