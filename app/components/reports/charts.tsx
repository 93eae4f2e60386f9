// The four charts of /reports (rent collected, arrears by age, occupancy, income against
// expenses) and the dashboard's small one, from the numbers of app/services/reports/charts.server.ts.
import { Link } from '~/components/link'
import { Button } from '~/components/button'
import { bsMonthName } from '~/domain/bs-calendar'
import { useFormat } from '~/components/format/dates-and-money'
import { useLanguage, useT } from '~/i18n'
import type { ArrearsAge, ChartMonth } from '~/services/reports/charts.server'
import { BarChart, type ChartGroup } from './bar-chart'

type Month = Pick<ChartMonth, 'year' | 'month' | 'start'>

function useMonthGroups(months: readonly Month[]): ChartGroup[] {
  const language = useLanguage()
  const format = useFormat()
  return months.map((month) => ({ axis: bsMonthName(month.month, language), name: format.month(month.start, 'BS') }))
}

export function ReportCharts({ months, arrears }: { months: ChartMonth[]; arrears: ArrearsAge[] }) {
  const t = useT()
  const format = useFormat()
  const groups = useMonthGroups(months)
  const ages = arrears.map((age) => {
    const name = age.toDays === null ? t('report.chart.ageOver', { days: format.digits(age.fromDays - 1) }) : t('report.chart.ageRange', { from: format.digits(age.fromDays), to: format.digits(age.toDays) })
    return { axis: name, name }
  })
  const of = (key: keyof ChartMonth) => months.map((month) => month[key] as number)
  const byMonth = { groupHeading: t('report.chart.month'), groups, unit: 'paisa' as const }
  const charts: Array<Omit<Parameters<typeof BarChart>[0], 'title' | 'description'> & { name: 'rent' | 'arrears' | 'occupancy' | 'incomeExpense' }> = [
    { ...byMonth, id: 'chart-rent', name: 'rent', series: [{ key: 'rent', label: t('report.chart.rent.series'), values: of('rentCollectedPaisa') }] },
    {
      ...byMonth,
      id: 'chart-arrears',
      name: 'arrears',
      groupHeading: t('report.chart.arrears.age'),
      groups: ages,
      series: [{ key: 'arrears', label: t('report.chart.arrears.series'), values: arrears.map((age) => age.paisa) }],
    },
    {
      ...byMonth,
      id: 'chart-occupancy',
      name: 'occupancy',
      unit: 'count',
      stacked: true,
      series: [
        { key: 'let', label: t('report.chart.occupancy.let'), values: of('unitsLet') },
        { key: 'vacant', label: t('report.chart.occupancy.vacant'), values: of('unitsVacant') },
      ],
    },
    {
      ...byMonth,
      id: 'chart-income-expense',
      name: 'incomeExpense',
      series: [
        { key: 'income', label: t('report.chart.incomeExpense.income'), values: of('incomePaisa') },
        { key: 'expense', label: t('report.chart.incomeExpense.expense'), values: of('expensePaisa') },
      ],
    },
  ]
  return (
    <>
      {charts.map(({ name, ...chart }) => (
        <BarChart key={chart.id} title={t(`report.chart.${name}.title`)} description={t(`report.chart.${name}.description`)} {...chart} />
      ))}
    </>
  )
}

/** The dashboard's: rent collected in the last months, with a link to all the charts. */
export function RentCollectedChart({ months }: { months: Array<Month & { rentCollectedPaisa: number }> }) {
  const t = useT()
  const groups = useMonthGroups(months)
  return (
    <BarChart
      id="dashboard-rent-chart"
      title={t('report.chart.dashboard.title')}
      description={t('report.chart.rent.description')}
      groupHeading={t('report.chart.month')}
      groups={groups}
      series={[{ key: 'rent', label: t('report.chart.rent.series'), values: months.map((month) => month.rentCollectedPaisa) }]}
      unit="paisa"
      compact
      footer={
        <div className="mt-1">
          <Button component={Link} to="/reports" variant="outlined">
            {t('report.chart.dashboard.more')}
          </Button>
        </div>
      }
    />
  )
}
