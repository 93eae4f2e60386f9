// The /v1 operations of correcting a tenant (app/services/tenants/corrections.server.ts):
// the names and language (or a request when someone else holds the record), moving an agreement
// to the right phone number, and answering the requests; merged into `operations` (operations.ts).
import { z } from 'zod'
import { TENANT_LANGUAGES } from '~/schemas/agreement-rules'
import { TenantCorrectSchema, TenantPhoneMoveSchema, TenantRequestAnswerSchema } from '~/schemas/agreement-schemas'
import { type Operation, RecordIdSchema, roled } from './common-schemas'

export const TenantJsonSchema = z.object({
  id: RecordIdSchema,
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().meta({ description: 'E.164' }),
  prefLanguage: z.enum(TENANT_LANGUAGES),
})

export const TenantRequestJsonSchema = z.object({
  id: RecordIdSchema,
  tenantId: RecordIdSchema,
  tenantName: z.string().meta({ description: 'The tenant’s name now' }),
  firstName: z.string().meta({ description: 'Asked for' }),
  lastName: z.string(),
  prefLanguage: z.enum(TENANT_LANGUAGES),
  requestedBy: z.string().meta({ description: 'The landlord who asks' }),
  status: z.enum(['PENDING', 'ACCEPTED', 'DECLINED']),
  createdAt: z.iso.datetime(),
})

export const tenantCorrectionOperations = {
  tenantCorrect: {
    method: 'patch',
    path: '/v1/member/tenant/{id}',
    summary:
      'Correct the names and SMS language of one of the member’s tenants. When the tenant has claimed the record or another landlord has an agreement with them, nothing changes yet: a request is sent to them (`outcome: REQUESTED`). 404 when the member has no agreement with the tenant',
    tag: 'tenants',
    auth: 'bearer',
    body: TenantCorrectSchema,
    response: roled(z.object({ outcome: z.enum(['CORRECTED', 'REQUESTED']), tenant: TenantJsonSchema.nullable(), request: TenantRequestJsonSchema.nullable() })),
    errors: [404],
  },
  agreementTenantPhone: {
    method: 'post',
    path: '/v1/member/agreement/{id}/tenant-phone',
    summary:
      'A wrong phone number: move the agreement to the tenant with the right number (found, or made with the same names and language). The agreement’s welcome text goes to the new number only. 400 when it is the agreement’s number already; 404 for an agreement that is not the member’s',
    tag: 'tenants',
    auth: 'bearer',
    body: TenantPhoneMoveSchema,
    response: roled(z.object({ agreementId: RecordIdSchema, tenant: TenantJsonSchema })),
    errors: [404],
  },
  tenantRequestList: {
    method: 'get',
    path: '/v1/member/tenant-request',
    summary: 'The requests to correct a tenant that wait for this member’s answer (they claimed the tenant, or have an agreement with them)',
    tag: 'tenants',
    auth: 'bearer',
    response: z.array(TenantRequestJsonSchema),
  },
  tenantRequestAnswer: {
    method: 'post',
    path: '/v1/member/tenant-request/{id}',
    summary: 'Accept (the tenant record takes the names and language asked for) or decline a request; the requester is told. 404 for one the member may not answer; 409 when answered already',
    tag: 'tenants',
    auth: 'bearer',
    body: TenantRequestAnswerSchema,
    response: TenantRequestJsonSchema,
    errors: [404, 409],
  },
} satisfies Record<string, Operation>
