// A password input with Show/Hide, and a new password and its confirmation with the strength label
// (spec §2.4) that updates as one types: through the page script (app/islands/strength-meter.ts)
// on server-only pages, through the same code in an effect on hydrated ones (settings). The label
// is advice only; the schema's rules are what the server enforces.
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useEffect, useRef, useState } from 'react'
import { Button } from '~/components/button'
import type { StrengthLabel } from '~/domain/password-strength'
import { type MessageKey, useT } from '~/i18n'
import { enhanceStrengthMeter } from '~/islands/strength-meter'
import { useHydrated } from '../use-hydrated'
import { type BoundField, type FieldProps, FormTextField } from './fields'

const STRENGTH_COLOUR: Record<StrengthLabel, string> = { Weak: 'error.main', Average: 'warning.main', Strong: 'success.main' }
const STRENGTH_LABELS: StrengthLabel[] = ['Weak', 'Average', 'Strong']
// Built apart and typed: inferred inside the JSX's sx, the spread is a union too complex for TypeScript.
const STRENGTH_DOTS: Record<string, { display: string; bgcolor: string }> = Object.fromEntries(
  STRENGTH_LABELS.map((strength) => [`&[data-strength="${strength}"] .strength-dot`, { display: 'inline-block', bgcolor: STRENGTH_COLOUR[strength] }]),
)

export function PasswordFields({
  password,
  confirmPassword,
  label = 'auth.password',
}: {
  password: BoundField
  confirmPassword: BoundField
  label?: MessageKey
}) {
  const t = useT()
  const meter = useRef<HTMLDivElement>(null)
  useEffect(() => (meter.current ? enhanceStrengthMeter(meter.current) : undefined), [])
  const strengthId = `${password.id}-strength`
  const labels = Object.fromEntries(STRENGTH_LABELS.map((label) => [label, t('auth.strength', { label: t(`auth.strength.${label}`) })]))
  return (
    <>
      <PasswordField field={password} label={t(label)} autoComplete="new-password" hint={t('auth.passwordHint')} />
      <Box
        ref={meter}
        id={strengthId}
        aria-live="polite"
        data-strength-for={password.id}
        data-labels={JSON.stringify(labels)}
        sx={{
          minHeight: 24,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          '& .strength-dot': { display: 'none', width: 12, height: 12, borderRadius: '50%' },
          ...STRENGTH_DOTS,
        }}
      >
        <span className="strength-dot" aria-hidden />
        <Typography variant="body2" component="span" data-strength-text />
      </Box>
      <PasswordField
        field={confirmPassword}
        label={t('auth.confirmPassword')}
        autoComplete="new-password"
        // The page script clears its message once the two agree (app/islands/password-confirmation.ts).
        slotProps={{ htmlInput: { 'data-confirms': password.id } }}
      />
    </>
  )
}

/** A password input; with JavaScript it gets a Show/Hide button. */
export function PasswordField(props: FieldProps) {
  const t = useT()
  const hydrated = useHydrated()
  const [visible, setVisible] = useState(false)
  const toggle = hydrated ? (
    <Button
      size="small"
      onClick={() => setVisible((shown) => !shown)}
      aria-label={visible ? t('auth.hidePasswordLabel') : t('auth.showPasswordLabel')}
      aria-pressed={visible}
      aria-controls={props.field.id}
    >
      {visible ? t('auth.hidePassword') : t('auth.showPassword')}
    </Button>
  ) : undefined
  return (
    <FormTextField
      type={visible ? 'text' : 'password'}
      required
      {...props}
      slotProps={{ ...props.slotProps, input: { endAdornment: toggle } }}
    />
  )
}
