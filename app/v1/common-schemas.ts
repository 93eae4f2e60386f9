// What every area's /v1 operations share: the error shape, the operation record the OpenAPI
// document is built from, and the small schemas several areas use. Each area keeps its operations
// in a file of its own (agreement-operations.ts, ledger-operations.ts), merged in operations.ts.
import { z } from 'zod'
import { normalizeNepalPhone } from '~/domain/phone'
import { PROPERTY_ROLES } from '~/domain/property-roles'

export const ErrorSchema = z.object({
  error: z.object({
    code: z.string().meta({ example: 'VALIDATION_ERROR' }),
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
  }),
})

export const MemberSummarySchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
})

export const PHONE_INVALID = 'Please enter a valid Phone Number'

/** A Nepal mobile number as 98XXXXXXXX, +97798XXXXXXXX or 97798XXXXXXXX; parsed to E.164. */
export const PhoneInputSchema = z
  .string({ error: PHONE_INVALID })
  .transform((value, context) => {
    const phone = normalizeNepalPhone(value)
    if (phone.ok) return phone.e164
    context.addIssue({ code: 'custom', message: PHONE_INVALID })
    return z.NEVER
  })
  .meta({ example: '9812345678' })

export const EmptySchema = z.object({})

export const IgnoredMemberId = z.unknown().optional().meta({ description: 'Ignored: the access token decides the member' })

/** A record id in a response. */
export const RecordIdSchema = z.number().int()

export const PropertyRoleSchema = z.enum(PROPERTY_ROLES).meta({ description: "The caller's role on the property it belongs to (ADR 041): OWNER for their own" })

/**
 * An object of one property as a /v1/member operation answers it: with the caller's `role` on that
 * property (docs/TEAM-INTERFACE.md). Only the answer's top-level objects (a list's items) carry it.
 */
export const roled = <Shape extends z.core.$ZodLooseShape>(schema: z.ZodObject<Shape>) => schema.extend({ role: PropertyRoleSchema })

export type Operation = {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete'
  /** OpenAPI path template, e.g. `/v1/member/property/{id}`. */
  path: string
  summary: string
  tag: string
  auth: 'none' | 'bearer' | 'otpauth'
  query?: z.ZodObject
  body?: z.ZodType
  /** The body may be left out (its fields are all optional, e.g. a DELETE's options). */
  optionalBody?: true
  /** The `data` payload of a success, or the whole body when `bareBody` is set. */
  response: z.ZodType
  /** Count endpoints answer `{ count }` without the `data` envelope (API.md). */
  bareBody?: true
  /** Failure statuses beyond 400/401/500, which every operation may answer. */
  errors?: number[]
  /** A write that creates money or records: accepts `Idempotency-Key` (app/v1/idempotency.server.ts). */
  idempotent?: true
  /** Also answers a whole HTML page (`format=html`), e.g. a printable document. */
  htmlAlternative?: true
  /** An image instead of JSON: the request's body (`request`) or the answer (`response`), JPEG, PNG or WebP. */
  image?: 'request' | 'response'
}
