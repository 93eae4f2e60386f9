// Meter readings (DESIGN §11; contract: docs/LEDGER-INTERFACE.md): each reading after a
// meter's first makes a METERED charge in the one ledger, at the rate in force on the reading's day
// (app/domain/meter.ts), stored with both readings, the units, the rate and the fixed charge, and
// never recomputed; the tenant gets a bill SMS, once per charge (outbox key `meter-bill:<chargeId>`).
// Many readings (the monthly routine of a property) are written together or not at all: any
// refused row refuses them all, with a message per row.
import { actedForOwner, type PropertyAccess } from '~/services/team/access.server'
import { METER_MESSAGES, type ReadingCreateInput, type ReadingValue } from '~/schemas/meter-schemas'
import { addAdDays, dateColumn, isoDateOf } from '~/domain/ad-date'
import { meterCharge, type MeterChargeResult, type MeterRefusal } from '~/domain/meter'
import { nepalToday } from '~/domain/nepal-time'
import { isRecordId } from '~/domain/record-id'
import { meterBillText } from '~/domain/sms/charge-texts'
import type { Prisma } from '~/generated/prisma/client'
import { prisma, type Tx } from '~/server/db.server'
import { logger } from '~/server/logger.server'
import { NotFoundError, ValidationError } from '~/services/errors'
import type { WriteGuard } from '~/services/idempotency.server'
import { reallocateAgreement } from '~/services/ledger/ledger.server'
import { moveOutDayOf } from '~/services/agreements/views.server'
import { READING_SELECT, rateLineOf, type ReadingLine, readingLineOf } from './meters.server'
import { createSmsInTransaction, enqueueSmsAfterCommit } from '~/services/sms/outbox.server'
import { fullName } from '~/domain/person-name'

const M = METER_MESSAGES
export type ReadingRow = ReadingValue & { meterId: number }
type RowErrors = Record<string, string[]>

/** Where a refusal of `meterCharge` is shown (a reading recorded, or corrected: reading-corrections.server.ts). */
export const METER_REFUSALS: Record<MeterRefusal, [field: string, message: string]> = {
  NOT_A_READING: ['reading', M.reading],
  NOT_AFTER_PREVIOUS: ['reading', M.beforeLatest],
  LOWER_THAN_PREVIOUS: ['reading', M.lowerThanPrevious],
  REPLACEMENT_INVALID: ['reading', M.belowNewStart],
  NO_RATE: ['reading', M.noRate],
  RATE_NOT_POSITIVE: ['reading', M.noRate],
  FIXED_NEGATIVE: ['reading', M.noRate],
  BILL_TOO_LARGE: ['reading', M.billTooLarge],
}

const METER_SELECT = {
  id: true,
  dueInDays: true,
  rates: { select: { effectiveFrom: true, ratePaisaPerUnit: true, fixedPaisa: true } },
  readings: { orderBy: { readOn: 'desc' }, take: 1, select: { readOn: true, value: true } },
  agreementUtility: {
    select: {
      id: true,
      utilityOptionId: true,
      agreement: {
        select: {
          id: true,
          calendar: true,
          paymentReference: true,
          startDate: true,
          endDate: true,
          status: true,
          terminatedAt: true,
          moveOutDate: true,
          renewedFromId: true,
          renewedBy: { select: { id: true, renewalStartedAt: true } },
          property: { select: { name: true } },
          unit: { select: { name: true } },
          tenant: { select: { id: true, firstName: true, phone: true, prefLanguage: true } },
        },
      },
    },
  },
} satisfies Prisma.MeterSelect
type LoadedMeter = Prisma.MeterGetPayload<{ select: typeof METER_SELECT }>

/** The last day a reading may have: the end date, or the move-out day of a terminated agreement. */
function lastDayOf(agreement: LoadedMeter['agreementUtility']['agreement']): string {
  const end = isoDateOf(agreement.endDate)
  const terminated = moveOutDayOf(agreement)
  return terminated && terminated < end ? terminated : end
}

