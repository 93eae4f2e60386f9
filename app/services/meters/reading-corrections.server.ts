// Correcting a meter reading (contract: docs/LEDGER-INTERFACE.md §"Correcting a
// reading"): a mistyped reading gets its right value while its charge is unpaid. Its charge is
// made again from the same previous reading and the rate frozen on it (app/domain/meter.ts), and
// so is the next reading's, whose units start from this one: both must be unpaid, else nothing
// changes (ConflictError). The reading keeps the value it had (`correctedFromValue`, `correctedAt`).
// A charge whose amount becomes 0 is cancelled; a reading that made none and now makes one gets it.
import { METER_MESSAGES as M } from '~/schemas/meter-schemas'
import { addAdDays, dateColumn, isoDateOf } from '~/domain/ad-date'
import { meterCharge } from '~/domain/meter'
import { isRecordId } from '~/domain/record-id'
import type { Prisma } from '~/generated/prisma/client'
import { prisma, type Tx } from '~/server/db.server'
import { ConflictError, NotFoundError, ValidationError } from '~/services/errors'
import type { WriteGuard } from '~/services/idempotency.server'
import { reallocateAgreement } from '~/services/ledger/ledger.server'
import { READING_SELECT, type ReadingLine, readingLineOf } from './meters.server'
import { METER_REFUSALS } from './readings.server'

export const CORRECTION_MESSAGES = {
  readingNotFound: 'meters.error.readingNotFound',
  paid: 'meters.error.correctPaid',
  nextPaid: 'meters.error.correctNextPaid',
  aboveNext: 'meters.error.aboveNext',
  cancelReason: 'Reading corrected',
} as const

/** A reading's line, with what a correction needs of its charge and meter. */
const CORRECTION_SELECT = {
  ...READING_SELECT,
  charge: { select: { id: true, status: true, paidPaisa: true } },
  meter: { select: { dueInDays: true, agreementUtility: { select: { id: true, agreementId: true, agreement: { select: { renewedBy: { select: { id: true, renewalStartedAt: true } } } } } } } },
} satisfies Prisma.MeterReadingSelect
type Reading = Prisma.MeterReadingGetPayload<{ select: typeof CORRECTION_SELECT }>

/** Whether the reading's charge can be made again: none, or DUE (or cancelled by an earlier correction) with nothing paid. */
const isUnpaid = (reading: Reading) => reading.charge === null || ((reading.charge.status === 'DUE' || reading.charge.status === 'CANCELLED') && reading.charge.paidPaisa === 0n)

/** The reading's charge from `previous` to `value` at its frozen rate; null when it has no previous (the opening reading). */
function chargeOf(reading: Reading, previousValue: number | null, value: number) {
  if (reading.previousReadOn === null || previousValue === null || reading.ratePaisaPerUnit === null) return null
  const from = isoDateOf(reading.previousReadOn)
  return meterCharge({
    previous: { date: from, value: previousValue },
    reading: { date: isoDateOf(reading.readOn), value },
    rates: [{ from, ratePaisaPerUnit: Number(reading.ratePaisaPerUnit), fixedPaisa: Number(reading.fixedPaisa ?? 0n) }],
    replacement: reading.oldMeterFinal !== null && reading.newMeterStart !== null ? { oldFinalValue: reading.oldMeterFinal, newStartValue: reading.newMeterStart } : undefined,
  })
}

