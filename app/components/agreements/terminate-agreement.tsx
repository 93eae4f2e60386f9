// The collapsible Terminate Agreement panel (spec §2.13, §4.7, §4.9); its confirmation is
// confirm-by-name-dialog.tsx.
import Typography from '@mui/material/Typography'
import { useT } from '~/i18n'
import { DangerPanel } from '~/components/page/confirm-by-name'

export const TERMINATE_INTENT = 'terminate-agreement'

export function TerminatePanel({ agreementId }: { agreementId: number }) {
  const t = useT()
  return (
    <DangerPanel id="agreement-terminate" title={t('agreement.terminateTitle')} dialogTo={`/agreements/${agreementId}?dialog=terminate`}>
      <Typography>{t('agreement.terminateWarning')}</Typography>
    </DangerPanel>
  )
}
