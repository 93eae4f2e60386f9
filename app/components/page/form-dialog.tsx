// A dialog of a server-only page that is a state of its URL (?dialog=add-unit, ...) and holds one
// form: rendered inline, so it opens and posts without JavaScript. Cancel (and, with JavaScript,
// Escape or a click outside: islands/modal-dialogs.ts) goes back to the page; it holds still while
// its form is being sent.
import { Button } from '~/components/button'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import { Form } from 'react-router'
import { Link } from '~/components/link'
import { InlineDialog } from '../inline-dialog'
import { FormErrors } from '~/components/form/form-message'
import { useIsSubmitting } from '~/components/form/form-status'
import { CONFIRM_NAME_MARKER } from '~/islands/confirm-by-name'

type FormDialogProps = {
  /** The form's intent; also names the dialog's title and its form. */
  intent: string
  title: string
  closeTo: string
  cancelLabel: string
  submitLabel: string
  submitColor?: 'primary' | 'error'
  /** The record's name the member types to confirm (islands/confirm-by-name.ts). */
  confirmName?: string
  errors?: string[] | undefined
  /** Conform's form props, when the form has fields it checks. */
  formProps?: React.ComponentProps<typeof Form>
  children: React.ReactNode
}

export function FormDialog({
  intent,
  title,
  closeTo,
  cancelLabel,
  submitLabel,
  submitColor = 'primary',
  confirmName,
  errors,
  formProps,
  children,
}: FormDialogProps) {
  const busy = useIsSubmitting(intent)
  const titleId = `${intent}-title`
  return (
    <InlineDialog open fullWidth maxWidth="xs" aria-labelledby={titleId} closeTo={closeTo}>
      <Form method="post" preventScrollReset {...formProps}>
        <input type="hidden" name="intent" value={intent} />
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {children}
          <FormErrors errors={errors} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
          <Button component={Link} to={closeTo} preventScrollReset disabled={busy}>
            {cancelLabel}
          </Button>
          <Button type="submit" variant="contained" color={submitColor} loading={busy} {...(confirmName !== undefined && { [CONFIRM_NAME_MARKER]: confirmName })}>
            {submitLabel}
          </Button>
        </DialogActions>
      </Form>
    </InlineDialog>
  )
}
