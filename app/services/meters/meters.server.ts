// Metered utilities of an agreement (DESIGN §11; contract: docs/LEDGER-INTERFACE.md):
// a Meter per metered utility, its rates over time, and what the screens and /v1 read of it. The
// readings and their charges are readings.server.ts'. A metered utility has no monthly
// price (the schedule makes no charge for it): its charges come from readings only. Every query
// is scoped to the member: another member's agreement or meter is NotFoundError.
import type { CalendarType } from '~/domain/calendar-type'
import { METER_MESSAGES, type MeteredUtilityId, type MeterRateInput } from '~/schemas/meter-schemas'
import { dateColumn, isoDateOf } from '~/domain/ad-date'
import { nepalToday } from '~/domain/nepal-time'
import { isRecordId } from '~/domain/record-id'
import type { Prisma } from '~/generated/prisma/client'
import { prisma } from '~/server/db.server'
import { ConflictError, NotFoundError, ValidationError } from '~/services/errors'
import type { WriteGuard } from '~/services/idempotency.server'
import { fullName } from '~/domain/person-name'

const M = METER_MESSAGES
type Db = Prisma.TransactionClient

export type RateLine = { effectiveFrom: string; ratePaisaPerUnit: number; fixedPaisa: number }

export type ReadingLine = {
  id: number
  meterId: number
  utilityId: string
  readOn: string
  /** Hundredths of a unit. */
  value: number
  /** Null for the opening reading. */
  previous: { readOn: string; value: number } | null
  replacement: { oldFinalValue: number; newStartValue: number } | null
  /** What the charge was made from (null for the opening reading). */
  units: number | null
  ratePaisaPerUnit: number | null
  fixedPaisa: number | null
  amountPaisa: number | null
  /** Null for the opening reading and a reading whose amount is 0. */
  chargeId: number | null
  dueDate: string | null
  createdAt: string
  /** A corrected reading: the value before its latest correction, and when (ISO instant). */
  corrected: { fromValue: number; at: string } | null
}

export type MeterView = {
  id: number
  utilityId: string
  dueInDays: number
  /** Newest first. */
  rates: RateLine[]
  /** Newest first. */
  readings: ReadingLine[]
}

export const READING_SELECT = {
  id: true,
  meterId: true,
  readOn: true,
  value: true,
  previousReadOn: true,
  previousValue: true,
  oldMeterFinal: true,
  newMeterStart: true,
  units: true,
  ratePaisaPerUnit: true,
  fixedPaisa: true,
  amountPaisa: true,
  chargeId: true,
  createdAt: true,
  correctedFromValue: true,
  correctedAt: true,
  charge: { select: { dueDate: true } },
  meter: { select: { agreementUtility: { select: { utilityOptionId: true } } } },
} satisfies Prisma.MeterReadingSelect

const numberOrNull = (value: bigint | number | null) => (value === null ? null : Number(value))

export function readingLineOf(row: Prisma.MeterReadingGetPayload<{ select: typeof READING_SELECT }>): ReadingLine {
  return {
    id: row.id,
    meterId: row.meterId,
    utilityId: row.meter.agreementUtility.utilityOptionId,
    readOn: isoDateOf(row.readOn),
    value: row.value,
    previous: row.previousReadOn && row.previousValue !== null ? { readOn: isoDateOf(row.previousReadOn), value: row.previousValue } : null,
    replacement:
      row.oldMeterFinal !== null && row.newMeterStart !== null ? { oldFinalValue: row.oldMeterFinal, newStartValue: row.newMeterStart } : null,
    units: row.units,
    ratePaisaPerUnit: numberOrNull(row.ratePaisaPerUnit),
    fixedPaisa: numberOrNull(row.fixedPaisa),
    amountPaisa: numberOrNull(row.amountPaisa),
    chargeId: row.chargeId,
    dueDate: row.charge ? isoDateOf(row.charge.dueDate) : null,
    createdAt: row.createdAt.toISOString(),
    corrected: row.correctedFromValue !== null && row.correctedAt ? { fromValue: row.correctedFromValue, at: row.correctedAt.toISOString() } : null,
  }
}