/** The charge a row makes (null for an opening reading), or the row's field errors. */
function checkRow(meter: LoadedMeter, row: ReadingRow, readOn: string): { ok: true; result: MeterChargeResult | null } | { ok: false; errors: RowErrors } {
  const { agreement } = meter.agreementUtility
  // Once its renewal has started, the meter is read on the renewal, which goes on from this meter's
  // latest reading; until then (an early renewal) the running agreement's meter bills as before.
  if (agreement.renewedBy?.renewalStartedAt) return { ok: false, errors: { reading: [M.renewed] } }
  const [latest] = meter.readings
  // A renewal's meter opens with the old meter's latest reading: a reading after it may still fall
  // before the renewal starts (the old agreement's last days), and is billed here, once.
  const firstDay = agreement.renewedFromId !== null && latest ? isoDateOf(latest.readOn) : isoDateOf(agreement.startDate)
  if (readOn < firstDay || readOn > lastDayOf(agreement)) return { ok: false, errors: { reading: [M.outsideAgreement] } }
  if (!latest) return { ok: true, result: null }
  const previous = { date: isoDateOf(latest.readOn), value: latest.value }
  if (previous.date === readOn) return { ok: false, errors: { reading: [M.sameDay] } }
  if (row.replacement && row.replacement.oldFinalValue < previous.value) return { ok: false, errors: { oldMeterFinal: [M.oldFinalBelowPrevious] } }
  const result = meterCharge({
    previous,
    reading: { date: readOn, value: row.value },
    rates: meter.rates.map((rate) => {
      const line = rateLineOf(rate)
      return { from: line.effectiveFrom, ratePaisaPerUnit: line.ratePaisaPerUnit, fixedPaisa: line.fixedPaisa }
    }),
    replacement: row.replacement,
  })
  if (result.ok) return { ok: true, result }
  const [field, message] = METER_REFUSALS[result.reason]
  return { ok: false, errors: { [field]: [message] } }
}

type Written = { line: ReadingLine; smsId: number | null }

/**
 * Records readings taken on `readOn`, one per row, all or none: the first reading of a meter is
 * its opening reading (no charge); each later one makes a METERED charge due `dueInDays` after
 * the reading, and its bill SMS. `fieldOf(i, field)` names a row's field in a ValidationError.
 * `scope` limits the meters to one property's or one agreement's (another is NotFoundError).
 */
export async function recordReadings(
  memberId: number,
  input: { readOn: string; rows: readonly ReadingRow[] },
  {
    now = new Date(),
    guard,
    scope = {},
    fieldOf = (index, field) => `rows[${index}].${field}`,
    by,
  }: {
    now?: Date
    guard?: WriteGuard<ReadingLine[]>
    scope?: { propertyId?: number; agreementId?: number }
    fieldOf?: (index: number, field: string) => string
    /** A team member who entered the readings in the owner's books (ADR 041). */
    by?: PropertyAccess
  } = {},
): Promise<ReadingLine[]> {
  const today = nepalToday(now)
  const written = await prisma.$transaction(async (tx) => {
    await guard?.claim(tx)
    const ids = input.rows.map((row) => row.meterId)
    if (!ids.every(isRecordId)) throw new NotFoundError(M.meterNotFound)
    // Readings of one meter one at a time: each sees the reading the one before it committed.
    await tx.$queryRaw`SELECT id FROM "Meter" WHERE id = ANY(${ids}::int[]) ORDER BY id FOR UPDATE`
    const meters = await tx.meter.findMany({
      where: { id: { in: ids }, agreementUtility: { agreement: { memberId, id: scope.agreementId, propertyId: scope.propertyId } } },
      select: METER_SELECT,
    })
    const byId = new Map(meters.map((meter) => [meter.id, meter]))
    const fields: RowErrors = {}
    if (input.readOn > today) fields.readOn = [M.readingInFuture]
    const checked = input.rows.map((row, index) => {
      const meter = byId.get(row.meterId)
      if (!meter) throw new NotFoundError(M.meterNotFound)
      const repeated = input.rows.findIndex((other) => other.meterId === row.meterId) !== index
      const outcome = repeated ? ({ ok: false, errors: { reading: [M.sameDay] } } as const) : checkRow(meter, row, input.readOn)
      if (!outcome.ok) for (const [field, messages] of Object.entries(outcome.errors)) fields[fieldOf(index, field)] = messages
      return { row, meter, result: outcome.ok ? outcome.result : null }
    })
    if (Object.keys(fields).length > 0) throw new ValidationError(M.invalid, fields)

    const landlord = await tx.member.findUniqueOrThrow({ where: { id: memberId }, select: { firstName: true, lastName: true } })
    const landlordName = fullName(landlord)
    const written: Written[] = []
    const recordedByMemberId = actedForOwner(by)
    for (const { row, meter, result } of checked) written.push(await writeReading(tx, { memberId, landlordName, readOn: input.readOn, row, meter, result, recordedByMemberId }))
    const lines = written.map((one) => one.line)
    await guard?.settle(tx, lines)
    return written
  })
  // The readings are recorded: a queue error must not answer with a failure (the sweeper queues the bills later).
  const smsIds = written.flatMap((one) => (one.smsId === null ? [] : [one.smsId]))
  if (smsIds.length > 0) await enqueueSmsAfterCommit(smsIds)
  return written.map((one) => one.line)
}

type WriteArgs = { memberId: number; landlordName: string; readOn: string; row: ReadingRow; meter: LoadedMeter; result: MeterChargeResult | null; recordedByMemberId: number | null }

