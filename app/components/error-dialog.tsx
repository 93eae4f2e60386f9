// The spec §8 error panels (401, 403, 404, 500; 503 while the database is out of reach) and the blocked-cookies dialog. They render
// inline (no portal) so the server sends them and they show without JavaScript.
import { Button } from '~/components/button'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { Form } from 'react-router'
import { Link } from '~/components/link'
import { useT } from '~/i18n'
import { InlineDialog } from './inline-dialog'

export type ErrorStatus = 401 | 403 | 404 | 500 | 503

type ErrorDialogProps = {
  status: ErrorStatus
  /** Where Go Back leads (a route path); the 401 dialog signs out and leads to sign-in. */
  backTo?: string
  open?: boolean
  persistent?: boolean
  onClose?: () => void
}

export function ErrorDialog({ status, backTo = '/', open = true, persistent = false, onClose }: ErrorDialogProps) {
  const t = useT()
  return (
    <InlineDialog
      open={open}
      onClose={persistent ? undefined : onClose}
      aria-labelledby={`error-${status}-title`}
      aria-describedby={`error-${status}-text`}
    >
      <DialogTitle id={`error-${status}-title`}>{t('error.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText component="h2" variant="h6" sx={{ mb: 1 }}>
          {t(`error.${status}.heading`)}
        </DialogContentText>
        <DialogContentText id={`error-${status}-text`}>{t(`error.${status}.text`)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        {status === 401 ? (
          // Signs out (ends the session, clears the cookie) and then goes to sign-in.
          <Form method="post" action="/logout">
            <input type="hidden" name="redirectTo" value="/login" />
            <Button type="submit" variant="contained">
              {t('error.401.action')}
            </Button>
          </Form>
        ) : (
          <Button component={Link} to={backTo} variant="contained">
            {t('error.goBack')}
          </Button>
        )}
      </DialogActions>
    </InlineDialog>
  )
}

/** Spec §2.21: the browser refuses cookies. Learn How leads to our own instructions. */
export function BlockedCookiesDialog() {
  const t = useT()
  return (
    <InlineDialog open aria-labelledby="cookies-blocked-title" aria-describedby="cookies-blocked-text">
      <DialogTitle id="cookies-blocked-title">⚠ {t('cookies.blockedTitle')}</DialogTitle>
      <DialogContent id="cookies-blocked-text">
        <DialogContentText>{t('cookies.blockedText')}</DialogContentText>
        <DialogContentText>{t('cookies.requiredText')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button href="/privacy-policy">{t('cookies.privacyPolicy')}</Button>
        <Button variant="contained" href="/privacy-policy#unblock-cookies">
          {t('cookies.learnUnblock')}
        </Button>
      </DialogActions>
    </InlineDialog>
  )
}
