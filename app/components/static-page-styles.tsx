// On server-only pages (ADR 009) React never runs in the browser, so what MUI does with JavaScript
// is done here with CSS: keyboard focus rings on buttons and links. (Text fields need nothing:
// text-field.tsx shows focus with CSS alone.)
import GlobalStyles from '@mui/material/GlobalStyles'

export function StaticPageStyles() {
  return (
    <GlobalStyles
      styles={(theme) => ({
        '.MuiButtonBase-root:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
      })}
    />
  )
}
