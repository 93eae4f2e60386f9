// Void a payment: the reason is required, and the payment stays in the history, struck
// through. A state of the agreement page's URL (?dialog=void-payment&payment=<id>), downloaded when
// it is opened.
import DialogContentText from '@mui/material/DialogContentText'
import { useT } from '~/i18n'
import { useMessage } from '~/i18n/message'
import type { PaymentLine } from '~/services/ledger/ledger.server'
import { useFormat } from '~/components/format/dates-and-money'
import { replyFor, type StepFormProps } from '~/components/form/form-status'
import { FormKeyField } from '~/components/form/form-key-field'
import { FormDialog } from '~/components/page/form-dialog'
import { MAX_VOID_REASON } from '~/schemas/ledger-rules'
import { ReasonField } from '../page/reason-field'

export const VOID_PAYMENT_INTENT = 'void-payment'

export function VoidPaymentDialog({
  payment,
  closeTo,
  actionData,
  formKey,
}: {
  payment: PaymentLine
  closeTo: string
} & StepFormProps) {
  const t = useT()
  const format = useFormat()
  const reply = replyFor(actionData, VOID_PAYMENT_INTENT)
  const message = useMessage()
  const reasonErrors = reply?.error?.reason?.map(message)
  return (
    <FormDialog
      intent={VOID_PAYMENT_INTENT}
      title={t('ledger.voidTitle')}
      closeTo={closeTo}
      cancelLabel={t('form.cancel')}
      submitLabel={t('ledger.voidConfirm')}
      submitColor="error"
      errors={reply?.error?.['']?.map(message)}
    >
      <input type="hidden" name="paymentId" value={payment.id} />
      <FormKeyField value={formKey} />
      <DialogContentText>{t('ledger.voidText', { number: format.digits(payment.receiptNumber), amount: format.money(payment.amountPaisa) })}</DialogContentText>
      <ReasonField label={t('ledger.voidReason')} maxLength={MAX_VOID_REASON} defaultValue={reply?.initialValue?.reason} errors={reasonErrors} />
    </FormDialog>
  )
}