/** Writes a reading's new units and amount, and its charge: changed, cancelled (amount 0) or made (none before). */
async function rewrite(tx: Tx, reading: Reading, data: Prisma.MeterReadingUpdateInput, charge: { units: number; amountPaisa: number } | null, now: Date) {
  let chargeId = reading.chargeId
  const amount = charge?.amountPaisa ?? 0
  if (reading.chargeId !== null && amount > 0) {
    await tx.charge.update({ where: { id: reading.chargeId }, data: { amountPaisa: BigInt(amount), status: 'DUE', cancelReason: null, cancelledAt: null } })
  } else if (reading.chargeId !== null) {
    await tx.charge.update({ where: { id: reading.chargeId }, data: { status: 'CANCELLED', cancelReason: CORRECTION_MESSAGES.cancelReason, cancelledAt: now } })
  } else if (amount > 0 && reading.previousReadOn) {
    const readOn = isoDateOf(reading.readOn)
    const created = await tx.charge.create({
      data: {
        agreementId: reading.meter.agreementUtility.agreementId,
        kind: 'METERED',
        agreementUtilityId: reading.meter.agreementUtility.id,
        periodStart: dateColumn(addAdDays(isoDateOf(reading.previousReadOn), 1)),
        periodEnd: dateColumn(readOn),
        dueDate: dateColumn(addAdDays(readOn, reading.meter.dueInDays)),
        amountPaisa: BigInt(amount),
      },
      select: { id: true },
    })
    chargeId = created.id
  }
  await tx.meterReading.update({
    where: { id: reading.id },
    data: { ...data, units: charge?.units ?? null, amountPaisa: charge ? BigInt(charge.amountPaisa) : null, charge: chargeId === null ? undefined : { connect: { id: chargeId } } },
  })
}

/**
 * Corrects the value of one of the member's readings (hundredths of a unit). NotFoundError for
 * another member's reading; ConflictError when its charge or the next reading's is paid (in part);
 * ValidationError { reading } when the value does not fit between the previous and next readings.
 */
export async function correctReading(
  memberId: number,
  readingId: number,
  input: { value: number },
  { now = new Date(), guard }: { now?: Date; guard?: WriteGuard<ReadingLine> } = {},
): Promise<ReadingLine> {
  return prisma.$transaction(async (tx) => {
    await guard?.claim(tx)
    const found = isRecordId(readingId)
      ? await tx.meterReading.findFirst({ where: { id: readingId, meter: { agreementUtility: { agreement: { memberId } } } }, select: { meterId: true } })
      : null
    if (!found) throw new NotFoundError(CORRECTION_MESSAGES.readingNotFound)
    // The meter's readings one writer at a time (as recordReadings).
    await tx.$queryRaw`SELECT id FROM "Meter" WHERE id = ${found.meterId} FOR UPDATE`
    const reading = await tx.meterReading.findUniqueOrThrow({ where: { id: readingId }, select: CORRECTION_SELECT })
    const next = await tx.meterReading.findFirst({ where: { meterId: reading.meterId, readOn: { gt: reading.readOn } }, orderBy: { readOn: 'asc' }, select: CORRECTION_SELECT })
    if (input.value !== reading.value) {
      // Once the renewal has started, the latest reading of the old meter is its opening reading: correct it there.
      if (!next && reading.meter.agreementUtility.agreement.renewedBy?.renewalStartedAt) throw new ConflictError(M.renewed)
      if (!isUnpaid(reading)) throw new ConflictError(CORRECTION_MESSAGES.paid)
      if (next && !isUnpaid(next)) throw new ConflictError(CORRECTION_MESSAGES.nextPaid)
      const own = chargeOf(reading, reading.previousValue, input.value)
      if (own && !own.ok) throw new ValidationError(M.invalid, { reading: [METER_REFUSALS[own.reason][1]] })
      const following = next ? chargeOf(next, input.value, next.value) : null
      if (following && !following.ok) throw new ValidationError(M.invalid, { reading: [following.reason === 'BILL_TOO_LARGE' ? M.billTooLarge : CORRECTION_MESSAGES.aboveNext] })
      await rewrite(tx, reading, { value: input.value, correctedFromValue: reading.value, correctedAt: now }, own?.ok ? own.charge : null, now)
      if (next) await rewrite(tx, next, { previousValue: input.value }, following?.ok ? following.charge : null, now)
      await reallocateAgreement(tx, reading.meter.agreementUtility.agreementId)
    }
    const line = readingLineOf(await tx.meterReading.findUniqueOrThrow({ where: { id: readingId }, select: READING_SELECT }))
    await guard?.settle(tx, line)
    return line
  })
}
