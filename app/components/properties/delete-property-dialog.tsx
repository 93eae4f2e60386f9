// Delete Property's type-the-name confirmation (spec §2.16, §4.9), a state of the property page's
// URL (?dialog=delete-property); the page downloads it when it is opened.
import { useT } from '~/i18n'
import type { StepReplyData } from '../auth/form-status'
import { ConfirmByNameDialog } from '../confirm-by-name-dialog'
import { DELETE_PROPERTY_INTENT } from './delete-property'

type DeletePropertyDialogProps = { name: string; closeTo: string; actionData: StepReplyData | undefined }

export function DeletePropertyDialog({ name, closeTo, actionData }: DeletePropertyDialogProps) {
  const t = useT()
  return (
    <ConfirmByNameDialog
      intent={DELETE_PROPERTY_INTENT}
      title={t('property.deleteTitle')}
      text={t('property.deleteText')}
      typeName={t('property.deleteTypeName')}
      nameLabel={t('property.deleteNameLabel')}
      submitLabel={t('property.deleteConfirm')}
      name={name}
      closeTo={closeTo}
      actionData={actionData}
    />
  )
}
