// The agreement page whose load failed (spec §4.10, §8): its own 404 text, the signed-in screens'
// error boundary otherwise; server-rendered so it shows without JavaScript.
import { Button } from '~/components/button'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { Link } from '~/components/link'
import { PageErrorBoundary, useErrorStatus } from '~/components/page/error-boundary'
import { PageFrame } from '~/components/page/page-frame'
import { useT } from '~/i18n'
import { InlineDialog } from '../inline-dialog'

/** The agreement page: its own 404 text (§8), the usual dialogs otherwise. */
export function AgreementShowErrorBoundary() {
  const t = useT()
  const status = useErrorStatus()
  if (status !== 404) return <PageErrorBoundary title="agreements.title" backTo="/agreements" />
  return (
    <PageFrame title={t('agreements.title')}>
      <InlineDialog open aria-labelledby="agreement-404-title" aria-describedby="agreement-404-text">
        <DialogTitle id="agreement-404-title">{t('agreement.notFoundTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="agreement-404-text">{t('agreement.notFoundText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button component={Link} to="/agreements" variant="contained">
            {t('error.goBack')}
          </Button>
        </DialogActions>
      </InlineDialog>
    </PageFrame>
  )
}
