// The /v1 operations of metered utilities: meters with their rates, and readings; merged
// into `operations` (operations.ts). Readings are in units (2 decimals), money in rupees.
import { z } from 'zod'
import { METERED_UTILITY_IDS, MeterRateSchema, ReadingCreateSchema, ReadingCorrectSchema } from '~/schemas/meter-schemas'
import { type Operation, RecordIdSchema, roled } from './common-schemas'

const date = z.iso.date()
const money = z.number().meta({ description: 'Rupees' })
const units = z.number().meta({ description: 'Units, at most 2 decimals' })

export const MeterRateJsonSchema = z.object({
  effectiveFrom: date.meta({ description: 'A.D.; in force until the next rate’s day' }),
  rate: money.meta({ description: 'Rupees per unit' }),
  fixed: money.meta({ description: 'Fixed monthly charge added to each reading’s charge' }),
})

export const MeterJsonSchema = z.object({
  id: RecordIdSchema,
  utilityId: z.enum(METERED_UTILITY_IDS),
  dueInDays: z.number().int().meta({ description: 'A reading’s charge is due this many days after the reading' }),
  rates: z.array(MeterRateJsonSchema).meta({ description: 'Newest first' }),
  latestReading: z.object({ readOn: date, reading: units }).nullable(),
})

export const ReadingJsonSchema = z.object({
  id: RecordIdSchema,
  meterId: RecordIdSchema,
  utilityId: z.enum(METERED_UTILITY_IDS),
  readOn: date.meta({ description: 'A.D.' }),
  reading: units,
  previous: z.object({ readOn: date, reading: units }).nullable().meta({ description: 'The reading before it; null for the meter’s opening reading (no charge)' }),
  meterReplaced: z.boolean(),
  oldMeterFinal: units.nullable(),
  newMeterStart: units.nullable(),
  units: units.nullable().meta({ description: 'Consumed since the previous reading (both meters when replaced); null for the opening reading' }),
  rate: money.nullable().meta({ description: 'The rate in force on the reading day, frozen on the charge' }),
  fixed: money.nullable(),
  amount: money.nullable().meta({ description: 'units x rate + fixed; null for the opening reading' }),
  chargeId: RecordIdSchema.nullable().meta({ description: 'The METERED charge (see /charges); null for the opening reading or an amount of 0' }),
  dueDate: date.nullable(),
  correctedFrom: units.nullable().meta({ description: 'A corrected reading: the value before its latest correction' }),
  createdAt: z.iso.datetime(),
})

const readingRules =
  'The first reading of a meter is its opening reading (no charge). Each later one makes a METERED charge: (reading − previous) × the rate in force on `readOn` + the fixed charge, due `dueInDays` after the reading, and texts the tenant the bill. One reading per meter and day, after the latest one, not in the future, within the agreement. A reading lower than the previous one is refused unless `meterReplaced` with `oldMeterFinal` and `newMeterStart`.'

export const meterOperations = {
  meterList: {
    method: 'get',
    path: '/v1/member/agreement/{id}/meter',
    summary: 'The metered utilities of an agreement with their rates (newest first) and latest reading',
    tag: 'meters',
    auth: 'bearer',
    response: z.array(roled(MeterJsonSchema)),
    errors: [404],
  },
  meterRateSet: {
    method: 'post',
    path: '/v1/member/agreement/{id}/meter',
    summary:
      'Meter a utility (Electricity or Water) of an active agreement, or give its meter a new rate from `effectiveFrom` (the same day again replaces that rate). Charges already made keep their rate. A utility the agreement has with a monthly price cannot be metered (400 on `utilityId`). 409 (`AGREEMENT_NOT_CURRENT`) when the agreement has ended',
    tag: 'meters',
    auth: 'bearer',
    body: MeterRateSchema,
    response: roled(MeterJsonSchema),
    errors: [404, 409],
    idempotent: true,
  },
  readingList: {
    method: 'get',
    path: '/v1/member/agreement/{id}/reading',
    summary: 'The meter readings of an agreement, newest first, each with what its charge was made from',
    tag: 'meters',
    auth: 'bearer',
    response: z.array(roled(ReadingJsonSchema)),
    errors: [404],
  },
  readingCreate: {
    method: 'post',
    path: '/v1/member/agreement/{id}/reading',
    summary: `Record a meter reading (201). ${readingRules} Errors: 400 with fields; 404 for an agreement that is not the member’s`,
    tag: 'meters',
    auth: 'bearer',
    body: ReadingCreateSchema,
    response: roled(ReadingJsonSchema),
    errors: [404],
    idempotent: true,
  },
  readingCorrect: {
    method: 'patch',
    path: '/v1/member/reading/{id}',
    summary:
      'Correct a mistyped reading while its charge is unpaid: its charge is made again at the rate frozen on it, and so is the next reading’s (units from this one). 409 when its charge or the next reading’s is paid (void the payment first); 400 on a value below the previous reading or above the next; 404 for a reading that is not the member’s',
    tag: 'meters',
    auth: 'bearer',
    body: ReadingCorrectSchema,
    response: roled(ReadingJsonSchema),
    errors: [404, 409],
    idempotent: true,
  },
} satisfies Record<string, Operation>
