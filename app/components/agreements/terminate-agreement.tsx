// The collapsible Terminate Agreement panel (spec §2.13, §4.7, §4.9); its dialog, with the move-out
// day, pro rata, the preview and the confirmation by name, is terminate-dialog.tsx. On an agreement
// that has not started (an upcoming renewal, a lease made ahead of time) it cancels the agreement.
import { useT } from '~/i18n'
import { DangerPanel } from '~/components/page/confirm-by-name'

export const TERMINATE_INTENT = 'terminate-agreement'
/** The dialog's Preview: what the termination would do, nothing written. */
export const TERMINATE_PREVIEW_INTENT = 'terminate-preview'

/** `isUpcoming`: the agreement has not started, so terminating it cancels it (no move-out day). */
export function TerminatePanel({ agreementId, isUpcoming = false }: { agreementId: number; isUpcoming?: boolean }) {
  const t = useT()
  return (
    <DangerPanel
      id="agreement-terminate"
      title={t(isUpcoming ? 'agreement.cancelTitle' : 'agreement.terminateTitle')}
      dialogTo={`/agreements/${agreementId}?dialog=terminate`}
    >
      <p className="text">{t(isUpcoming ? 'agreement.cancelWarning' : 'agreement.terminateWarning')}</p>
    </DangerPanel>
  )
}
