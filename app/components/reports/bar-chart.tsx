// A bar chart drawn on the server as SVG: no JavaScript, the page's width from 360 px
// up (a viewBox at width 100%), colours from the member's theme (light or dark) as CSS variables,
// each bar named in its <title>, and the same numbers after it as a table for screen readers and
// phones without JavaScript. Each bar and each cell carries its value (`data-value`), so a test
// can hold the drawing to the table. The geometry is app/domain/bar-chart.ts. Plain elements
// styled by the frame's stylesheet (page/content-styles.ts, ADR 048); the colours of the bars stay
// variables on the figure, from the member's theme.
import { useTheme } from '@mui/material/styles'
import type { ReactNode } from 'react'
import { axisRupees, barChartLayout } from '~/domain/bar-chart'
import { localDigits } from '~/domain/devanagari-digits'
import { formatNpr } from '~/domain/money'
import { useLanguage } from '~/i18n'

export type ChartSeries = { key: string; label: string; values: readonly number[] }
export type ChartGroup = { /** Under its bar (short). */ axis: string; /** In the table. */ name: string }

type Props = {
  id: string
  title: string
  description: string
  /** The table's first column's heading ("Month", "Days overdue"). */
  groupHeading: string
  groups: readonly ChartGroup[]
  series: readonly ChartSeries[]
  /** Money in paisa, or a count (units). */
  unit: 'paisa' | 'count'
  stacked?: boolean
  /** A smaller chart without its description (the dashboard's). */
  compact?: boolean
  footer?: ReactNode
}

export function BarChart({ id, title, description, groupHeading, groups, series, unit, stacked = false, compact = false, footer }: Props) {
  const theme = useTheme()
  const language = useLanguage()
  const layout = barChartLayout({ groups: groups.map((group) => group.axis), series, stacked })
  const value = (amount: number) => (unit === 'paisa' ? formatNpr(amount, { language }) : localDigits(amount, language))
  const tick = (amount: number) => (unit === 'paisa' ? axisRupees(amount, language) : localDigits(amount, language))
  const colours = [theme.palette.primary.main, theme.palette.mode === 'dark' ? theme.palette.warning.light : theme.palette.warning.dark, theme.palette.text.disabled]
  const { plot } = layout
  const variables: Record<string, string> = { '--chart-text': theme.palette.text.secondary, '--chart-grid': theme.palette.divider }
  colours.forEach((colour, index) => (variables[`--chart-${index}`] = colour))
  return (
    <figure id={id} aria-labelledby={`${id}-title`} style={variables} className={compact ? 'chart compact' : 'chart'}>
      <h2 id={`${id}-title`} className="card-title">
        {title}
      </h2>
      {!compact && (
        <p id={`${id}-description`} className="note">
          {description}
        </p>
      )}
      <svg
        viewBox={`0 0 ${layout.width} ${layout.height}`}
        width="100%"
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-table`}
        style={{ display: 'block', maxWidth: compact ? 480 : 720, height: 'auto', marginTop: 8 }}
        data-chart={id}
      >
        {layout.ticks.map((one) => (
          <g key={one.value}>
            <line x1={plot.left} x2={plot.right} y1={one.y} y2={one.y} stroke="var(--chart-grid)" strokeWidth={one.value === 0 ? 1.2 : 0.6} />
            <text x={plot.left - 4} y={one.y + 3.5} textAnchor="end" fontSize={10} fill="var(--chart-text)">
              {tick(one.value)}
            </text>
          </g>
        ))}
        {layout.bars.map((bar) => (
          <rect
            key={`${bar.series}-${bar.group}`}
            x={bar.x}
            y={bar.y}
            width={bar.width}
            height={bar.height}
            fill={`var(--chart-${bar.seriesIndex % colours.length})`}
            data-series={bar.series}
            data-group={bar.group}
            data-value={bar.value}
          >
            <title>{`${groups[bar.group]!.name}, ${series[bar.seriesIndex]!.label}: ${value(bar.value)}`}</title>
          </rect>
        ))}
        {layout.labels.map((label) => (
          <text key={label.x} transform={`translate(${label.x + 3} ${plot.bottom + 10}) rotate(-40)`} textAnchor="end" fontSize={10} fill="var(--chart-text)">
            {label.text}
          </text>
        ))}
      </svg>
      {series.length > 1 && (
        <ul aria-hidden className="chart-legend">
          {series.map((one, index) => (
            <li key={one.key}>
              <span className="chart-swatch" style={{ backgroundColor: `var(--chart-${index % colours.length})` }} />
              <span className="body2">{one.label}</span>
            </li>
          ))}
        </ul>
      )}
      <table id={`${id}-table`} aria-label={title} className="chart-table">
        <thead>
          <tr>
            <th scope="col">{groupHeading}</th>
            {series.map((one) => (
              <th key={one.key} scope="col" className="number">
                {one.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {groups.map((group, index) => (
            <tr key={group.name}>
              <th scope="row">{group.name}</th>
              {series.map((one) => (
                <td key={one.key} className="number" data-series={one.key} data-value={one.values[index]}>
                  {value(one.values[index]!)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {footer}
    </figure>
  )
}
