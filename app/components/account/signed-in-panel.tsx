// For a visitor who is already signed in on Login or Register (spec §2.3, §2.4): a note, a link to
// the Dashboard and the automatic redirect after 3 s.
import { Alert } from '~/components/alert'
import { Button } from '~/components/button'
import { Link } from '~/components/link'
import { useT } from '~/i18n'
import { TimedRedirect } from '~/components/page/timed-redirect'

export const SIGNED_IN_REDIRECT_SECONDS = 3

export function SignedInPanel({ text }: { text: string }) {
  const t = useT()
  return (
    <>
      <Alert severity="success" sx={{ mb: 2 }}>
        {text}
      </Alert>
      <Button component={Link} to="/dashboard" variant="contained" fullWidth>
        {t('login.goDashboard')}
      </Button>
      <TimedRedirect to="/dashboard" seconds={SIGNED_IN_REDIRECT_SECONDS} />
    </>
  )
}
