// Terminate Agreement's type-the-name confirmation (spec §2.13, §4.7, §4.9), a state of the
// agreement page's URL (?dialog=terminate); the page downloads it when it is opened.
import { useT } from '~/i18n'
import type { StepReplyData } from '../auth/form-status'
import { ConfirmByNameDialog } from '../confirm-by-name-dialog'
import { TERMINATE_INTENT } from './terminate-agreement'

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
