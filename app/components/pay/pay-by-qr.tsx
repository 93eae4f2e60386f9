// Paying by the landlord's bank QR (DESIGN §14), on the pay page and My Rent: the QR exactly as
// the bank made it (drawn on the server), the amount due now, whom it goes to, the agreement's
// payment reference, and "I paid by QR", a plain link to the filled-in "I paid" form.
import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { Link } from '~/components/link'
import { Button } from '~/components/button'
import { useFormat } from '~/components/format/dates-and-money'
import { useT } from '~/i18n'
import type { QrDrawing } from '~/server/qr-drawing.server'
import { QrCode } from './qr-code'

export type PayByQrView = {
  drawing: QrDrawing
  accountName: string | null
  landlordName: string
  dueNowPaisa: number
  reference: string
  /** The "I paid" form filled in for this payment; null where none can be opened. */
  reportTo: string | null
}

export function PayByQr({ view }: { view: PayByQrView }) {
  const t = useT()
  const format = useFormat()
  const payee = view.accountName ?? view.landlordName
  const facts: Array<[string, string, string]> = [
    [t('payByQr.amount'), format.money(view.dueNowPaisa), 'qr-amount'],
    [t('payByQr.to'), view.accountName && view.accountName !== view.landlordName ? `${view.landlordName} (${view.accountName})` : view.landlordName, 'qr-to'],
    [t('payByQr.reference'), view.reference, 'qr-reference'],
  ]
  return (
    <Paper component="section" variant="outlined" aria-labelledby="pay-by-qr" id="pay-by-qr-card" sx={{ p: { xs: 2, sm: 3 }, mt: 2, breakInside: 'avoid' }}>
      <Typography id="pay-by-qr" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('payByQr.title')}
      </Typography>
      <Box sx={{ display: 'flex', justifyContent: 'center', my: 1 }}>
        <QrCode drawing={view.drawing} label={t('payByQr.qrLabel', { name: payee })} />
      </Box>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
        {facts.map(([label, value, testId]) => (
          <Box key={testId} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }} data-testid={testId}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('payByQr.howTo', { landlord: view.landlordName })}
      </Typography>
      {view.reportTo && (
        <Button component={Link} to={view.reportTo} variant="contained" sx={{ mt: 2, minHeight: 44 }}>
          {t('payByQr.paid')}
        </Button>
      )}
    </Paper>
  )
}
