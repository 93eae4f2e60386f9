// What the stylesheets written from the theme share (ADR 038, 048): a typography variant as
// declarations, and the colours of each mode as custom properties under <html data-theme>.
import { alpha, darken, lighten, type TypographyVariantsOptions } from '@mui/material/styles'
import { appTheme } from '../theme'

export type Mode = 'light' | 'dark'
type TypeStyle = NonNullable<TypographyVariantsOptions['h6']>

/** A typography variant of the theme as declarations (MUI leaves letter-spacing out for a font other than Roboto). */
export function type({ fontFamily, fontWeight, fontSize, lineHeight, letterSpacing }: TypeStyle) {
  const declarations = { 'font-family': fontFamily, 'font-weight': fontWeight, 'font-size': fontSize, 'line-height': lineHeight, 'letter-spacing': letterSpacing }
  return Object.entries(declarations)
    .filter(([, value]) => value !== undefined)
    .map(([property, value]) => `${property}:${String(value)}`)
    .join(';')
}

/** What differs between the themes: the colours the frame and the pages' parts use. */
export function colours(mode: Mode) {
  const { palette } = appTheme(mode)
  return [
    // MUI's AppBar of colour "default".
    `--frame-bar:${mode === 'light' ? palette.grey[100] : palette.grey[900]}`,
    `--frame-paper:${palette.background.paper}`,
    `--frame-text:${palette.text.primary}`,
    `--frame-text-secondary:${palette.text.secondary}`,
    `--frame-divider:${palette.divider}`,
    `--frame-hover:${palette.action.hover}`,
    `--frame-selected:${palette.action.selected}`,
    `--frame-primary:${palette.primary.main}`,
    `--frame-on-primary:${palette.primary.contrastText}`,
    `--frame-error:${palette.error.main}`,
    // MUI's Link: underlined in its colour, faded.
    `--frame-underline:${alpha(palette.primary.main, 0.4)}`,
    // MUI's TableCell: the divider made opaque, towards the page's background.
    `--frame-table-line:${mode === 'light' ? lighten(alpha(palette.divider, 1), 0.88) : darken(alpha(palette.divider, 1), 0.68)}`,
  ].join(';')
}
