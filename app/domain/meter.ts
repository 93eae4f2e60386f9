// Metered utilities (DESIGN §11): the charge for one meter reading. Pure: the service
// finds the previous reading and the agreement's rates, stores what this returns on the charge
// (readings, units, the rate used) and never recomputes it, so a later rate change never changes
// a charge already made.
//
// Decision: readings and units are whole numbers of hundredths of a unit (123.45 kWh = 12345).
// Electricity meters in Nepal show whole kWh and water meters show m³ with decimals (litres); two
// decimals carry both exactly, and integers keep the arithmetic exact like money in paisa.
// The rate is paisa per whole unit (Rs. 12.50/kWh = 1250), so energy = units x rate / 100,
// rounded half up to a paisa once, on the whole reading (never per unit).
//
// Decision: a meter's first reading (at move-in) is its opening reading: it makes no charge, and the
// service stores it without calling meterCharge. The previous reading is the latest one before
// this one; a reading must be on a later day (one reading per meter and day).
import { isAdDate } from './ad-date.ts'
import { MAX_AMOUNT_PAISA, productRounded } from './money.ts'

/** Hundredths of a unit per whole unit. */
export const READING_SCALE = 100

/** A rate in force from `from` (A.D. day, inclusive) until the next period's `from`. */
export type MeterRatePeriod = {
  from: string
  /** Paisa per whole unit; must be above 0. */
  ratePaisaPerUnit: number
  /** The fixed monthly charge added to each reading's charge; 0 when there is none. */
  fixedPaisa: number
}

export type MeterReading = {
  /** A.D. day of the reading. */
  date: string
  /** Hundredths of a unit. */
  value: number
}

/** The meter was replaced since the previous reading: the old one's last reading and the new one's first. */
export type MeterReplacement = {
  oldFinalValue: number
  newStartValue: number
}

export type MeterChargeInput = {
  previous: MeterReading
  reading: MeterReading
  rates: readonly MeterRatePeriod[]
  replacement?: MeterReplacement | null
}

export type MeterRefusal =
  | 'NOT_A_READING' // negative, fractional or not a date
  | 'NOT_AFTER_PREVIOUS' // the same day as the previous reading, or earlier
  | 'LOWER_THAN_PREVIOUS' // without a replacement
  | 'REPLACEMENT_INVALID' // the old meter's final below the previous, or the new reading below the new meter's start
  | 'NO_RATE' // no rate in force on the reading's day
  | 'RATE_NOT_POSITIVE'
  | 'FIXED_NEGATIVE'
  | 'BILL_TOO_LARGE' // more than the largest amount (MAX_AMOUNT_PAISA): a mistyped reading, most likely

export type MeterCharge = {
  /** Hundredths of a unit consumed since the previous reading (both meters when replaced). */
  units: number
  /** The rate in force on the reading's day, frozen on the charge. */
  ratePaisaPerUnit: number
  fixedPaisa: number
  /** units x rate, rounded half up to a paisa. */
  usagePaisa: number
  /** usagePaisa + fixedPaisa. Decision: 0 makes no charge (no text for nothing), the reading is still stored. */
  amountPaisa: number
}

export type MeterChargeResult = { ok: true; charge: MeterCharge } | { ok: false; reason: MeterRefusal }

const isValue = (value: number) => Number.isSafeInteger(value) && value >= 0

/** The rate period in force on `date`: the latest one starting on or before it, or null. */
export function rateOn(rates: readonly MeterRatePeriod[], date: string): MeterRatePeriod | null {
  let found: MeterRatePeriod | null = null
  for (const rate of rates) if (rate.from <= date && (found === null || rate.from >= found.from)) found = rate
  return found
}

/** Units consumed (hundredths), or the refusal; exported for the reading form's live preview. */
export function meterUnits(previous: number, reading: number, replacement?: MeterReplacement | null): number | MeterRefusal {
  if (!isValue(previous) || !isValue(reading)) return 'NOT_A_READING'
  if (replacement) {
    const { oldFinalValue, newStartValue } = replacement
    if (!isValue(oldFinalValue) || !isValue(newStartValue)) return 'NOT_A_READING'
    if (oldFinalValue < previous || reading < newStartValue) return 'REPLACEMENT_INVALID'
    return oldFinalValue - previous + (reading - newStartValue)
  }
  return reading < previous ? 'LOWER_THAN_PREVIOUS' : reading - previous
}

export function meterCharge({ previous, reading, rates, replacement }: MeterChargeInput): MeterChargeResult {
  if (!isAdDate(previous.date) || !isAdDate(reading.date) || !isValue(previous.value) || !isValue(reading.value)) {
    return { ok: false, reason: 'NOT_A_READING' }
  }
  if (reading.date <= previous.date) return { ok: false, reason: 'NOT_AFTER_PREVIOUS' }
  const units = meterUnits(previous.value, reading.value, replacement)
  if (typeof units === 'string') return { ok: false, reason: units }
  const rate = rateOn(rates, reading.date)
  if (rate === null) return { ok: false, reason: 'NO_RATE' }
  if (!(Number.isSafeInteger(rate.ratePaisaPerUnit) && rate.ratePaisaPerUnit > 0)) return { ok: false, reason: 'RATE_NOT_POSITIVE' }
  if (!isValue(rate.fixedPaisa)) return { ok: false, reason: 'FIXED_NEGATIVE' }
  const usagePaisa = productRounded(units, rate.ratePaisaPerUnit, READING_SCALE)
  const amountPaisa = usagePaisa + rate.fixedPaisa
  if (amountPaisa > MAX_AMOUNT_PAISA) return { ok: false, reason: 'BILL_TOO_LARGE' }
  return {
    ok: true,
    charge: { units, ratePaisaPerUnit: rate.ratePaisaPerUnit, fixedPaisa: rate.fixedPaisa, usagePaisa, amountPaisa },
  }
}
