// Money paid online that the gateway confirmed but that could not be recorded as a payment (the
// agreement had ended, was terminated or settled, or the ledger refused it): the landlord's card
// with the three decisions (agreement page; plain forms posted to /agreements/<id>/received/<id>,
// so they work without JavaScript) and the tenant's line on My Rent ("received, your landlord has been told", and later what was decided).
import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Button } from '~/components/button'
import { useT } from '~/i18n'
import { useMessage } from '~/i18n/message'
import { MAX_DECISION_NOTE } from '~/schemas/gateway-decision-rules'
import type { ReceivedPayment } from '~/services/payments/gateway-decisions.server'
import { DetailsCard } from '../agreements/agreement-details'
import { useFormat } from '~/components/format/dates-and-money'
import { ReasonField } from '../page/reason-field'
import type { CalendarType } from '~/domain/calendar-type'

const HELD_STATES = new Set(['ENDED', 'TERMINATED', 'SETTLED', 'ERROR'])

/** The words for a received payment's gateway and why it is held (also the operators' money desk). */
export function useReceivedWords() {
  const t = useT()
  const message = useMessage()
  const format = useFormat()
  return {
    gateway: (item: Pick<ReceivedPayment, 'gateway'>) => t(item.gateway === 'KHALTI' ? 'gateway.khalti' : 'gateway.esewa'),
    reason: (item: Pick<ReceivedPayment, 'heldReason'>) =>
      HELD_STATES.has(item.heldReason)
        ? t(`received.reason.${item.heldReason as 'ENDED' | 'TERMINATED' | 'SETTLED' | 'ERROR'}`)
        : t('received.reason.refused', { detail: message(item.heldReason) }),
    date: (item: ReceivedPayment, calendar: CalendarType) => (item.receivedOn ? format.date(item.receivedOn, calendar) : ''),
    money: format.money,
    digits: format.digits,
  }
}

type LandlordProps = { items: ReceivedPayment[] }

/** The agreement page's card: each payment waiting, why, and the landlord's three decisions. */
export function ReceivedOnlineDecisions({ items }: LandlordProps) {
  const t = useT()
  const words = useReceivedWords()
  if (items.length === 0) return null
  return (
    <Box id="received-online">
      <DetailsCard id="received-online-card" title={t('received.title')}>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {items.map((item) => {
            const action = `/agreements/${item.agreementId}/received/${item.id}`
            return (
              <Box component="li" key={item.id} data-received={item.id} sx={{ py: 2, borderBottom: 1, borderColor: 'divider' }}>
                <Typography sx={{ overflowWrap: 'anywhere' }}>
                  {t('received.item', { amount: words.money(item.amountPaisa), tenant: item.tenantName, gateway: words.gateway(item), date: words.date(item, item.calendar), reason: words.reason(item) })}
                </Typography>
                {item.transactionId && (
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {t('received.reference', { reference: item.transactionId })}
                  </Typography>
                )}
                <form method="post" action={action}>
                  <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
                    <Button type="submit" name="decision" value="apply" variant="contained">
                      {t('received.apply')}
                    </Button>
                    {item.renewalId !== null && (
                      <Button type="submit" name="decision" value="apply-to-renewal" variant="outlined">
                        {t('received.applyToRenewal')}
                      </Button>
                    )}
                  </Stack>
                </form>
                <form method="post" action={action}>
                  <input type="hidden" name="decision" value="refunded" />
                  <ReasonField name="note" label={t('received.note')} maxLength={MAX_DECISION_NOTE} defaultValue="" errors={undefined} />
                  <Button type="submit" variant="outlined" color="error">
                    {t('received.refund')}
                  </Button>
                </form>
              </Box>
            )
          })}
        </Box>
      </DetailsCard>
    </Box>
  )
}

/** My Rent: the tenant's money received online that is not a normal payment, and what the landlord decided. */
export function ReceivedOnlineForTenant({ items }: { items: ReceivedPayment[] }) {
  const t = useT()
  const words = useReceivedWords()
  if (items.length === 0) return null
  return (
    <Box component="ul" id="received-online" sx={{ listStyle: 'none', p: 0, m: 0, mt: 3 }}>
      {items.map((item) => {
        const params = { amount: words.money(item.amountPaisa), gateway: words.gateway(item) }
        return (
          <Box component="li" key={item.id} data-received={item.status} sx={{ py: 1 }}>
            <Typography role="status" sx={{ overflowWrap: 'anywhere' }}>
              {item.status === 'NEEDS_DECISION' && t('received.tenantWaiting', { ...params, reference: item.transactionId ?? item.orderId })}
              {item.status === 'COMPLETED' && t('received.tenantApplied', { ...params, receipt: words.digits(item.receiptNumber ?? 0) })}
              {item.status === 'REFUNDED' && t('received.tenantRefunded', { ...params, note: item.decisionNote ?? '' })}
            </Typography>
          </Box>
        )
      })}
    </Box>
  )
}
