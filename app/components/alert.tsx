// A message box drawn like MUI's Alert (standard or filled, with the severity's icon, an optional
// action and close button). MUI's Alert always brings IconButton, hence ButtonBase and its ripple,
// to every page that shows a message (page weight). It keeps MUI's class names, so
// `.MuiAlert-root` and `.MuiAlert-message` still find it.
import { darken, lighten } from '@mui/material/styles'
import type { ReactNode } from 'react'
import { framedPart } from './framed-part'
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from './frame/icons'

type Severity = 'success' | 'info' | 'warning' | 'error'

type AlertProps = {
  severity?: Severity
  variant?: 'standard' | 'filled'
  /** The severity's icon unless `false` or another icon is given. */
  icon?: ReactNode | false
  /** Shown at the end of the box, e.g. a link. */
  action?: ReactNode
  /** With a close button, labelled by `closeLabel`. */
  onClose?: () => void
  closeLabel?: string
  role?: 'alert' | 'status'
  id?: string
  className?: string
  sx?: React.ComponentProps<typeof AlertRoot>['sx']
  children: ReactNode
  'data-testid'?: string
}

const ICONS: Record<Severity, ReactNode> = {
  success: <SuccessIcon fontSize="inherit" />,
  info: <InfoIcon fontSize="inherit" />,
  warning: <WarningIcon fontSize="inherit" />,
  error: <ErrorIcon fontSize="inherit" />,
}

export function Alert({ severity = 'success', variant = 'standard', icon, action, onClose, closeLabel = 'Close', role = 'alert', className, children, ...props }: AlertProps) {
  return (
    <AlertRoot {...props} role={role} className={[`MuiAlert-root alert-${variant} alert-${severity}`, className].filter(Boolean).join(' ')}>
      {icon !== false && <AlertIcon className="MuiAlert-icon">{icon ?? ICONS[severity]}</AlertIcon>}
      <AlertMessage className="MuiAlert-message">{children}</AlertMessage>
      {(action || onClose) && (
        <AlertAction className="MuiAlert-action">
          {action}
          {onClose && !action && (
            <CloseButton type="button" onClick={onClose} aria-label={closeLabel} title={closeLabel}>
              <CloseIcon fontSize="small" />
            </CloseButton>
          )}
        </AlertAction>
      )}
    </AlertRoot>
  )
}

/** An alert's title (MUI's AlertTitle). */
export const AlertTitle = framedPart('div', 'alert-title', ({ theme }) => ({ ...theme.typography.body1, fontWeight: theme.typography.fontWeightMedium, marginTop: -2 }))

const SEVERITIES: Severity[] = ['success', 'info', 'warning', 'error']

// MUI Alert's colours: standard is the severity's light colour toned to text and background,
// filled is the main colour with its contrast text (the dark one in dark mode).
const AlertRoot = framedPart('div', 'alert', ({ theme }) => {
  const light = theme.palette.mode === 'light'
  return {
    ...theme.typography.body2,
    display: 'flex',
    padding: '6px 16px',
    borderRadius: theme.shape.borderRadius,
    ...Object.fromEntries(
      SEVERITIES.flatMap((severity) => {
        const palette = theme.palette[severity]
        return [
          [
            `&.alert-standard.alert-${severity}`,
            {
              color: light ? darken(palette.light, 0.6) : lighten(palette.light, 0.6),
              backgroundColor: light ? lighten(palette.light, 0.9) : darken(palette.light, 0.9),
              '& .MuiAlert-icon': { color: palette.main },
            },
          ],
          [
            `&.alert-filled.alert-${severity}`,
            {
              fontWeight: theme.typography.fontWeightMedium,
              backgroundColor: light ? palette.main : palette.dark,
              color: theme.palette.getContrastText(palette.main),
            },
          ],
        ]
      }),
    ),
  }
})

/** The parts the frame's stylesheet has rules for (page/content-styles.ts). */
export const ALERT_PARTS = () => [AlertRoot, AlertIcon, AlertMessage, AlertAction, CloseButton, AlertTitle].map((part) => part.part)

const AlertIcon = framedPart('div', 'alert-icon', { marginRight: 12, padding: '7px 0', display: 'flex', fontSize: 22, opacity: 0.9 })
const AlertMessage = framedPart('div', 'alert-message', { padding: '8px 0', minWidth: 0, overflow: 'auto' })
const AlertAction = framedPart('div', 'alert-action', { display: 'flex', alignItems: 'flex-start', padding: '4px 0 0 16px', marginLeft: 'auto', marginRight: -8 })

// MUI's small IconButton, without the ripple: a round 30 px target in the text's colour.
const CloseButton = framedPart('button', 'alert-close', ({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 30,
  height: 30,
  padding: 5,
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  '&:hover': { backgroundColor: theme.palette.action.hover },
  '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 1 },
}))
