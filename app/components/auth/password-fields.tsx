// A new password and its confirmation, with the strength label (spec §2.4) updated as one types.
// The label is advice only; the schema's rules are what the server enforces.
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { passwordStrength, type StrengthLabel } from '~/domain/password-strength'
import { type MessageKey, useT } from '~/i18n'
import { type BoundField, PasswordField } from './fields'

const STRENGTH_COLOUR: Record<StrengthLabel, string> = { Weak: 'error.main', Average: 'warning.main', Strong: 'success.main' }

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
  const [strength, setStrength] = useState<StrengthLabel | null>(null)
  const strengthId = `${password.id}-strength`
  return (
    <>
      <PasswordField
        field={password}
        label={t(label)}
        autoComplete="new-password"
        hint={t('auth.passwordHint')}
        onInput={(event) => {
          const value = (event.target as HTMLInputElement).value
          setStrength(value ? passwordStrength(value).label : null)
        }}
      />
      <Box id={strengthId} aria-live="polite" sx={{ minHeight: 24, display: 'flex', alignItems: 'center', gap: 1 }}>
        {strength && (
          <>
            <Box component="span" aria-hidden sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: STRENGTH_COLOUR[strength] }} />
            <Typography variant="body2" component="span" data-strength={strength}>
              {t('auth.strength', { label: t(`auth.strength.${strength}`) })}
            </Typography>
          </>
        )}
      </Box>
      <PasswordField field={confirmPassword} label={t('auth.confirmPassword')} autoComplete="new-password" />
    </>
  )
}
