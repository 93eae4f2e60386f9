// /ops/money (OpsMoney): rent paid online that was received but waits for the landlord's decision,
// and rent and plan payments that failed or are left pending.
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { RouteErrorPage } from '~/components/error-page'
import { OpsPage, OpsSection } from '~/components/ops/ops-parts'
import { titleMeta } from '~/components/route-meta'
import { PLAN_NAMES } from '~/components/format/plan-words'
import { useReceivedWords } from '~/components/received/received-online'
import { formatNepalTime } from '~/components/format/nepal-time'
import { loadAsDocument, serverOnlyPage } from '~/components/server-only-page'
import { formatNpr } from '~/domain/money'
import { useLanguage, useT } from '~/i18n'
import { listReceivedWaitingForOps } from '~/services/payments/gateway-decisions.server'
import { listGatewayProblems, listPlanPaymentProblems } from '~/services/ops/messages.server'
import type { Route } from './+types/money'

export const handle = serverOnlyPage
export const clientMiddleware = [loadAsDocument]

export async function loader() {
  const [waiting, payments, planPayments] = await Promise.all([listReceivedWaitingForOps(), listGatewayProblems(), listPlanPaymentProblems()])
  const paisa = <Row extends { amountPaisa: bigint }>(row: Row) => ({ ...row, amountPaisa: Number(row.amountPaisa) })
  return { waiting, payments: payments.map(paisa), planPayments: planPayments.map(paisa) }
}

export default function OpsMoney({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const language = useLanguage()
  const received = useReceivedWords()
  return (
    <OpsPage title={t('ops.nav.money')}>
      <OpsSection title={t('ops.money.waiting')}>
        {loaderData.waiting.length === 0 ? <Typography>{t('ops.money.waitingNone')}</Typography> : null}
        <Box component="ul" sx={{ pl: 2 }} data-testid="ops-received-waiting">
          {loaderData.waiting.map((row) => (
            <li key={row.id} style={{ overflowWrap: 'anywhere' }}>
              {received.gateway(row)} · {row.orderId} · {row.transactionId} · {formatNpr(row.amountPaisa, { language })} · {received.reason(row)} · {t('ops.money.member', { id: row.memberId })} ·{' '}
              {t('ops.money.agreement', { id: row.agreementId })} · {row.receivedAt ? formatNepalTime(new Date(row.receivedAt), language) : ''}
            </li>
          ))}
        </Box>
      </OpsSection>
      <OpsSection title={t('ops.money.gateway')}>
        {loaderData.payments.length === 0 ? <Typography>{t('ops.money.none')}</Typography> : null}
        <Box component="ul" sx={{ pl: 2 }}>
          {loaderData.payments.map((row) => (
            <li key={row.id} style={{ overflowWrap: 'anywhere' }}>
              {received.gateway(row)} · {row.orderId} · {formatNpr(row.amountPaisa, { language })} · {t(`billing.status.${row.status}`)} · {t('ops.money.member', { id: row.memberId })} ·{' '}
              {formatNepalTime(row.createdAt, language)}
            </li>
          ))}
        </Box>
      </OpsSection>
      <OpsSection title={t('ops.member.planPayments')}>
        {loaderData.planPayments.length === 0 ? <Typography>{t('ops.money.planPaymentsNone')}</Typography> : null}
        <Box component="ul" sx={{ pl: 2 }}>
          {loaderData.planPayments.map((row) => (
            <li key={row.id} style={{ overflowWrap: 'anywhere' }}>
              {received.gateway(row)} · {row.orderId} · {t(PLAN_NAMES[row.plan])} {t(`billing.period.${row.period}`)} · {formatNpr(row.amountPaisa, { language })} ·{' '}
              {t(`billing.status.${row.status}`)} · {t('ops.money.member', { id: row.memberId })} ·{' '}
              {formatNepalTime(row.createdAt, language)}
            </li>
          ))}
        </Box>
      </OpsSection>
    </OpsPage>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return titleMeta(matches, 'ops.nav.money')
}

export function ErrorBoundary() {
  return <RouteErrorPage />
}
