// The charts render on the server: each bar of the SVG stands for the number in its table, cell
// for cell (the same value, the same words in its title), in English and in Nepali (B.S. month
// names, Devanagari digits); colours come from the theme, light or dark, as CSS variables.
import { ThemeProvider } from '@mui/material/styles'
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, test } from 'vitest'
import { bsMonthLength, bsToAd, addBsMonths } from '~/domain/bs-calendar'
import { appTheme } from '~/components/theme'
import { type Language, LanguageProvider } from '~/i18n'
import type { ChartMonth } from '~/services/reports/charts.server'
import { ReportCharts } from './charts'

// Poush 2082 to Mangsir 2083, as on 2026-11-20.
const months: ChartMonth[] = Array.from({ length: 12 }, (_, index) => {
  const { year, month } = addBsMonths({ year: 2082, month: 9, day: 1 }, index)
  return {
    year,
    month,
    start: bsToAd({ year, month, day: 1 }),
    end: bsToAd({ year, month, day: bsMonthLength(year, month) }),
    rentCollectedPaisa: index * 1_000_00 + 1,
    incomePaisa: index % 3 === 0 ? 0 : 25_000_50,
    expensePaisa: index === 4 ? 7_777_77 : 0,
    unitsLet: index % 4,
    unitsVacant: 3 - (index % 4),
  }
})
const arrears = [
  { fromDays: 0, toDays: 30, paisa: 12_000_00 },
  { fromDays: 31, toDays: 60, paisa: 0 },
  { fromDays: 61, toDays: 90, paisa: 5_00 },
  { fromDays: 91, toDays: null, paisa: 36_000_00 },
]

function render(language: Language, mode: 'light' | 'dark' = 'light') {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <ThemeProvider theme={appTheme(mode)}>
          <LanguageProvider value={language}>
            <ReportCharts months={months} arrears={arrears} />
          </LanguageProvider>
        </ThemeProvider>
      ),
    },
  ])
  return renderToString(<Stub initialEntries={['/']} />)
}

/** Each chart's HTML by its id. */
function figures(html: string): Map<string, string> {
  return new Map(html.split('<figure').slice(1).map((part) => [/id="([\w-]+)"/.exec(part)![1]!, part.slice(0, part.indexOf('</figure>'))]))
}
/** The bars in drawing order (group by group, series by series): series, value, the words of its title. */
const barsOf = (figure: string) => [...figure.matchAll(/<rect[^>]*data-series="(\w+)" data-group="\d+" data-value="(-?\d+)"[^>]*><title>([^<]*)<\/title>/g)].map((m) => ({ series: m[1], value: m[2], words: m[3]! }))
/** The table's cells in reading order (row by row): series, value, words. */
const cellsOf = (figure: string) => [...figure.matchAll(/<td[^>]*data-series="(\w+)" data-value="(-?\d+)"[^>]*>([^<]*)<\/td>/g)].map((m) => ({ series: m[1], value: m[2], words: m[3]! }))
/** The table's row headings. */
const rowNamesOf = (figure: string) => [...figure.matchAll(/<th[^>]*scope="row"[^>]*>([^<]*)<\/th>/g)].map((m) => m[1])

describe('ReportCharts', () => {
  test.each(['en', 'ne'] as const)('every bar of the four charts is the number of its table cell (%s)', (language) => {
    const charts = figures(render(language))
    expect([...charts.keys()]).toEqual(['chart-rent', 'chart-arrears', 'chart-occupancy', 'chart-income-expense'])
    for (const [id, figure] of charts) {
      const bars = barsOf(figure)
      const cells = cellsOf(figure)
      expect(bars.length, id).toBe(id === 'chart-arrears' ? 4 : id === 'chart-rent' ? 12 : 24)
      expect(bars.map(({ series, value }) => [series, value]), id).toEqual(cells.map(({ series, value }) => [series, value]))
      // Each bar's name ends with its cell's words.
      bars.forEach((bar, index) => expect(bar.words.endsWith(cells[index]!.words), `${id} ${bar.words}`).toBe(true))
    }
    expect(cellsOf(charts.get('chart-rent')!).map((cell) => Number(cell.value))).toEqual(months.map((month) => month.rentCollectedPaisa))
  })

  test('in Nepali: B.S. month names and Devanagari digits on the axis and in the tables', () => {
    const charts = figures(render('ne'))
    const rent = charts.get('chart-rent')!
    expect(rent).toContain('>मंसिर</text>')
    expect(rowNamesOf(rent).at(-1)).toBe('मंसिर २०८३')
    expect(cellsOf(rent).at(-1)!.words).toBe('रु. ११,०००.०१')
    expect(rowNamesOf(charts.get('chart-arrears')!).at(-1)).toBe('९० दिनभन्दा बढी')
    expect(cellsOf(charts.get('chart-occupancy')!).map((cell) => cell.words).join('')).toMatch(/^[०-९]+$/)
  })

  test('in English: the month names and amounts; the colours are the theme’s, light or dark', () => {
    const light = figures(render('en', 'light')).get('chart-income-expense')!
    const dark = figures(render('en', 'dark')).get('chart-income-expense')!
    expect(rowNamesOf(light).at(-1)).toBe('Mangsir 2083')
    expect(cellsOf(light)[2]!.words).toBe('Rs. 25,000.50')
    expect(light).toContain('fill="var(--chart-0)"')
    expect(light).toContain(`--chart-0:${appTheme('light').palette.primary.main}`)
    expect(dark).toContain(`--chart-0:${appTheme('dark').palette.primary.main}`)
    expect(dark).toContain(`--chart-text:${appTheme('dark').palette.text.secondary}`)
  })
})
