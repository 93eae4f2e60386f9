// Shows form-level messages of a step: i18n keys from the browser's checks, finished sentences
// from the server.
import { Alert } from '~/components/alert'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router'
import { CONTROL_CHARACTERS_MESSAGE } from '~/schemas/input-rules'
import { isMessageKey, type MessageKey, useLanguage, useT } from '~/i18n'

/** The server's messages for any form's field (app/schemas/input-rules.ts), in English on the wire. */
const SHARED_MESSAGE_KEYS: Record<string, MessageKey> = {
  [CONTROL_CHARACTERS_MESSAGE]: 'form.controlCharacters',
}

export function useMessage() {
  const t = useT()
  const language = useLanguage()
  return (message: string) => {
    if (isMessageKey(language, message)) return t(message)
    const key = SHARED_MESSAGE_KEYS[message]
    return key ? t(key) : message
  }
}

export function FormErrors({ id, errors }: { id?: string; errors: string[] | undefined }) {
  const message = useMessage()
  if (!errors?.length) return null
  return (
    <Alert id={id} severity="error" role="alert" sx={{ mt: 2 }}>
      {errors.map(message).join(' ')}
    </Alert>
  )
}

/** Under a form a plan limit refused: the way to a bigger plan. */
export function PlanLimitLink({ show }: { show: boolean | undefined }) {
  const t = useT()
  if (!show) return null
  return (
    <Typography sx={{ mt: 1 }}>
      <Link component={RouterLink} to="/plans">
        {t('property.seePlans')}
      </Link>
    </Typography>
  )
}
