// The two dialogs of the sign-up phone step (spec §2.4). They are states of the page reached by
// URL (?dialog=claim, ?dialog=registered) and rendered inline, so they work without JavaScript.
import Box from '@mui/material/Box'
import { Alert } from '~/components/alert'
import { Button } from '~/components/button'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { Form } from 'react-router'
import { Link } from '~/components/link'
import { useT } from '~/i18n'
import { InlineDialog } from '../inline-dialog'
import { FormErrors } from '~/components/form/form-message'
import { TimedRedirect } from '~/components/page/timed-redirect'

export const REGISTERED_REDIRECT_SECONDS = 5

export type ClaimAgreement = { name: string; date: string }

/**
 * The claim dialog says only that a landlord used the number: its agreements are shown once the
 * code proves the number is the visitor's (ClaimAgreements).
 */
export function ClaimDialog({ errors }: { errors?: string[] | undefined }) {
  const t = useT()
  return (
    <InlineDialog open aria-labelledby="claim-title" aria-describedby="claim-text">
      <DialogTitle id="claim-title">{t('register.claimTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="claim-text" sx={{ mb: 2 }}>
          {t('register.claimText')}
        </DialogContentText>
        <FormErrors errors={errors} />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        <Button component={Link} to="/register">
          {t('register.changeNumber')}
        </Button>
        <Button component={Link} to="/support-ticket?kind=wrongful-use" color="secondary">
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

/** After the claim's code: the agreements a landlord made on the number (newest first). */
export function ClaimAgreements({ agreements }: { agreements: ClaimAgreement[] }) {
  const t = useT()
  return (
    <Alert severity="info" sx={{ mb: 2 }} data-testid="claim-agreements">
      {agreements.length === 0 ? (
        t('register.claimNoAgreements')
      ) : (
        <>
          {t('register.claimAgreementsTitle')}
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {agreements.map((agreement, index) => (
              <li key={index}>{t('register.claimAgreement', { name: agreement.name, date: agreement.date.replaceAll('-', '/') })}</li>
            ))}
          </Box>
        </>
      )}
    </Alert>
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
