// The Delete Property panel (spec §2.16, §4.9); its confirmation is confirm-by-name-dialog.tsx.
import { Alert } from '~/components/alert'
import Typography from '@mui/material/Typography'
import { useT } from '~/i18n'
import { DangerPanel } from '~/components/page/confirm-by-name'

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
