// Settings > Payments: the landlord's own bank or wallet QR (every plan). What is saved (for all
// properties, or one), with the account name and city read from it, a Remove form each, and one
// form to check a QR from a photo or its text; a checked QR shows its account name and city with
// the QR drawn, to save ("Save this QR") or leave ("Choose another") before anything is saved.
// Every form posts to /settings/payments (multipart, for the photo) and works without JavaScript.
import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { Form } from 'react-router'
import { Link } from '~/components/link'
import { Button } from '~/components/button'
import { FormTextField, PhotoField } from '~/components/form/fields'
import { FormKeyField } from '~/components/form/form-key-field'
import { FormErrors } from '~/components/form/form-message'
import { getFormProps, useForm } from '~/components/form/form-state'
import { replyErrors, replyFor, type StepFormProps, type StepReplyData, useIsSubmitting } from '~/components/form/form-status'
import { useBindField } from '~/components/form/messages'
import { useT } from '~/i18n'
import { useMessage } from '~/i18n/message'
import { QrCode } from '~/components/pay/qr-code'
import type { QrDrawing } from '~/server/qr-drawing.server'
import type { PaymentQrSettings, PaymentQrView } from '~/services/payments/payment-qrs.server'

export const PAYMENT_QR_INTENTS = { check: 'check-payment-qr', save: 'save-payment-qr', remove: 'remove-payment-qr' } as const

/** The check step's answer: the QR read and checked, not saved, for the landlord to confirm. */
export type PaymentQrCheckData = { intent: typeof PAYMENT_QR_INTENTS.check; candidate: PaymentQrView & { drawing: QrDrawing } }

export function PaymentQrSection({ settings, actionData, formKey }: { settings: PaymentQrSettings; actionData: StepReplyData | PaymentQrCheckData | undefined; formKey: string }) {
  const t = useT()
  const message = useMessage()
  const checked = actionData && 'candidate' in actionData ? actionData.candidate : null
  const reply = actionData && 'result' in actionData ? actionData : undefined
  return (
    <Paper component="section" variant="outlined" aria-labelledby="payment-qr" id="payment-qr-card" sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}>
      <Typography id="payment-qr" variant="h6" component="h3" sx={{ mb: 1 }}>
        {t('paymentQr.title')}
      </Typography>
      <Typography color="text.secondary">{t('paymentQr.intro')}</Typography>
      <FormErrors errors={replyErrors(reply, PAYMENT_QR_INTENTS.remove)?.map(message)} />
      {settings.qrs.length === 0 ? (
        <Typography sx={{ mt: 2 }} data-testid="payment-qr-none">
          {t('paymentQr.none')}
        </Typography>
      ) : (
        settings.qrs.map((qr) => <SavedQr key={qr.propertyId ?? 'all'} qr={qr} formKey={formKey} />)
      )}
      {checked ? <CheckedQr qr={checked} formKey={formKey} /> : <CheckForm settings={settings} actionData={reply} />}
    </Paper>
  )
}

/** "Account: RAM BAHADUR THAPA, KATHMANDU": what the bank wrote in the QR. */
export function useAccountLine() {
  const t = useT()
  return ({ accountName, city }: Pick<PaymentQrView, 'accountName' | 'city'>) => {
    if (!accountName) return t('paymentQr.accountUnnamed')
    return city ? t('paymentQr.accountCity', { name: accountName, city }) : t('paymentQr.account', { name: accountName })
  }
}

function SavedQr({ qr, formKey }: { qr: PaymentQrView; formKey: string }) {
  const t = useT()
  const accountLine = useAccountLine()
  return (
    <Box sx={{ mt: 2, p: 2, borderRadius: 1, bgcolor: 'action.hover' }} data-payment-qr={qr.propertyId ?? 'all'}>
      <Typography sx={{ fontWeight: 600 }}>{qr.propertyName ?? t('paymentQr.forAll')}</Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{accountLine(qr)}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('paymentQr.confirm')}
      </Typography>
      <Form method="post" action="/settings/payments">
        <input type="hidden" name="intent" value={PAYMENT_QR_INTENTS.remove} />
        {qr.propertyId !== null && <input type="hidden" name="propertyId" value={qr.propertyId} />}
        <FormKeyField value={formKey} />
        <Button type="submit" color="error" sx={{ mt: 1, minHeight: 44 }}>
          {t('paymentQr.remove')}
        </Button>
      </Form>
    </Box>
  )
}

