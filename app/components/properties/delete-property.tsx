// The collapsible Delete Property panel (a native <details>, so it opens without JavaScript) and
// its type-the-name confirmation (spec §2.16, §4.9): with JavaScript Delete is enabled only when
// the typed name matches exactly; the server checks it again in every case. Closing the dialog
// leaves the URL, so the typed phrase is gone when it opens again.
import Alert from '@mui/material/Alert'
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
import { useHydrated } from '../use-hydrated'
import { FormDialog } from './form-dialog'

export const DELETE_PROPERTY_INTENT = 'delete-property'

export function DeletePropertyPanel({ propertyId, hasAgreements }: { propertyId: number; hasAgreements: boolean }) {
  const t = useT()
  return (
    <Paper variant="outlined" sx={{ mt: 3, borderColor: 'error.main' }}>
      <Box component="details" sx={{ '& > summary': { cursor: 'pointer', p: 2, fontWeight: 600, color: 'error.main' } }}>
        <summary>{t('property.deleteTitle')}</summary>
        <Box sx={{ px: 2, pb: 2, display: 'grid', gap: 2, justifyItems: 'start' }}>
          <Typography>{t('property.deleteWarning')}</Typography>
          {hasAgreements && <Alert severity="info">{t('property.error.hasAgreements')}</Alert>}
          <Button
            component={Link}
            to={`/properties/${propertyId}?dialog=delete-property`}
            preventScrollReset
            variant="outlined"
            color="error"
          >
            {t('property.deleteTitle')}
          </Button>
        </Box>
      </Box>
    </Paper>
  )
}

type DeletePropertyDialogProps = { name: string; closeTo: string; actionData: StepReplyData | undefined }

export function DeletePropertyDialog({ name, closeTo, actionData }: DeletePropertyDialogProps) {
  const t = useT()
  const hydrated = useHydrated()
  const [typed, setTyped] = useState('')
  const reply = actionData?.intent === DELETE_PROPERTY_INTENT ? actionData.result : undefined
  const fieldErrors = reply?.error?.confirmName ?? undefined
  return (
    <FormDialog
      intent={DELETE_PROPERTY_INTENT}
      title={t('property.deleteTitle')}
      closeTo={closeTo}
      cancelLabel={t('form.cancel')}
      submitLabel={t('property.deleteConfirm')}
      submitColor="error"
      submitDisabled={hydrated && typed !== name}
      errors={reply?.error?.[''] ?? undefined}
    >
      <DialogContentText>{t('property.deleteText')}</DialogContentText>
      <DialogContentText sx={{ mt: 1 }}>
        {t('property.deleteTypeName')}{' '}
        <Box component="strong" sx={{ overflowWrap: 'anywhere' }}>
          {name}
        </Box>
      </DialogContentText>
      <TextField
        name="confirmName"
        label={t('property.deleteNameLabel')}
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
