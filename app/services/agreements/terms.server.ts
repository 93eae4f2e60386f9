// The terms of an agreement as a change and a renewal read, patch and check them (a new agreement's
// are checked the same way), and the one way a change and a renewal write: the idempotency claim,
// the rows and the answer, then the tenant's text queued once the transaction commits
// (create.server.ts, changes.server.ts, renewals.server.ts).
import type { AgreementTermsRecord } from '~/domain/lease-addendum'
import { isoDateOf } from '~/domain/ad-date'
import { isRecordId } from '~/domain/record-id'
import { type AgreementTerms, buildRentSchedule, highestMonthlyRent, rentScheduleIssues, RentScheduleError } from '~/domain/rent-schedule'
import { MAX_AMOUNT_PAISA } from '~/domain/money'
import type { Prisma } from '~/generated/prisma/client'
import { AGREEMENT_MESSAGES } from '~/schemas/agreement-rules'
import { CHANGE_MESSAGES, type TermsPatch } from '~/schemas/agreement-change-schemas'
import { prisma, type Tx } from '~/server/db.server'
import { NotFoundError, ValidationError } from '~/services/errors'
import type { WriteGuard } from '~/services/idempotency.server'
import { enqueueSmsAfterCommit } from '~/services/sms/outbox.server'

/** The terms as the history and the addendum keep them (A.D. dates, paisa). */
export type TermsRecord = AgreementTermsRecord

export const AGREEMENT_SELECT = {
  id: true,
  memberId: true,
  name: true,
  calendar: true,
  status: true,
  startDate: true,
  endDate: true,
  leaseAmountPaisa: true,
  paymentIntervalMonths: true,
  paymentDayOfMonth: true,
  incrementPercentage: true,
  incrementIntervalYears: true,
  depositPaisa: true,
  depositReceivedOn: true,
  depositMethod: true,
  payCode: true,
  propertyId: true,
  unitId: true,
  tenantId: true,
  utilities: { select: { id: true, utilityOptionId: true, pricePaisa: true, paymentIntervalMonths: true, paymentDayOfMonth: true }, orderBy: { id: 'asc' } },
  renewedBy: { select: { id: true } },
  settlement: { select: { id: true } },
} satisfies Prisma.AgreementSelect

export type AgreementRow = Prisma.AgreementGetPayload<{ select: typeof AGREEMENT_SELECT }>

export const invalid = (fields: Record<string, string[]>) => new ValidationError(CHANGE_MESSAGES.invalid, fields)

export async function ownAgreement(db: Tx, memberId: number, agreementId: number, lock = false): Promise<AgreementRow> {
  if (!isRecordId(agreementId)) throw new NotFoundError(CHANGE_MESSAGES.agreementNotFound)
  if (lock) await db.$queryRaw`SELECT "id" FROM "Agreement" WHERE "id" = ${agreementId} AND "memberId" = ${memberId} FOR UPDATE`
  const row = await db.agreement.findFirst({ where: { id: agreementId, memberId }, select: AGREEMENT_SELECT })
  if (!row) throw new NotFoundError(CHANGE_MESSAGES.agreementNotFound)
  return row
}

export function recordOf(row: AgreementRow): TermsRecord {
  return {
    startDate: isoDateOf(row.startDate),
    endDate: isoDateOf(row.endDate),
    leaseAmountPaisa: Number(row.leaseAmountPaisa),
    paymentIntervalMonths: row.paymentIntervalMonths,
    paymentDayOfMonth: row.paymentDayOfMonth,
    incrementPercentage: row.incrementPercentage === null ? null : Number(row.incrementPercentage),
    incrementIntervalYears: row.incrementIntervalYears,
    utilities: row.utilities.map((utility) => ({
      utilityId: utility.utilityOptionId,
      pricePaisa: utility.pricePaisa === null ? null : Number(utility.pricePaisa),
      paymentIntervalMonths: utility.paymentIntervalMonths,
      paymentDayOfMonth: utility.paymentDayOfMonth,
    })),
  }
}