/** The QR read from the landlord's photo or text, not saved yet: whose account it pays into, to confirm. */
function CheckedQr({ qr, formKey }: { qr: PaymentQrCheckData['candidate']; formKey: string }) {
  const t = useT()
  const accountLine = useAccountLine()
  const busy = useIsSubmitting(PAYMENT_QR_INTENTS.save)
  return (
    <Box component="section" aria-labelledby="payment-qr-check" sx={{ mt: 2, p: 2, borderRadius: 1, border: 1, borderColor: 'divider' }} data-testid="payment-qr-check">
      <Typography id="payment-qr-check" component="h4" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('paymentQr.checkTitle')}
      </Typography>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="payment-qr-check-account">
        {accountLine(qr)}
      </Typography>
      <Typography color="text.secondary">{qr.propertyName ?? t('paymentQr.forAll')}</Typography>
      <Box sx={{ display: 'flex', justifyContent: 'center', my: 1 }}>
        <QrCode drawing={qr.drawing} label={t('paymentQr.checkLabel', { name: qr.accountName ?? t('paymentQr.accountUnnamed') })} maxWidth={220} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('paymentQr.checkText')}
      </Typography>
      <Form method="post" action="/settings/payments" encType="multipart/form-data">
        <input type="hidden" name="intent" value={PAYMENT_QR_INTENTS.save} />
        <input type="hidden" name="payload" value={qr.payload} />
        {qr.propertyId !== null && <input type="hidden" name="propertyId" value={qr.propertyId} />}
        <FormKeyField value={formKey} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 2 }}>
          <Button type="submit" variant="contained" loading={busy} sx={{ minHeight: 44 }}>
            {t('paymentQr.save')}
          </Button>
          {/* No fragment: a link that differs from the page only by one would not load it afresh without JavaScript. */}
          <Button component={Link} to="/settings/payments" sx={{ minHeight: 44 }}>
            {t('paymentQr.chooseAnother')}
          </Button>
        </Box>
      </Form>
    </Box>
  )
}

function CheckForm({ settings, actionData }: { settings: PaymentQrSettings; actionData: StepFormProps['actionData'] }) {
  const t = useT()
  const bind = useBindField()
  const message = useMessage()
  const busy = useIsSubmitting(PAYMENT_QR_INTENTS.check)
  const [form, fields] = useForm<{ propertyId: string; photo: string; payload: string }>({ id: PAYMENT_QR_INTENTS.check, lastResult: replyFor(actionData, PAYMENT_QR_INTENTS.check) })
  return (
    <Form method="post" action="/settings/payments" encType="multipart/form-data" {...getFormProps(form)}>
      <input type="hidden" name="intent" value={PAYMENT_QR_INTENTS.check} />
      {settings.properties.length > 0 && (
        <FormTextField field={bind(fields.propertyId)} label={t('paymentQr.property')} hint={t('paymentQr.forAllHint')} select slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
          <option value="">{t('paymentQr.forAll')}</option>
          {settings.properties.map((property) => (
            <option key={property.id} value={property.id}>
              {property.name}
            </option>
          ))}
        </FormTextField>
      )}
      <PhotoField field={bind(fields.photo)} label={t('paymentQr.photo')} hint={t('paymentQr.photoHint')} />
      <FormTextField field={bind(fields.payload)} label={t('paymentQr.payload')} hint={t('paymentQr.payloadHint')} multiline minRows={2} autoComplete="off" slotProps={{ inputLabel: { shrink: true }, htmlInput: { spellCheck: false } }} />
      <FormErrors errors={replyErrors(actionData, PAYMENT_QR_INTENTS.check)?.map(message)} />
      <Button type="submit" variant="contained" loading={busy} sx={{ mt: 2 }}>
        {t('paymentQr.check')}
      </Button>
    </Form>
  )
}
