// A status label drawn like MUI's small Chip (filled or outlined, in a palette colour). Our chips
// are never clickable, so this skips MUI Chip, which brings ButtonBase and its ripple to every page
// that shows a status (page weight).
import { framedPart } from './framed-part'
import type { HTMLAttributes } from 'react'

type ChipColor = 'default' | 'success' | 'warning' | 'error' | 'info'
type LabelChipProps = { label: string; color?: ChipColor; variant?: 'filled' | 'outlined' } & Omit<HTMLAttributes<HTMLSpanElement>, 'color'>

export function LabelChip({ label, color = 'default', variant = 'filled', className, ...props }: LabelChipProps) {
  return (
    <Chip {...props} className={[`chip-${variant}`, `chip-${color}`, className].filter(Boolean).join(' ')}>
      {label}
    </Chip>
  )
}

const COLORS = ['success', 'warning', 'error', 'info'] as const

/** Its rules are also in the frame's stylesheet (framed-part.tsx). */
export const Chip = framedPart('span', 'label-chip', ({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  boxSizing: 'border-box',
  height: 24,
  padding: '0 8px',
  borderRadius: 12,
  border: '1px solid transparent',
  fontFamily: theme.typography.fontFamily,
  fontSize: theme.typography.pxToRem(13),
  lineHeight: 1.5,
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
  color: theme.palette.text.primary,
  '&.chip-filled.chip-default': { backgroundColor: theme.palette.action.selected },
  '&.chip-outlined.chip-default': { borderColor: theme.palette.mode === 'light' ? '#bdbdbd' : '#616161' },
  ...Object.fromEntries(
    COLORS.flatMap((color) => [
      [`&.chip-filled.chip-${color}`, { backgroundColor: theme.palette[color].main, color: theme.palette[color].contrastText }],
      [`&.chip-outlined.chip-${color}`, { borderColor: theme.palette[color].main, color: theme.palette[color].main }],
    ]),
  ),
}))
