// The Units card's dialogs (spec §2.16): Add Unit and Edit Unit (one form) and the delete
// confirmation ('Are You Sure?', Yes/No).
import Box from '@mui/material/Box'
import DialogContentText from '@mui/material/DialogContentText'
import { checkUnitInput } from '~/schemas/property-checks'
import { UNIT_AREA_UNITS } from '~/domain/area-units'
import { useT } from '~/i18n'
import { FormTextField } from '~/components/form/fields'
import { useCheckedForm } from '~/components/form/checked-form'
import { getFormProps } from '~/components/form/form-state'
import { replyErrors, type StepReplyData } from '~/components/form/form-status'
import { twoColumns } from '~/components/form/form-parts'
import { AreaFields } from './fields'
import { FormDialog } from '~/components/page/form-dialog'
import { useBindField } from '~/components/form/messages'
import { FormKeyField } from '~/components/form/form-key-field'

export type UnitValues = { id: number; name: string; floor: number; area: number; areaUnit: 'sqft' | 'sqm' }

type UnitFormValues = { name: string; floor: string; area: string; areaUnit: string }

export const UNIT_INTENTS = { add: 'add-unit', edit: 'edit-unit', delete: 'delete-unit' } as const

type UnitFormDialogProps = {
  /** The unit to edit; none adds one. */
  unit?: UnitValues | undefined
  closeTo: string
  actionData: StepReplyData | undefined
  /** Adding: the form's key makes a second send of this render add nothing (form-key.server.ts). */
  formKey?: string | undefined
}

export function UnitFormDialog({ unit, closeTo, actionData, formKey }: UnitFormDialogProps) {
  const t = useT()
  const bind = useBindField()
  const intent = unit ? UNIT_INTENTS.edit : UNIT_INTENTS.add
  const defaultValue = unit && { name: unit.name, floor: String(unit.floor), area: String(unit.area), areaUnit: unit.areaUnit }
  const [form, fields] = useCheckedForm<UnitFormValues>(intent, checkUnitInput, actionData, defaultValue ?? { areaUnit: 'sqft' })
  return (
    <FormDialog
      intent={intent}
      title={unit ? t('unit.editTitle') : t('unit.addTitle')}
      closeTo={closeTo}
      cancelLabel={t('form.cancel')}
      submitLabel={unit ? t('unit.editSubmit') : t('unit.addSubmit')}
      errors={form.errors}
      formProps={getFormProps(form)}
    >
      {formKey && <FormKeyField value={formKey} />}
      <Box sx={twoColumns}>
        <FormTextField field={bind(fields.name)} label={t('unit.name')} hint={t('unit.nameHint')} required autoComplete="off" />
        <FormTextField
          field={bind(fields.floor)}
          label={t('unit.floor')}
          hint={t('unit.floorHint')}
          required
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Box>
      <AreaFields area={fields.area} areaUnit={fields.areaUnit} units={UNIT_AREA_UNITS} />
    </FormDialog>
  )
}

type DeleteUnitDialogProps = { unit: UnitValues; closeTo: string; actionData: StepReplyData | undefined }

export function DeleteUnitDialog({ unit, closeTo, actionData }: DeleteUnitDialogProps) {
  const t = useT()
  return (
    <FormDialog
      intent={UNIT_INTENTS.delete}
      title={t('unit.deleteTitle')}
      closeTo={closeTo}
      cancelLabel={t('form.no')}
      submitLabel={t('form.yes')}
      submitColor="error"
      errors={replyErrors(actionData, UNIT_INTENTS.delete)}
    >
      <DialogContentText>{t('unit.deleteText', { name: unit.name })}</DialogContentText>
    </FormDialog>
  )
}
