// A password input with Show/Hide, and a new password and its confirmation with the strength label
// (spec §2.4) that updates as one types, through the page script (app/islands/strength-meter.ts):
// every page with a password is served without React. The label is advice only; the schema's
// rules are what the server enforces.
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { Button } from '~/components/button'
import type { StrengthLabel } from '~/domain/password-strength'
import { type MessageKey, useT } from '~/i18n'
import { PASSWORD_TOGGLE_MARKER } from '~/islands/password-visibility'
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
  const strengthId = `${password.id}-strength`
  const labels = Object.fromEntries(STRENGTH_LABELS.map((label) => [label, t('auth.strength', { label: t(`auth.strength.${label}`) })]))
  return (
    <>
      <PasswordField field={password} label={t(label)} autoComplete="new-password" hint={t('auth.passwordHint')} />
      <Box
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

/**
 * A password input with a Show/Hide button. The button is hidden in the server's HTML: the page
 * script shows it and makes it work (app/islands/password-visibility.ts); every page with a
 * password is served without React.
 */
export function PasswordField(props: FieldProps) {
  const t = useT()
  const toggle = (
    <Button
      size="small"
      hidden
      aria-controls={props.field.id}
      aria-label={t('auth.showPasswordLabel')}
      aria-pressed={false}
      {...{ [PASSWORD_TOGGLE_MARKER]: '' }}
      data-show={t('auth.showPassword')}
      data-hide={t('auth.hidePassword')}
      data-show-label={t('auth.showPasswordLabel')}
      data-hide-label={t('auth.hidePasswordLabel')}
      sx={{ '&[hidden]': { display: 'none' } }}
    >
      {t('auth.showPassword')}
    </Button>
  )
  return <FormTextField type="password" required {...props} slotProps={{ ...props.slotProps, input: { endAdornment: toggle } }} />
}
