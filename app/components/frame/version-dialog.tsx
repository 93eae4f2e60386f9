// Spec §2.8: the dialog behind a double-click on the logo: versions and release dates of the
// web app and the API, and who made it. A native <dialog>: modal with JavaScript (focus kept
// inside, Escape closes), shown in place without it (reached as ?dialog=version).
import { Button } from '~/components/button'
import { Fragment, type ReactNode, useEffect, useRef } from 'react'
import { Link } from '~/components/link'
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
    // Styled by the frame's stylesheet (frame-styles.ts).
    <dialog
      ref={ref}
      open
      aria-labelledby={`${id}-title`}
      // Escape: the browser closes the dialog; the page forgets it too.
      onCancel={onClose}
      className="page-dialog"
    >
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
      <div className="page-dialog-actions">
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
      </div>
    </dialog>
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
      <dl className="version-list">
        {rows.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
      <p className="page-dialog-note">{t('frame.version.credit')}</p>
    </PageDialog>
  )
}
