// The /v1 operations of a tenant's identity document and the landlord's weekly digest setting;
// merged into `operations` (operations.ts).
import { z } from 'zod'
import { IDENTITY_TYPES } from '~/domain/identity-document'
import { IdentityInputSchema } from '~/schemas/identity-schemas'
import { type Operation, RecordIdSchema, roled } from './common-schemas'

const date = z.iso.date()

export const IdentityJsonSchema = z
  .object({
    tenantId: RecordIdSchema,
    type: z.enum(IDENTITY_TYPES),
    number: z.string().meta({ description: 'As printed on the document; each answer with it is logged as a view' }),
    district: z.object({ id: RecordIdSchema, name: z.string(), nameNe: z.string() }).meta({ description: 'The issuing district' }),
    issuedOn: date.meta({ description: 'A.D. day of issue' }),
    issuedCalendar: z.enum(['AD', 'BS']).meta({ description: 'The calendar it was typed in (and is shown in)' }),
    photos: z.object({ FRONT: z.boolean(), BACK: z.boolean() }).meta({ description: 'Which photos are on file (GET …/identity/photo/{side})' }),
    updatedAt: z.iso.datetime(),
  })
  .nullable()

const IdentitySavedJsonSchema = IdentityJsonSchema.unwrap().omit({ number: true })

const ViewLogJsonSchema = z.object({
  id: RecordIdSchema,
  viewerName: z.string(),
  asTenant: z.boolean().meta({ description: 'The tenant looked at their own document (My Rent)' }),
  what: z.enum(['NUMBER', 'FRONT', 'BACK', 'LEASE', 'EXPORT']),
  ip: z.string().nullable(),
  at: z.iso.datetime(),
})

export const identityOperations = {
  tenantIdentityShow: {
    method: 'get',
    path: '/v1/member/tenant/{id}/identity',
    summary:
      'The tenant’s identity document with its number (null: none on file). Only a landlord of the tenant (an agreement with them) gets it; anyone else 404. Each answer is logged as a view of the number',
    tag: 'identity',
    auth: 'bearer',
    response: roled(IdentityJsonSchema.unwrap()).nullable().meta({ description: 'null: no document on file' }),
    errors: [404],
  },
  tenantIdentityUpdate: {
    method: 'put',
    path: '/v1/member/tenant/{id}/identity',
    summary: 'Add or replace the tenant’s identity document: type, number, issuing district, date of issue (in `calendarType`, not in the future). The number is stored encrypted',
    tag: 'identity',
    auth: 'bearer',
    body: IdentityInputSchema,
    response: roled(IdentitySavedJsonSchema),
    errors: [404],
  },
  tenantIdentityPhotoShow: {
    method: 'get',
    path: '/v1/member/tenant/{id}/identity/photo/{side}',
    summary: 'A photo of the document (`side`: front or back), as its bytes; each answer is logged as a view. None: 404',
    tag: 'identity',
    auth: 'bearer',
    response: z.string(),
    image: 'response',
    errors: [404],
  },
  tenantIdentityPhotoUpdate: {
    method: 'put',
    path: '/v1/member/tenant/{id}/identity/photo/{side}',
    summary:
      'Replace a photo of the document (`side`: front or back): the body is the image itself, JPEG, PNG or WebP (read from its bytes, not from Content-Type), at most 5 MB. Stored encrypted. The document must exist first (PUT …/identity)',
    tag: 'identity',
    auth: 'bearer',
    response: roled(IdentitySavedJsonSchema),
    image: 'request',
    errors: [404],
  },
  tenantIdentityViews: {
    method: 'get',
    path: '/v1/member/tenant/{id}/identity/views',
    summary: 'Who has seen the tenant’s identity document (number, photos, printed leases, exports), newest first (the latest 100)',
    tag: 'identity',
    auth: 'bearer',
    response: z.array(roled(ViewLogJsonSchema)),
    errors: [404],
  },
  notificationSettingsShow: {
    method: 'get',
    path: '/v1/member/settings/notification',
    summary: 'The member’s notification settings: `weeklyDigest`, the Sunday 09:00 SMS digest (off unless turned on)',
    tag: 'identity',
    auth: 'bearer',
    response: z.object({ weeklyDigest: z.boolean() }),
  },
  notificationSettingsUpdate: {
    method: 'patch',
    path: '/v1/member/settings/notification',
    summary: 'Turn the weekly digest SMS on or off',
    tag: 'identity',
    auth: 'bearer',
    body: z.object({ weeklyDigest: z.boolean() }),
    response: z.object({ weeklyDigest: z.boolean() }),
  },
} satisfies Record<string, Operation>
