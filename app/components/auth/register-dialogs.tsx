// The two dialogs of the sign-up phone step (spec §2.4). They are states of the page reached by
// URL (?dialog=claim, ?dialog=registered) and rendered inline, so they work without JavaScript.
import { Button } from '~/components/button'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { Form, Link } from 'react-router'
import { useT } from '~/i18n'
import { InlineDialog } from '../inline-dialog'
import { FormErrors } from './form-message'
import { TimedRedirect } from './timed-redirect'

export const REGISTERED_REDIRECT_SECONDS = 5

export type ClaimAgreement = { name: string; date: string } | null

export function ClaimDialog({ agreement, errors }: { agreement: ClaimAgreement; errors?: string[] | undefined }) {
  const t = useT()
  return (
    <InlineDialog open aria-labelledby="claim-title" aria-describedby="claim-text">
      <DialogTitle id="claim-title">{t('register.claimTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="claim-text" sx={{ mb: 2 }}>
          {t('register.claimText')}
        </DialogContentText>
        <DialogContentText sx={{ fontWeight: 600 }} data-testid="claim-agreement">
          {agreement
            ? t('register.claimAgreement', { name: agreement.name, date: agreement.date.replaceAll('-', '/') })
            : t('register.claimNoAgreements')}
        </DialogContentText>
        <FormErrors errors={errors} />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        <Button component={Link} to="/register">
          {t('register.changeNumber')}
        </Button>
        <Button component={Link} to="/support-ticket" color="secondary">
          {t('register.reportWrongfulUse')}
        </Button>
        <Form method="post" action="/register?dialog=claim">
          <Button type="submit" name="intent" value="claim" variant="contained">
            {t('register.claim')}
          </Button>
        </Form>
      </DialogActions>
    </InlineDialog>
  )
}

export function RegisteredDialog() {
  const t = useT()
  return (
    <InlineDialog open aria-labelledby="registered-title" aria-describedby="registered-text">
      <DialogTitle id="registered-title">{t('register.registeredTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="registered-text">{t('register.registeredText')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button component={Link} to="/login" variant="contained">
          {t('register.goToLogin')}
        </Button>
      </DialogActions>
      <TimedRedirect to="/login" seconds={REGISTERED_REDIRECT_SECONDS} />
    </InlineDialog>
  )
}
