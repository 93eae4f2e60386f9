// Text fields bound to conform's field metadata: the server's and the browser's messages show
// under the field (MUI links them with aria-describedby), the hint otherwise.
import { Button } from '~/components/button'
import InputAdornment from '@mui/material/InputAdornment'
import { TextField, type TextFieldProps } from '../text-field'
import { useState } from 'react'
import { useT } from '~/i18n'
import { useHydrated } from '../use-hydrated'
import { useMessage } from './form-message'

export type BoundField = {
  id: string
  name: string
  key?: string | undefined
  initialValue?: unknown
  errors?: string[] | undefined
}

type FieldProps = Omit<TextFieldProps, 'name' | 'id' | 'defaultValue' | 'error'> & { field: BoundField; hint?: React.ReactNode }

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

/** A password input; with JavaScript it gets a Show/Hide button. */
export function PasswordField(props: FieldProps) {
  const t = useT()
  const hydrated = useHydrated()
  const [visible, setVisible] = useState(false)
  const toggle = hydrated ? (
    <InputAdornment position="end">
      <Button
        size="small"
        onClick={() => setVisible((shown) => !shown)}
        aria-label={visible ? t('auth.hidePasswordLabel') : t('auth.showPasswordLabel')}
        aria-pressed={visible}
        aria-controls={props.field.id}
      >
        {visible ? t('auth.hidePassword') : t('auth.showPassword')}
      </Button>
    </InputAdornment>
  ) : undefined
  return (
    <FormTextField
      type={visible ? 'text' : 'password'}
      required
      {...props}
      slotProps={{ ...props.slotProps, input: { endAdornment: toggle } }}
    />
  )
}
