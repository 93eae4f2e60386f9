// An agreement's statement for a date range (rules: app/domain/statement.ts): the
// opening balance, each charge (on its due date) and payment in the range with the running
// balance, the closing balance, and the charges settled before Bhadaa listed apart. It reads the
// one ledger's rows and keeps nothing of its own. Dates are A.D.; screens show them in the
// agreement's calendar. The landlord asks by member, the tenant by their verified phone (the
// tenant sees it too); both read the same agreement rows once the scope matched.
import type { CalendarType } from '~/domain/calendar-type'
import type { ChargeLine } from '~/domain/ledger'
import { LEDGER_MESSAGES } from '~/schemas/ledger-schemas'
import { CHARGE_MESSAGES as M } from '~/schemas/charge-schemas'
import { isAdDate } from '~/domain/ad-date'
import { nepalToday } from '~/domain/nepal-time'
import { buildStatement, type Statement } from '~/domain/statement'
import type { Prisma } from '~/generated/prisma/client'
import { prisma } from '~/server/db.server'
import { NotFoundError, ValidationError } from '~/services/errors'
import { isoDateOf } from '~/domain/ad-date'
import { CHARGE_SELECT, chargeLineOf } from './lines.server'
import { isRecordId } from '~/domain/record-id'
import { fullName } from '~/domain/person-name'

export type AgreementStatement = Omit<Statement, 'lines' | 'settledBeforeBhadaa'> & {
  agreement: { id: number; name: string; calendar: CalendarType; tenantName: string; propertyName: string; unitName: string | null; startDate: string; endDate: string }
  lines: Array<
    | { type: 'CHARGE'; date: string; charge: ChargeLine; amountPaisa: number; balancePaisa: number }
    | { type: 'PAYMENT_IN' | 'PAYMENT_OUT'; date: string; payment: { id: number; receiptNumber: number | null }; amountPaisa: number; balancePaisa: number }
  >
  settledBeforeBhadaa: ChargeLine[]
}

/** Whose statement: the landlord's (by member) or the tenant's (by verified phone, any landlord). */
export type StatementScope = { memberId: number } | { tenantPhone: string }

type StatementRange = { from?: string | null; to?: string | null }

function agreementWhere(scope: StatementScope, agreementId: number): Prisma.AgreementWhereInput {
  return 'memberId' in scope ? { id: agreementId, memberId: scope.memberId } : { id: agreementId, tenant: { phone: scope.tenantPhone } }
}

/** The agreement a statement page is about (its calendar reads the typed range); NotFoundError outside the scope. */
export async function getStatementAgreement(scope: StatementScope, agreementId: number): Promise<{ id: number; name: string; calendar: CalendarType }> {
  const agreement = isRecordId(agreementId)
    ? await prisma.agreement.findFirst({ where: agreementWhere(scope, agreementId), select: { id: true, name: true, calendar: true } })
    : null
  if (!agreement) throw new NotFoundError(LEDGER_MESSAGES.agreementNotFound)
  return agreement
}

/**
 * The statement of one of the member's agreements from `from` to `to` (A.D., inclusive; by
 * default its start and today in Nepal, or its start alone before it starts). ValidationError on
 * `to` when it is before `from`.
 */
export function getStatement(memberId: number, agreementId: number, range: StatementRange = {}): Promise<AgreementStatement> {
  return getScopedStatement({ memberId }, agreementId, range)
}

/** The same statement of one of the agreements whose tenant has `phone` (verified); NotFoundError for anyone else's. */
export function getMyRentStatement(phone: string, agreementId: number, range: StatementRange = {}): Promise<AgreementStatement> {
  return getScopedStatement({ tenantPhone: phone }, agreementId, range)
}

/** The statement within `scope`: the one building code behind both entry points. */
export async function getScopedStatement(scope: StatementScope, agreementId: number, range: StatementRange = {}): Promise<AgreementStatement> {
  const agreement = isRecordId(agreementId)
    ? await prisma.agreement.findFirst({
        where: agreementWhere(scope, agreementId),
        select: {
          id: true,
          name: true,
          calendar: true,
          startDate: true,
          endDate: true,
          tenant: { select: { firstName: true, lastName: true } },
          property: { select: { name: true } },
          unit: { select: { name: true } },
        },
      })
    : null
  if (!agreement) throw new NotFoundError(LEDGER_MESSAGES.agreementNotFound)
  const from = range.from || isoDateOf(agreement.startDate)
  if (!isAdDate(from)) throw new ValidationError(LEDGER_MESSAGES.invalid, { from: ['Enter the date as YYYY-MM-DD'] })
  // To today, or to the start when that is later (an agreement that starts later, or a start asked
  // for past today): to today would end the statement before it starts.
  const today = nepalToday()
  const to = range.to || (today < from ? from : today)
  if (!isAdDate(to)) throw new ValidationError(LEDGER_MESSAGES.invalid, { to: ['Enter the date as YYYY-MM-DD'] })
  if (to < from) throw new ValidationError(LEDGER_MESSAGES.invalid, { to: [M.statementEndBeforeStart] })

  const [chargeRows, payments] = await Promise.all([
    prisma.charge.findMany({ where: { agreementId }, select: CHARGE_SELECT }),
    prisma.payment.findMany({ where: { agreementId }, select: { id: true, receiptNumber: true, amountPaisa: true, paidOn: true, voidedAt: true } }),
  ])
  const charges = new Map(chargeRows.map((row) => [row.id, chargeLineOf(row)]))
  const receipts = new Map(payments.map((payment) => [payment.id, payment.receiptNumber]))
  const statement = buildStatement(
    [...charges.values()].map((charge) => ({ ...charge, settledBeforeBhadaa: charge.status === 'BEFORE_BHADAA' })),
    payments.map((payment) => ({ id: payment.id, date: isoDateOf(payment.paidOn), amountPaisa: Math.abs(Number(payment.amountPaisa)), direction: payment.amountPaisa < 0n ? 'OUT' : 'IN', voided: payment.voidedAt !== null })),
    { from, to },
  )
  return {
    ...statement,
    agreement: {
      id: agreement.id,
      name: agreement.name,
      calendar: agreement.calendar,
      tenantName: fullName(agreement.tenant),
      propertyName: agreement.property.name,
      unitName: agreement.unit?.name ?? null,
      startDate: isoDateOf(agreement.startDate),
      endDate: isoDateOf(agreement.endDate),
    },
    lines: statement.lines.map((line) =>
      line.type === 'CHARGE'
        ? { ...line, charge: charges.get(line.charge.id)! }
        : { ...line, payment: { id: line.payment.id, receiptNumber: receipts.get(line.payment.id) ?? null } },
    ),
    settledBeforeBhadaa: statement.settledBeforeBhadaa.map((charge) => charges.get(charge.id)!),
  }
}
