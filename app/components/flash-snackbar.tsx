// Shows the flash message of the last action. Server-rendered open, so it is seen without
// JavaScript; with JavaScript it hides itself after 5 s (spec §9).
import Alert from '@mui/material/Alert'
import Snackbar from '@mui/material/Snackbar'
import { useEffect, useState } from 'react'
import { useT } from '~/i18n'
import type { Toast } from '~/utils/toast.server'

export const SNACKBAR_MS = 5000

export function FlashSnackbar({ toast }: { toast: Toast | null }) {
  const t = useT()
  const [open, setOpen] = useState(Boolean(toast))
  useEffect(() => setOpen(Boolean(toast)), [toast])
  if (!toast) return null
  return (
    <Snackbar
      open={open}
      autoHideDuration={SNACKBAR_MS}
      onClose={(_event, reason) => reason !== 'clickaway' && setOpen(false)}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={toast.type}
        variant="filled"
        onClose={() => setOpen(false)}
        slotProps={{ closeButton: { title: t('toast.close'), 'aria-label': t('toast.close') } }}
        role={toast.type === 'error' ? 'alert' : 'status'}
        sx={{ width: '100%' }}
      >
        {toast.message}
      </Alert>
    </Snackbar>
  )
}
