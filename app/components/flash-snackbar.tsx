// Shows the flash message of the last action. Server-rendered open, so it is seen without
// JavaScript; with JavaScript it hides itself after 5 s (spec §9): through React on hydrated pages,
// through the page script (data-flash-ms, app/islands/flash.ts) on server-only ones.
// A positioned box rather than MUI's Snackbar, whose click-away and transition code every page
// would download (page weight); it keeps Snackbar's class name, place and stacking. The
// Alert is ours too (~/components/alert).
import { Alert } from '~/components/alert'
import { styled } from '@mui/material/styles'
import { useEffect, useState } from 'react'
import { useT } from '~/i18n'
import type { Toast } from '~/server/toast.server'

export const SNACKBAR_MS = 5000

export function FlashSnackbar({ toast }: { toast: Toast | null }) {
  const t = useT()
  // Each loader run gives a new toast object, so a new message reopens the snackbar.
  const [closed, setClosed] = useState<Toast | null>(null)
  const open = toast !== null && closed !== toast
  useEffect(() => {
    if (!open) return
    const timer = window.setTimeout(() => setClosed(toast), SNACKBAR_MS)
    return () => window.clearTimeout(timer)
  }, [open, toast])
  if (!toast || !open) return null
  // The spacer lets the page scroll past the box: without JavaScript the message stays, and would
  // cover the page's last lines (a button at the foot of a form) for good.
  return (
    <div data-flash-ms={SNACKBAR_MS}>
      <FlashSpacer aria-hidden="true" />
      <SnackbarBox className="MuiSnackbar-root">
      <Alert
        severity={toast.type}
        variant="filled"
        onClose={() => setClosed(toast)}
        closeLabel={t('toast.close')}
        role={toast.type === 'error' ? 'alert' : 'status'}
        sx={{ width: '100%' }}
      >
        {toast.message}
      </Alert>
      </SnackbarBox>
    </div>
  )
}

/** As tall as the box with its margin, in the page's flow. */
const FlashSpacer = styled('div')({ height: '6rem' })

// MUI Snackbar's bottom-centre placement: full width less 8 px margins on phones, centred above.
const SnackbarBox = styled('div')(({ theme }) => ({
  position: 'fixed',
  zIndex: theme.zIndex.snackbar,
  display: 'flex',
  left: 8,
  right: 8,
  bottom: 8,
  justifyContent: 'center',
  [theme.breakpoints.up('sm')]: { left: '50%', right: 'auto', bottom: 24, minWidth: 288, transform: 'translateX(-50%)' },
}))
