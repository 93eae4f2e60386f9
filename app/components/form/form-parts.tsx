// Small pieces the signed-in forms share (property, unit, agreement, payment), in a module of their
// own so that a page using one does not download another page's form (page weight, ADR 012).
import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { localDigits } from '~/domain/devanagari-digits'
import { useLanguage } from '~/i18n'
import { type BoundField, FormTextField } from './fields'
import { SUBMIT_ON_CHANGE_MARKER } from '~/islands/submit-on-change'

/** Conform's field metadata with its current value (the browser's, or the submitted one). */
export type ValueField = BoundField & { value?: unknown }

/**
 * A field's text as it stands. A locked form (a disabled fieldset) has no form data, so conform
 * sees no values there: it shows what it was given.
 */
export function currentText(field: ValueField, locked = false): string {
  const value = locked ? field.initialValue : field.value
  return typeof value === 'string' ? value : ''
}

export const twoColumns = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 } as const

/** Two columns of fields that have no margin of their own (`margin="none"`): a row gap keeps a
 * field's hint clear of the label that sits over the next field's top edge, on a phone's one column. */
export const fieldGrid = { ...twoColumns, rowGap: 2 } as const

/** A number typed by hand (an amount, a count): the phone's number pad, the label kept above the text. */
export const decimalInput = { htmlInput: { inputMode: 'decimal' }, inputLabel: { shrink: true } } as const
export const numericInput = { htmlInput: { inputMode: 'numeric' }, inputLabel: { shrink: true } } as const

type SelectFieldProps = {
  field: BoundField
  label: string
  placeholder: string
  children: React.ReactNode
  onChange?: () => void
  /** On a page without React: a change sends the form as its Apply button would (islands/submit-on-change.ts). */
  submitOnChange?: boolean
}

/** A native select (works without JavaScript and suits phones) with an empty first choice. */
export function SelectField({ field, label, placeholder, children, onChange, submitOnChange = false }: SelectFieldProps) {
  return (
    <FormTextField
      field={field}
      label={label}
      select
      required
      onChange={onChange}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: submitOnChange ? { [SUBMIT_ON_CHANGE_MARKER]: '' } : {} }}
    >
      <option value="">{placeholder}</option>
      {children}
    </FormTextField>
  )
}

/** A numbered section of a form ("01 Property Information"); `idPrefix` names its heading's id. */
export function Section({ number, title, idPrefix = 'property-section', children }: { number: string; title: string; idPrefix?: string; children: React.ReactNode }) {
  const id = `${idPrefix}-${number}`
  const language = useLanguage()
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="h6" component="h2" sx={{ display: 'flex', gap: 1.5, alignItems: 'baseline' }}>
        <Box component="span" aria-hidden sx={{ color: 'primary.main', fontWeight: 700 }}>
          {localDigits(number, language)}
        </Box>
        {title}
      </Typography>
      {children}
    </Paper>
  )
}
