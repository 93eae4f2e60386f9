// The printable profit report: the fiscal year in total and each property, income as
// the rent-income report counts it less expenses, by B.S. month, with each owner's share of a
// co-owned property's profit; then the properties shared with the member, each whole, with their
// own share when they co-own it. Lists, not tables, so 360 px shows it all.
import Box from '@mui/material/Box'
import GlobalStyles from '@mui/material/GlobalStyles'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import type { ProfitYear } from '~/domain/profit'
import { useT } from '~/i18n'
import type { Profit, ProfitShare } from '~/services/reports/profit.server'
import { FactList } from '../agreements/agreement-details'
import { useFormat } from '~/components/format/dates-and-money'
import { PRINT_STYLES } from '../ledger/receipt'
import { MonthRows, ReportSection } from './month-rows'

function YearProfit({ id, title, subtitle, year, shares }: { id: string; title: string; subtitle?: string; year: ProfitYear; shares: ProfitShare[] }) {
  const t = useT()
  const format = useFormat()
  return (
    <ReportSection id={id} title={title}>
      {subtitle && <p className="text secondary">{subtitle}</p>}
      <FactList
        rows={[
          [t('report.profit.income'), <span key="income" data-amount="income">{format.money(year.incomePaisa)}</span>],
          [t('report.profit.expense'), <span key="expense" data-amount="expense">{format.money(year.expensePaisa)}</span>],
          [t('report.profit.profit'), <strong key="profit" data-amount="profit">{format.money(year.profitPaisa)}</strong>],
        ]}
      />
      {shares.length > 0 && (
        <Box component="ul" aria-label={t('report.profit.shares')} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
          {shares.map((share) => (
            <Box component="li" key={share.memberId} sx={{ py: 0.5 }}>
              <Typography>
                {t('report.profit.shareOf', { name: share.name, share: format.digits(share.sharePercent) })}: {format.money(share.profitPaisa)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      <MonthRows
        label={t('report.chart.month')}
        months={year.months.map((month) => ({
          key: `${month.year}-${month.month}`,
          month: format.month(month.start, 'BS'),
          amount: format.money(month.profitPaisa),
          detail: `${t('report.profit.income')} ${format.money(month.incomePaisa)} · ${t('report.profit.expense')} ${format.money(month.expensePaisa)}`,
        }))}
      />
    </ReportSection>
  )
}

export function ProfitDocument({ profit, label }: { profit: Profit; label: string }) {
  const t = useT()
  const format = useFormat()
  const { total, properties, shared } = profit
  return (
    <Paper id="profit" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}>
      <GlobalStyles styles={{ ...PRINT_STYLES, '@media print': { ...PRINT_STYLES['@media print'], '#profit': { border: 'none !important', boxShadow: 'none !important', margin: '0 !important' } } }} />
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
        {t('report.profit.heading', { year: label })}
      </Typography>
      <Typography color="text.secondary">{t('report.profit.intro', { start: format.date(total.start, 'BS'), end: format.date(total.end, 'BS') })}</Typography>
      {total.isProvisional && <Typography color="text.secondary">{t('report.rentIncome.provisional')}</Typography>}
      {properties.length === 0 && shared.length === 0 ? (
        <Typography sx={{ mt: 2 }}>{t('report.profit.none')}</Typography>
      ) : (
        <>
          <YearProfit id="profit-total" title={t('report.profit.total')} year={total} shares={[]} />
          {properties.map((property) => (
            <YearProfit key={property.propertyId} id={`profit-property-${property.propertyId}`} title={property.propertyName} year={property.year} shares={property.shares} />
          ))}
        </>
      )}
      {shared.length > 0 && (
        <Box component="section" id="profit-shared" aria-labelledby="profit-shared-title" sx={{ mt: 4 }}>
          <Typography id="profit-shared-title" variant="h6" component="h2">
            {t('report.profit.shared')}
          </Typography>
          {shared.map((property) => (
            <YearProfit
              key={property.propertyId}
              id={`profit-shared-${property.propertyId}`}
              title={t('report.profit.sharedOf', { property: property.propertyName, owner: property.ownerName, role: t(`team.role.${property.role}`) })}
              subtitle={property.share ? `${t('report.profit.yourShare', { share: format.digits(property.share.sharePercent) })}: ${format.money(property.share.profitPaisa)}` : undefined}
              year={property.year}
              shares={[]}
            />
          ))}
        </Box>
      )}
    </Paper>
  )
}
