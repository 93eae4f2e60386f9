// A dialog of the property page that is a state of its URL (?dialog=add-unit, ...) and holds one
// form: rendered inline, so it opens and posts without JavaScript. Cancel (and, with JavaScript,
// Escape or a click outside) goes back to the page; it holds still while its form is being sent.
import { Button } from '~/components/button'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import { Form, Link, useNavigate } from 'react-router'
import { InlineDialog } from '../inline-dialog'
import { FormErrors } from '~/components/form/form-message'
import { useIsSubmitting } from '~/components/form/form-status'

type FormDialogProps = {
  /** The form's intent; also names the dialog's title and its form. */
  intent: string
  title: string
  closeTo: string
  cancelLabel: string
  submitLabel: string
  submitColor?: 'primary' | 'error'
  submitDisabled?: boolean
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
  submitDisabled = false,
  errors,
  formProps,
  children,
}: FormDialogProps) {
  const navigate = useNavigate()
  const busy = useIsSubmitting(intent)
  const titleId = `${intent}-title`
  return (
    <InlineDialog
      open
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
      onClose={busy ? undefined : () => void navigate(closeTo, { preventScrollReset: true })}
    >
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
          <Button type="submit" variant="contained" color={submitColor} loading={busy} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </DialogActions>
      </Form>
    </InlineDialog>
  )
}
