// The dialog of a dangerous, final action (confirm-by-name.tsx), where the member types the
// record's name. With JavaScript the button is enabled only when the typed name matches exactly;
// the server checks it again in every case. The dialog holds still while the request runs; closing
// it leaves the URL, so the phrase is gone next time.
import Box from '@mui/material/Box'
import DialogContentText from '@mui/material/DialogContentText'
import { useEffect, useRef, useState } from 'react'
import { useT } from '~/i18n'
import { replyFor, type StepReplyData } from './auth/form-status'
import { FormDialog } from './properties/form-dialog'
import { TextField } from './text-field'
import { useHydrated } from './use-hydrated'

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
  // What was typed before the page's script ran (the dialog can be opened from its address) counts.
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => setTyped(input.current?.value ?? ''), [])
  const reply = replyFor(actionData, intent)
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
        inputRef={input}
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
