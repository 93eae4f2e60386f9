import { describe, expect, test } from 'vitest'
import { meterCharge, meterUnits, rateOn, type MeterRatePeriod } from './meter'
import { MAX_AMOUNT_PAISA } from './money'

// Rs. 12.50 per unit from the start, Rs. 15.00 from 2026-08-01; a fixed Rs. 100 then Rs. 150.
const RATES: MeterRatePeriod[] = [
  { from: '2026-08-01', ratePaisaPerUnit: 15_00, fixedPaisa: 150_00 },
  { from: '2026-01-01', ratePaisaPerUnit: 12_50, fixedPaisa: 100_00 },
]
const at = (date: string, value: number) => ({ date, value })

describe('meterCharge', () => {
  test('(reading - previous) x rate + fixed charge, in hundredths of a unit', () => {
    // 1234.00 -> 1357.50 kWh: 123.50 units x Rs. 12.50 = Rs. 1,543.75, + Rs. 100 fixed.
    const result = meterCharge({ previous: at('2026-06-15', 1234_00), reading: at('2026-07-15', 1357_50), rates: RATES })
    expect(result).toEqual({
      ok: true,
      charge: { units: 123_50, ratePaisaPerUnit: 12_50, fixedPaisa: 100_00, usagePaisa: 1_543_75, amountPaisa: 1_643_75 },
    })
  })

  test('the rate in force on the reading day is the one frozen on the charge, not the one of the previous reading', () => {
    const before = meterCharge({ previous: at('2026-07-01', 0), reading: at('2026-07-31', 100_00), rates: RATES })
    const onChange = meterCharge({ previous: at('2026-07-01', 0), reading: at('2026-08-01', 100_00), rates: RATES })
    expect(before).toMatchObject({ ok: true, charge: { ratePaisaPerUnit: 12_50, amountPaisa: 1_250_00 + 100_00 } })
    expect(onChange).toMatchObject({ ok: true, charge: { ratePaisaPerUnit: 15_00, amountPaisa: 1_500_00 + 150_00 } })
  })

  test('rounds the usage half up to a paisa once, on the whole reading', () => {
    // 0.01 unit x Rs. 12.50 = 12.5 paisa -> 13; 0.03 x Rs. 0.33 = 0.99 paisa -> 1.
    const rates = [{ from: '2026-01-01', ratePaisaPerUnit: 12_50, fixedPaisa: 0 }]
    expect(meterCharge({ previous: at('2026-01-01', 0), reading: at('2026-01-02', 1), rates })).toMatchObject({ charge: { usagePaisa: 13 } })
    const cheap = [{ from: '2026-01-01', ratePaisaPerUnit: 33, fixedPaisa: 0 }]
    expect(meterCharge({ previous: at('2026-01-01', 0), reading: at('2026-01-02', 3), rates: cheap })).toMatchObject({ charge: { usagePaisa: 1 } })
  })

  test('a bill past the largest amount (Rs. 1,00,00,00,000) is refused; one at it is charged', () => {
    // At the highest rate a form takes, Rs. 10,000 a unit: 1,00,000 units make Rs. 1 arab exactly.
    const rates = [{ from: '2026-01-01', ratePaisaPerUnit: 10_000_00, fixedPaisa: 0 }]
    expect(meterCharge({ previous: at('2026-06-15', 0), reading: at('2026-07-15', 100_000_00), rates })).toMatchObject({ ok: true, charge: { amountPaisa: MAX_AMOUNT_PAISA } })
    expect(meterCharge({ previous: at('2026-06-15', 0), reading: at('2026-07-15', 100_000_01), rates })).toEqual({ ok: false, reason: 'BILL_TOO_LARGE' })
    const withFixed = [{ from: '2026-01-01', ratePaisaPerUnit: 10_000_00, fixedPaisa: 1 }]
    expect(meterCharge({ previous: at('2026-06-15', 0), reading: at('2026-07-15', 100_000_00), rates: withFixed })).toEqual({ ok: false, reason: 'BILL_TOO_LARGE' })
  })

  test('no use: only the fixed charge (0 when there is none)', () => {
    expect(meterCharge({ previous: at('2026-06-15', 500_00), reading: at('2026-07-15', 500_00), rates: RATES })).toMatchObject({
      ok: true,
      charge: { units: 0, usagePaisa: 0, amountPaisa: 100_00 },
    })
  })

  test('a lower reading is refused without a replacement', () => {
    expect(meterCharge({ previous: at('2026-06-15', 500_00), reading: at('2026-07-15', 499_99), rates: RATES })).toEqual({
      ok: false,
      reason: 'LOWER_THAN_PREVIOUS',
    })
  })

  test('meter replaced: the old meter up to its final reading, plus the new one from its start reading', () => {
    // Old meter 9,990.00 -> final 10,020.00 (30 units); new meter 5.00 -> 45.25 (40.25 units).
    const result = meterCharge({
      previous: at('2026-06-15', 9_990_00),
      reading: at('2026-07-15', 45_25),
      rates: RATES,
      replacement: { oldFinalValue: 10_020_00, newStartValue: 5_00 },
    })
    expect(result).toEqual({
      ok: true,
      charge: { units: 70_25, ratePaisaPerUnit: 12_50, fixedPaisa: 100_00, usagePaisa: 878_13, amountPaisa: 978_13 },
    })
  })

  test('a replacement whose numbers do not add up is refused', () => {
    const base = { previous: at('2026-06-15', 1_000_00), reading: at('2026-07-15', 10_00), rates: RATES }
    expect(meterCharge({ ...base, replacement: { oldFinalValue: 999_99, newStartValue: 0 } })).toEqual({ ok: false, reason: 'REPLACEMENT_INVALID' })
    expect(meterCharge({ ...base, replacement: { oldFinalValue: 1_000_00, newStartValue: 10_01 } })).toEqual({ ok: false, reason: 'REPLACEMENT_INVALID' })
    expect(meterCharge({ ...base, replacement: { oldFinalValue: -1, newStartValue: 0 } })).toEqual({ ok: false, reason: 'NOT_A_READING' })
  })

  test('negative or fractional readings and bad dates are refused', () => {
    for (const [previous, reading] of [
      [at('2026-06-15', -1), at('2026-07-15', 10)],
      [at('2026-06-15', 0), at('2026-07-15', -10)],
      [at('2026-06-15', 0), at('2026-07-15', 10.5)],
      [at('2026-06-15', 0), at('15/07/2026', 10)],
    ]) {
      expect(meterCharge({ previous: previous!, reading: reading!, rates: RATES })).toEqual({ ok: false, reason: 'NOT_A_READING' })
    }
  })

  test('a reading on the day of the previous one, or before it, is refused', () => {
    expect(meterCharge({ previous: at('2026-07-15', 0), reading: at('2026-07-15', 10), rates: RATES })).toEqual({ ok: false, reason: 'NOT_AFTER_PREVIOUS' })
    expect(meterCharge({ previous: at('2026-07-15', 0), reading: at('2026-07-14', 10), rates: RATES })).toEqual({ ok: false, reason: 'NOT_AFTER_PREVIOUS' })
  })

  test('no rate in force, a rate of 0 or less, or a negative fixed charge is refused', () => {
    const reading = { previous: at('2025-11-01', 0), reading: at('2025-12-31', 10_00) }
    expect(meterCharge({ ...reading, rates: RATES })).toEqual({ ok: false, reason: 'NO_RATE' })
    expect(meterCharge({ ...reading, rates: [] })).toEqual({ ok: false, reason: 'NO_RATE' })
    for (const ratePaisaPerUnit of [0, -5, 1.5]) {
      expect(meterCharge({ ...reading, rates: [{ from: '2025-01-01', ratePaisaPerUnit, fixedPaisa: 0 }] })).toEqual({ ok: false, reason: 'RATE_NOT_POSITIVE' })
    }
    expect(meterCharge({ ...reading, rates: [{ from: '2025-01-01', ratePaisaPerUnit: 10, fixedPaisa: -1 }] })).toEqual({ ok: false, reason: 'FIXED_NEGATIVE' })
  })
})

describe('meterUnits and rateOn', () => {
  test('units for the form preview; the latest rate starting on or before the day', () => {
    expect(meterUnits(100, 250)).toBe(150)
    expect(meterUnits(250, 100)).toBe('LOWER_THAN_PREVIOUS')
    expect(meterUnits(250, 100, { oldFinalValue: 300, newStartValue: 0 })).toBe(150)
    expect(rateOn(RATES, '2026-07-31')?.ratePaisaPerUnit).toBe(12_50)
    expect(rateOn(RATES, '2026-08-01')?.ratePaisaPerUnit).toBe(15_00)
    expect(rateOn(RATES, '2025-12-31')).toBeNull()
  })
})
