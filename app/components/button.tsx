// MUI's Button look without its machinery: MUI's Button brings ButtonBase, the touch ripple,
// react-transition-group and CircularProgress (about 10 KB gzipped) to every page. This is a plain
// <button> (an <a> with `href`, or the given `component`) with the same padding, radius, type,
// colours, hover, focus and disabled states, and the subset of MUI's props the app uses.
import { alpha, type CSSObject, styled, type SxProps, type Theme } from '@mui/material/styles'
import { type ComponentPropsWithoutRef, type ElementType, type ReactNode, useId } from 'react'
import { useFrameStylesheet } from './stylesheets'

type Variant = 'text' | 'outlined' | 'contained'
type Color = 'inherit' | 'primary' | 'secondary' | 'success' | 'error' | 'info' | 'warning'
type Size = 'small' | 'medium' | 'large'

type OwnProps = {
  variant?: Variant
  color?: Color
  size?: Size
  fullWidth?: boolean
  disabled?: boolean
  /** Disables the button and shows a spinner over its label, as MUI's `loading` does. */
  loading?: boolean
  sx?: SxProps<Theme>
}

type LinkAttributes = Pick<ComponentPropsWithoutRef<'a'>, 'href' | 'download' | 'hrefLang' | 'target' | 'rel'>

/** `component` renders another element or component (`component={Link} to=…`); `href` alone renders an <a>. */
export type ButtonProps<C extends ElementType = 'button'> = OwnProps & { component?: C } & Omit<
    ComponentPropsWithoutRef<C>,
    keyof OwnProps | 'component'
  > &
  (C extends 'button' ? LinkAttributes : unknown)

type OwnerState = Required<Pick<OwnProps, 'variant' | 'color' | 'size' | 'fullWidth' | 'loading'>>


// MUI's padding per variant and size (the outlined one is 1 px less for its border).
const PADDING: Record<Variant, Record<Size, string>> = {
  text: { small: '4px 5px', medium: '6px 8px', large: '8px 11px' },
  outlined: { small: '3px 9px', medium: '5px 15px', large: '7px 21px' },
  contained: { small: '4px 10px', medium: '6px 16px', large: '8px 22px' },
}
const FONT_SIZE: Record<Size, number | undefined> = { small: 13, medium: undefined, large: 15 }

export function buttonStyles({ theme, ownerState: { variant, color, size, fullWidth, loading } }: { theme: Theme; ownerState: OwnerState }): CSSObject {
  const { palette, shadows } = theme
  const { button } = theme.typography
  const main = color === 'inherit' ? undefined : palette[color].main
  const isContained = variant === 'contained'
  const isOutlined = variant === 'outlined'
  const [filledBg, filledHoverBg] =
    color !== 'inherit'
      ? [palette[color].main, palette[color].dark]
      : palette.mode === 'light'
        ? [palette.grey[300], palette.grey.A100]
        : [palette.grey[800], palette.grey[700]]
  const fontSize = FONT_SIZE[size]
  // Spreads of typed CSS objects are avoided on purpose: they make TypeScript give up on other
  // files' sx props (TS2590, "union type too complex").
  return {
    fontFamily: button.fontFamily,
    fontWeight: button.fontWeight,
    fontSize: fontSize ? theme.typography.pxToRem(fontSize) : button.fontSize,
    lineHeight: button.lineHeight,
    letterSpacing: button.letterSpacing,
    textTransform: button.textTransform,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    position: 'relative',
    boxSizing: 'border-box',
    minWidth: 64,
    // The filled button is a screen's primary action: a thumb's 44 px (WCAG 2.5.5).
    minHeight: isContained ? 44 : undefined,
    width: fullWidth ? '100%' : undefined,
    margin: 0,
    padding: PADDING[variant][size],
    border: isOutlined ? `1px solid ${main ? alpha(main, 0.5) : 'currentColor'}` : 0,
    borderRadius: theme.shape.borderRadius,
    color: loading ? 'transparent' : isContained ? (main ? palette[color as Exclude<Color, 'inherit'>].contrastText : 'inherit') : (main ?? 'inherit'),
    backgroundColor: isContained ? filledBg : 'transparent',
    boxShadow: isContained ? shadows[2] : undefined,
    cursor: 'pointer',
    userSelect: 'none',
    verticalAlign: 'middle',
    appearance: 'none',
    textDecoration: 'none',
    WebkitTapHighlightColor: 'transparent',
    transition: theme.transitions.create(['background-color', 'box-shadow', 'border-color', 'color'], {
      duration: theme.transitions.duration.short,
    }),
    '&:hover': { textDecoration: 'none' },
    '@media (hover: hover)': {
      '&:hover': {
        backgroundColor: isContained ? filledHoverBg : alpha(main ?? palette.text.primary, palette.action.hoverOpacity),
        borderColor: isOutlined ? (main ?? 'currentColor') : undefined,
        boxShadow: isContained ? shadows[4] : undefined,
      },
    },
    '&:active': { boxShadow: isContained ? shadows[8] : undefined },
    // MUI shows keyboard focus with a pulsing ripple; without one, a ring in the button's colour.
    '&:focus-visible': {
      outline: `2px solid ${main ?? 'currentColor'}`,
      outlineOffset: 2,
      boxShadow: isContained ? shadows[6] : undefined,
    },
    '&::-moz-focus-inner': { borderStyle: 'none' },
    '&:disabled, &[aria-disabled="true"]': {
      pointerEvents: 'none',
      cursor: 'default',
      color: loading ? 'transparent' : palette.action.disabled,
      borderColor: isOutlined ? palette.action.disabledBackground : undefined,
      boxShadow: isContained ? 'none' : undefined,
      backgroundColor: isContained ? palette.action.disabledBackground : undefined,
    },
    // A button the page script reveals (the B.S. picker's, Copy) stays hidden until then.
    '&[hidden]': { display: 'none' },
    '--button-spinner': palette.action.disabled,
    '@media print': { colorAdjust: 'exact' },
  }
}

