// The /v1 operations of "I paid" proofs; merged into `operations` (operations.ts). The
// tenant reports on one of their agreements (scoped by the verified phone, like the other tenant
// operations); the landlord lists their tenants' reports and confirms or rejects one.
import { z } from 'zod'
import { PHOTO_TYPES } from '~/domain/image-type'
import { PAYMENT_METHODS } from '~/schemas/ledger-schemas'
import { ProofCreateJsonSchema, ProofRejectSchema } from '~/schemas/payment-proof-schemas'
import { type Operation, RecordIdSchema as id, roled } from './common-schemas'

const PROOF_STATUSES = ['PENDING', 'CONFIRMED', 'REJECTED'] as const

export const ProofJsonSchema = z.object({
  id,
  agreementId: id,
  agreementName: z.string(),
  tenantName: z.string(),
  amount: z.number().meta({ description: 'Rupees' }),
  paidOn: z.string().meta({ description: 'A.D., YYYY-MM-DD' }),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().nullable(),
  photo: z.boolean().meta({ description: `Whether a photo came with it (${PHOTO_TYPES.join(', ')}); the landlord sees it at /payment-proofs/{id}/photo, signed in` }),
  status: z.enum(PROOF_STATUSES),
  rejectReason: z.string().nullable(),
  receiptNumber: z.number().int().nullable().meta({ description: 'The payment’s receipt, once CONFIRMED' }),
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
})

export const ProofListQuerySchema = z.object({
  status: z
    .enum([...PROOF_STATUSES, 'ALL'])
    .default('PENDING')
    .meta({ description: 'Which reports (default PENDING, the ones waiting for a decision)' }),
})

const tenantScope = "Only agreements whose tenant phone is the signed-in member's verified phone; any other id is 404"
const memberScope = "Only reports on the member's own agreements; any other id is 404"

export const proofOperations = {
  tenantPaymentProofCreate: {
    method: 'post',
    path: '/v1/tenant/agreement/{id}/payment-proof',
    summary: `"I paid": report a payment made another way (cash, bank transfer, ...) on one of the member’s agreements as a tenant, with an optional photo as base64 (JPEG, PNG or WebP, at most 5 MB decoded; the body may be up to 7 MB). It waits for the landlord, who confirms it (it becomes a payment with its receipt) or rejects it with a reason; the tenant is texted either way. 400 for a date in the future or before the agreement, or a photo that is not an image by its bytes. 409 when nothing is owed on the agreement (\`paymentDue\` false: settled with nothing owed, or paid to its end), nothing saved. ${tenantScope}`,
    tag: 'tenant',
    auth: 'bearer',
    body: ProofCreateJsonSchema,
    response: ProofJsonSchema,
    errors: [404, 409, 413],
    idempotent: true,
  },
  tenantPaymentProofList: {
    method: 'get',
    path: '/v1/tenant/agreement/{id}/payment-proof',
    summary: `The member’s reports on one of their agreements as a tenant, newest first, with their status. ${tenantScope}`,
    tag: 'tenant',
    auth: 'bearer',
    response: z.array(ProofJsonSchema),
    errors: [404],
  },
  memberPaymentProofList: {
    method: 'get',
    path: '/v1/member/payment-proof',
    summary: 'The payments the member’s tenants reported, newest first (at most 200): those waiting for a decision unless `status` says otherwise',
    tag: 'ledger',
    auth: 'bearer',
    query: ProofListQuerySchema,
    response: z.array(roled(ProofJsonSchema)),
  },
  memberPaymentProofConfirm: {
    method: 'post',
    path: '/v1/member/payment-proof/{id}/confirm',
    summary: `Confirm a tenant’s report: it is recorded as a payment (its day, method and reference), with its receipt and receipt SMS. Confirming again answers the same (one payment, however often or concurrently). 409 \`CONFLICT\` once rejected. ${memberScope}`,
    tag: 'ledger',
    auth: 'bearer',
    response: roled(ProofJsonSchema),
    errors: [404, 409],
  },
  memberPaymentProofReject: {
    method: 'post',
    path: '/v1/member/payment-proof/{id}/reject',
    summary: `Reject a tenant’s report with a reason, which is texted to the tenant. 400 without a reason; 409 \`CONFLICT\` once confirmed (void its payment instead). ${memberScope}`,
    tag: 'ledger',
    auth: 'bearer',
    body: ProofRejectSchema,
    response: roled(ProofJsonSchema),
    errors: [404, 409],
  },
} satisfies Record<string, Operation>
