// The printable rent-income report: the fiscal-year chooser (a GET form: works without
// JavaScript), then the year in total and each property: the 12 B.S. months with rent, other
// income (and the part of it paid ahead, less paid-ahead money given back at a move-out, so a
// month's may be below 0), and the house-rent tax on the year's rent.
// Lists, not tables, so 360 px shows it all.
import Box from '@mui/material/Box'
import GlobalStyles from '@mui/material/GlobalStyles'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { Form } from 'react-router'
import { Button } from '~/components/button'
import type { RentIncomeReport } from '~/domain/fiscal-year'
import { useT } from '~/i18n'
import type { IncomeShare, RentIncome } from '~/services/reports/rent-income.server'
import { FactList } from '../agreements/agreement-details'
import { useFormat } from '~/components/format/dates-and-money'
import { PRINT_STYLES } from '../ledger/receipt'
import { TextField } from '../text-field'
import { MonthRows, ReportSection } from './month-rows'

export function FiscalYearForm({ fiscalYear, error }: { fiscalYear: string; error: string | undefined }) {
  const t = useT()
  return (
    <Form method="get" data-no-print>
      <TextField
        name="fiscalYear"
        label={t('report.rentIncome.fiscalYear')}
        defaultValue={fiscalYear}
        error={Boolean(error)}
        helperText={error}
        autoComplete="off"
        margin="normal"
        slotProps={{ htmlInput: { inputMode: 'numeric' }, inputLabel: { shrink: true } }}
      />
      <Box>
        <Button type="submit" variant="outlined">
          {t('report.rentIncome.show')}
        </Button>
      </Box>
    </Form>
  )
}

/** Each owner's part of a property's year: its rent, all it received and the tax, to the paisa. */
function SharesList({ id, shares }: { id: string; shares: IncomeShare[] }) {
  const t = useT()
  const format = useFormat()
  if (shares.length === 0) return null
  return (
    <Box component="ul" id={id} aria-label={t('report.rentIncome.shares')} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
      {shares.map((share) => (
        <Box component="li" key={share.memberId} sx={{ py: 0.5 }}>
          <Typography>
            {t('report.rentIncome.shareOf', { name: share.name, share: format.digits(share.sharePercent) })}: {t('report.rentIncome.rent')} {format.money(share.rentPaisa)} ·{' '}
            {t('report.rentIncome.sum')} {format.money(share.totalPaisa)} · {t('report.rentIncome.taxShort')} {format.money(share.taxPaisa)}
          </Typography>
        </Box>
      ))}
    </Box>
  )
}

function YearReport({ id, title, report }: { id: string; title: string; report: RentIncomeReport }) {
  const t = useT()
  const format = useFormat()
  const detail = (income: { rentPaisa: number; otherPaisa: number; creditPaisa: number }) =>
    [
      `${t('report.rentIncome.rent')} ${format.money(income.rentPaisa)}`,
      `${t('report.rentIncome.other')} ${format.money(income.otherPaisa)}`,
      ...(income.creditPaisa !== 0 ? [`${t('report.rentIncome.credit')} ${format.money(income.creditPaisa)}`] : []),
    ].join(' · ')
  return (
    <ReportSection id={id} title={title}>
      <FactList
        rows={[
          [t('report.rentIncome.rent'), format.money(report.rentPaisa)],
          [t('report.rentIncome.other'), format.money(report.otherPaisa)],
          [t('report.rentIncome.credit'), format.money(report.creditPaisa)],
          [t('report.rentIncome.sum'), <strong key="total">{format.money(report.totalPaisa)}</strong>],
          [t('report.rentIncome.tax', { rate: format.digits(report.taxRatePercent) }), <strong key="tax">{format.money(report.taxPaisa)}</strong>],
        ]}
      />
      <MonthRows
        label={t('report.rentIncome.month')}
        months={report.months.map((month) => ({ key: `${month.year}-${month.month}`, month: format.month(month.start, 'BS'), amount: format.money(month.totalPaisa), detail: detail(month) }))}
      />
    </ReportSection>
  )
}

export function RentIncomeDocument({ income, label }: { income: RentIncome; label: string }) {
  const t = useT()
  const format = useFormat()
  const { total, properties } = income
  return (
    <Paper id="rent-income" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}>
      <GlobalStyles styles={PRINT_STYLES} />
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
        {t('report.rentIncome.heading', { year: label })}
      </Typography>
      <Typography color="text.secondary">
        {t('report.rentIncome.intro', { start: format.date(total.start, 'BS'), end: format.date(total.end, 'BS') })}
      </Typography>
      {total.isProvisional && <Typography color="text.secondary">{t('report.rentIncome.provisional')}</Typography>}
      {properties.length === 0 ? (
        <Typography sx={{ mt: 2 }}>{t('report.rentIncome.none')}</Typography>
      ) : (
        <>
          <YearReport id="rent-income-total" title={t('report.rentIncome.total')} report={total} />
          {properties.map((property) => (
            <Box key={property.propertyId}>
              <YearReport id={`rent-income-property-${property.propertyId}`} title={property.propertyName} report={property.report} />
              <SharesList id={`rent-income-shares-${property.propertyId}`} shares={property.shares} />
            </Box>
          ))}
        </>
      )}
      {income.coOwned.length > 0 && (
        <ReportSection id="rent-income-co-owned" title={t('report.rentIncome.coOwned')}>
          {income.coOwned.map((property) => (
            <Box key={property.propertyId} sx={{ mt: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>{t('report.rentIncome.coOwnedOf', { property: property.propertyName, owner: property.ownerName })}</Typography>
              <SharesList id={`rent-income-co-owned-${property.propertyId}`} shares={[property.share]} />
            </Box>
          ))}
        </ReportSection>
      )}
    </Paper>
  )
}
