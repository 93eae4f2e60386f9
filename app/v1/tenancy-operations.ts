// The /v1 operations of the whole tenancy: leases older than Bhadaa, extra charges,
// late fees; merged into `operations` (operations.ts). Contract: docs/LEDGER-INTERFACE.md.
import { z } from 'zod'
import { SettlementSchema } from '~/schemas/settlement-schemas'
import { BeforeBhadaaSchema, ChargeCancelSchema, ExtraChargeSchema, LATE_FEE_KINDS, LateFeeRuleSchema } from '~/schemas/charge-schemas'
import { type Operation, RecordIdSchema, roled } from './common-schemas'
import { ChargeJsonSchema } from './ledger-operations'

const date = z.iso.date()
const money = z.number().meta({ description: 'Rupees' })

export const BeforeBhadaaJsonSchema = z.object({
  paidUpTo: date.nullable().meta({ description: 'A.D.; every rent, utility and metered period ending on or before it was settled before Bhadaa. null: none' }),
  openingBalance: money.meta({ description: 'The tenant’s balance on paidUpTo: > 0 owed (a charge due that day), < 0 in credit, 0 none' }),
  settledCount: z.number().int().meta({ description: 'Charges settled before Bhadaa (status BEFORE_BHADAA)' }),
  settled: money.meta({ description: 'Their total' }),
})

export const LateFeeRuleJsonSchema = z.object({
  kind: z.enum(LATE_FEE_KINDS).meta({ description: 'NONE: no late fee (the default)' }),
  graceDays: z.number().int().nullable(),
  value: z.number().nullable().meta({ description: 'FLAT: rupees; PERCENT: a percentage of what is unpaid of the charge' }),
  cap: money.nullable().meta({ description: 'The highest fee; null for none' }),
  version: z.number().int().nullable().meta({ description: 'Raised on every change; each fee keeps the version that made it' }),
})

export const SettlementJsonSchema = z.object({
  agreementId: RecordIdSchema,
  moveOutDate: date.nullable().meta({ description: 'The day the tenant left (a terminated agreement’s move-out day, A.D.); null for an agreement that ran to its end' }),
  settledOn: date,
  deposit: money.meta({ description: 'The deposit, applied as a payment in (no receipt) to what is owed' }),
  unpaidDues: money.meta({ description: 'Unpaid on every charge before the settlement' }),
  credit: money.meta({ description: 'Paid ahead before the settlement; returned with the deposit' }),
  deductions: z.array(z.object({ reason: z.string(), amount: money })).meta({ description: 'Each an EXTRA charge with its reason' }),
  deductionsTotal: money,
  refund: money.meta({ description: 'Paid out to the tenant: a payment out (no receipt); 0 when none' }),
  owed: money.meta({ description: 'What the tenant still owes, left as open charges; 0 when none' }),
})

export const AgreementChargeJsonSchema = ChargeJsonSchema.extend({ agreementId: RecordIdSchema })

export const StatementQuerySchema = z.object({
  from: z.iso.date({ error: 'from must be a date as YYYY-MM-DD' }).optional().meta({ description: 'A.D.; default: the agreement’s start' }),
  to: z.iso.date({ error: 'to must be a date as YYYY-MM-DD' }).optional().meta({ description: 'A.D.; default: today in Nepal' }),
})

export const StatementJsonSchema = z.object({
  agreementId: RecordIdSchema,
  calendarType: z.enum(['AD', 'BS']),
  from: date,
  to: date,
  openingBalance: money.meta({ description: 'What the tenant owed before `from` (negative: credit)' }),
  lines: z.array(
    z.object({
      type: z.enum(['CHARGE', 'PAYMENT_IN', 'PAYMENT_OUT']),
      date,
      amount: money,
      balance: money.meta({ description: 'The running balance after the line' }),
      charge: ChargeJsonSchema.nullable(),
      payment: z.object({ id: RecordIdSchema, receiptNumber: z.number().int().nullable().meta({ description: 'null: the opening credit' }) }).nullable(),
    }),
  ),
  closingBalance: money,
  charged: money,
  received: money,
  paidOut: money,
  settledBeforeBhadaa: z.array(ChargeJsonSchema).meta({ description: 'Charges due in the range settled before Bhadaa: listed apart, in no balance' }),
})

