// The collapsible Terminate Agreement panel and its type-the-name confirmation (spec §2.13, §4.7,
// §4.9), built on the shared confirm-by-name pieces.
import Typography from '@mui/material/Typography'
import { useT } from '~/i18n'
import type { StepReplyData } from '../auth/use-step-form'
import { ConfirmByNameDialog, DangerPanel } from '../confirm-by-name'

export const TERMINATE_INTENT = 'terminate-agreement'

export function TerminatePanel({ agreementId }: { agreementId: number }) {
  const t = useT()
  return (
    <DangerPanel id="agreement-terminate" title={t('agreement.terminateTitle')} dialogTo={`/agreements/${agreementId}?dialog=terminate`}>
      <Typography>{t('agreement.terminateWarning')}</Typography>
    </DangerPanel>
  )
}

type TerminateDialogProps = { name: string; closeTo: string; actionData: StepReplyData | undefined }

export function TerminateDialog({ name, closeTo, actionData }: TerminateDialogProps) {
  const t = useT()
  return (
    <ConfirmByNameDialog
      intent={TERMINATE_INTENT}
      title={t('agreement.terminateTitle')}
      text={t('agreement.terminateText')}
      typeName={t('agreement.terminateTypeName')}
      nameLabel={t('agreement.terminateNameLabel')}
      submitLabel={t('agreement.terminateConfirm')}
      name={name}
      closeTo={closeTo}
      actionData={actionData}
    />
  )
}
