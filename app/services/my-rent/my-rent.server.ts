// The tenant's own view (DESIGN §10): whoever is signed in with a verified phone sees the
// agreements recorded under the tenant with that phone, with any landlord, read-only. Every query
// here is scoped by that phone (never by an id alone): an agreement of another tenant is
// NotFoundError, exactly like one that does not exist. The ledger's and the settlement's own SQL
// answer the dues, payments and receipts and the move-out, read in the agreement's statement, which
// returns its row only when the phone matched (ADR 069).
import { type Balance, hasAmountDue } from '~/domain/ledger'
import { nepalToday } from '~/domain/nepal-time'
import { toNationalNumber } from '~/domain/phone'
import { isRecordId } from '~/domain/record-id'
import { Prisma } from '~/generated/prisma/client'
import { LEDGER_MESSAGES } from '~/schemas/ledger-schemas'
import { prisma, readRows } from '~/server/db.server'
import {
  AGREEMENT_VIEW_FROM,
  AGREEMENT_VIEW_JSON,
  type AgreementView,
  type AgreementViewJson,
  type AgreementViewRow,
  agreementViewOf,
  agreementViewRowOf,
  findAgreementViewRows,
  findTenantAgreement,
} from '~/services/agreements/views.server'
import { NotFoundError } from '~/services/errors'
import { getTenantLedgers, LEDGER_JSON, type Ledger, ledgerOf } from '~/services/ledger/ledger.server'
import type { LedgerJson } from '~/services/ledger/lines.server'
import { getReceipt, type Receipt } from '~/services/ledger/receipts.server'
import { SETTLEMENT_JSON, type SettlementJson, settlementFrom, type SettlementView } from '~/services/settlements/settlements.server'
import { PAY_CODE_FACTS, type PayCodeFacts, payCodeFrom, payLinkWhilePayable } from '~/services/payments/pay-links.server'

export type Landlord = { id: number; firstName: string; lastName: string; name: string; phone: string; phoneNational: string }

export type MyRentAgreement = {
  agreement: AgreementView
  landlord: Landlord
  balance: Balance
  /** Something is owed (now or on a later charge): "I paid" and Pay are offered only then. */
  isPaymentDue: boolean
  /** An upcoming renewal: the agreement it renews, which takes every payment until the renewal starts (ADR 021); else null. */
  paymentsGoTo: number | null
  /** The pay code of its pay page (/p/<code>) while rent is due now and the page can take it online; else null. */
  payCode: string | null
}

export type MyRentAgreementDetail = MyRentAgreement & { ledger: Ledger; settlement: SettlementView | null }

function landlordOf(row: AgreementViewRow): Landlord {
  const { id, firstName, lastName, phone } = row.member
  return { id, firstName, lastName, name: `${firstName} ${lastName}`.trim(), phone, phoneNational: toNationalNumber(phone) }
}

/** An upcoming renewal's payments go to the agreement it renews, so nothing is asked for on it. */
export function paymentStateOf(agreement: AgreementView, renewedFromId: number | null, balance: Balance) {
  const paymentsGoTo = agreement.state === 'upcoming' ? renewedFromId : null
  return { paymentsGoTo, isPaymentDue: paymentsGoTo === null && hasAmountDue(balance) }
}

/** One of the phone's agreements on `today` from its row, its ledger and its pay-code facts (made now if it needs one and has none). */
async function tenancyOf(row: AgreementViewRow, ledger: Ledger, facts: PayCodeFacts, today: string): Promise<MyRentAgreement> {
  const agreement = agreementViewOf(row, today)
  const { paymentsGoTo, isPaymentDue } = paymentStateOf(agreement, row.renewedFromId, ledger.balance)
  const payCode = paymentsGoTo === null && payableNow(agreement, ledger.balance, today) ? await payCodeFrom(row.id, facts) : null
  return { agreement, landlord: landlordOf(row), balance: ledger.balance, isPaymentDue, paymentsGoTo, payCode }
}

/** Rent due today or earlier on a live agreement (the pay page answers 404 otherwise): Pay is offered then, if the page takes rent. */
const payableNow = (agreement: AgreementView, balance: Balance, today: string) =>
  balance.dueNowPaisa > 0 && agreement.status === 'ACTIVE' && agreement.endDate >= today

// One current lease per unit: a renewal is upcoming (listed after the current ones) until it starts.
const STATE_ORDER = { current: 0, upcoming: 1, past: 2 } as const

/** Current agreements first, then upcoming ones, then past ones; the newest first in each. */
function byCurrentThenNewest(a: MyRentAgreement, b: MyRentAgreement) {
  return STATE_ORDER[a.agreement.state] - STATE_ORDER[b.agreement.state] || b.agreement.startDate.localeCompare(a.agreement.startDate) || b.agreement.id - a.agreement.id
}

