// The /v1 operations of the whole tenancy (issue 18): leases older than Bhadaa, extra charges,
// late fees; merged into `operations` (operations.ts). Contract: docs/LEDGER-INTERFACE.md.
import { z } from 'zod'
import { BeforeBhadaaSchema } from '~/schemas/tenancy-schemas'
import type { Operation } from './common-schemas'

const date = z.iso.date()
const money = z.number().meta({ description: 'Rupees' })

export const BeforeBhadaaJsonSchema = z.object({
  paidUpTo: date.nullable().meta({ description: 'A.D.; every rent, utility and metered period ending on or before it was settled before Bhadaa. null: none' }),
  openingBalance: money.meta({ description: 'The tenant’s balance on paidUpTo: > 0 owed (a charge due that day), < 0 in credit, 0 none' }),
  settledCount: z.number().int().meta({ description: 'Charges settled before Bhadaa (status BEFORE_BHADAA)' }),
  settled: money.meta({ description: 'Their total' }),
})

export const tenancyOperations = {
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
