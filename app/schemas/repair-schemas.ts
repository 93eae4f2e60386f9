// Repair requests (ADR 043): the tenant's report, the landlord's own request and a move
// of its state. One zod schema per input, shared by the forms' actions (conform), the /v1 bodies
// and the OpenAPI document. Photos are not schema fields: the forms send files, /v1 base64
// (`photos`); the service reads each one's type from its bytes (app/domain/image-type.ts).
import { z } from 'zod'
import type { MessageString } from '~/i18n/message'
import {
  MAX_REPAIR_DESCRIPTION,
  MAX_REPAIR_LOCATION,
  MAX_REPAIR_NOTE,
  MAX_REPAIR_PHOTOS,
  REPAIR_CATEGORIES,
  REPAIR_MESSAGES,
  REPAIR_STATUSES,
} from '~/domain/repairs'
import { MAX_CHARGE_DESCRIPTION } from './charge-rules'
import { isBlank, maxLengthMessage, REQUIRED } from './input-rules'
import { PositiveRupeesSchema } from './ledger-schemas'

export const REPAIR_FIELD_MESSAGES = {
  category: 'repair.error.category',
  status: 'repair.error.status',
  locationTooLong: maxLengthMessage(MAX_REPAIR_LOCATION),
  descriptionTooLong: maxLengthMessage(MAX_REPAIR_DESCRIPTION),
  noteTooLong: maxLengthMessage(MAX_REPAIR_NOTE),
  chargeReasonTooLong: maxLengthMessage(MAX_CHARGE_DESCRIPTION),
} as const satisfies Record<string, MessageString>
const F = REPAIR_FIELD_MESSAGES

const text = (max: number, tooLong: string, description: string) =>
  z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, tooLong).meta({ description })

const optionalText = (max: number, tooLong: string, description: string) =>
  z
    .preprocess((value) => (isBlank(value) ? null : value), z.string().trim().max(max, tooLong).nullable().optional())
    .transform((value) => value ?? null)
    .meta({ description })

/** What the problem is: its kind, where and a description. */
export const RepairReportSchema = z.object({
  category: z.enum(REPAIR_CATEGORIES, { error: F.category }).meta({ description: 'WATER, ELECTRICITY, PLUMBING, BUILDING, APPLIANCE or OTHER' }),
  location: text(MAX_REPAIR_LOCATION, F.locationTooLong, 'Where it is ("kitchen tap")'),
  description: text(MAX_REPAIR_DESCRIPTION, F.descriptionTooLong, 'What is wrong'),
})
export type RepairReportInput = z.output<typeof RepairReportSchema>

const photosField = z
  .array(z.string())
  .max(MAX_REPAIR_PHOTOS, REPAIR_MESSAGES.tooManyPhotos)
  .optional()
  .meta({ description: `Up to ${MAX_REPAIR_PHOTOS} photos, each standard base64 (no \`data:\` prefix) of a JPEG, PNG or WebP file, at most 5 MB decoded; types are read from the bytes` })

/** The /v1 body of a tenant's report: the fields and up to 4 photos as base64. */
export const RepairReportJsonSchema = RepairReportSchema.extend({ photos: photosField }).transform(({ photos, ...input }) => ({ input, photosBase64: photos ?? [] }))

const RecordIdSchema = z.coerce.number({ error: REQUIRED }).int().positive()

/** The landlord's own request: on a property, optionally a unit of it. */
export const RepairOpenSchema = RepairReportSchema.extend({
  propertyId: RecordIdSchema.meta({ description: 'The property' }),
  unitId: z
    .preprocess((value) => (isBlank(value) ? null : value), RecordIdSchema.nullable().optional())
    .transform((value) => value ?? null)
    .meta({ description: 'A unit of it; its current tenant, if any, then sees the request and is texted its changes' }),
})
export type RepairOpenInput = z.output<typeof RepairOpenSchema>

export const RepairOpenJsonSchema = RepairOpenSchema.extend({ photos: photosField }).transform(({ photos, ...input }) => ({ input, photosBase64: photos ?? [] }))

const MOVE_STATUSES = REPAIR_STATUSES