export const rateLineOf = (row: { effectiveFrom: Date; ratePaisaPerUnit: bigint; fixedPaisa: bigint }): RateLine => ({
  effectiveFrom: isoDateOf(row.effectiveFrom),
  ratePaisaPerUnit: Number(row.ratePaisaPerUnit),
  fixedPaisa: Number(row.fixedPaisa),
})

const AGREEMENT_SELECT = {
  id: true,
  name: true,
  calendar: true,
  status: true,
  startDate: true,
  endDate: true,
  propertyId: true,
  property: { select: { name: true } },
  unit: { select: { name: true } },
} satisfies Prisma.AgreementSelect

async function ownAgreement(db: Db, memberId: number, agreementId: number) {
  const agreement = isRecordId(agreementId) ? await db.agreement.findFirst({ where: { id: agreementId, memberId }, select: AGREEMENT_SELECT }) : null
  if (!agreement) throw new NotFoundError(M.agreementNotFound)
  return agreement
}

async function metersOf(db: Db, agreementId: number): Promise<MeterView[]> {
  const meters = await db.meter.findMany({
    where: { agreementUtility: { agreementId } },
    orderBy: { agreementUtility: { utilityOption: { sortOrder: 'asc' } } },
    select: {
      id: true,
      dueInDays: true,
      agreementUtility: { select: { utilityOptionId: true } },
      rates: { orderBy: { effectiveFrom: 'desc' } },
      readings: { orderBy: { readOn: 'desc' }, select: READING_SELECT },
    },
  })
  return meters.map((meter) => ({
    id: meter.id,
    utilityId: meter.agreementUtility.utilityOptionId,
    dueInDays: meter.dueInDays,
    rates: meter.rates.map(rateLineOf),
    readings: meter.readings.map(readingLineOf),
  }))
}

export type AgreementMeters = {
  agreement: { id: number; name: string; calendar: CalendarType; isActive: boolean; startDate: string; endDate: string; propertyId: number; place: string }
  meters: MeterView[]
}

/** One of the member's agreements with its meters, their rates and readings. */
export async function getAgreementMeters(memberId: number, agreementId: number): Promise<AgreementMeters> {
  const agreement = await ownAgreement(prisma, memberId, agreementId)
  return {
    agreement: {
      id: agreement.id,
      name: agreement.name,
      calendar: agreement.calendar,
      isActive: agreement.status === 'ACTIVE',
      startDate: isoDateOf(agreement.startDate),
      endDate: isoDateOf(agreement.endDate),
      propertyId: agreement.propertyId,
      place: agreement.unit ? `${agreement.property.name}, ${agreement.unit.name}` : agreement.property.name,
    },
    meters: await metersOf(prisma, agreement.id),
  }
}

/** The readings of one of the member's agreements, newest first. */
export async function listReadings(memberId: number, agreementId: number): Promise<ReadingLine[]> {
  const { meters } = await getAgreementMeters(memberId, agreementId)
  return meters.flatMap((meter) => meter.readings).sort((a, b) => b.readOn.localeCompare(a.readOn) || a.utilityId.localeCompare(b.utilityId))
}

/**
 * Makes a utility of an active agreement metered, or gives its meter a new rate from a day on
 * (the same day again replaces that day's rate); also sets the days a reading's charge is due
 * after. Charges already made keep their rate. A utility the agreement has with a monthly price
 * cannot be metered (it would be charged twice); a utility it does not have is added, unpriced.
 */
