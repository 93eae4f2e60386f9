// Shows form-level messages of a step: codes from the browser's checks and the server (ADR 020),
// or finished sentences, in the interface language.
import { Alert } from '~/components/alert'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from '~/components/link'
import { useT } from '~/i18n'
import { useMessage } from '~/i18n/message'
import { useFrameStylesheet } from '~/components/stylesheets'

export function FormErrors({ id, errors }: { id?: string; errors: string[] | undefined }) {
  const message = useMessage()
  // Its margin by the frame's class where the page links it (ADR 051).
  const margin = useFrameStylesheet() ? { className: 'mt-2' } : { sx: { mt: 2 } }
  if (!errors?.length) return null
  return (
    <Alert id={id} severity="error" role="alert" {...margin}>
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
