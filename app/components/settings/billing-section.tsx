// Settings > Billing: the member's plan, when a paid one ends, and every plan payment
// with its date, plan, period, amount, gateway, transaction id and status. A list of cards, so it
// reads at 360 px; a pending Khalti payment can be checked again.
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { Button } from '~/components/button'
import { useFormat } from '~/components/format/dates-and-money'
import { PLAN_NAMES } from '~/components/format/plan-words'
import { useT } from '~/i18n'
import type { PlanBilling } from '~/services/plans/billing.server'

export function BillingSection({ billing }: { billing: PlanBilling }) {
  const t = useT()
  const format = useFormat()
  return (
    <>
      <Typography data-testid="billing-plan" sx={{ fontWeight: 700 }}>
        {t('billing.currentPlan', { plan: t(PLAN_NAMES[billing.plan]) })}
        {billing.period && ` (${t(`billing.period.${billing.period}`)})`}
      </Typography>
      <Typography sx={{ mb: 1 }} data-testid="billing-ends">
        {billing.endsOn ? t('billing.endsOn', { date: format.date(billing.endsOn, 'AD') }) : billing.plan === 'BASIC' ? '' : t('billing.noEnd')}
      </Typography>
      {!billing.paid && <Typography sx={{ mb: 1 }}>{t('billing.free')}</Typography>}
      <Button href="/plans?step=choose" variant="outlined" sx={{ mb: 3 }}>
        {t('billing.changePlan')}
      </Button>

      <Typography component="h3" variant="h6" sx={{ fontWeight: 700, mb: 1 }} id="billing-history">
        {t('billing.history')}
      </Typography>
      {billing.history.length === 0 ? (
        <Typography>{t('billing.empty')}</Typography>
      ) : (
        <Box component="ul" aria-labelledby="billing-history" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {billing.history.map((payment) => (
            <Box component="li" key={payment.orderId} data-testid="billing-payment" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
              <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, '& dd': { m: 0, overflowWrap: 'anywhere' } }}>
                <dt>{t('billing.date')}</dt>
                <dd>{format.dayOf(payment.createdAt, 'AD')}</dd>
                <dt>{t('billing.plan')}</dt>
                <dd>{t(PLAN_NAMES[payment.plan])}</dd>
                <dt>{t('billing.period')}</dt>
                <dd>
                  {t(`billing.period.${payment.period}`)}
                  {payment.startsOn && payment.endsOn && (
                    <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                      {t('billing.covers', { from: format.date(payment.startsOn, 'AD'), to: format.date(payment.endsOn, 'AD') })}
                    </Box>
                  )}
                </dd>
                <dt>{t('billing.amount')}</dt>
                <dd>{format.money(payment.amountPaisa)}</dd>
                <dt>{t('billing.gateway')}</dt>
                <dd>{t(payment.gateway === 'KHALTI' ? 'gateway.khalti' : 'gateway.esewa')}</dd>
                <dt>{t('billing.transaction')}</dt>
                <dd>{payment.transactionId ?? '—'}</dd>
                <dt>{t('billing.status')}</dt>
                <dd data-testid="billing-status">{t(`billing.status.${payment.status}`)}</dd>
              </Box>
              {payment.status === 'PENDING' && payment.gateway === 'KHALTI' && payment.reference && (
                <Button href={`/plans/khalti?${new URLSearchParams({ pidx: payment.reference })}`} size="small" sx={{ mt: 1 }}>
                  {t('billing.checkAgain')}
                </Button>
              )}
            </Box>
          ))}
        </Box>
      )}
    </>
  )
}
