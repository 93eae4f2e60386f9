// The /v1 shapes (app/v1/ledger-operations.ts) of the ledger service's types: money in rupees.
import type { z } from 'zod'
import type { BalanceJsonSchema, ChargeJsonSchema, PaymentJsonSchema } from '~/v1/ledger-operations'
import { paisaToRupees } from '~/domain/money'
import type { Balance } from '~/domain/ledger'
import type { ChargeLine, PaymentLine } from '~/services/ledger/ledger.server'

type Json<S extends z.ZodType> = z.input<S>

export function chargeJson(charge: ChargeLine): Json<typeof ChargeJsonSchema> {
  const { amountPaisa, paidPaisa, ...rest } = charge
  return { ...rest, amount: paisaToRupees(amountPaisa), paid: paisaToRupees(paidPaisa) }
}

export function balanceJson(balance: Balance): Json<typeof BalanceJsonSchema> {
  return {
    dueNow: paisaToRupees(balance.dueNowPaisa),
    overdue: paisaToRupees(balance.overduePaisa),
    credit: paisaToRupees(balance.creditPaisa),
    oldestUnpaidDueDate: balance.oldestUnpaidDueDate,
    next: balance.next ? { dueDate: balance.next.dueDate, unpaid: paisaToRupees(balance.next.unpaidPaisa) } : null,
  }
}

export function paymentJson(agreementId: number, payment: PaymentLine): Json<typeof PaymentJsonSchema> {
  const { amountPaisa, paidFor, ...rest } = payment
  return {
    ...rest,
    agreementId,
    amount: paisaToRupees(amountPaisa),
    paidFor: paidFor.map((part) => ({ chargeId: part.chargeId, amount: paisaToRupees(part.amountPaisa) })),
  }
}

