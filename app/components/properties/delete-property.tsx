// The Delete Property panel and its type-the-name confirmation (spec §2.16, §4.9), built on the
// shared confirm-by-name pieces.
import { Alert } from '~/components/alert'
import Typography from '@mui/material/Typography'
import { useT } from '~/i18n'
import type { StepReplyData } from '../auth/use-step-form'
import { ConfirmByNameDialog, DangerPanel } from '../confirm-by-name'

export const DELETE_PROPERTY_INTENT = 'delete-property'

export function DeletePropertyPanel({ propertyId, hasAgreements }: { propertyId: number; hasAgreements: boolean }) {
  const t = useT()
  return (
    <DangerPanel title={t('property.deleteTitle')} dialogTo={`/properties/${propertyId}?dialog=delete-property`}>
      <Typography>{t('property.deleteWarning')}</Typography>
      {hasAgreements && <Alert severity="info">{t('property.error.hasAgreements')}</Alert>}
    </DangerPanel>
  )
}

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