export async function setMeterRate(
  memberId: number,
  agreementId: number,
  input: MeterRateInput,
  { guard }: { guard?: WriteGuard<MeterView> } = {},
): Promise<MeterView> {
  return prisma.$transaction(async (tx) => {
    await guard?.claim(tx)
    const agreement = await ownAgreement(tx, memberId, agreementId)
    if (agreement.status !== 'ACTIVE') throw new ConflictError(M.notCurrent)
    if (input.effectiveFrom < isoDateOf(agreement.startDate)) throw new ValidationError(M.invalid, { effectiveFrom: [M.rateBeforeStart] })
    if (input.effectiveFrom > isoDateOf(agreement.endDate)) throw new ValidationError(M.invalid, { effectiveFrom: [M.rateAfterEnd] })
    const utility = await utilityToMeter(tx, agreement, input.utilityId)
    const meter = await tx.meter.upsert({
      where: { agreementUtilityId: utility.id },
      create: { agreementUtilityId: utility.id, dueInDays: input.dueInDays },
      update: { dueInDays: input.dueInDays },
      select: { id: true },
    })
    const rate = { ratePaisaPerUnit: BigInt(input.ratePaisaPerUnit), fixedPaisa: BigInt(input.fixedPaisa) }
    const effectiveFrom = dateColumn(input.effectiveFrom)
    await tx.meterRate.upsert({
      where: { meterId_effectiveFrom: { meterId: meter.id, effectiveFrom } },
      create: { meterId: meter.id, effectiveFrom, ...rate },
      update: rate,
    })
    const view = (await metersOf(tx, agreement.id)).find((one) => one.id === meter.id)!
    await guard?.settle(tx, view)
    return view
  })
}

async function utilityToMeter(tx: Db, agreement: Awaited<ReturnType<typeof ownAgreement>>, utilityId: MeteredUtilityId) {
  const existing = await tx.agreementUtility.findUnique({
    where: { agreementId_utilityOptionId: { agreementId: agreement.id, utilityOptionId: utilityId } },
    select: { id: true, pricePaisa: true },
  })
  if (existing?.pricePaisa !== null && existing?.pricePaisa !== undefined) {
    throw new ValidationError(M.invalid, { utilityId: [M.fixedPriceUtility] })
  }
  if (existing) return existing
  const { paymentIntervalMonths, paymentDayOfMonth } = await tx.agreement.findUniqueOrThrow({
    where: { id: agreement.id },
    select: { paymentIntervalMonths: true, paymentDayOfMonth: true },
  })
  // The interval and day are the schedule's, which makes nothing for an unpriced utility.
  return tx.agreementUtility.create({
    data: { agreementId: agreement.id, utilityOptionId: utilityId, pricePaisa: null, paymentIntervalMonths, paymentDayOfMonth },
    select: { id: true, pricePaisa: true },
  })
}

/**
 * A renewal's meters (ADR 021): each metered utility of the old agreement (`utilityIds`: old
 * AgreementUtility id → the renewal's copy) gets a meter on the renewal with the same due days,
 * the old meter's latest reading as its opening reading, and the rates from the one in force on
 * that reading's day (the renewal's first, without a reading) on, as they were: the renewal's first
 * reading then bills the units since that reading, once, at the rate of its day, even a day before
 * the renewal starts. Called when the renewal starts (the running agreement hands over, ADR 021);
 * from then the old meter takes no more readings (readings.server.ts).
 */
export async function carryMetersToRenewal(tx: Db, utilityIds: ReadonlyMap<number, number>, renewalStart: string): Promise<void> {
  const meters = await tx.meter.findMany({
    where: { agreementUtilityId: { in: [...utilityIds.keys()] } },
    select: {
      agreementUtilityId: true,
      dueInDays: true,
      rates: { orderBy: { effectiveFrom: 'asc' }, select: { effectiveFrom: true, ratePaisaPerUnit: true, fixedPaisa: true } },
      readings: { orderBy: { readOn: 'desc' }, take: 1, select: { readOn: true, value: true } },
    },
  })
  for (const meter of meters) {
    const copy = await tx.meter.create({ data: { agreementUtilityId: utilityIds.get(meter.agreementUtilityId)!, dueInDays: meter.dueInDays }, select: { id: true } })
    const [latest] = meter.readings
    const from = latest?.readOn ?? dateColumn(renewalStart)
    const inForce = meter.rates.filter((rate) => rate.effectiveFrom <= from).at(-1)
    const rates = meter.rates.filter((rate) => rate === inForce || rate.effectiveFrom > from)
    if (rates.length > 0) await tx.meterRate.createMany({ data: rates.map((rate) => ({ meterId: copy.id, ...rate })) })
    if (latest) await tx.meterReading.create({ data: { meterId: copy.id, readOn: latest.readOn, value: latest.value } })
  }
}

