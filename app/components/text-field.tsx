// An outlined text field (a label, an input, a native select or a textarea, and its helper text)
// drawn with plain elements and CSS in MUI's outlined look. MUI's TextField and even its parts
// (InputBase, OutlinedInput, FormControl, NativeSelect, TextareaAutosize) keep state in React for
// what CSS does here (focus, filled), which made every form page about 9 KB heavier (page weight,
// ADR 012). The label sits in the outline's notch from the start, as on the server-only pages,
// so it looks the same with JavaScript or without. Same ids, names and ARIA as MUI's: the label's
// id is `${id}-label`, the helper text's `${id}-helper-text` (the input's description, not a
// select's), `aria-invalid` with `error`, and the required marker hidden from screen readers.
import type { BoxProps } from '@mui/material/Box'
import type { CSSObject } from '@mui/material/styles'
import { framedPart } from './framed-part'
import { useId } from 'react'

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement
type HtmlInputProps = React.InputHTMLAttributes<HTMLInputElement> & Record<`data-${string}` | `aria-${string}`, unknown>

export type TextFieldProps = {
  autoComplete?: string | undefined
  autoFocus?: boolean | undefined
  children?: React.ReactNode
  className?: string | undefined
  defaultValue?: unknown
  disabled?: boolean | undefined
  error?: boolean | undefined
  fullWidth?: boolean | undefined
  helperText?: React.ReactNode
  id?: string | undefined
  inputRef?: React.Ref<HTMLInputElement>
  label?: React.ReactNode
  margin?: 'none' | 'dense' | 'normal' | undefined
  multiline?: boolean | undefined
  minRows?: number | string | undefined
  maxRows?: number | string | undefined
  rows?: number | string | undefined
  name?: string | undefined
  onBlur?: React.FocusEventHandler<FieldElement>
  onChange?: React.ChangeEventHandler<FieldElement>
  onFocus?: React.FocusEventHandler<FieldElement>
  placeholder?: string | undefined
  required?: boolean | undefined
  /** A native select (the `option`s are the children). */
  select?: boolean | undefined
  size?: 'small' | 'medium' | undefined
  sx?: BoxProps['sx'] | undefined
  type?: React.InputHTMLAttributes<unknown>['type']
  value?: unknown
  slotProps?: {
    input?: { startAdornment?: React.ReactNode; endAdornment?: React.ReactNode } | undefined
    htmlInput?: HtmlInputProps | undefined
    /** The label always sits in the notch; kept so callers written for MUI's field need no change. */
    inputLabel?: { shrink?: boolean } | undefined
    select?: { native: true } | undefined
    formHelperText?: { sx?: BoxProps['sx'] } | undefined
  }
}