/**
 * The looks the frame's stylesheet has rules for (frame/frame-styles.ts writes them from
 * `buttonStyles`, ADR 048), by class name: on a page that links it such a button is drawn with
 * its class, and emotion computes nothing for it. Any other look, a `sx`, a full width or a
 * spinner still goes through emotion.
 */
export const FRAME_BUTTONS = (['text', 'outlined', 'contained'] as const).flatMap((variant) =>
  (['primary', 'error'] as const).flatMap((color) => (['small', 'medium', 'large'] as const).map((size) => ({ variant, color, size }))),
)

export function frameButtonClass({ variant, color, size }: { variant: Variant; color: Color; size: Size }) {
  return `button-${variant}-${color}-${size}`
}

const FRAME_BUTTON_CLASSES = new Set(FRAME_BUTTONS.map(frameButtonClass))

// Passed on to the element or component: everything but the styling props (a component such as
// React Router's Link would otherwise get `ownerState` and write it out as an attribute).
const ButtonRoot = styled('button', {
  shouldForwardProp: (prop) => prop !== 'ownerState' && prop !== 'sx' && prop !== 'as' && prop !== 'theme',
})<{ ownerState: OwnerState }>(buttonStyles)

// MUI's CircularProgress (16 px, in the disabled colour) as an arc turned by SVG's own animation:
// emotion's keyframes would bring @emotion/react's extras along.
function Spinner({ labelledBy }: { labelledBy: string | undefined }) {
  return (
    <svg
      role="progressbar"
      aria-labelledby={labelledBy}
      viewBox="0 0 16 16"
      width="16"
      height="16"
      style={{ position: 'absolute', left: '50%', top: '50%', margin: -8, color: 'var(--button-spinner)' }}
    >
      <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" strokeDasharray="30 11">
        <animateTransform attributeName="transform" type="rotate" from="0 8 8" to="360 8 8" dur="1.4s" repeatCount="indefinite" />
      </circle>
    </svg>
  )
}

export function Button<C extends ElementType = 'button'>(props: ButtonProps<C>) {
  const {
    component,
    variant = 'text',
    color = 'primary',
    size = 'medium',
    fullWidth = false,
    disabled = false,
    loading = false,
    children,
    id: idProp,
    type,
    ...other
  } = props as OwnProps & { component?: ElementType; children?: ReactNode; id?: string; type?: 'button' | 'submit' | 'reset'; href?: string }
  const generatedId = useId()
  const framed = useFrameStylesheet()
  const id = loading ? (idProp ?? generatedId) : idProp
  const as: ElementType = component ?? (other.href ? 'a' : 'button')
  const isNativeButton = as === 'button'
  const isDisabled = disabled || loading
  // As MUI: a <button> does not submit unless asked to; a disabled link leaves the tab order.
  const states = isNativeButton ? { type: type ?? 'button', disabled: isDisabled } : { type, ...(isDisabled && { 'aria-disabled': true, tabIndex: -1 }) }
  const frameClass = frameButtonClass({ variant, color, size })
  if (framed && !fullWidth && !loading && other.sx === undefined && FRAME_BUTTON_CLASSES.has(frameClass)) {
    const { className, ...rest } = other as { className?: string }
    const Element = as
    return (
      <Element className={className ? `${frameClass} ${className}` : frameClass} data-variant={variant} id={id} {...states} {...rest}>
        {children}
      </Element>
    )
  }
  return (
    <ButtonRoot as={as} ownerState={{ variant, color, size, fullWidth, loading }} data-variant={variant} id={id} {...states} {...other}>
      {loading && <Spinner labelledBy={id} />}
      {children}
    </ButtonRoot>
  )
}