/** What a move asks, after parsing: the state, the note (a decline's reason), the cost and a charge to the tenant. */
export type RepairMoveInput = {
  status: (typeof MOVE_STATUSES)[number]
  note: string | null
  costPaisa: number | null
  chargeTenant: { amountPaisa: number | null; reason: string } | null
}

const moveFields = {
  status: z.enum(MOVE_STATUSES, { error: F.status }).meta({ description: 'The new state: IN_PROGRESS, DONE, CLOSED, DECLINED, or OPEN (reopen a DONE one)' }),
  note: optionalText(MAX_REPAIR_NOTE, F.noteTooLong, 'A note for the history; required to decline (the reason, texted to the tenant)'),
  cost: z
    .preprocess((value) => (isBlank(value) ? null : value), PositiveRupeesSchema.nullable().optional())
    .transform((value) => value ?? null)
    .meta({ description: 'Only with DONE: what it cost, in rupees; it becomes a REPAIR expense of the property (once per request)', example: 1500 }),
}

function moveOf(
  { status, note, cost }: { status: RepairMoveInput['status']; note: string | null; cost: number | null },
  chargeTenant: RepairMoveInput['chargeTenant'],
  ctx: z.RefinementCtx,
): RepairMoveInput {
  if (status === 'DECLINED' && note === null) ctx.addIssue({ code: 'custom', path: ['note'], message: REPAIR_MESSAGES.reasonRequired })
  if (status !== 'DONE' && (cost !== null || chargeTenant !== null)) ctx.addIssue({ code: 'custom', path: ['cost'], message: REPAIR_MESSAGES.costOnlyWhenDone })
  return { status, note, costPaisa: cost, chargeTenant }
}

/** The web form: flat fields, the charge by a checkbox with its amount (the cost when blank) and reason. */
export const RepairMoveFormSchema = z
  .object({
    ...moveFields,
    chargeTenant: z.preprocess((value) => value === 'on' || value === 'true', z.boolean()),
    chargeAmount: z.preprocess((value) => (isBlank(value) ? null : value), PositiveRupeesSchema.nullable().optional()).transform((value) => value ?? null),
    chargeReason: optionalText(MAX_CHARGE_DESCRIPTION, F.chargeReasonTooLong, 'Why the tenant pays it'),
  })
  .transform(({ chargeTenant, chargeAmount, chargeReason, ...fields }, ctx) => {
    if (chargeTenant && chargeReason === null) ctx.addIssue({ code: 'custom', path: ['chargeReason'], message: REPAIR_MESSAGES.chargeReasonRequired })
    return moveOf(fields, chargeTenant && chargeReason !== null ? { amountPaisa: chargeAmount, reason: chargeReason } : null, ctx)
  })

/** The /v1 body (`PATCH /v1/member/repair/{id}`). */
export const RepairMoveJsonSchema = z
  .object({
    ...moveFields,
    chargeTenant: z
      .object({
        amount: z.preprocess((value) => (isBlank(value) ? null : value), PositiveRupeesSchema.nullable().optional()).transform((value) => value ?? null).meta({ description: 'Rupees; the cost when left out' }),
        reason: text(MAX_CHARGE_DESCRIPTION, F.chargeReasonTooLong, 'Why the tenant pays it (the charge’s description in their ledger)'),
      })
      .nullable()
      .optional()
      .meta({ description: 'Only with DONE: an extra charge to the tenant of the request’s agreement, due today' }),
  })
  .transform(({ chargeTenant, ...fields }, ctx) => moveOf(fields, chargeTenant ? { amountPaisa: chargeTenant.amount, reason: chargeTenant.reason } : null, ctx))

/** The tenant's reopen: an optional note (what is still wrong). */
export const RepairReopenSchema = z.object({ note: optionalText(MAX_REPAIR_NOTE, F.noteTooLong, 'What is still wrong') })

/** The Repairs page's filters. */
export const RepairFilterSchema = z.object({
  status: z.preprocess((value) => (isBlank(value) ? undefined : value), z.enum(['WAITING', 'ALL', ...REPAIR_STATUSES]).optional().catch(undefined)),
  propertyId: z.preprocess((value) => (isBlank(value) ? undefined : value), z.coerce.number().int().positive().optional().catch(undefined)),
})
export type RepairFilter = z.output<typeof RepairFilterSchema>