export function TextField({
  autoComplete,
  autoFocus = false,
  children,
  className,
  defaultValue,
  disabled = false,
  error = false,
  fullWidth = false,
  helperText,
  id: idOverride,
  inputRef,
  label,
  margin = 'none',
  multiline = false,
  minRows,
  maxRows,
  rows,
  name,
  onBlur,
  onChange,
  onFocus,
  placeholder,
  required = false,
  select = false,
  size = 'medium',
  sx,
  type,
  value,
  slotProps = {},
}: TextFieldProps) {
  const generatedId = useId()
  const id = idOverride ?? generatedId
  const helperTextId = helperText ? `${id}-helper-text` : undefined
  const hasLabel = label != null && label !== ''
  const states = [error && 'Mui-error', disabled && 'Mui-disabled'].filter(Boolean).join(' ')
  const { startAdornment, endAdornment } = slotProps.input ?? {}
  const control = {
    id,
    name,
    disabled,
    required,
    autoFocus,
    onBlur,
    onChange,
    onFocus,
    'aria-invalid': error,
    ...(value === undefined ? {} : { value: value as string }),
    ...(defaultValue === undefined ? {} : { defaultValue: defaultValue as string }),
  }
  // As MUI's: a select's helper text is not its description.
  const typed = { ...control, 'aria-describedby': helperTextId, autoComplete, placeholder }
  const lines = Number(rows ?? minRows ?? 1)
  let field: React.ReactNode
  if (select) {
    field = (
      <>
        <select {...control} {...(slotProps.htmlInput as React.SelectHTMLAttributes<HTMLSelectElement>)}>
          {children}
        </select>
        <svg className="field-select-icon" focusable="false" aria-hidden="true" viewBox="0 0 24 24">
          <path d="M7 10l5 5 5-5z" />
        </svg>
      </>
    )
  } else if (multiline) {
    field = (
      <textarea
        {...typed}
        rows={lines}
        // It grows with its text (field-sizing) between minRows and maxRows lines, as MUI's does with a script.
        style={{ minHeight: `${lines * 1.4375}em`, maxHeight: maxRows ? `${Number(maxRows) * 1.4375}em` : undefined }}
        {...(slotProps.htmlInput as React.TextareaHTMLAttributes<HTMLTextAreaElement>)}
      />
    )
  } else {
    field = (
      <input {...typed} type={type} ref={inputRef} {...slotProps.htmlInput} />
    )
  }
  return (
    <Root
      className={['MuiFormControl-root MuiTextField-root', states, className].filter(Boolean).join(' ')}
      data-margin={margin}
      data-size={size}
      data-full-width={fullWidth || undefined}
      sx={sx}
    >
      {hasLabel && (
        <Label htmlFor={id} id={`${id}-label`} className={states || undefined}>
          {label}
          {required && <span aria-hidden="true">&thinsp;*</span>}
        </Label>
      )}
      <Outline className={[states, select && 'field-select', multiline && 'field-multiline'].filter(Boolean).join(' ') || undefined}>
        {startAdornment && <span className="field-start">{startAdornment}</span>}
        {field}
        {endAdornment && <span className="field-end">{endAdornment}</span>}
        <fieldset aria-hidden="true">
          <legend>{hasLabel ? <span>{label}{required && <>&thinsp;*</>}</span> : <span className="notranslate">&#8203;</span>}</legend>
        </fieldset>
      </Outline>
      {helperText && (
        <HelperText id={helperTextId} className={states || undefined} sx={slotProps.formHelperText?.sx}>
          {helperText}
        </HelperText>
      )}
    </Root>
  )
}

/** The parts the frame's stylesheet has rules for (page/content-styles.ts). */
export const FIELD_PARTS = () => [Root, Label, Outline, HelperText].map((part) => part.part)

const Root = framedPart('div', 'field', {
  display: 'inline-flex',
  flexDirection: 'column',
  position: 'relative',
  minWidth: 0,
  padding: 0,
  margin: 0,
  border: 0,
  verticalAlign: 'top',
  '&[data-margin="normal"]': { marginTop: 16, marginBottom: 8 },
  '&[data-margin="dense"]': { marginTop: 8, marginBottom: 4 },
  '&[data-full-width]': { width: '100%' },
})

/** The label in the notch (MUI's shrunk outlined label). */
const Label = framedPart('label', 'field-label', ({ theme }): CSSObject => ({
  ...theme.typography.body1,
  lineHeight: '1.4375em',
  color: theme.palette.text.secondary,
  position: 'absolute',
  left: 0,
  top: 0,
  zIndex: 1,
  pointerEvents: 'none',
  transformOrigin: 'top left',
  transform: 'translate(14px, -9px) scale(0.75)',
  maxWidth: 'calc(133% - 32px)',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  'div:focus-within > &': { color: theme.palette.primary.main },
  '&.Mui-error, div:focus-within > &.Mui-error': { color: theme.palette.error.main },
  '&.Mui-disabled': { color: theme.palette.text.disabled },
}))

const Outline = framedPart('div', 'field-outline', ({ theme }): CSSObject => {
  const border = theme.palette.mode === 'light' ? 'rgba(0, 0, 0, 0.23)' : 'rgba(255, 255, 255, 0.23)'
  return {
    ...theme.typography.body1,
    lineHeight: '1.4375em',
    color: theme.palette.text.primary,
    boxSizing: 'border-box',
    position: 'relative',
    cursor: 'text',
    display: 'flex',
    alignItems: 'center',
    width: '100%',
    borderRadius: theme.shape.borderRadius,
    '& > input, & > select, & > textarea': {
      font: 'inherit',
      letterSpacing: 'inherit',
      color: 'currentColor',
      padding: '16.5px 14px',
      border: 0,
      boxSizing: 'content-box',
      background: 'none',
      height: '1.4375em',
      margin: 0,
      display: 'block',
      minWidth: 0,
      flexGrow: 1,
      width: '100%',
      outline: 0,
      WebkitTapHighlightColor: 'transparent',
      borderRadius: 'inherit',
      '&::placeholder': { color: 'currentColor', opacity: theme.palette.mode === 'light' ? 0.42 : 0.5 },
      '&:disabled': { opacity: 1, WebkitTextFillColor: theme.palette.text.disabled },
    },
    '[data-size="small"] > & > input, [data-size="small"] > & > select': { paddingTop: 8.5, paddingBottom: 8.5 },
    '&.field-multiline': { padding: '16.5px 14px' },
    '[data-size="small"] > &.field-multiline': { padding: '8.5px 14px' },
    '& > textarea': { padding: 0, height: 'auto', resize: 'none', fieldSizing: 'content' },
    '& > select': {
      appearance: 'none',
      cursor: 'pointer',
      paddingRight: 32,
      textOverflow: 'ellipsis',
      '& option': { backgroundColor: theme.palette.background.paper },
    },
    '& > .field-select-icon': {
      position: 'absolute',
      right: 7,
      top: 'calc(50% - .5em)',
      width: '1em',
      height: '1em',
      fontSize: '1.5rem',
      fill: 'currentColor',
      color: theme.palette.action.active,
      pointerEvents: 'none',
    },
    '&.Mui-disabled > .field-select-icon': { color: theme.palette.action.disabled },
    '& > fieldset': {
      textAlign: 'left',
      position: 'absolute',
      inset: '-5px 0 0 0',
      margin: 0,
      padding: '0 8px',
      pointerEvents: 'none',
      borderRadius: 'inherit',
      borderStyle: 'solid',
      borderWidth: 1,
      borderColor: border,
      overflow: 'hidden',
      minWidth: '0%',
    },
    '& > fieldset > legend': {
      float: 'unset',
      width: 'auto',
      overflow: 'hidden',
      display: 'block',
      padding: 0,
      height: 11,
      fontSize: '0.75em',
      visibility: 'hidden',
      maxWidth: '100%',
      whiteSpace: 'nowrap',
      '& > span': { paddingLeft: 5, paddingRight: 5, display: 'inline-block', opacity: 0, visibility: 'visible' },
      '& > span.notranslate': { padding: 0 },
    },
    '& > .field-start, & > .field-end': { display: 'flex', alignItems: 'center', whiteSpace: 'nowrap', maxHeight: '2em', color: theme.palette.text.secondary },
    '& > .field-start': { paddingLeft: 14 },
    // MUI's InputAdornment's gap, without its component (the span does its layout).
    '& > .field-end': { paddingLeft: 8, paddingRight: 14 },
    '& > .field-start + input, & > .field-start + textarea': { paddingLeft: 0 },
    '& > input:has(+ .field-end)': { paddingRight: 0 },
    '@media (hover: hover)': { '&:hover > fieldset': { borderColor: theme.palette.text.primary } },
    '&:focus-within > fieldset': { borderColor: theme.palette.primary.main, borderWidth: 2 },
    '&.Mui-error > fieldset, &.Mui-error:hover > fieldset, &.Mui-error:focus-within > fieldset': { borderColor: theme.palette.error.main },
    '&.Mui-disabled': { color: theme.palette.text.disabled, cursor: 'default' },
    '&.Mui-disabled > fieldset, &.Mui-disabled:hover > fieldset': { borderColor: theme.palette.action.disabled },
  }
})

const HelperText = framedPart('p', 'field-helper', ({ theme }): CSSObject => ({
  ...theme.typography.caption,
  color: theme.palette.text.secondary,
  textAlign: 'left',
  margin: '3px 14px 0',
  '&.Mui-error': { color: theme.palette.error.main },
  '&.Mui-disabled': { color: theme.palette.text.disabled },
}))
