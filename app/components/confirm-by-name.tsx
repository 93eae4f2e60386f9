// A dangerous, final action (delete a property, terminate an agreement; spec §4.9): a collapsible
// panel (a native <details>, so it opens without JavaScript) that links to a dialog which is a state
// of the URL, where the member types the record's name. With JavaScript the button is enabled only
// when the typed name matches exactly; the server checks it again in every case. The dialog holds
// still while the request runs; closing it leaves the URL, so the phrase is gone next time.
import Box from '@mui/material/Box'
import { Button } from '~/components/button'
import DialogContentText from '@mui/material/DialogContentText'
import Paper from '@mui/material/Paper'
import { TextField } from './text-field'
import { useState } from 'react'
import { Link } from 'react-router'
import { useT } from '~/i18n'
import type { StepReplyData } from './auth/use-step-form'
import { FormDialog } from './properties/form-dialog'
import { useHydrated } from './use-hydrated'

type DangerPanelProps = { id?: string; title: string; dialogTo: string; children: React.ReactNode }

export function DangerPanel({ id, title, dialogTo, children }: DangerPanelProps) {
  return (
    <Paper id={id} variant="outlined" sx={{ mt: 3, borderColor: 'error.main' }}>
      <Box component="details" sx={{ '& > summary': { cursor: 'pointer', p: 2, fontWeight: 600, color: 'error.main' } }}>
        <summary>{title}</summary>
        <Box sx={{ px: 2, pb: 2, display: 'grid', gap: 2, justifyItems: 'start' }}>
          {children}
          <Button component={Link} to={dialogTo} preventScrollReset variant="outlined" color="error">
            {title}
          </Button>
        </Box>
      </Box>
    </Paper>
  )
}

type ConfirmByNameDialogProps = {
  intent: string
  title: string
  text: string
  typeName: string
  nameLabel: string
  submitLabel: string
  /** What must be typed. */
  name: string
  closeTo: string
  actionData: StepReplyData | undefined
}

export function ConfirmByNameDialog({ intent, title, text, typeName, nameLabel, submitLabel, name, closeTo, actionData }: ConfirmByNameDialogProps) {
  const t = useT()
  const hydrated = useHydrated()
  const [typed, setTyped] = useState('')
  const reply = actionData?.intent === intent ? actionData.result : undefined
  const fieldErrors = reply?.error?.confirmName ?? undefined
  return (
    <FormDialog
      intent={intent}
      title={title}
      closeTo={closeTo}
      cancelLabel={t('form.cancel')}
      submitLabel={submitLabel}
      submitColor="error"
      submitDisabled={hydrated && typed !== name}
      errors={reply?.error?.[''] ?? undefined}
    >
      <DialogContentText>{text}</DialogContentText>
      <DialogContentText sx={{ mt: 1 }}>
        {typeName}{' '}
        <Box component="strong" sx={{ overflowWrap: 'anywhere' }}>
          {name}
        </Box>
      </DialogContentText>
      <TextField
        name="confirmName"
        label={nameLabel}
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
