// Settings > Payments: the landlord's own Khalti and eSewa merchant accounts. Each
// gateway is a card with what is connected (the key's last four characters only) and a plain form
// to connect or replace it, and one to disconnect. Every form posts to /settings/payments and
// works without JavaScript; the server checks the key with the gateway before it saves.
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { Form } from 'react-router'
import { Link as RouterLink } from '~/components/link'
import { Alert } from '~/components/alert'
import { Button } from '~/components/button'
import { FormTextField } from '~/components/form/fields'
import { FormKeyField } from '~/components/form/form-key-field'
import { FormErrors } from '~/components/form/form-message'
import { getFormProps, useForm } from '~/components/form/form-state'
import { replyErrors, replyFor, type StepFormProps, useIsSubmitting } from '~/components/form/form-status'
import { useT } from '~/i18n'
import type { GatewayAccountView, GatewaySettings } from '~/services/payments/gateway-accounts.server'
import { useFormat } from '~/components/format/dates-and-money'

export const GATEWAY_INTENTS = { khalti: 'connect-khalti', esewa: 'connect-esewa', disconnect: 'disconnect-gateway' } as const

type Props = { gateways: GatewaySettings } & StepFormProps

export function PaymentsSection({ gateways, actionData, formKey }: Props) {
  const t = useT()
  const account = (gateway: GatewayAccountView['gateway']) => gateways.accounts.find((candidate) => candidate.gateway === gateway) ?? null
  return (
    <>
      <Typography color="text.secondary">{t('gateway.intro')}</Typography>
      {gateways.allowed ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('gateway.sandboxFirst')}
        </Typography>
      ) : (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('gateway.planRequired')}{' '}
          <Link component={RouterLink} to="/plans">
            {t('gateway.seePlans')}
          </Link>
        </Alert>
      )}
      <FormErrors errors={replyErrors(actionData, GATEWAY_INTENTS.disconnect)} />
      <GatewayCard gateway="KHALTI" account={account('KHALTI')} allowed={gateways.allowed} actionData={actionData} formKey={formKey} />
      <GatewayCard gateway="ESEWA" account={account('ESEWA')} allowed={gateways.allowed} actionData={actionData} formKey={formKey} />
    </>
  )
}

function ConnectedText({ account }: { account: GatewayAccountView | null }) {
  const t = useT()
  const format = useFormat()
  if (!account) return <Typography color="text.secondary">{t('gateway.notConnected')}</Typography>
  const values = { last4: account.secretLast4, date: format.dayOf(account.checkedAt, 'AD'), code: account.merchantCode ?? '' }
  return (
    <Typography sx={{ overflowWrap: 'anywhere' }} data-connected={account.gateway}>
      {t(account.merchantCode ? 'gateway.connectedEsewa' : 'gateway.connected', values)}
    </Typography>
  )
}

function GatewayCard({
  gateway,
  account,
  allowed,
  actionData,
  formKey,
}: {
  gateway: GatewayAccountView['gateway']
  account: GatewayAccountView | null
  allowed: boolean
} & StepFormProps) {
  const t = useT()
  const isKhalti = gateway === 'KHALTI'
  const intent = isKhalti ? GATEWAY_INTENTS.khalti : GATEWAY_INTENTS.esewa
  const name = t(isKhalti ? 'gateway.khalti' : 'gateway.esewa')
  const busy = useIsSubmitting(intent)
  const [form, fields] = useForm({ id: intent, defaultValue: { merchantCode: account?.merchantCode ?? '' }, lastResult: replyFor(actionData, intent) })
  const titleId = `gateway-${gateway.toLowerCase()}`
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} id={`${titleId}-card`} sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}>
      <Typography id={titleId} variant="h6" component="h3" sx={{ mb: 1 }}>
        {name}
      </Typography>
      <ConnectedText account={account} />
      {allowed && (
        <Form method="post" action="/settings/payments" {...getFormProps(form)}>
          <input type="hidden" name="intent" value={intent} />
          <FormKeyField value={formKey} />
          {!isKhalti && <FormTextField field={fields.merchantCode!} label={t('gateway.merchantCode')} autoComplete="off" required />}
          <FormTextField
            field={fields.secretKey!}
            label={t('gateway.secretKey')}
            hint={t(isKhalti ? 'gateway.secretKeyHintKhalti' : 'gateway.secretKeyHintEsewa')}
            type="password"
            autoComplete="off"
            required
          />
          {!isKhalti && (
            <Typography variant="body2" color="text.secondary">
              {t('gateway.esewaKeyNote')}
            </Typography>
          )}
          <FormErrors errors={form.errors} />
          <Button type="submit" variant="contained" loading={busy} sx={{ mt: 2 }}>
            {account ? t('gateway.replace') : t('gateway.connect', { gateway: name })}
          </Button>
        </Form>
      )}
      {account && (
        <Box component={Form} method="post" action="/settings/payments" sx={{ mt: 1 }}>
          <input type="hidden" name="intent" value={GATEWAY_INTENTS.disconnect} />
          <input type="hidden" name="gateway" value={gateway.toLowerCase()} />
          <FormKeyField value={formKey} />
          <Button type="submit" color="error">
            {t('gateway.disconnect', { gateway: name })}
          </Button>
        </Box>
      )}
    </Paper>
  )
}