export type SheetRow = {
  meterId: number
  agreementId: number
  agreementName: string
  calendar: CalendarType
  unitName: string | null
  tenantName: string
  utilityId: string
  latest: { readOn: string; value: number } | null
  /** The rate in force today, when there is one. */
  rate: RateLine | null
}

/**
 * The monthly routine of one of the member's properties: a row per meter of its current
 * agreements (by unit, then utility), with the latest reading and today's rate.
 */
/** A property's current agreements, whose meters are read. A renewed agreement's meters are read on its renewal once it has started (carryMetersToRenewal). */
function currentAgreementsOf(memberId: number, propertyId: number, today: string): Prisma.AgreementWhereInput {
  return { propertyId, memberId, status: 'ACTIVE', endDate: { gte: dateColumn(today) }, OR: [{ renewedBy: { is: null } }, { renewedBy: { is: { renewalStartedAt: null } } }] }
}

/**
 * The rates per unit (paisa) the property's current electricity meters charge today, lowest
 * first, each once: what the property page shows beside the rate the landlord paid (ADR 042).
 */
export async function electricityRatesCharged(memberId: number, propertyId: number, today = nepalToday()): Promise<number[]> {
  const meters = await prisma.meter.findMany({
    where: { agreementUtility: { utilityOptionId: 'Electricity', agreement: currentAgreementsOf(memberId, propertyId, today) } },
    select: { rates: { where: { effectiveFrom: { lte: dateColumn(today) } }, orderBy: { effectiveFrom: 'desc' }, take: 1, select: { ratePaisaPerUnit: true } } },
  })
  const rates = new Set(meters.flatMap((meter) => meter.rates.map((rate) => Number(rate.ratePaisaPerUnit))))
  return [...rates].sort((a, b) => a - b)
}

export async function propertyReadingSheet(memberId: number, propertyId: number, today = nepalToday()) {
  const property = isRecordId(propertyId)
    ? await prisma.property.findFirst({ where: { id: propertyId, memberId }, select: { id: true, name: true } })
    : null
  if (!property) throw new NotFoundError('property.error.notFound')
  const meters = await prisma.meter.findMany({
    where: { agreementUtility: { agreement: currentAgreementsOf(memberId, propertyId, today) } },
    select: {
      id: true,
      agreementUtility: {
        select: {
          utilityOptionId: true,
          utilityOption: { select: { sortOrder: true } },
          agreement: { select: { id: true, name: true, calendar: true, unit: { select: { name: true } }, tenant: { select: { firstName: true, lastName: true } } } },
        },
      },
      rates: { where: { effectiveFrom: { lte: dateColumn(today) } }, orderBy: { effectiveFrom: 'desc' }, take: 1 },
      readings: { orderBy: { readOn: 'desc' }, take: 1, select: { readOn: true, value: true } },
    },
  })
  const rows = meters
    .map((meter) => {
      const { agreement, utilityOptionId, utilityOption } = meter.agreementUtility
      const [rate] = meter.rates
      const [latest] = meter.readings
      return {
        sortOrder: utilityOption.sortOrder,
        row: {
          meterId: meter.id,
          agreementId: agreement.id,
          agreementName: agreement.name,
          calendar: agreement.calendar,
          unitName: agreement.unit?.name ?? null,
          tenantName: fullName(agreement.tenant),
          utilityId: utilityOptionId,
          latest: latest ? { readOn: isoDateOf(latest.readOn), value: latest.value } : null,
          rate: rate ? rateLineOf(rate) : null,
        } satisfies SheetRow,
      }
    })
    .sort(
      (a, b) =>
        (a.row.unitName ?? '').localeCompare(b.row.unitName ?? '', 'en', { numeric: true }) ||
        a.row.agreementId - b.row.agreementId ||
        a.sortOrder - b.sortOrder,
    )
    .map(({ row }) => row)
  return { property, rows }
}
