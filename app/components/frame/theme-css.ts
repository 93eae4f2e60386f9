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
    `--frame-background:${palette.background.default}`,
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
    `--frame-error-underline:${alpha(palette.error.main, 0.4)}`,
    // MUI's TableCell: the divider made opaque, towards the page's background.
    `--frame-table-line:${mode === 'light' ? lighten(alpha(palette.divider, 1), 0.88) : darken(alpha(palette.divider, 1), 0.68)}`,
  ].join(';')
}

// Properties whose numbers take no unit (emotion's list, for those our style objects use).
const UNITLESS = new Set(['lineHeight', 'fontWeight', 'opacity', 'zIndex', 'flexGrow', 'flexShrink', 'order'])

// What emotion's prefixer adds that browsers still need: Chrome and Safari print backgrounds only
// with the prefixed property, Safari selects text by its own.
const PREFIXED: Record<string, string> = { colorAdjust: '-webkit-print-color-adjust', userSelect: '-webkit-user-select' }

function declaration(property: string, value: string | number) {
  const name = property.startsWith('--') ? property : property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
  const text = typeof value === 'number' && value !== 0 && !UNITLESS.has(property) ? `${value}px` : String(value)
  const prefixed = PREFIXED[property]
  return prefixed ? `${prefixed}:${text};${name}:${text}` : `${name}:${text}`
}

type StyleObject = { [key: string]: StyleObject | string | number | undefined | null }
/** A rule: its selector, the at-rules it sits in, its declarations. */
type Rule = { selector: string; within: string[]; declarations: string[] }

/**
 * A style object as MUI's and emotion's `styled` take it (camelCase properties, numbers in px,
 * nested `&` selectors and at-rules) as the CSS rules it stands for under `selector`.
 */
function rules(selector: string, style: StyleObject, within: string[] = []): Rule[] {
  const declarations: string[] = []
  const nested: Rule[] = []
  for (const [key, value] of Object.entries(style)) {
    if (value === undefined || value === null) continue
    if (typeof value !== 'object') declarations.push(declaration(key, value))
    else if (key.startsWith('@')) nested.push(...rules(selector, value, [...within, key]))
    else {
      const parents = selector.split(',')
      const combined = key.split(',').flatMap((part) => parents.map((parent) => part.trim().replaceAll('&', parent.trim())))
      nested.push(...rules(combined.join(','), value, within))
    }
  }
  return [...(declarations.length > 0 ? [{ selector, within, declarations }] : []), ...nested]
}

function ruleText(selector: string, within: string[], declarations: string[]) {
  return within.reduceRight((text, atRule) => `${atRule}{${text}}`, `${selector}{${declarations.join(';')}}`)
}

/**
 * The rules of a style that depends on the theme (a `styled` function's) for both modes: what is
 * the same in both once, the declarations that differ under `[data-theme]`, so the class is drawn
 * as emotion would have drawn it in either theme. Without a class name the style is a global one
 * (GlobalStyles'), whose keys are the selectors.
 */
export function themedRules(className: string | null, style: (theme: ReturnType<typeof appTheme>) => object): string {
  // A stand-in for the class's selector that no CSS text holds.
  const self = '<self>'
  const [light, dark] = (['light', 'dark'] as const).map((mode) => rules(self, style(appTheme(mode)) as StyleObject))
  // The theme's attribute is <html>'s, so it leads each selector (one such as `div:focus-within > &`
  // too); inside :where() it adds nothing to the specificity, so the rules win and lose in the
  // order emotion's would.
  const themed = (mode: Mode | null, part: string) =>
    !mode ? part : /^html\b/.test(part) ? part.replace(/^html/, `html:where([data-theme=${mode}])`) : `:where([data-theme=${mode}]) ${part}`
  const selectorIn = (mode: Mode | null, selector: string) =>
    selector
      .split(',')
      .map((part) => themed(mode, part.trim().replaceAll(self, `.${className}`)))
      .join(',')
  return light!
    .flatMap((rule, index) => {
      const other = dark![index]
      if (!other || other.selector !== rule.selector || other.declarations.length !== rule.declarations.length) throw new Error(`${className ?? 'global'}: the themes give rules of different shapes`)
      const same = rule.declarations.filter((text, at) => other.declarations[at] === text)
      const differs = (from: Rule) => from.declarations.filter((_, at) => rule.declarations[at] !== other.declarations[at])
      return [
        ...(same.length > 0 ? [ruleText(selectorIn(null, rule.selector), rule.within, same)] : []),
        ...(same.length < rule.declarations.length
          ? (['light', 'dark'] as const).map((mode) => ruleText(selectorIn(mode, rule.selector), rule.within, differs(mode === 'light' ? rule : other)))
          : []),
      ]
    })
    .join('\n')
}