/**
 * Every agreement whose tenant has `phone` (E.164, verified), current and past, with its balance on
 * `today`: two statements side by side (the agreements with their landlords and pay-code facts, and
 * their ledgers), whatever the number of agreements.
 */
export async function listMyRentAgreements(phone: string, { today = nepalToday() }: { today?: string } = {}): Promise<MyRentAgreement[]> {
  const [rows, ledgers] = await Promise.all([
    findAgreementViewRows<PayCodeFacts>(prisma, Prisma.sql`t."phone" = ${phone}`, PAY_CODE_FACTS),
    getTenantLedgers(phone, { today }),
  ])
  const agreements = await Promise.all(
    rows.map(async (row) => {
      const ledger = ledgers.get(row.id)
      if (!ledger) throw new NotFoundError(LEDGER_MESSAGES.agreementNotFound) // deleted between the two statements
      return tenancyOf(row, ledger, row.also, today)
    }),
  )
  return agreements.sort(byCurrentThenNewest)
}

/** The columns of getMyRentAgreement's statement, on AGREEMENT_VIEW_FROM: a caller may read more beside them (`readTenancy`). */
export const TENANCY_COLUMNS = Prisma.sql`${AGREEMENT_VIEW_JSON} AS "agreement", ${LEDGER_JSON} AS "ledger",
  ${SETTLEMENT_JSON} AS "settlement", ${PAY_CODE_FACTS} AS "payCodeFacts"`

export type TenancyJson = { agreement: AgreementViewJson; ledger: LedgerJson; settlement: SettlementJson | null; payCodeFacts: PayCodeFacts }

/**
 * One of the phone's agreements as `columns` (TENANCY_COLUMNS and what else the caller reads of
 * it), in one statement; NotFoundError for anyone else's. What the columns read of other tables
 * may be scoped by the agreement's id alone: the row comes back only when its tenant has `phone`.
 */
export async function readTenancy<Row extends TenancyJson>(phone: string, agreementId: number, columns: Prisma.Sql = TENANCY_COLUMNS): Promise<Row> {
  const [row] = isRecordId(agreementId)
    ? await readRows<Row>(Prisma.sql`SELECT ${columns} FROM ${AGREEMENT_VIEW_FROM} WHERE a."id" = ${agreementId} AND t."phone" = ${phone}`)
    : []
  if (!row) throw new NotFoundError(LEDGER_MESSAGES.agreementNotFound)
  return row
}

/** getMyRentAgreement's answer from TENANCY_COLUMNS. */
export async function tenancyDetailFrom(row: TenancyJson, today: string): Promise<MyRentAgreementDetail> {
  const ledger = ledgerOf(row.ledger, today)
  const tenancy = await tenancyOf(agreementViewRowOf(row.agreement), ledger, row.payCodeFacts, today)
  return { ...tenancy, ledger, settlement: settlementFrom(row.settlement) }
}

/** One of the phone's agreements with its whole ledger and its settlement; NotFoundError for anyone else's. One statement. */
export async function getMyRentAgreement(phone: string, agreementId: number, { today = nepalToday() }: { today?: string } = {}): Promise<MyRentAgreementDetail> {
  return tenancyDetailFrom(await readTenancy(phone, agreementId), today)
}

/** The landlord's id of one of the phone's agreements; NotFoundError for anyone else's. */
const landlordIdOf = async (phone: string, agreementId: number) => (await findTenantAgreement(phone, agreementId, { memberId: true })).memberId

/** A receipt of one of the phone's agreements (receipt numbers are per landlord, so the agreement names the landlord). */
export async function getMyRentReceipt(phone: string, agreementId: number, receiptNumber: number): Promise<Receipt> {
  const receipt = await getReceipt(await landlordIdOf(phone, agreementId), receiptNumber)
  if (receipt.agreement.id !== agreementId) throw new NotFoundError(LEDGER_MESSAGES.paymentNotFound)
  return receipt
}

/** The pay link of one of the phone's agreements while it is payable (its landlord takes online payment or has a bank QR); else null. */
export async function getMyRentPayLink(phone: string, agreementId: number): Promise<string | null> {
  return payLinkWhilePayable(await landlordIdOf(phone, agreementId), agreementId)
}

export type MyRentSettlement = { tenancy: MyRentAgreementDetail; settlement: SettlementView }

/** The settlement statement of one of the phone's agreements; NotFoundError for anyone else's, or before it is settled. */
export async function getMyRentSettlement(phone: string, agreementId: number, { today = nepalToday() }: { today?: string } = {}): Promise<MyRentSettlement> {
  const detail = await getMyRentAgreement(phone, agreementId, { today })
  if (!detail.settlement) throw new NotFoundError(LEDGER_MESSAGES.agreementNotFound)
  return { tenancy: detail, settlement: detail.settlement }
}
