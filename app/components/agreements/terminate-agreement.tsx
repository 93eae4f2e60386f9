// The collapsible Terminate Agreement panel (a native <details>, so it opens without JavaScript)
// and its type-the-name confirmation (spec §2.13, §4.7, §4.9): with JavaScript Terminate is enabled
// only when the typed name matches exactly; the server checks it again in every case. The dialog
// holds still while the request runs; closing it leaves the URL, so the phrase is gone next time.
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import DialogContentText from '@mui/material/DialogContentText'
import Paper from '@mui/material/Paper'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { Link } from 'react-router'
import { useT } from '~/i18n'
import { type StepReplyData } from '../auth/use-step-form'
import { FormDialog } from '../properties/form-dialog'
import { useHydrated } from '../use-hydrated'

export const TERMINATE_INTENT = 'terminate-agreement'

export function TerminatePanel({ agreementId }: { agreementId: number }) {
  const t = useT()
  return (
    <Paper id="agreement-terminate" variant="outlined" sx={{ mt: 3, borderColor: 'error.main' }}>
      <Box component="details" sx={{ '& > summary': { cursor: 'pointer', p: 2, fontWeight: 600, color: 'error.main' } }}>
        <summary>{t('agreement.terminateTitle')}</summary>
        <Box sx={{ px: 2, pb: 2, display: 'grid', gap: 2, justifyItems: 'start' }}>
          <Typography>{t('agreement.terminateWarning')}</Typography>
          <Button component={Link} to={`/agreements/${agreementId}?dialog=terminate`} preventScrollReset variant="outlined" color="error">
            {t('agreement.terminateTitle')}
          </Button>
        </Box>
      </Box>
    </Paper>
  )
}

type TerminateDialogProps = { name: string; closeTo: string; actionData: StepReplyData | undefined }

export function TerminateDialog({ name, closeTo, actionData }: TerminateDialogProps) {
  const t = useT()
  const hydrated = useHydrated()
  const [typed, setTyped] = useState('')
  const reply = actionData?.intent === TERMINATE_INTENT ? actionData.result : undefined
  const fieldErrors = reply?.error?.confirmName ?? undefined
  return (
    <FormDialog
      intent={TERMINATE_INTENT}
      title={t('agreement.terminateTitle')}
      closeTo={closeTo}
      cancelLabel={t('form.cancel')}
      submitLabel={t('agreement.terminateConfirm')}
      submitColor="error"
      submitDisabled={hydrated && typed !== name}
      errors={reply?.error?.[''] ?? undefined}
    >
      <DialogContentText>{t('agreement.terminateText')}</DialogContentText>
      <DialogContentText sx={{ mt: 1 }}>
        {t('agreement.terminateTypeName')}{' '}
        <Box component="strong" sx={{ overflowWrap: 'anywhere' }}>
          {name}
        </Box>
      </DialogContentText>
      <TextField
        name="confirmName"
        label={t('agreement.terminateNameLabel')}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        error={Boolean(fieldErrors?.length)}
        helperText={fieldErrors?.join(' ')}
        autoComplete="off"
        fullWidth
        margin="normal"
        required
      />
    </FormDialog>
  )
}
