// Text fields bound to a form's field metadata (form-state.ts; conform's on the server-only pages):
// the server's and the browser's messages show under the field (MUI links them with
// aria-describedby), the hint otherwise. The password inputs are in password-fields.tsx.
import { TextField, type TextFieldProps } from '../text-field'
import { PHOTO_TYPES } from '~/domain/image-type'
import { useT } from '~/i18n'
import { useMessage } from '~/i18n/message'

export type BoundField = {
  id: string
  name: string
  key?: string | undefined
  initialValue?: unknown
  errors?: string[] | undefined
}

export type FieldProps = Omit<TextFieldProps, 'name' | 'id' | 'defaultValue' | 'error'> & { field: BoundField; hint?: React.ReactNode }

export function FormTextField({ field, hint, ...props }: FieldProps) {
  const message = useMessage()
  const errors = field.errors?.length ? field.errors.map(message).join(' ') : undefined
  return (
    <TextField
      key={field.key}
      id={field.id}
      name={field.name}
      defaultValue={typeof field.initialValue === 'string' ? field.initialValue : undefined}
      error={Boolean(errors)}
      helperText={errors ?? hint}
      fullWidth
      margin="normal"
      {...props}
    />
  )
}

export function PhoneField({ field, hint, autoFocus }: { field: BoundField; hint?: React.ReactNode; autoFocus?: boolean }) {
  const t = useT()
  return (
    <FormTextField
      field={field}
      hint={hint}
      type="tel"
      label={t('auth.phone')}
      placeholder={t('auth.phonePlaceholder')}
      autoComplete="tel-national"
      autoFocus={autoFocus}
      required
      slotProps={{ htmlInput: { inputMode: 'tel' }, inputLabel: { shrink: true } }}
    />
  )
}

/** A photo to upload in a multipart form (works without JavaScript); the server reads its type from its bytes. */
export function PhotoField({ field, label, hint }: { field: BoundField; label: string; hint: string }) {
  return (
    <FormTextField field={field} type="file" label={label} hint={hint} slotProps={{ htmlInput: { accept: PHOTO_TYPES.join(',') }, inputLabel: { shrink: true } }} />
  )
}
