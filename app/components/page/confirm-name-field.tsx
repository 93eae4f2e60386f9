// The part every dialog of a dangerous, final action shares (terminate an agreement, delete a
// property): the record's name shown to copy, and the field it is typed in. With JavaScript the
// dialog enables its button only when the typed name matches exactly; the server checks it again.
import Box from '@mui/material/Box'
import DialogContentText from '@mui/material/DialogContentText'
import { useEffect, useRef, useState } from 'react'
import { TextField, type TextFieldProps } from '~/components/text-field'
import { useT } from '~/i18n'

type NameField = Required<Pick<TextFieldProps, 'inputRef' | 'onChange'>>

/** What is typed in the name's field; what was typed before the page's script ran counts. */
export function useTypedName(): { typed: string; field: NameField } {
  const [typed, setTyped] = useState('')
  const inputRef = useRef<HTMLInputElement>(null)
  useEffect(() => setTyped(inputRef.current?.value ?? ''), [])
  return { typed, field: { inputRef, onChange: (event) => setTyped(event.target.value) } }
}

type Props = {
  /** The texts: `${texts}TypeName` and `${texts}NameLabel`. */
  texts: 'agreement.terminate' | 'property.delete'
  /** What must be typed. */
  name: string
  /** useTypedName's field. */
  field: NameField
  errors: string[] | undefined
  /** The space above the name: more after other fields than after the dialog's text. */
  mt: 1 | 2
} & Pick<TextFieldProps, 'id' | 'defaultValue' | 'required'>

export function ConfirmNameField({ texts, name, field, errors, mt, ...props }: Props) {
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
        name="confirmName"
        label={t(`${texts}NameLabel`)}
        {...props}
        {...field}
        error={Boolean(errors?.length)}
        helperText={errors?.join(' ')}
        autoComplete="off"
        fullWidth
        margin="normal"
      />
    </>
  )
}
