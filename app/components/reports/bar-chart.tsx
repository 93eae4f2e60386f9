// A bar chart drawn on the server as SVG: no JavaScript, the page's width from 360 px
// up (a viewBox at width 100%), colours from the member's theme (light or dark) as CSS variables,
// each bar named in its <title>, and the same numbers after it as a table for screen readers and
// phones without JavaScript. Each bar and each cell carries its value (`data-value`), so a test
// can hold the drawing to the table. The geometry is app/domain/bar-chart.ts.
import Box from '@mui/material/Box'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
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
    <Box
      component="figure"
      id={id}
      aria-labelledby={`${id}-title`}
      style={variables}
      sx={{ m: 0, mt: compact ? 0 : 3 }}
    >
      <Typography id={`${id}-title`} variant="h6" component="h2">
        {title}
      </Typography>
      {!compact && (
        <Typography id={`${id}-description`} color="text.secondary" variant="body2">
          {description}
        </Typography>
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
        <Box component="ul" aria-hidden sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          {series.map((one, index) => (
            <Box component="li" key={one.key} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
              <Box component="span" sx={{ width: 12, height: 12, bgcolor: `var(--chart-${index % colours.length})`, display: 'inline-block' }} />
              <Typography variant="body2" component="span">
                {one.label}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      <Table size="small" id={`${id}-table`} aria-label={title} sx={{ mt: 1, maxWidth: 720, '& td, & th': { px: 1, overflowWrap: 'anywhere' } }}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {groupHeading}
            </TableCell>
            {series.map((one) => (
              <TableCell key={one.key} component="th" scope="col" align="right">
                {one.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {groups.map((group, index) => (
            <TableRow key={group.name}>
              <TableCell component="th" scope="row">
                {group.name}
              </TableCell>
              {series.map((one) => (
                <TableCell key={one.key} align="right" data-series={one.key} data-value={one.values[index]}>
                  {value(one.values[index]!)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {footer}
    </Box>
  )
}