async function writeReading(tx: Tx, { memberId, landlordName, readOn, row, meter, result, recordedByMemberId }: WriteArgs): Promise<Written> {
  const { agreement } = meter.agreementUtility
  const [latest] = meter.readings
  const charge = result?.ok ? result.charge : null
  const dueDate = addAdDays(readOn, meter.dueInDays)
  const chargeRow =
    charge && charge.amountPaisa > 0 && latest
      ? await tx.charge.create({
          data: {
            agreementId: agreement.id,
            kind: 'METERED',
            agreementUtilityId: meter.agreementUtility.id,
            // The days the reading covers: from the day after the previous reading to this one.
            periodStart: dateColumn(addAdDays(isoDateOf(latest.readOn), 1)),
            periodEnd: dateColumn(readOn),
            dueDate: dateColumn(dueDate),
            amountPaisa: BigInt(charge.amountPaisa),
          },
          select: { id: true },
        })
      : null
  const reading = await tx.meterReading.create({
    data: {
      meterId: meter.id,
      readOn: dateColumn(readOn),
      value: row.value,
      previousReadOn: latest?.readOn ?? null,
      previousValue: latest?.value ?? null,
      oldMeterFinal: latest ? (row.replacement?.oldFinalValue ?? null) : null,
      newMeterStart: latest ? (row.replacement?.newStartValue ?? null) : null,
      units: charge?.units ?? null,
      ratePaisaPerUnit: charge ? BigInt(charge.ratePaisaPerUnit) : null,
      fixedPaisa: charge ? BigInt(charge.fixedPaisa) : null,
      amountPaisa: charge ? BigInt(charge.amountPaisa) : null,
      chargeId: chargeRow?.id ?? null,
      recordedByMemberId,
    },
    select: READING_SELECT,
  })
  if (!chargeRow || !charge) return { line: readingLineOf(reading), smsId: null }
  // Credit the tenant has (money paid ahead) pays the new charge like any other.
  await reallocateAgreement(tx, agreement.id)
  const { tenant } = agreement
  let body: string | null = null
  try {
    body = meterBillText({
      language: tenant.prefLanguage,
      tenantFirstName: tenant.firstName,
      landlordName,
      propertyName: agreement.unit ? `${agreement.property.name}, ${agreement.unit.name}` : agreement.property.name,
      utility: meter.agreementUtility.utilityOptionId,
      units: charge.units,
      ratePaisaPerUnit: charge.ratePaisaPerUnit,
      fixedPaisa: charge.fixedPaisa,
      amountPaisa: charge.amountPaisa,
      dueDate: { date: dueDate, calendar: agreement.calendar },
      paymentReference: agreement.paymentReference,
    })
  } catch (error) {
    // A text that cannot be made to fit must not lose the reading: the ledger has it all.
    logger.warn({ err: error, chargeId: chargeRow.id }, 'meter bill SMS not written')
  }
  const sms = body
    ? await createSmsInTransaction(tx, {
        to: tenant.phone,
        language: tenant.prefLanguage,
        template: 'meter-bill',
        body,
        idempotencyKey: `meter-bill:${chargeRow.id}`,
        memberId,
        tenantId: tenant.id,
      })
    : null
  return { line: readingLineOf(reading), smsId: sms?.created ? sms.id : null }
}

/** One reading of a metered utility of one of the member's agreements (/v1). */
export async function recordAgreementReading(
  memberId: number,
  agreementId: number,
  input: ReadingCreateInput,
  { now, guard, by }: { now?: Date; guard?: WriteGuard<ReadingLine>; by?: PropertyAccess } = {},
): Promise<ReadingLine> {
  const meter = isRecordId(agreementId)
    ? await prisma.meter.findFirst({
        where: { agreementUtility: { agreementId, utilityOptionId: input.utilityId, agreement: { memberId } } },
        select: { id: true },
      })
    : null
  if (!meter) {
    const agreement = isRecordId(agreementId) ? await prisma.agreement.findFirst({ where: { id: agreementId, memberId }, select: { id: true } }) : null
    if (!agreement) throw new NotFoundError(M.agreementNotFound)
    throw new ValidationError(M.invalid, { utilityId: [M.notMetered] })
  }
  const [line] = await recordReadings(
    memberId,
    { readOn: input.readOn, rows: [{ meterId: meter.id, value: input.value, replacement: input.replacement }] },
    {
      now,
      // The key's answer is this one reading, as the caller gets it.
      guard: guard && { claim: (tx) => guard.claim(tx), settle: (tx, lines) => guard.settle(tx, lines[0]!) },
      scope: { agreementId },
      fieldOf: (_index, field) => field,
      by,
    },
  )
  return line!
}
