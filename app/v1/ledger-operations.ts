// The /v1 operations of Dues, payments, receipts and the SMS log; merged into `operations` (operations.ts).
import { STORED_LANGUAGES } from '~/domain/language'
import { z } from 'zod'
import { ApiPageSchema, ApiPageSizeSchema, DEFAULT_PAGE_SIZE } from '~/schemas/paging'
import { CHARGE_KINDS } from '~/domain/charge-kind'
import { CALENDAR_TYPES } from '~/schemas/agreement-schemas'
import { type Operation, RecordIdSchema, roled } from './common-schemas'
import { PAYMENT_METHODS, PaymentCreateSchema, PaymentVoidSchema } from '~/schemas/ledger-schemas'

const date = z.iso.date()
const money = z.number().meta({ description: 'Rupees' })

export const ChargeJsonSchema = z.object({
  id: RecordIdSchema,
  kind: z.enum(CHARGE_KINDS).meta({ description: 'RENT, UTILITY (fixed monthly), METERED (from a meter reading), EXTRA (one-off) or LATE_FEE' }),
  utilityId: z.string().nullable().meta({ description: 'The utility (`Electricity`, ...) of a UTILITY charge; null for rent' }),
  periodStart: date,
  periodEnd: date,
  dueDate: date,
  amount: money,
  paid: money,
  status: z.enum(['DUE', 'PARTIAL', 'PAID', 'CANCELLED', 'BEFORE_BHADAA']).meta({
    description:
      'DUE nothing paid, PARTIAL part paid, PAID all paid (also in advance), CANCELLED removed by a termination or cancelled (never owed), BEFORE_BHADAA settled outside Bhadaa before the agreement’s paidUpTo (never owed, takes no payment)',
  }),
  openingBalance: z.boolean().meta({ description: 'true for the balance the tenant owed when the agreement came to Bhadaa (an EXTRA charge)' }),
  description: z.string().nullable().meta({ description: 'What an EXTRA charge is for; null for the others' }),
  cancelReason: z.string().nullable().meta({ description: 'Why a CANCELLED extra charge was cancelled or a late fee waived' }),
})

export const BalanceJsonSchema = z.object({
  dueNow: money.meta({ description: 'Unpaid on charges due today or earlier (Nepal time)' }),
  overdue: money.meta({ description: 'Unpaid on charges whose due date has passed' }),
  credit: money.meta({ description: 'Paid ahead: on charges not yet due, plus money beyond every charge' }),
  oldestUnpaidDueDate: date.nullable(),
  next: z.object({ dueDate: date, unpaid: money }).nullable().meta({ description: 'The next charge after today not fully paid' }),
})

export const PaymentJsonSchema = z.object({
  id: RecordIdSchema,
  agreementId: RecordIdSchema,
  receiptNumber: z.number().int().meta({ description: 'Sequential per member' }),
  amount: money,
  paidOn: date.meta({ description: 'A.D.' }),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().nullable(),
  note: z.string().nullable(),
  voidedAt: z.iso.datetime().nullable(),
  voidReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  paidFor: z.array(z.object({ chargeId: RecordIdSchema, amount: money })).meta({ description: 'The charges it pays now, oldest first (empty once voided)' }),
})

const SMS_STATUSES = ['QUEUED', 'SENDING', 'SENT', 'FAILED', 'UNKNOWN', 'CANCELLED'] as const

export const SmsLogEntrySchema = z.object({
  id: RecordIdSchema,
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
  sendAfter: z.iso.datetime().nullable().meta({ description: 'Held to the sending hours (09:00-19:00 Nepal time): not sent before this instant; null when it went out at once' }),
  phone: z.string().meta({ description: 'The recipient, 10 digits', example: '9812345678' }),
  template: z.string().meta({ description: 'otp, reminder, agreement-created, receipt, agreement-ending, meter-bill or rental-notice' }),
  language: z.enum(STORED_LANGUAGES),
  segments: z.number().int().meta({ description: 'SMS parts it costs' }),
  status: z.enum(SMS_STATUSES).meta({
    description:
      'QUEUED waiting (also while the gateway is paused, or until sendAfter), SENDING, SENT, FAILED (see error), UNKNOWN (may have been delivered; never resent), CANCELLED (too late to send)',
  }),
  error: z.string().nullable(),
  attempts: z.number().int(),
})

const PageQuerySchema = z.object({ page: ApiPageSchema.default(1), pageSize: ApiPageSizeSchema.default(DEFAULT_PAGE_SIZE) })

const paymentErrors = 'Errors: 400 with fields (`paidOn` in the future or before the agreement starts too); 404 for an agreement that is not the member’s'

export const ledgerOperations = {
  agreementCharges: {
    method: 'get',
    path: '/v1/member/agreement/{id}/charges',
    summary: 'The charges of an agreement, oldest first (the order payments pay them), and its balance today (Nepal time)',
    tag: 'ledger',
    auth: 'bearer',
    response: roled(z.object({ calendarType: z.enum(CALENDAR_TYPES), charges: z.array(ChargeJsonSchema), balance: BalanceJsonSchema })),
    errors: [404],
  },
  paymentList: {
    method: 'get',
    path: '/v1/member/agreement/{id}/payment',
    summary: 'The payments of an agreement, newest first, voided ones included',
    tag: 'ledger',
    auth: 'bearer',
    response: z.array(roled(PaymentJsonSchema)),
    errors: [404],
  },
  paymentCreate: {
    method: 'post',
    path: '/v1/member/agreement/{id}/payment',
    summary: `Record a payment: the next receipt number, paid to the oldest charges first (rent before utilities on the same day), any excess kept for the next charges; the tenant gets a receipt SMS. \`paidOn\` is YYYY-MM-DD in \`calendarType\`. ${paymentErrors}`,
    tag: 'ledger',
    auth: 'bearer',
    body: PaymentCreateSchema,
    response: roled(PaymentJsonSchema),
    errors: [404],
    idempotent: true,
  },
  paymentVoid: {
    method: 'post',
    path: '/v1/member/payment/{id}/void',
    summary: 'Void a payment with a reason: it is kept (marked voided), and the other payments of its agreement are applied again oldest first. 409 `ALREADY_VOIDED`',
    tag: 'ledger',
    auth: 'bearer',
    body: PaymentVoidSchema,
    response: roled(PaymentJsonSchema),
    errors: [404, 409],
    idempotent: true,
  },
  smsLog: {
    method: 'get',
    path: '/v1/member/sms',
    summary: "The member's SMS log, newest first: every text recorded for them (reminders and receipts to their tenants, their own codes)",
    tag: 'sms',
    auth: 'bearer',
    query: PageQuerySchema,
    response: z.object({
      items: z.array(SmsLogEntrySchema),
      total: z.number().int(),
      page: z.number().int(),
      pageSize: z.number().int(),
      gatewayPaused: z.boolean().meta({ description: 'true while texts wait because the SMS gateway account cannot send' }),
    }),
  },
} satisfies Record<string, Operation>
