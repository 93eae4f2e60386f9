// On server-only pages (ADR 009) React never runs in the browser, so what MUI does with JavaScript
// is done here with CSS and defaults: keyboard focus rings, focused fields, and labels that sit
// above their field from the start (MUI floats them on focus or input, which needs React).
import GlobalStyles from '@mui/material/GlobalStyles'
import { createTheme, type Theme } from '@mui/material/styles'

export function withStaticFormDefaults(theme: Theme) {
  return createTheme(theme, {
    components: {
      MuiInputLabel: { defaultProps: { shrink: true } },
      MuiOutlinedInput: { defaultProps: { notched: true } },
    },
  })
}

export function StaticPageStyles() {
  return (
    <GlobalStyles
      styles={(theme) => ({
        '.MuiButtonBase-root:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
        '.MuiOutlinedInput-root:focus-within .MuiOutlinedInput-notchedOutline': {
          borderColor: theme.palette.primary.main,
          borderWidth: 2,
        },
        '.MuiFormControl-root:focus-within > .MuiInputLabel-root:not(.Mui-error)': { color: theme.palette.primary.main },
      })}
    />
  )
}
