// The dashboard's line for a form kept when the member's session ended (ADR 066), while it waits
// to be sent: the sign-in after it lands on the form, but a member who left that page without
// choosing finds it here for the rest of its day.
import { Alert } from '~/components/alert'
import { Link as RouterLink } from '~/components/link'
import { useT } from '~/i18n'
import { heldFormPath } from './held-form-path'

export function HeldFormWaiting({ id }: { id: string | null }) {
  const t = useT()
  if (!id) return null
  return (
    <Alert severity="info">
      {t('heldForm.waiting')}{' '}
      <RouterLink to={heldFormPath(id)} className="link">
        {t('heldForm.open')}
      </RouterLink>
    </Alert>
  )
}
