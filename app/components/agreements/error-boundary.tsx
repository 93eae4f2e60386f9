// An agreement or tenant screen whose load failed (spec §4.10, §8): the page's frame, what the
// screen shows empty, and the matching error dialog, server-rendered so it shows without JavaScript.
// The agreement page has its own 404 text; the tenant profile's dialogs cannot be dismissed.
import { Button } from '~/components/button'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { Link } from 'react-router'
import { ErrorDialog } from '~/components/error-dialog'
import { useErrorStatus } from '~/components/page/error-boundary'
import { PropertyPage } from '~/components/page/property-page'
import { type MessageKey, useT } from '~/i18n'
import { InlineDialog } from '../inline-dialog'

type Props = { title: MessageKey; backTo: string; persistent?: boolean; children?: React.ReactNode }

export function AgreementsErrorBoundary({ title, backTo, persistent = false, children }: Props) {
  const t = useT()
  const status = useErrorStatus()
  return (
    <PropertyPage title={t(title)}>
      {children}
      <ErrorDialog status={status} backTo={backTo} persistent={persistent} />
    </PropertyPage>
  )
}

/** The agreement page: its own 404 text (§8), the usual dialogs otherwise. */
export function AgreementShowErrorBoundary() {
  const t = useT()
  const status = useErrorStatus()
  if (status !== 404) return <AgreementsErrorBoundary title="agreements.title" backTo="/agreements" />
  return (
    <PropertyPage title={t('agreements.title')}>
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
    </PropertyPage>
  )
}
