// The dialog of a dangerous, final action (confirm-by-name.tsx: Terminate Agreement, Delete
// Property; spec §2.13, §2.16, §4.9), where the member types the record's name. A state of the
// page's URL (?dialog=terminate, ?dialog=delete-property), drawn by the server. With JavaScript the
// button is enabled only when the typed name matches exactly (islands/confirm-by-name.ts); the
// server checks it again in every case. The dialog holds still while the request runs; closing
// it leaves the URL, so the phrase is gone next time.
import DialogContentText from '@mui/material/DialogContentText'
import { useT } from '~/i18n'
import { replyFor, type StepReplyData } from '~/components/form/form-status'
import { ConfirmNameField } from './confirm-name-field'
import { FormDialog } from './form-dialog'

type ConfirmByNameDialogProps = {
  intent: string
  /** The dialog's texts: `${texts}Title`, `Text`, `TypeName`, `NameLabel` and `Confirm`. */
  texts: 'agreement.terminate' | 'property.delete'
  /** What must be typed. */
  name: string
  closeTo: string
  actionData: StepReplyData | undefined
}

export function ConfirmByNameDialog({ intent, texts, name, closeTo, actionData }: ConfirmByNameDialogProps) {
  const t = useT()
  const reply = replyFor(actionData, intent)
  const fieldErrors = reply?.error?.confirmName ?? undefined
  return (
    <FormDialog
      intent={intent}
      title={t(`${texts}Title`)}
      closeTo={closeTo}
      cancelLabel={t('form.cancel')}
      submitLabel={t(`${texts}Confirm`)}
      submitColor="error"
      confirmName={name}
      errors={reply?.error?.[''] ?? undefined}
    >
      <DialogContentText>{t(`${texts}Text`)}</DialogContentText>
      <ConfirmNameField texts={texts} name={name} errors={fieldErrors} mt={1} required />
    </FormDialog>
  )
}
