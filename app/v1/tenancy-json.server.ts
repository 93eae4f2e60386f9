// The /v1 shapes (app/v1/tenancy-operations.ts) of the tenancy services' types: money in rupees.
import type { z } from 'zod'
import { paisaToRupees } from '~/domain/money'
import type { ChargeWithAgreement } from '~/services/ledger/extra-charges.server'
import type { BeforeBhadaa } from '~/services/ledger/opening-balance.server'
import type { LateFeeRuleView } from '~/services/ledger/late-fees.server'
import type { AgreementStatement } from '~/services/ledger/statements.server'
import type { SettlementView } from '~/services/settlements/settlements.server'
import { chargeJson } from './ledger-json.server'
import type { AgreementChargeJsonSchema, BeforeBhadaaJsonSchema, LateFeeRuleJsonSchema, SettlementJsonSchema, StatementJsonSchema } from './tenancy-operations'

export function statementJson(statement: AgreementStatement): z.input<typeof StatementJsonSchema> {
  return {
    agreementId: statement.agreement.id,
    calendarType: statement.agreement.calendar,
    from: statement.from,
    to: statement.to,
    openingBalance: paisaToRupees(statement.openingBalancePaisa),
    lines: statement.lines.map((line) => ({
      type: line.type,
      date: line.date,
      amount: paisaToRupees(line.amountPaisa),
      balance: paisaToRupees(line.balancePaisa),
      charge: line.type === 'CHARGE' ? chargeJson(line.charge) : null,
      payment: line.type === 'CHARGE' ? null : line.payment,
    })),
    closingBalance: paisaToRupees(statement.closingBalancePaisa),
    charged: paisaToRupees(statement.chargedPaisa),
    received: paisaToRupees(statement.receivedPaisa),
    paidOut: paisaToRupees(statement.paidOutPaisa),
    settledBeforeBhadaa: statement.settledBeforeBhadaa.map(chargeJson),
  }
}

export function lateFeeRuleJson(rule: LateFeeRuleView | null): z.input<typeof LateFeeRuleJsonSchema> {
  if (!rule) return { kind: 'NONE', graceDays: null, value: null, cap: null, version: null }
  return {
    kind: rule.kind,
    graceDays: rule.graceDays,
    value: rule.kind === 'FLAT' ? paisaToRupees(rule.value) : rule.value,
    cap: rule.capPaisa == null ? null : paisaToRupees(rule.capPaisa),
    version: rule.version,
  }
}

export function agreementChargeJson(charge: ChargeWithAgreement): z.input<typeof AgreementChargeJsonSchema> {
  return { ...chargeJson(charge), agreementId: charge.agreementId }
}

export function beforeBhadaaJson(value: BeforeBhadaa): z.input<typeof BeforeBhadaaJsonSchema> {
  return {
    paidUpTo: value.paidUpTo,
    openingBalance: paisaToRupees(value.openingBalancePaisa),
    settledCount: value.settledCount,
    settled: paisaToRupees(value.settledPaisa),
  }
}

export function settlementJson(settlement: SettlementView): z.input<typeof SettlementJsonSchema> {
  return {
    agreementId: settlement.agreementId,
    moveOutDate: settlement.moveOutDate,
    settledOn: settlement.settledOn,
    deposit: paisaToRupees(settlement.depositPaisa),
    unpaidDues: paisaToRupees(settlement.unpaidDuesPaisa),
    credit: paisaToRupees(settlement.creditPaisa),
    deductions: settlement.deductions.map((deduction) => ({ reason: deduction.reason, amount: paisaToRupees(deduction.amountPaisa) })),
    deductionsTotal: paisaToRupees(settlement.deductionsPaisa),
    refund: paisaToRupees(settlement.refundPaisa),
    owed: paisaToRupees(settlement.owedPaisa),
  }
}
