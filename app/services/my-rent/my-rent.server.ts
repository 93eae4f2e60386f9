// The tenant's own view (DESIGN §10): whoever is signed in with a verified phone sees the
// agreements recorded under the tenant with that phone, with any landlord, read-only. Every query
// here is scoped by that phone (never by an id alone): an agreement of another tenant is
// NotFoundError, exactly like one that does not exist. The ledger's own readers answer the dues,
// payments and receipts, called with the agreement's landlord only after the phone matched; the
// settlement (deposit, deductions, refund or amount owed) likewise.
import { type Balance, hasAmountDue } from '~/domain/ledger'
import { nepalToday } from '~/domain/nepal-time'
import { toNationalNumber } from '~/domain/phone'
import { Prisma } from '~/generated/prisma/client'
import { LEDGER_MESSAGES } from '~/schemas/ledger-schemas'
import { prisma } from '~/server/db.server'
import { AGREEMENT_VIEW_SELECT, type AgreementView, agreementViewOf, findAgreementViewRows } from '~/services/agreements/views.server'
import { NotFoundError } from '~/services/errors'
import { getLedger, getTenantLedgers, type Ledger } from '~/services/ledger/ledger.server'
import { getReceipt, type Receipt } from '~/services/ledger/receipts.server'
import { getSettlement, type SettlementView } from '~/services/settlements/settlements.server'
import { isRecordId } from '~/domain/record-id'
import { ensurePayCode, PAY_CODE_FACTS, type PayCodeFacts, payCodeFrom, payLinkWhilePayable, takesRentThroughPayPage } from '~/services/payments/pay-links.server'

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

const MY_RENT_SELECT = {
  ...AGREEMENT_VIEW_SELECT,
  member: { select: { id: true, firstName: true, lastName: true, phone: true } },
  renewedFromId: true,
} satisfies Prisma.AgreementSelect

type MyRentRow = Prisma.AgreementGetPayload<{ select: typeof MY_RENT_SELECT }>

function landlordOf(row: MyRentRow): Landlord {
  const { id, firstName, lastName, phone } = row.member
  return { id, firstName, lastName, name: `${firstName} ${lastName}`.trim(), phone, phoneNational: toNationalNumber(phone) }
}

/** An upcoming renewal's payments go to the agreement it renews, so nothing is asked for on it. */
export function paymentStateOf(agreement: AgreementView, renewedFromId: number | null, balance: Balance) {
  const paymentsGoTo = agreement.state === 'upcoming' ? renewedFromId : null
  return { paymentsGoTo, isPaymentDue: paymentsGoTo === null && hasAmountDue(balance) }
}

async function detailOf(row: MyRentRow, today: string): Promise<MyRentAgreementDetail> {
  const [ledger, settlement] = await Promise.all([getLedger(row.member.id, row.id, { today }), getSettlement(row.member.id, row.id)])
  const agreement = agreementViewOf(row, today)
  const { paymentsGoTo, isPaymentDue } = paymentStateOf(agreement, row.renewedFromId, ledger.balance)
  const payCode = paymentsGoTo === null ? await payCodeOf(agreement, row.member.id, ledger.balance, today) : null
  return { agreement, landlord: landlordOf(row), balance: ledger.balance, isPaymentDue, paymentsGoTo, payCode, ledger, settlement }
}

/** Rent due today or earlier on a live agreement (the pay page answers 404 otherwise): Pay is offered then, if the page takes rent. */
const payableNow = (agreement: AgreementView, balance: Balance, today: string) =>
  balance.dueNowPaisa > 0 && agreement.status === 'ACTIVE' && agreement.endDate >= today

/**
 * The agreement's pay code (made now if it has none) when its pay page would take money now:
 * rent due now on a live agreement, and a landlord with a connected gateway or a bank QR for the
 * property (the page shows it).
 */
async function payCodeOf(agreement: AgreementView, landlordId: number, balance: Balance, today: string): Promise<string | null> {
  if (!payableNow(agreement, balance, today)) return null
  if (!(await takesRentThroughPayPage(landlordId, agreement.property.id))) return null
  return ensurePayCode(agreement.id)
}

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
    rows.map(async (row): Promise<MyRentAgreement> => {
      const ledger = ledgers.get(row.id)
      if (!ledger) throw new NotFoundError(LEDGER_MESSAGES.agreementNotFound) // deleted between the two statements
      const agreement = agreementViewOf(row, today)
      const { paymentsGoTo, isPaymentDue } = paymentStateOf(agreement, row.renewedFromId, ledger.balance)
      const payCode = paymentsGoTo === null && payableNow(agreement, ledger.balance, today) ? await payCodeFrom(row.id, row.also) : null
      return { agreement, landlord: landlordOf(row), balance: ledger.balance, isPaymentDue, paymentsGoTo, payCode }
    }),
  )
  return agreements.sort(byCurrentThenNewest)
}

async function rowOfPhone(phone: string, agreementId: number): Promise<MyRentRow> {
  const row = isRecordId(agreementId) ? await prisma.agreement.findFirst({ where: { id: agreementId, tenant: { phone } }, select: MY_RENT_SELECT }) : null
  if (!row) throw new NotFoundError(LEDGER_MESSAGES.agreementNotFound)
  return row
}

/** One of the phone's agreements with its whole ledger; NotFoundError for anyone else's. */
export async function getMyRentAgreement(phone: string, agreementId: number, { today = nepalToday() }: { today?: string } = {}): Promise<MyRentAgreementDetail> {
  return detailOf(await rowOfPhone(phone, agreementId), today)
}

/** A receipt of one of the phone's agreements (receipt numbers are per landlord, so the agreement names the landlord). */
export async function getMyRentReceipt(phone: string, agreementId: number, receiptNumber: number): Promise<Receipt> {
  const row = await rowOfPhone(phone, agreementId)
  const receipt = await getReceipt(row.member.id, receiptNumber)
  if (receipt.agreement.id !== row.id) throw new NotFoundError(LEDGER_MESSAGES.paymentNotFound)
  return receipt
}

/** The pay link of one of the phone's agreements while it is payable (its landlord takes online payment or has a bank QR); else null. */
export async function getMyRentPayLink(phone: string, agreementId: number): Promise<string | null> {
  const row = await rowOfPhone(phone, agreementId)
  return payLinkWhilePayable(row.member.id, row.id)
}

export type MyRentSettlement = { tenancy: MyRentAgreementDetail; settlement: SettlementView }

/** The settlement statement of one of the phone's agreements; NotFoundError for anyone else's, or before it is settled. */
export async function getMyRentSettlement(phone: string, agreementId: number, { today = nepalToday() }: { today?: string } = {}): Promise<MyRentSettlement> {
  const detail = await getMyRentAgreement(phone, agreementId, { today })
  if (!detail.settlement) throw new NotFoundError(LEDGER_MESSAGES.agreementNotFound)
  return { tenancy: detail, settlement: detail.settlement }
}
