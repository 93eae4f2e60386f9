// The public pay page's parts: what is due on one agreement and a form per choice —
// all that is due, or one charge — with a submit button per connected gateway. Plain forms: the
// page is server-only and works without JavaScript.
import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { Alert } from '~/components/alert'
import { Button } from '~/components/button'
import { useFormat } from '~/components/format/dates-and-money'
import { useChargeName } from '~/components/ledger/format'
import { useT } from '~/i18n'
import type { PayPage } from '~/services/payments/pay-links.server'

const GATEWAY_LABEL = { KHALTI: 'pay.withKhalti', ESEWA: 'pay.withEsewa' } as const

function PayForm({ charge, gateways, children }: { charge: number | 'all'; gateways: PayPage['gateways']; children: ReactNode }) {
  const t = useT()
  return (
    <Box component="form" method="post" sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <input type="hidden" name="charge" value={String(charge)} />
      {children}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
        {gateways.map((gateway) => (
          <Button key={gateway} type="submit" name="gateway" value={gateway} variant={charge === 'all' ? 'contained' : 'outlined'}>
            {t(GATEWAY_LABEL[gateway])}
          </Button>
        ))}
      </Stack>
    </Box>
  )
}

/** `qr`: the landlord's bank QR block, shown before the gateways when something is due. */
export function PayDues({ page, error, qr }: { page: PayPage; error?: string; qr?: ReactNode }) {
  const t = useT()
  const format = useFormat()
  const chargeName = useChargeName()
  return (
    <Stack spacing={2}>
      <div>
        <Typography>{t('pay.to', { landlord: page.landlordName })}</Typography>
        <Typography>{t('pay.property', { property: page.propertyName })}</Typography>
      </div>
      {error && <Alert severity="error">{error}</Alert>}
      {page.waitingPaisa > 0 && (
        <Alert severity="info" data-testid="pay-waiting">
          {t('pay.waiting', { amount: format.money(page.waitingPaisa) })}
        </Alert>
      )}
      {page.dueNowPaisa <= 0 ? (
        <Alert severity="success" role="status">
          {t('pay.allPaid')}
        </Alert>
      ) : (
        <>
          <dl style={{ margin: 0 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t('pay.dueNow')}
            </Typography>
            <Typography component="dd" variant="h5" sx={{ m: 0, fontWeight: 700 }} data-testid="pay-due-now">
              {format.money(page.dueNowPaisa)}
            </Typography>
            {page.overduePaisa > 0 && (
              <>
                <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {t('pay.overdue')}
                </Typography>
                <Typography component="dd" sx={{ m: 0 }}>
                  {format.money(page.overduePaisa)}
                </Typography>
              </>
            )}
          </dl>
          {qr}
          {page.gateways.length === 0 ? (
            !qr && <Alert severity="info">{t('pay.noGateway')}</Alert>
          ) : (
            <div>
              <PayForm charge="all" gateways={page.gateways}>
                <Typography sx={{ fontWeight: 600 }}>{t('pay.payAll', { amount: format.money(page.dueNowPaisa) })}</Typography>
              </PayForm>
              {page.charges.length > 1 && (
                <>
                  <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
                    {t('pay.orOne')}
                  </Typography>
                  {page.charges.map((charge) => (
                    <PayForm key={charge.id} charge={charge.id} gateways={page.gateways}>
                      <Typography sx={{ fontWeight: 600 }}>
                        {chargeName(charge, page.calendar)}: {format.money(charge.unpaidPaisa)}
                      </Typography>
                      <Typography variant="body2" color={charge.overdue ? 'error' : 'text.secondary'}>
                        {t('pay.chargeDue', { date: format.date(charge.dueDate, page.calendar) })}
                        {charge.overdue ? ` · ${t('pay.overdueTag')}` : ''}
                      </Typography>
                    </PayForm>
                  ))}
                </>
              )}
            </div>
          )}
        </>
      )}
    </Stack>
  )
}
