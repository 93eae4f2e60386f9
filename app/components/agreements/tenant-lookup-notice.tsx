// What the agreement form's tenant search found (spec §4.8, §8): a notice under the phone, or the
// dialog when the number is recorded under another name.
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { Alert } from '~/components/alert'
import { Button } from '~/components/button'
import { useT } from '~/i18n'
import { InlineDialog } from '../inline-dialog'

/** What the search found: the notice (or the dialog) it shows. */
export type TenantLookup =
  | { status: 'not-found' }
  | { status: 'found' }
  | { status: 'mismatch'; firstName: string; lastName: string }
  | { status: 'name-changed' }

const LOOKUP_NOTICES = {
  'not-found': ['success', 'agreement.lookup.notFound'],
  found: ['warning', 'agreement.lookup.found'],
  'name-changed': ['info', 'agreement.lookup.nameChanged'],
} as const

/** What the phone search found (spec §8's tenant-search messages). */
export function LookupNotice({ lookup }: { lookup: TenantLookup | undefined }) {
  const t = useT()
  if (!lookup || lookup.status === 'mismatch') return null
  const [severity, key] = LOOKUP_NOTICES[lookup.status]
  return (
    <Alert severity={severity} role="status" sx={{ mt: 1 }}>
      {t(key)}
    </Alert>
  )
}

/**
 * The number is recorded under another name (spec §4.8): take the recorded name or change the
 * phone. Inside the form, so both buttons send what was typed; rendered by the server.
 */
export function MismatchDialog({ recorded }: { recorded: string }) {
  const t = useT()
  return (
    <InlineDialog open aria-labelledby="tenant-mismatch-title" aria-describedby="tenant-mismatch-text">
      <DialogTitle id="tenant-mismatch-title">{t('agreement.mismatch.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="tenant-mismatch-text">{t('agreement.mismatch.text', { name: recorded })}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" name="intent" value="change-phone" formNoValidate>
          {t('auth.changePhone')}
        </Button>
        <Button type="submit" name="intent" value="use-recorded-name" formNoValidate variant="contained">
          {t('agreement.mismatch.useRecorded')}
        </Button>
      </DialogActions>
    </InlineDialog>
  )
}
