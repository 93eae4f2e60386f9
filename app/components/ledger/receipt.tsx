// The printable receipt of a payment. The Muluki Civil Code (2074, §§383-405) makes the
// landlord give a receipt for every payment; this one shows what it must: its number and date
// (A.D. and B.S.), who received and who paid (names and phones), the property, the amount in
// figures and in words, the periods it pays, how it was paid, and VOID with the reason when voided;
// and, while the agreement is payable, its pay link as text and as a QR for the next payment.
// Print CSS leaves only the receipt on the page.
import Box from '@mui/material/Box'
import GlobalStyles from '@mui/material/GlobalStyles'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { amountInWords } from '~/domain/amount-words'
import { nepalToday } from '~/domain/nepal-time'
import { useLanguage, useT } from '~/i18n'
import type { Receipt } from '~/services/ledger/receipts.server'
import type { QrDrawing } from '~/server/qr-drawing.server'
import { QrCode } from '../pay/qr-code'
import { FactList } from '../agreements/agreement-details'
import { useFormat } from '~/components/format/dates-and-money'
import { useChargeName } from './format'
import { paymentNoteWords } from './payment-note'

export { PrintButton } from '../print-button'

/** Printing a document page (the receipt, an agreement's statement): only the document. */
export const PRINT_STYLES = {
  '@media print': {
    // Only the receipt: no header, navigation, buttons or backgrounds.
    'header, nav, [data-no-print]': { display: 'none !important' },
    body: { background: '#fff !important' },
    '#receipt, #statement, #rent-income': { border: 'none !important', boxShadow: 'none !important', margin: '0 !important' },
  },
} as const

/** The agreement's pay link on the paper, as text and as a QR to scan from it. */
export type PrintedPayLink = { url: string; drawing: QrDrawing }

export function ReceiptDocument({ receipt, payLink = null }: { receipt: Receipt; payLink?: PrintedPayLink | null }) {
  const t = useT()
  const language = useLanguage()
  const format = useFormat()
  const chargeName = useChargeName()
  const voided = receipt.voidedAt !== null
  const place = [receipt.property.name, receipt.unitName, receipt.property.address1, receipt.property.city].filter(Boolean).join(', ')
  const rows: Array<[string, React.ReactNode]> = [
    [t('receipt.number'), <strong key="number">{format.digits(receipt.receiptNumber)}</strong>],
    [t('receipt.dateAd'), format.date(receipt.paidOn, 'AD')],
    [t('receipt.dateBs'), format.date(receipt.paidOn, 'BS')],
    [t('receipt.landlord'), `${receipt.landlord.name}, ${format.digits(receipt.landlord.phoneNational)}`],
    [t('receipt.tenant'), `${receipt.tenant.name}, ${format.digits(receipt.tenant.phoneNational)}`],
    [t('receipt.property'), place],
    [t('receipt.agreement'), receipt.agreement.name],
    [t('receipt.paymentReference'), receipt.agreement.paymentReference],
    [t('receipt.amount'), <strong key="amount">{format.money(receipt.amountPaisa)}</strong>],
    [t('receipt.inWords'), amountInWords(receipt.amountPaisa, language)],
  ]
  if (receipt.periods.length > 0) {
    rows.push([
      t('receipt.for'),
      <Box key="for" component="ul" sx={{ m: 0, pl: 2.5 }}>
        {receipt.periods.map((period) => (
          <li key={period.id}>
            {t(period.status === 'PAID' ? 'receipt.forFull' : 'receipt.forPart', {
              period: chargeName(period, receipt.calendar),
              amount: format.money(period.allocatedPaisa),
            })}
          </li>
        ))}
      </Box>,
    ])
  }
  if (receipt.creditPaisa > 0) rows.push([t('receipt.credit'), format.money(receipt.creditPaisa)])
  rows.push([t('receipt.method'), t(`ledger.method.${receipt.method}`)])
  if (receipt.receivedBy) rows.push([t('receipt.receivedBy'), receipt.receivedBy])
  if (receipt.reference) rows.push([t('receipt.reference'), receipt.reference])
  if (receipt.note) rows.push([t('receipt.note'), paymentNoteWords(receipt.note, t, language)])
  return (
    <Paper id="receipt" variant="outlined" sx={{ p: { xs: 2, sm: 4 }, position: 'relative', overflow: 'hidden' }}>
      <GlobalStyles styles={PRINT_STYLES} />
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        {t('receipt.title')}
      </Typography>
      {voided && (
        <Box role="status" sx={{ border: 2, borderColor: 'error.main', color: 'error.main', p: 1.5, mb: 2 }}>
          <Typography variant="h4" component="p" sx={{ fontWeight: 800, letterSpacing: 4 }}>
            {t('receipt.void')}
          </Typography>
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            {t('receipt.voidReason', { date: format.date(nepalToday(new Date(receipt.voidedAt!)), receipt.calendar), reason: receipt.voidReason ?? '' })}
          </Typography>
        </Box>
      )}
      <FactList rows={rows} />
      {payLink && (
        <Box id="receipt-pay-link" sx={{ mt: 3, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <QrCode drawing={payLink.drawing} label={t('receipt.payLink')} maxWidth={120} />
          <Box sx={{ minWidth: 0, flex: '1 1 160px' }}>
            <Typography variant="body2">{t('receipt.payLink')}</Typography>
            <Typography sx={{ overflowWrap: 'anywhere', fontWeight: 600 }}>{payLink.url}</Typography>
          </Box>
        </Box>
      )}
      <Box sx={{ mt: 6, borderTop: 1, borderColor: 'text.primary', width: 220, maxWidth: '100%', pt: 0.5 }}>
        <Typography variant="body2">{t('receipt.signature')}</Typography>
      </Box>
    </Paper>
  )
}
