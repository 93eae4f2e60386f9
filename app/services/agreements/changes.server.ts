// Changing an agreement's terms (DESIGN §11, ADR 021; rules: app/domain/agreement-change.ts; contract:
// docs/LEDGER-INTERFACE.md §"Changes and renewals"), and the history of its changes and renewals.
// A change sets new terms (rent, utility prices, payment interval and day, increments, end date)
// from an effective date within the agreement. Charges due before it, paid or partly paid ones,
// ones settled before Bhadaa and every METERED/EXTRA/LATE_FEE charge stay as they are; the other
// RENT/UTILITY charges are made again from the new terms, keeping their ids where the period is the
// same (planAgreementChange). The row keeps who, when, why and the terms before and after. The
// tenant is texted once (outbox key `agreement-changed:<changeId>`). Renewals: renewals.server.ts.
import { actedForOwner, type PropertyAccess } from '~/services/team/access.server'
import { planAgreementChange, type ExistingCharge } from '~/domain/agreement-change'
import { dateColumn, isoDateOf } from '~/domain/ad-date'
import { type AddendumDocument, type AddendumInput, leaseAddendum } from '~/domain/lease-addendum'
import type { LeaseLanguage } from '~/domain/lease-dates'
import { nepalToday } from '~/domain/nepal-time'
import { isRecordId } from '~/domain/record-id'
import { monthlyRentOn } from '~/domain/rent-schedule'
import { AGREEMENT_MESSAGES } from '~/schemas/agreement-rules'
import { type AgreementChangeInput, CHANGE_MESSAGES } from '~/schemas/agreement-change-schemas'
import { Prisma } from '~/generated/prisma/client'
import { prisma, type Tx } from '~/server/db.server'
import { jsonRows, readJson } from '~/services/json-rows.server'
import { ConflictError, NotFoundError, ValidationError } from '~/services/errors'
import type { WriteGuard } from '~/services/idempotency.server'
import { writeScheduledCharges } from '~/services/ledger/charges.server'
import { reallocateAgreement } from '~/services/ledger/ledger.server'
import { recordAgreementChanged } from '~/services/sms/change-texts.server'
import { type AgreementRow, checkSchedule, invalid, ownAgreement, patched, recordOf, scheduleTerms, type TermsRecord, writeAndText } from './terms.server'
import { fullName } from '~/domain/person-name'

export type { TermsRecord }

export type AgreementChangeView = {
  id: number
  agreementId: number
  kind: 'CHANGE' | 'RENEWAL'
  effectiveDate: string
  reason: string
  oldTerms: TermsRecord
  newTerms: TermsRecord
  /** The renewal's new agreement (RENEWAL). */
  renewalId: number | null
  changedBy: string
  createdAt: string
}

export type ChangeResult = { change: AgreementChangeView; cancelled: number; rewritten: number; created: number }

const sameTerms = (a: TermsRecord, b: TermsRecord) => JSON.stringify(a) === JSON.stringify(b)

// Current or upcoming: an upcoming renewal's terms may still change before it starts.
const isCurrent = (row: AgreementRow, today: string) => row.status === 'ACTIVE' && isoDateOf(row.endDate) >= today

/**
 * Changes a current agreement's terms from `input.effectiveDate` (see the head of this file).
 * ValidationError (nothing written): an effective date before the start or after the end, nothing
 * changed, a rent or price not above 0, terms that make no schedule, a new end date on a renewed
 * agreement. ConflictError when the agreement is not current.
 */
