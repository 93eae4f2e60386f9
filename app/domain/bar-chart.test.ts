import { describe, expect, test } from 'vitest'
import { axisRupees, barChartLayout, CHART_HEIGHT, CHART_MARGIN, niceStep } from './bar-chart.ts'

const bottom = CHART_HEIGHT - CHART_MARGIN.bottom

describe('barChartLayout', () => {
  test('one bar per value, in order, its height in proportion to its value, on the base line', () => {
    const layout = barChartLayout({ groups: ['a', 'b', 'c'], series: [{ key: 'rent', values: [100, 0, 250] }] })
    expect(layout.bars.map((bar) => [bar.group, bar.value])).toEqual([[0, 100], [1, 0], [2, 250]])
    expect(layout.zeroY).toBe(bottom)
    for (const bar of layout.bars) expect(bar.y + bar.height).toBeCloseTo(bottom, 1)
    const [a, b, c] = layout.bars
    expect(b!.height).toBe(0)
    expect(c!.height / a!.height).toBeCloseTo(2.5, 2)
    // The scale ends at a round number at or above the tallest bar.
    expect(layout.ticks.map((tick) => tick.value)).toEqual([0, 100, 200, 300])
    expect(layout.ticks.at(-1)!.y).toBe(CHART_MARGIN.top)
    expect(a!.x).toBeLessThan(b!.x)
    expect(layout.labels.map((label) => label.text)).toEqual(['a', 'b', 'c'])
  })

  test('side by side: each series its own bar in the group; stacked: one on top of the other', () => {
    const side = barChartLayout({ groups: ['m'], series: [{ key: 'income', values: [500] }, { key: 'expense', values: [200] }] })
    const [income, expense] = side.bars
    expect(expense!.x).toBeCloseTo(income!.x + income!.width, 1)
    const stacked = barChartLayout({ groups: ['m'], series: [{ key: 'let', values: [3] }, { key: 'vacant', values: [1] }], stacked: true })
    const [isLet, vacant] = stacked.bars
    expect(isLet!.x).toBe(vacant!.x)
    expect(vacant!.y + vacant!.height).toBeCloseTo(isLet!.y, 1)
    expect(isLet!.height / vacant!.height).toBeCloseTo(3, 2)
  })

  test('a value below 0 hangs below the base line; nothing at all still draws a scale', () => {
    const layout = barChartLayout({ groups: ['a', 'b'], series: [{ key: 'income', values: [-50, 150] }] })
    expect(layout.ticks[0]!.value).toBeLessThan(0)
    const [negative, positive] = layout.bars
    expect(negative!.y).toBe(layout.zeroY)
    expect(positive!.y + positive!.height).toBeCloseTo(layout.zeroY, 1)
    const empty = barChartLayout({ groups: ['a'], series: [{ key: 'rent', values: [0] }] })
    expect(empty.ticks.map((tick) => tick.value)).toEqual([0, 1])
    expect(empty.bars[0]!.height).toBe(0)
  })

  test('a series that does not fit its groups, or a fraction, is refused', () => {
    expect(() => barChartLayout({ groups: ['a'], series: [{ key: 'rent', values: [1, 2] }] })).toThrow(RangeError)
    expect(() => barChartLayout({ groups: ['a'], series: [{ key: 'rent', values: [1.5] }] })).toThrow(RangeError)
  })
})

test('niceStep: 1, 2 or 5 times a power of ten', () => {
  expect(niceStep(250)).toBe(100)
  expect(niceStep(1_000_000)).toBe(500_000)
  expect(niceStep(7)).toBe(2)
  expect(niceStep(0)).toBe(1)
})

test('axisRupees: the Nepali way of counting, with Devanagari digits in Nepali', () => {
  expect(axisRupees(50_000, 'en')).toBe('500')
  expect(axisRupees(25_000_00, 'en')).toBe('25k')
  expect(axisRupees(1_50_000_00, 'en')).toBe('1.5L')
  expect(axisRupees(2_00_00_000_00, 'en')).toBe('2Cr')
  expect(axisRupees(1_50_000_00, 'ne')).toBe('१.५ लाख')
  expect(axisRupees(-25_000_00, 'ne')).toBe('-२५ हजार')
})
