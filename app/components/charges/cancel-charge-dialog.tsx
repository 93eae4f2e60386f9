// Cancel an unpaid extra charge, or waive a late fee: the reason is required, and the
// charge stays in the list marked cancelled. A state of the agreement page's URL
// (?dialog=cancel-charge&charge=<id>), downloaded when it is opened.
import DialogContentText from '@mui/material/DialogContentText'
import { useT } from '~/i18n'
import { useMessage } from '~/i18n/message'
import type { ChargeLine } from '~/services/ledger/ledger.server'
import { useFormat } from '~/components/format/dates-and-money'
import { replyFor, type StepFormProps } from '~/components/form/form-status'
import { FormKeyField } from '~/components/form/form-key-field'
import { FormDialog } from '~/components/page/form-dialog'
import { MAX_CANCEL_REASON } from '~/schemas/charge-rules'
import { ReasonField } from '../page/reason-field'
import { useChargeName } from '../ledger/format'
import type { CalendarType } from '~/domain/calendar-type'

export const CANCEL_CHARGE_INTENT = 'cancel-charge'

type Props = { charge: ChargeLine; calendar: CalendarType; closeTo: string } & StepFormProps

export function CancelChargeDialog({ charge, calendar, closeTo, actionData, formKey }: Props) {
  const t = useT()
  const format = useFormat()
  const chargeName = useChargeName()
  const reply = replyFor(actionData, CANCEL_CHARGE_INTENT)
  const message = useMessage()
  const reasonErrors = reply?.error?.reason?.map(message)
  const isFee = charge.kind === 'LATE_FEE'
  return (
    <FormDialog
      intent={CANCEL_CHARGE_INTENT}
      title={t(isFee ? 'lateFee.waiveTitle' : 'extraCharge.cancelTitle')}
      closeTo={closeTo}
      cancelLabel={t('form.cancel')}
      submitLabel={t(isFee ? 'lateFee.waiveConfirm' : 'extraCharge.cancelConfirm')}
      submitColor="error"
      errors={reply?.error?.['']?.map(message)}
    >
      <input type="hidden" name="chargeId" value={charge.id} />
      <FormKeyField value={formKey} />
      <DialogContentText>{t('extraCharge.cancelText', { name: chargeName(charge, calendar), amount: format.money(charge.amountPaisa) })}</DialogContentText>
      <ReasonField label={t('extraCharge.cancelReason')} maxLength={MAX_CANCEL_REASON} defaultValue={reply?.initialValue?.reason} errors={reasonErrors} />
    </FormDialog>
  )
}
