// Shows the flash message of the last action. Server-rendered open, so it is seen without
// JavaScript; with JavaScript it hides itself after 5 s (spec §9): through React on hydrated pages,
// through the page script (data-flash-ms, app/islands/flash.ts) on server-only ones.
import Alert from '@mui/material/Alert'
import Snackbar from '@mui/material/Snackbar'
import { useState } from 'react'
import { useT } from '~/i18n'
import type { Toast } from '~/utils/toast.server'

export const SNACKBAR_MS = 5000

export function FlashSnackbar({ toast }: { toast: Toast | null }) {
  const t = useT()
  // Each loader run gives a new toast object, so a new message reopens the snackbar.
  const [closed, setClosed] = useState<Toast | null>(null)
  if (!toast) return null
  const open = closed !== toast
  const close = () => setClosed(toast)
  return (
    <Snackbar
      open={open}
      autoHideDuration={SNACKBAR_MS}
      onClose={(_event, reason) => reason !== 'clickaway' && close()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      data-flash-ms={SNACKBAR_MS}
    >
      <Alert
        severity={toast.type}
        variant="filled"
        onClose={close}
        slotProps={{ closeButton: { title: t('toast.close'), 'aria-label': t('toast.close') } }}
        role={toast.type === 'error' ? 'alert' : 'status'}
        sx={{ width: '100%' }}
      >
        {toast.message}
      </Alert>
    </Snackbar>
  )
}
