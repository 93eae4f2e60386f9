// An agreement's printable statement: the range form (a GET form: works without
// JavaScript), the opening balance, each charge and payment with the running balance, the closing
// balance, and the charges settled before Bhadaa apart. Lists, not tables, so 360 px shows it all.
import Box from '@mui/material/Box'
import GlobalStyles from '@mui/material/GlobalStyles'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { Form } from 'react-router'
import { Link } from '~/components/link'
import { Button } from '~/components/button'
import { useT } from '~/i18n'
import type { AgreementStatement } from '~/services/ledger/statements.server'
import { FactList } from '../agreements/agreement-details'
import { useFormat } from '~/components/format/dates-and-money'
import { useChargeName } from '../ledger/format'
import { PrintButton, PRINT_STYLES } from '../ledger/receipt'
import { PageFrame } from '~/components/page/page-frame'
import { TextField } from '../text-field'
import { numericInput, twoColumns } from '~/components/form/form-parts'
import type { CalendarType } from '~/domain/calendar-type'

type RangeErrors = { from?: string; to?: string }

type StatementPageData = {
  agreement: { name: string; calendar: CalendarType }
  statement: AgreementStatement | null
  shown: { from: string; to: string }
  errors: RangeErrors
}

/** The whole statement page, the landlord's and the tenant's: back to the agreement, print, the range and the statement. */
export function StatementPage({ page, backTo }: { page: StatementPageData; backTo: string }) {
  const t = useT()
  const { agreement, statement, shown, errors } = page
  return (
    <PageFrame
      title={t('statement.title')}
      subtitle={agreement.name}
      actions={
        <>
          <Button component={Link} to={backTo} data-no-print>
            ← {t('statement.back')}
          </Button>
          <PrintButton />
        </>
      }
    >
      <StatementRangeForm calendar={agreement.calendar} from={shown.from} to={shown.to} errors={errors} />
      {statement && <StatementDocument statement={statement} />}
    </PageFrame>
  )
}

/** The range as typed in the agreement's calendar, with its field errors. */
export function StatementRangeForm({ calendar, from, to, errors }: { calendar: CalendarType; from: string; to: string; errors: RangeErrors }) {
  const t = useT()
  const hint = t(calendar === 'BS' ? 'ledger.paidOnHintBs' : 'ledger.paidOnHintAd')
  return (
    <Form method="get" data-no-print>
      <Box sx={twoColumns}>
        {(['from', 'to'] as const).map((name) => (
          <TextField
            key={name}
            name={name}
            label={t(name === 'from' ? 'statement.from' : 'statement.to')}
            defaultValue={name === 'from' ? from : to}
            error={Boolean(errors[name])}
            helperText={errors[name] ?? hint}
            autoComplete="off"
            margin="normal"
            slotProps={numericInput}
          />
        ))}
      </Box>
      <Button type="submit" variant="outlined">
        {t('statement.show')}
      </Button>
    </Form>
  )
}

export function StatementDocument({ statement }: { statement: AgreementStatement }) {
  const t = useT()
  const format = useFormat()
  const chargeName = useChargeName()
  const { calendar } = statement.agreement
  const balanceText = (paisa: number) =>
    paisa > 0 ? t('statement.owed', { amount: format.money(paisa) }) : paisa < 0 ? t('statement.inCredit', { amount: format.money(-paisa) }) : format.money(0)
  const place = statement.agreement.unitName ? `${statement.agreement.propertyName}, ${statement.agreement.unitName}` : statement.agreement.propertyName
  return (
    <Paper id="statement" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}>
      <GlobalStyles styles={PRINT_STYLES} />
      <Typography variant="h6" component="h2">
        {t('statement.period', { from: format.date(statement.from, calendar), to: format.date(statement.to, calendar) })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {statement.agreement.tenantName} · {place}
      </Typography>
      <FactList
        rows={[
          [t('statement.opening'), balanceText(statement.openingBalancePaisa)],
          [t('statement.charged'), format.money(statement.chargedPaisa)],
          [t('statement.received'), format.money(statement.receivedPaisa)],
          [t('statement.closing'), <strong key="closing">{balanceText(statement.closingBalancePaisa)}</strong>],
        ]}
      />
      {statement.lines.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {t('statement.none')}
        </Typography>
      ) : (
        <Box component="ul" id="statement-lines" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}>
          {statement.lines.map((line) => (
            <Box
              component="li"
              key={`${line.type}-${line.type === 'CHARGE' ? line.charge.id : line.payment.id}`}
              sx={{ py: 1, borderBottom: 1, borderColor: 'divider', display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 1 }}
            >
              <Typography sx={{ overflowWrap: 'anywhere' }}>
                {line.type === 'CHARGE'
                  ? chargeName(line.charge, calendar)
                  : line.payment.receiptNumber === null
                    ? t('statement.openingCredit')
                    : t('statement.payment', { number: format.digits(line.payment.receiptNumber) })}
              </Typography>
              <Typography sx={{ fontWeight: 500 }}>{line.type === 'PAYMENT_IN' ? `− ${format.money(line.amountPaisa)}` : format.money(line.amountPaisa)}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
                {format.date(line.date, calendar)} · {t('statement.balance', { amount: balanceText(line.balancePaisa) })}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {statement.settledBeforeBhadaa.length > 0 && (
        <>
          <Typography variant="subtitle1" component="h3" sx={{ mt: 3, fontWeight: 600 }}>
            {t('statement.settledTitle')}
          </Typography>
          <Box component="ul" id="statement-settled" sx={{ pl: 2.5, m: 0 }}>
            {statement.settledBeforeBhadaa.map((charge) => (
              <li key={charge.id}>
                {chargeName(charge, calendar)} · {format.money(charge.amountPaisa)}
              </li>
            ))}
          </Box>
        </>
      )}
    </Paper>
  )
}
