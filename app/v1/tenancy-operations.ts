// The /v1 operations of the whole tenancy (issue 18): leases older than Bhadaa, extra charges,
// late fees; merged into `operations` (operations.ts). Contract: docs/LEDGER-INTERFACE.md.
import { z } from 'zod'
import { BeforeBhadaaSchema, ChargeCancelSchema, ExtraChargeSchema } from '~/schemas/tenancy-schemas'
import { type Operation, RecordIdSchema } from './common-schemas'
import { ChargeJsonSchema } from './ledger-operations'

const date = z.iso.date()
const money = z.number().meta({ description: 'Rupees' })

export const BeforeBhadaaJsonSchema = z.object({
  paidUpTo: date.nullable().meta({ description: 'A.D.; every rent, utility and metered period ending on or before it was settled before Bhadaa. null: none' }),
  openingBalance: money.meta({ description: 'The tenant’s balance on paidUpTo: > 0 owed (a charge due that day), < 0 in credit, 0 none' }),
  settledCount: z.number().int().meta({ description: 'Charges settled before Bhadaa (status BEFORE_BHADAA)' }),
  settled: money.meta({ description: 'Their total' }),
})

export const AgreementChargeJsonSchema = ChargeJsonSchema.extend({ agreementId: RecordIdSchema })

export const tenancyOperations = {
  extraChargeCreate: {
    method: 'post',
    path: '/v1/member/agreement/{id}/charge',
    summary:
      'Add a one-off charge (kind EXTRA: a repair, a water tanker) to a current agreement: paid oldest first like the rent (credit pays it at once) and reminded by SMS, named by its description. `dueDate` is YYYY-MM-DD in `calendarType`, within the agreement. 400 with fields; 409 when the agreement has ended or was terminated',
    tag: 'ledger',
    auth: 'bearer',
    body: ExtraChargeSchema,
    response: AgreementChargeJsonSchema,
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
    response: AgreementChargeJsonSchema,
    errors: [404, 409],
    idempotent: true,
  },
  beforeBhadaaGet: {
    method: 'get',
    path: '/v1/member/agreement/{id}/before-bhadaa',
    summary: 'What of an agreement older than Bhadaa was settled before it: the day paid up to and the opening balance',
    tag: 'ledger',
    auth: 'bearer',
    response: BeforeBhadaaJsonSchema,
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
    response: BeforeBhadaaJsonSchema,
    errors: [404],
    idempotent: true,
  },
} satisfies Record<string, Operation>
