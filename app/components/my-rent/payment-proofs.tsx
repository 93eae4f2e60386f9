// The tenant's "I paid" on their agreement's page under My Rent: a form reporting a
// payment made another way (amount, date, method, reference, an optional photo), posted as
// multipart to the page's action, so it works without JavaScript; then each report with its
// status: waiting, confirmed (with its receipt) or not accepted (with the landlord's reason). Also
// the online payments still waiting for the gateway's confirmation.
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { Form } from 'react-router'
import { Link as RouterLink } from '~/components/link'
import { Button } from '~/components/button'
import { PhotoField } from '~/components/form/fields'
import { FormErrors } from '~/components/form/form-message'
import { useCheckedForm } from '~/components/form/checked-form'
import { FormKeyField } from '~/components/form/form-key-field'
import { getFormProps } from '~/components/form/form-state'
import { replyErrors, type StepFormProps, useIsSubmitting } from '~/components/form/form-status'
import { useBindField } from '~/components/form/messages'
import { LabelChip } from '~/components/label-chip'
import type { CalendarType } from '~/domain/calendar-type'
import { useT } from '~/i18n'
import { useMessage } from '~/i18n/message'
import { checkPaymentInput } from '~/schemas/ledger-rules'
import type { GatewayAttempt } from '~/services/payments/gateway-payments.server'
import type { ProofView } from '~/services/payments/proofs.server'
import { DetailsCard } from '../agreements/agreement-details'
import { useFormat } from '~/components/format/dates-and-money'
import { type PaymentFieldValues, PaymentFields } from '../ledger/payment-fields'

export const REPORT_PAYMENT_INTENT = 'report-payment'

const STATUS_COLOR = { PENDING: 'warning', CONFIRMED: 'success', REJECTED: 'error' } as const

type Props = {
  agreementId: number
  /** Something is owed: the form is offered (the server refuses a report otherwise). */
  canReport: boolean
  calendar: CalendarType
  todayInCalendar: string
  proofs: ProofView[]
  /** The form's first values from "I paid by QR"; null for the usual ones. */
  prefill?: { amount: string; method: string; reference: string } | null
  pendingOnline: GatewayAttempt[]
} & StepFormProps

export function PaymentProofs({ agreementId, canReport, calendar, todayInCalendar, proofs, prefill, pendingOnline, actionData, formKey }: Props) {
  const t = useT()
  const format = useFormat()
  return (
    <Box id="payment-proofs">
    <DetailsCard id="proof-form" title={t('proof.title')}>
      {pendingOnline.map((attempt) => (
        <Typography key={attempt.id} role="status" sx={{ mb: 2 }} data-testid="online-pending">
          {t('gatewayAttempt.pending', { amount: format.money(attempt.amountPaisa), gateway: t(`gateway.${attempt.gateway === 'KHALTI' ? 'khalti' : 'esewa'}`), date: format.date(attempt.createdOn, calendar) })}
        </Typography>
      ))}
      {canReport ? (
        <>
          <Typography color="text.secondary">{t('proof.intro')}</Typography>
          {/* A new form when "I paid by QR" fills it in: a mounted form keeps its first values. */}
          <ReportForm key={prefill ? 'qr' : 'plain'} calendar={calendar} todayInCalendar={todayInCalendar} prefill={prefill ?? null} actionData={actionData} formKey={formKey} />
        </>
      ) : (
        <Typography color="text.secondary" data-testid="nothing-due">
          {t('proof.nothingDue')}
        </Typography>
      )}
      {proofs.length > 0 && (
        <>
          <Typography variant="subtitle1" component="h3" sx={{ mt: 3, fontWeight: 600 }}>
            {t('proof.yours')}
          </Typography>
          <Box component="ul" id="proof-list" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {proofs.map((proof) => (
              <Box component="li" key={proof.id} data-proof={proof.id} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
                  <Typography sx={{ fontWeight: 500 }}>{format.money(proof.amountPaisa)}</Typography>
                  <LabelChip color={STATUS_COLOR[proof.status]} variant="outlined" label={t(`proof.status.${proof.status}`)} />
                </Box>
                <Typography variant="body2" color="text.secondary">
                  {format.date(proof.paidOn, calendar)} · {t(`ledger.method.${proof.method}`)}
                  {proof.reference ? ` · ${proof.reference}` : ''}
                </Typography>
                {proof.receiptNumber !== null && (
                  <Link component={RouterLink} to={`/my-rent/${agreementId}/receipts/${proof.receiptNumber}`} variant="body2">
                    {t('proof.receiptLink', { number: format.digits(proof.receiptNumber) })}
                  </Link>
                )}
                {proof.rejectReason && (
                  <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
                    {t('proof.reason', { reason: proof.rejectReason })}
                  </Typography>
                )}
              </Box>
            ))}
          </Box>
        </>
      )}
    </DetailsCard>
    </Box>
  )
}

function ReportForm({ calendar, todayInCalendar, prefill, actionData, formKey }: { calendar: CalendarType; todayInCalendar: string; prefill: Props['prefill'] } & StepFormProps) {
  const t = useT()
  const bind = useBindField()
  const message = useMessage()
  const busy = useIsSubmitting(REPORT_PAYMENT_INTENT)
  const [form, fields] = useCheckedForm<PaymentFieldValues & { photo: string }>(REPORT_PAYMENT_INTENT, checkPaymentInput, actionData, {
    calendarType: calendar,
    paidOn: todayInCalendar,
    method: 'CASH',
    ...prefill,
  })
  const errors = replyErrors(actionData, REPORT_PAYMENT_INTENT)?.map(message)
  return (
    <Form method="post" encType="multipart/form-data" preventScrollReset {...getFormProps(form)}>
      <input type="hidden" name="intent" value={REPORT_PAYMENT_INTENT} />
      <FormKeyField value={formKey} />
      <PaymentFields fields={fields} calendar={calendar} referenceHint={t(prefill ? 'payByQr.referenceHint' : 'proof.referenceHint')} />
      <PhotoField field={bind(fields.photo)} label={t('proof.photo')} hint={t('proof.photoHint')} />
      <FormErrors errors={errors} />
      <Button type="submit" variant="contained" loading={busy} sx={{ mt: 2 }}>
        {t('proof.send')}
      </Button>
    </Form>
  )
}
