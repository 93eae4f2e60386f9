// The /v1 operations of the tenant's own view (DESIGN §10); merged into `operations`
// (operations.ts). The bearer token's member is the tenant: every call answers only agreements
// whose tenant phone is that member's verified phone (any landlord), read-only; any other id is 404.
import { z } from 'zod'
import { CALENDAR_TYPES } from '~/schemas/agreement-schemas'
import { PAYMENT_METHODS } from '~/schemas/ledger-schemas'
import { AgreementSchema } from './agreement-operations'
import { type Operation, RecordIdSchema as id } from './common-schemas'
import { BalanceJsonSchema, ChargeJsonSchema, PaymentJsonSchema } from './ledger-operations'
import { SettlementJsonSchema, StatementJsonSchema, StatementQuerySchema } from './tenancy-operations'

const money = z.number().meta({ description: 'Rupees' })
const phone = z.string().meta({ example: '9812345678' })

export const LandlordJsonSchema = z.object({ id, firstName: z.string(), lastName: z.string(), phone })

export const TenantAgreementSchema = AgreementSchema.extend({
  Landlord: LandlordJsonSchema.meta({ description: 'The member who recorded the agreement' }),
  balance: BalanceJsonSchema,
  paymentDue: z.boolean().meta({
    description: 'Something is owed, due now or on a later charge. Only then is a payment reported ("I paid", `POST …/payment-proof`, otherwise 409) or paid online',
  }),
  payUrl: z.string().nullable().meta({
    description: "The agreement's pay page (`<PUBLIC_URL>/p/<code>`, opened without signing in) while rent is due now and the landlord takes it online through a connected gateway; else null",
  }),
})

/** One agreement as a tenant: the list's fields and the move-out settlement. */
export const TenantAgreementDetailSchema = TenantAgreementSchema.extend({
  settlement: SettlementJsonSchema.nullable().meta({
    description: 'The deposit settlement once the agreement is settled (deposit, deductions with reasons, refund or what is still owed), else null. The printable statement is /my-rent/{id}/settlement on the web',
  }),
})

export const ReceiptJsonSchema = PaymentJsonSchema.extend({
  calendarType: z.enum(CALENDAR_TYPES),
  agreementName: z.string(),
  landlord: z.object({ name: z.string(), phone }),
  tenant: z.object({ name: z.string(), phone }),
  property: z.object({ name: z.string(), address1: z.string(), city: z.string() }),
  unitName: z.string().nullable(),
  method: z.enum(PAYMENT_METHODS),
  periods: z
    .array(ChargeJsonSchema.extend({ allocated: money.meta({ description: 'The part of this charge this payment pays' }) }))
    .meta({ description: 'The charges it pays, oldest first' }),
  credit: money.meta({ description: 'Money of this payment beyond every charge' }),
})

const scope = "Only agreements whose tenant phone is the signed-in member's verified phone; any other id is 404"

export const myRentOperations = {
  tenantAgreementList: {
    method: 'get',
    path: '/v1/tenant/agreement',
    summary: 'The agreements that list the signed-in member’s phone as the tenant, with any landlord, current first, then past ones; each with its landlord and balance today (Nepal time)',
    tag: 'tenant',
    auth: 'bearer',
    response: z.array(TenantAgreementSchema),
  },
  tenantAgreement: {
    method: 'get',
    path: '/v1/tenant/agreement/{id}',
    summary: `One of the member’s agreements as a tenant, with its landlord, balance, whether a payment is due, and its move-out settlement once settled. ${scope}`,
    tag: 'tenant',
    auth: 'bearer',
    response: TenantAgreementDetailSchema,
    errors: [404],
  },
  tenantAgreementCharges: {
    method: 'get',
    path: '/v1/tenant/agreement/{id}/charges',
    summary: `The charges (dues) of one of the member’s agreements as a tenant, oldest first, and its balance. ${scope}`,
    tag: 'tenant',
    auth: 'bearer',
    response: z.object({ calendarType: z.enum(CALENDAR_TYPES), charges: z.array(ChargeJsonSchema), balance: BalanceJsonSchema }),
    errors: [404],
  },
  tenantPaymentList: {
    method: 'get',
    path: '/v1/tenant/agreement/{id}/payment',
    summary: `The payments of one of the member’s agreements as a tenant, newest first, voided ones included. ${scope}`,
    tag: 'tenant',
    auth: 'bearer',
    response: z.array(PaymentJsonSchema),
    errors: [404],
  },
  tenantAgreementStatement: {
    method: 'get',
    path: '/v1/tenant/agreement/{id}/statement',
    summary: `The statement of one of the member’s agreements as a tenant from \`from\` to \`to\`, the same as the landlord’s (\`GET /v1/member/agreement/{id}/statement\`). 400 on \`to\` before \`from\`. ${scope}`,
    tag: 'tenant',
    auth: 'bearer',
    query: StatementQuerySchema,
    response: StatementJsonSchema,
    errors: [404],
  },
  tenantReceipt: {
    method: 'get',
    path: '/v1/tenant/agreement/{id}/receipt/{receiptNumber}',
    summary: `The receipt of a payment on one of the member’s agreements as a tenant (receipt numbers are the landlord’s). ${scope}`,
    tag: 'tenant',
    auth: 'bearer',
    response: ReceiptJsonSchema,
    errors: [404],
  },
} satisfies Record<string, Operation>