export async function changeAgreement(
  memberId: number,
  agreementId: number,
  input: AgreementChangeInput,
  { now = new Date(), guard, by }: { now?: Date; guard?: WriteGuard<ChangeResult>; by?: PropertyAccess } = {},
): Promise<ChangeResult> {
  const today = nepalToday(now)
  return writeAndText(guard, async (tx) => {
    const row = await ownAgreement(tx, memberId, agreementId, true)
    if (!isCurrent(row, today)) throw new ConflictError(CHANGE_MESSAGES.notCurrent)
    const oldTerms = recordOf(row)
    const newTerms = patched(oldTerms, input.terms)
    const fields: Record<string, string[]> = {}
    if (input.effectiveDate < oldTerms.startDate || input.effectiveDate > oldTerms.endDate || input.effectiveDate > newTerms.endDate) {
      fields.effectiveDate = [CHANGE_MESSAGES.effectiveOutside]
    }
    if (newTerms.endDate !== oldTerms.endDate && row.renewedBy) fields.endDate = [CHANGE_MESSAGES.renewedEnd]
    else if (newTerms.endDate < today) fields.endDate = [AGREEMENT_MESSAGES.endDatePassed]
    if (Object.keys(fields).length > 0) throw invalid(fields)
    if (sameTerms(oldTerms, newTerms)) throw new ValidationError(CHANGE_MESSAGES.nothingChanged, {})
    const terms = scheduleTerms(row, newTerms)
    checkSchedule(terms)

    const stored = await tx.charge.findMany({
      where: { agreementId },
      select: { id: true, kind: true, agreementUtilityId: true, periodStart: true, periodEnd: true, dueDate: true, amountPaisa: true, paidPaisa: true, status: true },
    })
    const existing: ExistingCharge<number>[] = stored.map((charge) => ({
      id: charge.id,
      kind: charge.kind,
      utilityId: charge.kind === 'UTILITY' ? charge.agreementUtilityId : null,
      periodStart: isoDateOf(charge.periodStart),
      periodEnd: isoDateOf(charge.periodEnd),
      dueDate: isoDateOf(charge.dueDate),
      amountPaisa: Number(charge.amountPaisa),
      paidPaisa: Number(charge.paidPaisa),
      status: charge.status,
    }))
    const plan = planAgreementChange(existing, terms, input.effectiveDate)
    if (plan.cancelled.length > 0) {
      await tx.charge.updateMany({
        where: { id: { in: plan.cancelled.map((charge) => charge.id) }, paidPaisa: 0 },
        data: { status: 'CANCELLED', cancelReason: input.reason, cancelledAt: now },
      })
    }
    const rewritten = plan.kept.filter(({ changed }) => changed)
    for (const { charge, next } of rewritten) {
      await tx.charge.update({
        where: { id: charge.id },
        data: { periodStart: dateColumn(next.periodStart), periodEnd: dateColumn(next.periodEnd), dueDate: dateColumn(next.dueDate), amountPaisa: BigInt(next.amountPaisa) },
      })
    }
    await writeScheduledCharges(tx, agreementId, plan.created)
    await tx.agreement.update({
      where: { id: agreementId },
      data: {
        endDate: dateColumn(newTerms.endDate),
        leaseAmountPaisa: BigInt(newTerms.leaseAmountPaisa),
        paymentIntervalMonths: newTerms.paymentIntervalMonths,
        paymentDayOfMonth: newTerms.paymentDayOfMonth,
        incrementPercentage: newTerms.incrementPercentage,
        incrementIntervalYears: newTerms.incrementIntervalYears,
      },
    })
    for (const line of newTerms.utilities) {
      const utility = row.utilities.find((known) => known.utilityOptionId === line.utilityId)!
      if (line.pricePaisa !== (utility.pricePaisa === null ? null : Number(utility.pricePaisa))) {
        await tx.agreementUtility.update({ where: { id: utility.id }, data: { pricePaisa: line.pricePaisa === null ? null : BigInt(line.pricePaisa) } })
      }
    }
    await reallocateAgreement(tx, agreementId)
    const saved = await tx.agreementChange.create({
      data: { agreementId, memberId, kind: 'CHANGE', effectiveDate: dateColumn(input.effectiveDate), reason: input.reason, oldTerms, newTerms, recordedByMemberId: actedForOwner(by) },
      select: { id: true },
    })
    const rentThen = monthlyRentOn(terms, input.effectiveDate)
    const text = await recordAgreementChanged(tx, agreementId, saved.id, { effectiveDate: input.effectiveDate, rentPaisa: rentThen, endDate: newTerms.endDate })
    const change = (await changesIn(tx, memberId, agreementId)).find((line) => line.id === saved.id)!
    return { result: { change, cancelled: plan.cancelled.length, rewritten: rewritten.length, created: plan.created.length }, text }
  })
}

