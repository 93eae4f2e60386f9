// The /v1 operations of repair requests (ADR 043); merged into `operations`
// (operations.ts). The tenant reports on one of their agreements and reopens a done request
// (scoped by the verified phone); the owner's side lists, opens and moves them by its role on the
// property (`books:view` sees, `repair:manage` changes; a collector's 404).
import { z } from 'zod'
import { REPAIR_CATEGORIES, REPAIR_STATUSES } from '~/domain/repairs'
import { RepairFilterSchema, RepairMoveJsonSchema, RepairOpenJsonSchema, RepairReopenSchema, RepairReportJsonSchema } from '~/schemas/repair-schemas'
import { type Operation, RecordIdSchema as id, roled } from './common-schemas'

export const RepairJsonSchema = z.object({
  id,
  propertyId: id,
  propertyName: z.string(),
  unitName: z.string().nullable(),
  agreementId: id.nullable().meta({ description: 'The tenant’s agreement: its tenant sees the request and is texted each move' }),
  tenantName: z.string().nullable(),
  category: z.enum(REPAIR_CATEGORIES),
  location: z.string(),
  description: z.string(),
  status: z.enum(REPAIR_STATUSES),
  declineReason: z.string().nullable(),
  cost: z.number().nullable().meta({ description: 'Rupees: the REPAIR expense written when it was done with a cost' }),
  chargeId: id.nullable().meta({ description: 'The extra charge to the tenant made when it was done, if any' }),
  doneAt: z.iso.datetime().nullable().meta({ description: 'When it was last done: the tenant may reopen it for 7 days' }),
  byTenant: z.boolean(),
  reportedByName: z.string(),
  photos: z.array(z.number().int()).meta({ description: 'The photos’ positions (1-4); signed in on the web at /repairs/{id}/photos/{position} (`?original=1` for the photo as sent)' }),
  history: z.array(
    z.object({
      fromStatus: z.enum(REPAIR_STATUSES).nullable(),
      toStatus: z.enum(REPAIR_STATUSES),
      note: z.string().nullable(),
      byName: z.string(),
      byTenant: z.boolean(),
      at: z.iso.datetime(),
    }),
  ),
  createdAt: z.iso.datetime(),
})

const tenantScope = "Only agreements whose tenant phone is the signed-in member's verified phone; any other id is 404"
const memberScope = 'By the caller’s role on the request’s property: anyone who sees its books (owner, co-owner, manager, viewer) sees it; the owner, co-owners and managers change it (a viewer 403); any other request, or a collector’s, is 404'
const photos = 'Up to 4 photos as base64 (JPEG, PNG or WebP by their bytes, at most 5 MB each decoded; the body may be up to 28 MB); each is kept as sent and shrunk to at most 300 KB for display. 400 for a photo that is not an image by its bytes'

export const repairOperations = {
  tenantRepairCreate: {
    method: 'post',
    path: '/v1/tenant/agreement/{id}/repair',
    summary: `Report a problem on one of the member’s running agreements as a tenant: its kind, where, what. ${photos}. 409 when the agreement is not running. ${tenantScope}`,
    tag: 'tenant',
    auth: 'bearer',
    body: RepairReportJsonSchema,
    response: RepairJsonSchema,
    errors: [404, 409, 413],
    idempotent: true,
  },
  tenantRepairList: {
    method: 'get',
    path: '/v1/tenant/agreement/{id}/repair',
    summary: `The repair requests on one of the member’s agreements as a tenant, newest first, with their history. ${tenantScope}`,
    tag: 'tenant',
    auth: 'bearer',
    response: z.array(RepairJsonSchema),
    errors: [404],
  },
  tenantRepairReopen: {
    method: 'post',
    path: '/v1/tenant/repair/{id}/reopen',
    summary: `Reopen a request marked done, within 7 days of it being done (back to OPEN), with an optional note. 409 \`CONFLICT\` when it is not done or it is too late. Only the member’s own requests as a tenant; any other id is 404`,
    tag: 'tenant',
    auth: 'bearer',
    body: RepairReopenSchema,
    response: RepairJsonSchema,
    errors: [404, 409],
    idempotent: true,
  },
  memberRepairList: {
    method: 'get',
    path: '/v1/member/repair',
    summary: 'The repair requests of the properties the member sees the books of (their own, and those shared with them as co-owner, manager or viewer): those waiting (open, in progress) by default, the longest waiting first; `status` ALL lists the waiting first, then the rest newest first',
    tag: 'repairs',
    auth: 'bearer',
    query: RepairFilterSchema.meta({ description: 'status: WAITING (default), ALL or one state; propertyId: one property' }),
    response: z.array(roled(RepairJsonSchema)),
  },
  memberRepairCreate: {
    method: 'post',
    path: '/v1/member/repair',
    summary: `Open a repair request on a property the member runs (owner, co-owner, manager), optionally for a unit: the unit’s current tenant then sees it and is texted its moves. ${photos}. 403 for a viewer; 404 for a property the member has no role on, or a collector’s`,
    tag: 'repairs',
    auth: 'bearer',
    body: RepairOpenJsonSchema,
    response: roled(RepairJsonSchema),
    errors: [403, 404, 413],
    idempotent: true,
  },
  memberRepairMove: {
    method: 'patch',
    path: '/v1/member/repair/{id}',
    summary: `Move a request: OPEN → IN_PROGRESS → DONE → CLOSED, DECLINED (with the reason as \`note\`) from OPEN or IN_PROGRESS, or OPEN again from DONE. DONE may carry \`cost\` (a REPAIR expense of the property, written once per request however often it is asked) and \`chargeTenant\` (an extra charge to the tenant of its agreement, due today). The tenant is texted each move once, in their language. 409 \`CONFLICT\` for a move its state does not allow (also the same move sent twice without its Idempotency-Key). ${memberScope}`,
    tag: 'repairs',
    auth: 'bearer',
    body: RepairMoveJsonSchema,
    response: roled(RepairJsonSchema),
    errors: [403, 404, 409],
    idempotent: true,
  },
} satisfies Record<string, Operation>
