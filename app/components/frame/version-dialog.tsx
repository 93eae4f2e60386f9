// Spec §2.8: the dialog behind a double-click on the logo: versions and release dates of the
// web app and the API, and who made it. A native <dialog>: modal with JavaScript (focus kept
// inside, Escape closes), shown in place without it (reached as ?dialog=version).
import Box from '@mui/material/Box'
import { Button } from '~/components/button'
import Typography from '@mui/material/Typography'
import { type ReactNode, useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { useLanguage, useT } from '~/i18n'
import { nepalToday } from '~/domain/nepal-time'
import { formatLongDate } from '~/components/format/dates-and-money'

export type ReleaseInfo = { web: { version: string; publishedAt: string }; api: { version: string; publishedAt: string } }

type PageDialogProps = {
  id: string
  title: string
  /** Where Close goes without JavaScript (the page without ?dialog=). */
  closeTo: string
  /** With JavaScript: close in place. */
  onClose?: () => void
  children: ReactNode
}

/** A dialog of the signed-in frame, reachable as a URL and modal once JavaScript runs. */
export function PageDialog({ id, title, closeTo, onClose, children }: PageDialogProps) {
  const t = useT()
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    // Server-rendered `open` is a non-modal dialog; make it modal now that we can.
    if (dialog.open) dialog.close()
    dialog.showModal()
    return () => dialog.close()
  }, [])
  return (
    <Box
      component="dialog"
      ref={ref}
      open
      aria-labelledby={`${id}-title`}
      // Escape: the browser closes the dialog; the page forgets it too.
      onCancel={onClose}
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: 1300,
        m: 'auto',
        width: 'min(480px, calc(100vw - 32px))',
        maxHeight: 'calc(100vh - 32px)',
        overflow: 'auto',
        p: 3,
        border: 0,
        borderRadius: 2,
        boxShadow: 24,
        bgcolor: 'background.paper',
        color: 'text.primary',
        '&::backdrop': { bgcolor: 'rgba(0, 0, 0, 0.5)' },
      }}
    >
      <Typography id={`${id}-title`} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button
          component={Link}
          to={closeTo}
          replace
          preventScrollReset
          onClick={(event: React.MouseEvent) => {
            if (!onClose) return
            event.preventDefault()
            onClose()
          }}
        >
          {t('frame.close')}
        </Button>
      </Box>
    </Box>
  )
}

export function VersionDialog({ release, closeTo, onClose }: { release: ReleaseInfo; closeTo: string; onClose?: () => void }) {
  const t = useT()
  const language = useLanguage()
  // Month names and digits from tables, not Intl: browsers lack Nepali locale data, and the
  // dialog is also drawn in the browser (the double-click).
  const releaseDate = (instant: string) => formatLongDate(nepalToday(new Date(instant)), 'AD', language)
  const rows = [
    [t('frame.version.web'), release.web.version],
    [t('frame.version.webDate'), releaseDate(release.web.publishedAt)],
    [t('frame.version.api'), release.api.version],
    [t('frame.version.apiDate'), releaseDate(release.api.publishedAt)],
  ]
  return (
    <PageDialog id="version-dialog" title={t('frame.version.title')} closeTo={closeTo} onClose={onClose}>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, m: 0 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ fontWeight: 600 }}>
              {label}
            </Box>
            <Box component="dd" sx={{ m: 0 }}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('frame.version.credit')}
      </Typography>
    </PageDialog>
  )
}
