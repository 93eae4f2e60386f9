// The collapsible Terminate Agreement panel (spec §2.13, §4.7, §4.9); its dialog, with the move-out
// day, pro rata, the preview and the confirmation by name, is terminate-dialog.tsx.
import Typography from '@mui/material/Typography'
import { useT } from '~/i18n'
import { DangerPanel } from '~/components/page/confirm-by-name'

export const TERMINATE_INTENT = 'terminate-agreement'
/** The dialog's Preview: what the termination would do, nothing written. */
export const TERMINATE_PREVIEW_INTENT = 'terminate-preview'

export function TerminatePanel({ agreementId }: { agreementId: number }) {
  const t = useT()
  return (
    <DangerPanel id="agreement-terminate" title={t('agreement.terminateTitle')} dialogTo={`/agreements/${agreementId}?dialog=terminate`}>
      <Typography>{t('agreement.terminateWarning')}</Typography>
    </DangerPanel>
  )
}