export const tenancyOperations = {
  agreementStatement: {
    method: 'get',
    path: '/v1/member/agreement/{id}/statement',
    summary:
      'An agreement’s statement from `from` to `to`: the opening balance, each charge (on its due date) and payment with the running balance (what the tenant owes; negative is credit), the closing balance; cancelled charges and voided payments are left out, charges settled before Bhadaa listed apart. 400 on `to` before `from`',
    tag: 'ledger',
    auth: 'bearer',
    query: StatementQuerySchema,
    response: roled(StatementJsonSchema),
    errors: [404],
  },
  lateFeeRuleGet: {
    method: 'get',
    path: '/v1/member/agreement/{id}/late-fee',
    summary: 'An agreement’s late-fee rule',
    tag: 'ledger',
    auth: 'bearer',
    response: roled(LateFeeRuleJsonSchema),
    errors: [404],
  },
  lateFeeRuleSet: {
    method: 'post',
    path: '/v1/member/agreement/{id}/late-fee',
    summary:
      'Set an agreement’s late-fee rule (kind NONE removes it). The daily job adds a LATE_FEE charge, due that day, once to each charge still unpaid after `graceDays`: FLAT rupees, or PERCENT of what is unpaid, capped at `cap`; never on a late fee, never twice on a charge (also after a waiver or a rule change). Waive a fee with POST /v1/member/charge/{id}/cancel',
    tag: 'ledger',
    auth: 'bearer',
    body: LateFeeRuleSchema,
    response: roled(LateFeeRuleJsonSchema),
    errors: [404],
    idempotent: true,
  },
  extraChargeCreate: {
    method: 'post',
    path: '/v1/member/agreement/{id}/charge',
    summary:
      'Add a one-off charge (kind EXTRA: a repair, a water tanker) to a current agreement: paid oldest first like the rent (credit pays it at once) and reminded by SMS, named by its description. `dueDate` is YYYY-MM-DD in `calendarType`, within the agreement. 400 with fields; 409 when the agreement has ended or was terminated',
    tag: 'ledger',
    auth: 'bearer',
    body: ExtraChargeSchema,
    response: roled(AgreementChargeJsonSchema),
    errors: [404, 409],
    idempotent: true,
  },
  chargeCancel: {
    method: 'post',
    path: '/v1/member/charge/{id}/cancel',
    summary:
      'Cancel an unpaid extra charge, or waive a late fee, with a reason: it stays in the list, CANCELLED with its reason, and is never owed. 409 for any other charge or one of which anything is paid',
    tag: 'ledger',
    auth: 'bearer',
    body: ChargeCancelSchema,
    response: roled(AgreementChargeJsonSchema),
    errors: [404, 409],
    idempotent: true,
  },
  settlementGet: {
    method: 'get',
    path: '/v1/member/agreement/{id}/settlement',
    summary: 'The deposit settlement of an agreement. 404 until it is settled',
    tag: 'ledger',
    auth: 'bearer',
    response: roled(SettlementJsonSchema),
    errors: [404],
  },
  settlementCreate: {
    method: 'post',
    path: '/v1/member/agreement/{id}/settlement',
    summary:
      'Settle the deposit of a terminated or ended agreement, once: the deposit (optionally recorded as received now, `depositReceivedOn` in `calendarType` with `depositMethod`), minus the unpaid dues, minus the deductions (each with a reason, an EXTRA charge), gives a refund (a payment out, `refundMethod`) or what is still owed (left as open charges). The tenant gets an SMS. 400 with fields, e.g. `deductions` above the deposit plus the dues; 409 while the agreement is current or when it is already settled',
    tag: 'ledger',
    auth: 'bearer',
    body: SettlementSchema,
    response: roled(SettlementJsonSchema),
    errors: [404, 409],
    idempotent: true,
  },
  beforeBhadaaGet: {
    method: 'get',
    path: '/v1/member/agreement/{id}/before-bhadaa',
    summary: 'What of an agreement older than Bhadaa was settled before it: the day paid up to and the opening balance',
    tag: 'ledger',
    auth: 'bearer',
    response: roled(BeforeBhadaaJsonSchema),
    errors: [404],
  },
  beforeBhadaaSet: {
    method: 'post',
    path: '/v1/member/agreement/{id}/before-bhadaa',
    summary:
      'Say an agreement was paid up to a day before Bhadaa, with the tenant’s balance on it. Its rent, utility and metered charges whose period ends on or before the day become BEFORE_BHADAA (never owed, no receipt, no SMS, no reminder); a balance owed is an EXTRA charge due that day (`openingBalance: true`), a credit is money kept for the next charges (no receipt). Setting it again moves the day either way and replaces the balance. 400 on `paidUpTo` when it is outside the agreement, or when a payment recorded in Bhadaa pays a charge up to it (void that payment first)',
    tag: 'ledger',
    auth: 'bearer',
    body: BeforeBhadaaSchema,
    response: roled(BeforeBhadaaJsonSchema),
    errors: [404],
    idempotent: true,
  },
} satisfies Record<string, Operation>
