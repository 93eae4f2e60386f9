// MUI's outlined TextField, composed from its parts (what TextField renders for variant
// "outlined"). MUI's own always bundles Select with its menu, popover and modal, which our forms
// never use: selects here are native (`select` with `slotProps.select.native`). This keeps
// every form page lighter (page weight, ADR 012). Same props, markup and ids as MUI's for what
// the forms use; `select` must be native.
import FormControl, { type FormControlProps } from '@mui/material/FormControl'
import FormHelperText, { type FormHelperTextProps } from '@mui/material/FormHelperText'
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel'
import NativeSelect from '@mui/material/NativeSelect'
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput'
import { useId } from 'react'

export type TextFieldProps = Omit<FormControlProps, 'onChange' | 'onBlur' | 'onFocus' | 'children' | 'defaultValue' | 'variant'> & {
  autoComplete?: string | undefined
  autoFocus?: boolean | undefined
  children?: React.ReactNode
  defaultValue?: unknown
  helperText?: React.ReactNode
  id?: string | undefined
  inputRef?: React.Ref<HTMLInputElement>
  label?: React.ReactNode
  multiline?: boolean | undefined
  minRows?: number | string | undefined
  maxRows?: number | string | undefined
  rows?: number | string | undefined
  name?: string | undefined
  onBlur?: React.FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>
  onChange?: React.ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>
  onFocus?: React.FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>
  placeholder?: string | undefined
  /** A native select (the `option`s are the children); MUI's menu select is not offered. */
  select?: boolean | undefined
  type?: React.InputHTMLAttributes<unknown>['type']
  value?: unknown
  slotProps?: {
    input?: Partial<OutlinedInputProps> | undefined
    htmlInput?: (React.InputHTMLAttributes<HTMLInputElement> & Record<`data-${string}` | `aria-${string}`, unknown>) | undefined
    inputLabel?: Partial<InputLabelProps> | undefined
    select?: { native: true } | undefined
    formHelperText?: Partial<FormHelperTextProps> | undefined
  }
}

export function TextField({
  autoComplete,
  autoFocus = false,
  children,
  defaultValue,
  helperText,
  id: idOverride,
  inputRef,
  label,
  multiline = false,
  minRows,
  maxRows,
  rows,
  name,
  onBlur,
  onChange,
  onFocus,
  placeholder,
  select = false,
  type,
  value,
  slotProps = {},
  className,
  ...formControl
}: TextFieldProps) {
  const generatedId = useId()
  const id = idOverride ?? generatedId
  const helperTextId = helperText ? `${id}-helper-text` : undefined
  const inputLabelId = label ? `${id}-label` : undefined
  const shrink = slotProps.inputLabel?.shrink
  const input = (
    <OutlinedInput
      label={label}
      {...(shrink === undefined ? {} : { notched: shrink })}
      // As MUI's: a select's helper text is not its description.
      aria-describedby={select ? undefined : helperTextId}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      defaultValue={defaultValue}
      fullWidth={formControl.fullWidth}
      multiline={multiline}
      name={name}
      rows={rows}
      minRows={minRows}
      maxRows={maxRows}
      type={type}
      value={value}
      id={id}
      inputRef={inputRef}
      onBlur={onBlur}
      onChange={onChange}
      onFocus={onFocus}
      placeholder={placeholder}
      inputProps={slotProps.htmlInput}
      {...slotProps.input}
    />
  )
  return (
    <FormControl {...formControl} variant="outlined" className={className ? `MuiTextField-root ${className}` : 'MuiTextField-root'}>
      {label != null && label !== '' && (
        <InputLabel htmlFor={id} id={inputLabelId} {...slotProps.inputLabel}>
          {label}
        </InputLabel>
      )}
      {select ? (
        <NativeSelect input={input}>{children}</NativeSelect>
      ) : (
        input
      )}
      {helperText && (
        <FormHelperText id={helperTextId} {...slotProps.formHelperText}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  )
}