/** The record with the patch applied; a utility price for a utility without a price is a field error. */
export function patched(record: TermsRecord, patch: TermsPatch): TermsRecord {
  const fields: Record<string, string[]> = {}
  patch.utilities?.forEach((utility, index) => {
    const known = record.utilities.find((line) => line.utilityId === utility.utilityId)
    if (!known || known.pricePaisa === null) fields[`utilities.${index}.price`] = [CHANGE_MESSAGES.ratePositive]
  })
  if (Object.keys(fields).length > 0) throw invalid(fields)
  const { utilities: prices, ...terms } = patch
  return {
    ...record,
    ...terms,
    utilities: record.utilities.map((line) => ({ ...line, pricePaisa: prices?.find((price) => price.utilityId === line.utilityId)?.pricePaisa ?? line.pricePaisa })),
  }
}

/** The record as schedule terms, its utilities keyed by their AgreementUtility row. */
export function scheduleTerms(row: AgreementRow, record: TermsRecord): AgreementTerms<number> {
  return {
    calendar: row.calendar,
    ...record,
    utilities: record.utilities.map((line) => ({ ...line, utilityId: row.utilities.find((utility) => utility.utilityOptionId === line.utilityId)!.id })),
  }
}

// rent-schedule.ts names the stored fields; the input's are the spec's (the web form's and /v1's).
const FIELD_NAMES: Record<string, string> = { leaseAmountPaisa: 'leaseAmount', paymentIntervalMonths: 'paymentInterval', incrementIntervalYears: 'incrementInterval', pricePaisa: 'price', calendar: 'calendarType' }
export const inputField = (field: string) => field.replace(/[A-Za-z]+$/, (name) => FIELD_NAMES[name] ?? name).replace(/\[(\d+)\]/g, '.$1')

/** Field errors for terms that cannot make a schedule (also past the B.S. table's end): a new agreement's, a change's or a renewal's. */
export function checkSchedule<U>(terms: AgreementTerms<U>): void {
  const issues = rentScheduleIssues(terms)
  if (issues.length > 0) {
    const fields: Record<string, string[]> = {}
    for (const issue of issues) (fields[inputField(issue.field)] ??= []).push(issue.message)
    throw invalid(fields)
  }
  const tooLarge = chargesTooLarge(terms)
  if (tooLarge) throw invalid(tooLarge)
  try {
    buildRentSchedule(terms)
  } catch (error) {
    if (error instanceof RangeError && !(error instanceof RentScheduleError)) throw invalid({ endDate: [AGREEMENT_MESSAGES.beyondCalendar] })
    throw error
  }
}

/**
 * The fields whose charges would pass the largest amount (MAX_AMOUNT_PAISA): a rent or price times
 * its payment interval, or the rent grown by its increments before the end. Every amount typed is
 * at most that already; a charge is kept to it too, so a member's sums stay exact.
 */
function chargesTooLarge<U>(terms: AgreementTerms<U>): Record<string, string[]> | null {
  const fields: Record<string, string[]> = {}
  if (terms.leaseAmountPaisa * terms.paymentIntervalMonths > MAX_AMOUNT_PAISA) fields.leaseAmount = [AGREEMENT_MESSAGES.chargeTooLarge]
  else if (highestMonthlyRent(terms) * terms.paymentIntervalMonths > MAX_AMOUNT_PAISA) fields.incrementPercentage = [AGREEMENT_MESSAGES.rentGrowsTooLarge]
  ;(terms.utilities ?? []).forEach((utility, index) => {
    if ((utility.pricePaisa ?? 0) * utility.paymentIntervalMonths > MAX_AMOUNT_PAISA) fields[`utilities.${index}.price`] = [AGREEMENT_MESSAGES.chargeTooLarge]
  })
  return Object.keys(fields).length > 0 ? fields : null
}

/** One write: the idempotency claim, the rows, the answer stored, then the tenant's text queued once it commits. */
export async function writeAndText<T>(guard: WriteGuard<T> | undefined, write: (tx: Tx) => Promise<{ result: T; text: number | null }>): Promise<T> {
  const { result, text } = await prisma.$transaction(async (tx) => {
    await guard?.claim(tx)
    const written = await write(tx)
    await guard?.settle(tx, written.result)
    return written
  })
  if (text !== null) await enqueueSmsAfterCommit([text])
  return result
}
