// The /v1 operations of changing and renewing an agreement, and its addendum (ADR 021);
// merged into `operations` (operations.ts). Money in rupees, dates A.D. in answers.
import { z } from 'zod'
import { AgreementChangeSchema, RenewalSchema } from '~/schemas/agreement-change-schemas'
import { type Operation, RecordIdSchema, roled } from './common-schemas'
import { LeaseQuerySchema } from './paperwork-operations'

const date = z.iso.date()
const money = z.number().meta({ description: 'Rupees' })

export const TermsJsonSchema = z.object({
  startDate: date,
  endDate: date,
  leaseAmount: money.meta({ description: 'Monthly rent in rupees, before increments' }),
  paymentInterval: z.number().int(),
  paymentDayOfMonth: z.number().int(),
  incrementPercentage: z.number().nullable(),
  incrementInterval: z.number().int().nullable(),
  utilities: z.array(z.object({ utilityId: z.string(), price: money.nullable(), paymentInterval: z.number().int(), paymentDayOfMonth: z.number().int() })),
})

export const AgreementChangeJsonSchema = z.object({
  id: RecordIdSchema,
  agreementId: RecordIdSchema,
  kind: z.enum(['CHANGE', 'RENEWAL']),
  effectiveDate: date.meta({ description: 'The first day of the new terms (a renewal: its start)' }),
  reason: z.string(),
  oldTerms: TermsJsonSchema,
  newTerms: TermsJsonSchema,
  renewalId: RecordIdSchema.nullable().meta({ description: 'RENEWAL: the new agreement' }),
  changedBy: z.string(),
  createdAt: z.iso.datetime(),
})

export const ChangeResultJsonSchema = z.object({
  change: AgreementChangeJsonSchema,
  cancelled: z.number().int().meta({ description: 'Open charges the new terms no longer make (cancelled, never deleted)' }),
  rewritten: z.number().int().meta({ description: 'Open charges kept with their id and given the new amount, period or due date' }),
  created: z.number().int(),
})

export const RenewalJsonSchema = z.object({
  change: AgreementChangeJsonSchema,
  agreementId: RecordIdSchema.meta({ description: 'The new agreement' }),
  startsOn: date.meta({ description: 'The new agreement’s first day (the day after the old end)' }),
  upcoming: z.boolean().meta({ description: 'Made before startsOn: the new agreement is upcoming and the old one keeps its charges, payments and pay link until then' }),
  carriedOver: money.meta({ description: 'The old agreement’s balance moved to the new one now: > 0 owed, < 0 credit; 0 when upcoming (it moves on startsOn)' }),
})

export const AddendumJsonSchema = z.object({
  agreementId: RecordIdSchema,
  agreementName: z.string(),
  calendar: z.enum(['AD', 'BS']),
  documents: z.array(
    z.object({
      language: z.enum(['en', 'ne']),
      title: z.string(),
      preamble: z.string(),
      items: z.array(z.object({ kind: z.enum(['CHANGE', 'RENEWAL']), heading: z.string(), paragraphs: z.array(z.string()) })),
      empty: z.string().nullable(),
      signatures: z.array(z.string()),
    }),
  ),
})

export const agreementChangeOperations = {
  agreementChange: {
    method: 'patch',
    path: '/v1/member/agreement/{id}',
    summary:
      'Change a current or upcoming agreement’s terms from `effectiveDate` (within the agreement; an upcoming renewal’s terms may change before it starts): rent, utility prices, payment interval and day, increments, end date; fields left out keep their values. Charges due before the effective date, paid or partly paid charges, charges settled before Bhadaa and metered, extra and late-fee charges stay as they are; the later rent and utility charges are made again (same id where the period is the same). Kept in the history with the reason; the tenant gets an SMS. 400 with fields (`effectiveDate` outside the agreement, a rent or price not above 0, nothing changed); 409 `AGREEMENT_NOT_CURRENT`',
    tag: 'agreements',
    auth: 'bearer',
    body: AgreementChangeSchema,
    response: roled(ChangeResultJsonSchema),
    errors: [404, 409],
    idempotent: true,
  },
  agreementChangeList: {
    method: 'get',
    path: '/v1/member/agreement/{id}/changes',
    summary: 'The agreement’s changes and renewal, oldest first (the renewal that made it first of all)',
    tag: 'agreements',
    auth: 'bearer',
    response: z.array(roled(AgreementChangeJsonSchema)),
    errors: [404],
  },
  agreementRenewal: {
    method: 'post',
    path: '/v1/member/agreement/{id}/renewal',
    summary:
      'Renew an agreement (201): a new agreement for the same tenant and unit from the day after its end to `endDate`, with the terms given (left out: as they are; the rent continues at the rent in force on the last day). The deposit is copied to it at once. Made before its start day, the renewal is upcoming (`upcoming`, `state: upcoming`): the old agreement keeps its charges, payments and pay link, and every payment goes to it; on the start day the balance still open (carry-over payments: no receipt, not income), the pay link and the meters move once. Made on or after its start day, they move at once. The tenant gets an SMS. 409 when terminated, settled or already renewed',
    tag: 'agreements',
    auth: 'bearer',
    body: RenewalSchema,
    response: roled(RenewalJsonSchema),
    errors: [404, 409],
    idempotent: true,
  },
  addendumShow: {
    method: 'get',
    path: '/v1/member/agreement/{id}/addendum',
    summary: 'The agreement’s changes and renewal as an addendum to the lease: `format=html` answers a whole A4 HTML page (`text/html`), `format=json` the text behind it',
    tag: 'paperwork',
    auth: 'bearer',
    query: LeaseQuerySchema,
    response: roled(AddendumJsonSchema),
    htmlAlternative: true,
    errors: [404],
  },
} satisfies Record<string, Operation>