// ---------------------------------------------------------------------------------------------
// Reads

/** The agreement's changes and its renewal, oldest first; the renewal that made it first of all. */
export async function listAgreementChanges(memberId: number, agreementId: number): Promise<AgreementChangeView[]> {
  await ownAgreement(prisma, memberId, agreementId)
  return changesIn(prisma, memberId, agreementId)
}

/** The history as `listAgreementChanges` answers it, for an agreement the caller has scoped to the member. */
export async function changesIn(db: Tx, memberId: number, agreementId: number): Promise<AgreementChangeView[]> {
  return changesFrom(await readJson<ChangeJson[]>(changesJson(memberId, agreementId), db), agreementId)
}

/** The member's changes and renewal of an agreement, as JSON (jsonRows) for `changesFrom`. */
export function changesJson(memberId: number, agreementId: number): Prisma.Sql {
  return jsonRows(
    Prisma.sql`
    SELECT ch."id", ch."agreementId", ch."kind", ch."effectiveDate", ch."reason", ch."oldTerms", ch."newTerms", ch."renewalId", ch."createdAt",
           m."firstName", m."lastName"
    FROM "AgreementChange" ch JOIN "Member" m ON m."id" = coalesce(ch."recordedByMemberId", ch."memberId")
    WHERE ch."memberId" = ${memberId} AND (ch."agreementId" = ${agreementId} OR ch."renewalId" = ${agreementId})`,
    Prisma.sql`x."createdAt", x."id"`,
  )
}

type ChangeJson = Omit<AgreementChangeView, 'changedBy'> & { firstName: string; lastName: string }

/** The history of `agreementId` from `changesJson`, as `listAgreementChanges` answers it. */
export function changesFrom(rows: ChangeJson[], agreementId: number): AgreementChangeView[] {
  // The renewal that made this agreement comes first: it is where its terms begin.
  const sorted = [...rows].sort((a, b) => Number(b.renewalId === agreementId) - Number(a.renewalId === agreementId))
  return sorted.map(({ firstName, lastName, ...row }) => ({
    ...row,
    effectiveDate: isoDateOf(new Date(row.effectiveDate)),
    changedBy: `${firstName} ${lastName}`.trim(),
    createdAt: new Date(row.createdAt).toISOString(),
  }))
}

export type Addendum = { agreementId: number; agreementName: string; calendar: 'AD' | 'BS'; documents: AddendumDocument[] }

/** The addendum to the agreement's lease in each language asked (the renewal that made it first, then its changes and its renewal). */
export async function getAddendum(memberId: number, agreementId: number, languages: readonly LeaseLanguage[]): Promise<Addendum> {
  if (!isRecordId(agreementId)) throw new NotFoundError(CHANGE_MESSAGES.agreementNotFound)
  const row = await prisma.agreement.findFirst({
    where: { id: agreementId, memberId },
    select: {
      id: true,
      name: true,
      calendar: true,
      member: { select: { firstName: true, lastName: true } },
      tenant: { select: { firstName: true, lastName: true } },
      property: { select: { name: true } },
      unit: { select: { name: true } },
    },
  })
  if (!row) throw new NotFoundError(CHANGE_MESSAGES.agreementNotFound)
  const changes = await changesIn(prisma, memberId, agreementId)
  const input: AddendumInput = {
    agreementId,
    calendar: row.calendar,
    landlordName: fullName(row.member),
    tenantName: fullName(row.tenant),
    place: row.unit ? `${row.property.name}, ${row.unit.name}` : row.property.name,
    changes: changes.map((change) => ({ ...change, agreedOn: nepalToday(new Date(change.createdAt)) })),
  }
  return { agreementId, agreementName: row.name, calendar: row.calendar, documents: languages.map((language) => leaseAddendum(input, language)) }
}
