// The /v1 contract in one place: each operation's method, path, auth and zod schemas. Routes
// parse and shape with these schemas; /v1/openapi.json is generated from them.
import { z } from 'zod'

export const ErrorSchema = z.object({
  error: z.object({
    code: z.string().meta({ example: 'VALIDATION_ERROR' }),
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
  }),
})

const VersionSchema = z.object({ version: z.string(), publishedAt: z.iso.datetime() })
export const ReleaseSchema = z.object({ api: VersionSchema, web: VersionSchema })

export const MemberSummarySchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
})

export type Operation = {
  method: 'get' | 'post' | 'patch' | 'delete'
  /** OpenAPI path template, e.g. `/v1/member/property/{id}`. */
  path: string
  summary: string
  tag: string
  auth: 'none' | 'bearer' | 'otpauth'
  query?: z.ZodObject
  body?: z.ZodType
  /** The `data` payload of a success (or the whole body for count endpoints). */
  response: z.ZodType
  /** Failure statuses beyond 400/401/500, which every operation may answer. */
  errors?: number[]
}

export const operations = {
  releaseLatest: {
    method: 'get',
    path: '/v1/public/release/latest',
    summary: 'Versions and release dates of the API and the web app',
    tag: 'public',
    auth: 'none',
    response: ReleaseSchema,
  },
  accountVerifyToken: {
    method: 'get',
    path: '/v1/account/verify',
    summary: 'Check that the access token is valid and name its member',
    tag: 'account',
    auth: 'bearer',
    response: z.object({ member: MemberSummarySchema }),
  },
} satisfies Record<string, Operation>
