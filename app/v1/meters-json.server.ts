// The /v1 shapes (app/v1/meter-operations.ts) of the meter services' types: readings in units, money in rupees.
import type { z } from 'zod'
import { READING_SCALE } from '~/domain/meter'
import { paisaToRupees } from '~/domain/money'
import type { MeteredUtilityId } from '~/schemas/meter-schemas'
import type { MeterView, ReadingLine } from '~/services/meters/meters.server'
import type { MeterJsonSchema, ReadingJsonSchema } from '~/v1/meter-operations'

type Json<S extends z.ZodType> = z.input<S>

const unitsOf = (hundredths: number) => hundredths / READING_SCALE
const unitsOrNull = (hundredths: number | null) => (hundredths === null ? null : unitsOf(hundredths))
const rupeesOrNull = (paisa: number | null) => (paisa === null ? null : paisaToRupees(paisa))

export function meterJson(meter: MeterView): Json<typeof MeterJsonSchema> {
  const [latest] = meter.readings
  return {
    id: meter.id,
    utilityId: meter.utilityId as MeteredUtilityId,
    dueInDays: meter.dueInDays,
    rates: meter.rates.map((rate) => ({ effectiveFrom: rate.effectiveFrom, rate: paisaToRupees(rate.ratePaisaPerUnit), fixed: paisaToRupees(rate.fixedPaisa) })),
    latestReading: latest ? { readOn: latest.readOn, reading: unitsOf(latest.value) } : null,
  }
}

export function readingJson(line: ReadingLine): Json<typeof ReadingJsonSchema> {
  return {
    id: line.id,
    meterId: line.meterId,
    utilityId: line.utilityId as MeteredUtilityId,
    readOn: line.readOn,
    reading: unitsOf(line.value),
    previous: line.previous ? { readOn: line.previous.readOn, reading: unitsOf(line.previous.value) } : null,
    meterReplaced: line.replacement !== null,
    oldMeterFinal: unitsOrNull(line.replacement?.oldFinalValue ?? null),
    newMeterStart: unitsOrNull(line.replacement?.newStartValue ?? null),
    units: unitsOrNull(line.units),
    rate: rupeesOrNull(line.ratePaisaPerUnit),
    fixed: rupeesOrNull(line.fixedPaisa),
    amount: rupeesOrNull(line.amountPaisa),
    chargeId: line.chargeId,
    dueDate: line.dueDate,
    correctedFrom: unitsOrNull(line.corrected?.fromValue ?? null),
    createdAt: line.createdAt,
  }
}
