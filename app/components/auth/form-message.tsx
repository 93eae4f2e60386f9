// Shows form-level messages of a step: i18n keys from the browser's checks, finished sentences
// from the server.
import Alert from '@mui/material/Alert'
import { en } from '~/i18n/en'
import { type MessageKey, useT } from '~/i18n'

export function useMessage() {
  const t = useT()
  return (message: string) => (message in en ? t(message as MessageKey) : message)
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
