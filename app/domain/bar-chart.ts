// The geometry of the reports' bar charts: pure, so the page draws an SVG from it on
// the server (no JavaScript) and a test can check each bar against the numbers it stands for.
// One value per group (a month, an age) and series: side by side (income against expenses) or
// stacked (units let and vacant). The y scale starts at 0 (below it when a value is negative: a
// month's income can be, when paid-ahead money was given back) and ends at a round number.
// The drawing is a viewBox of CHART_WIDTH × CHART_HEIGHT drawn at the page's width, so the
// labels keep their size relative to the bars from 360 px up.

export const CHART_WIDTH = 360
export const CHART_HEIGHT = 220
/** Room for the y axis' numbers on the left and the groups' names (turned) below. */
export const CHART_MARGIN = { left: 52, right: 6, top: 10, bottom: 46 } as const

export type BarSeries = { key: string; values: readonly number[] }
export type BarChartSpec = {
  /** One per group, in the reader's language (a B.S. month, an age of arrears). */
  groups: readonly string[]
  /** Each series' values, one per group (paisa, or a count). */
  series: readonly BarSeries[]
  stacked?: boolean
}

export type Bar = { series: string; seriesIndex: number; group: number; value: number; x: number; y: number; width: number; height: number }
export type Tick = { value: number; y: number }
export type GroupLabel = { text: string; x: number }
export type BarChartLayout = {
  width: number
  height: number
  plot: { left: number; right: number; top: number; bottom: number }
  /** The y of 0 (the bars' base). */
  zeroY: number
  ticks: Tick[]
  bars: Bar[]
  labels: GroupLabel[]
}

/** A round step (1, 2 or 5 times a power of ten) that cuts `span` into about `count` parts; 1 for nothing. */
export function niceStep(span: number, count = 4): number {
  if (!(span > 0) || !Number.isFinite(span)) return 1
  const raw = span / count
  const power = 10 ** Math.floor(Math.log10(raw))
  const step = [1, 2, 5, 10].find((factor) => factor * power >= raw)! * power
  return Math.max(1, Math.round(step))
}

const round = (value: number) => Math.round(value * 100) / 100

export function barChartLayout(spec: BarChartSpec): BarChartLayout {
  const { groups, series, stacked = false } = spec
  for (const one of series) {
    if (one.values.length !== groups.length) throw new RangeError(`Series ${one.key} has ${one.values.length} values for ${groups.length} groups`)
    if (!one.values.every(Number.isSafeInteger)) throw new RangeError(`Series ${one.key} has a value that is not a whole number`)
  }
  // What each group reaches above and below 0: its tallest bar, or its stack.
  const reach = groups.map((_, group) => {
    const values = series.map((one) => one.values[group]!)
    if (!stacked) return { high: Math.max(0, ...values), low: Math.min(0, ...values) }
    return { high: values.filter((v) => v > 0).reduce((a, b) => a + b, 0), low: values.filter((v) => v < 0).reduce((a, b) => a + b, 0) }
  })
  const high = Math.max(0, ...reach.map((one) => one.high))
  const low = Math.min(0, ...reach.map((one) => one.low))
  const step = niceStep(high - low)
  const top = Math.max(step, Math.ceil(high / step) * step)
  const bottom = Math.floor(low / step) * step
  const plot = { left: CHART_MARGIN.left, right: CHART_WIDTH - CHART_MARGIN.right, top: CHART_MARGIN.top, bottom: CHART_HEIGHT - CHART_MARGIN.bottom }
  const yOf = (value: number) => round(plot.bottom - ((value - bottom) / (top - bottom)) * (plot.bottom - plot.top))
  const ticks: Tick[] = []
  for (let value = bottom; value <= top; value += step) ticks.push({ value, y: yOf(value) })
  const slot = (plot.right - plot.left) / Math.max(1, groups.length)
  const inner = slot * 0.72
  const barWidth = stacked || series.length === 0 ? inner : inner / series.length
  const zeroY = yOf(0)
  const bars: Bar[] = []
  groups.forEach((_, group) => {
    const start = plot.left + slot * group + (slot - inner) / 2
    let above = 0
    let below = 0
    series.forEach((one, seriesIndex) => {
      const value = one.values[group]!
      const x = round(stacked ? start : start + barWidth * seriesIndex)
      let from = 0
      if (stacked) {
        from = value >= 0 ? above : below
        if (value >= 0) above += value
        else below += value
      }
      const [a, b] = [yOf(from), yOf(from + value)]
      bars.push({ series: one.key, seriesIndex, group, value, x, y: Math.min(a, b), width: round(barWidth), height: round(Math.abs(a - b)) })
    })
  })
  const labels = groups.map((text, group) => ({ text, x: round(plot.left + slot * group + slot / 2) }))
  return { width: CHART_WIDTH, height: CHART_HEIGHT, plot, zeroY, ticks, bars, labels }
}

const SCALES = [
  { size: 1_00_00_000, en: 'Cr', ne: 'करोड' },
  { size: 1_00_000, en: 'L', ne: 'लाख' },
  { size: 1_000, en: 'k', ne: 'हजार' },
] as const

/**
 * A y-axis amount, short enough for 52 units: paisa as rupees in the Nepali way of counting
 * (25k, 1.5 L, 2 Cr; २५ हजार, १.५ लाख), at most one decimal. The tables under the charts give the exact amounts.
 */
export function axisRupees(paisa: number, language: 'en' | 'ne'): string {
  const rupees = paisa / 100
  const scale = SCALES.find((one) => Math.abs(rupees) >= one.size)
  const amount = scale ? String(Math.round((rupees / scale.size) * 10) / 10) : String(Math.round(rupees))
  const text = scale ? `${amount}${language === 'ne' ? ' ' : ''}${scale[language]}` : amount
  return language === 'ne' ? text.replace(/[0-9]/g, (digit) => '०१२३४५६७८९'[Number(digit)]!) : text
}
