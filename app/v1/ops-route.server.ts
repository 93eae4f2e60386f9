// What every /v1/ops route module shares (the contract is app/v1/ops-operations.ts): the operator
// check comes first, so anyone else meets the same 404 on any path and method; then the method's
// handler, or 405. Dates go out as ISO instants and phones in their national form.
import { toNationalNumber } from '~/domain/phone'
import { recordIdOf } from '~/services/record-id.server'
import { ApiError, apiData, handleApi } from './api.server'
import { requireApiOperator } from './auth.server'

export type Operator = Awaited<ReturnType<typeof requireApiOperator>>

type Args = { request: Request; params: { id?: string } }

type Handler = (args: Args & { operator: Operator }) => Promise<Response>

/** A /v1/ops path's loader and action: the operator check, then the handler of the request's method. */
export function opsRoute(handlers: { GET?: Handler; POST?: Handler }) {
  return ({ request, params }: Args) =>
    handleApi(request, async () => {
      const operator = await requireApiOperator(request)
      const handler = request.method === 'GET' || request.method === 'POST' ? handlers[request.method] : undefined
      if (!handler) throw new ApiError(405, 'METHOD_NOT_ALLOWED', `${request.method} is not allowed on ${pathOf(request)}.`)
      return handler({ request, params, operator })
    })
}

/** Any other /v1/ops path: 404, after the operator check like every other. */
export function opsNotFound({ request }: { request: Request }) {
  return handleApi(request, async () => {
    await requireApiOperator(request)
    throw new ApiError(404, 'NOT_FOUND', 'Not found.')
  })
}

const pathOf = (request: Request) => new URL(request.url).pathname.replace(/\/+$/, '')

/** The path's record id (`:id`); anything else is the contract's answer to a bad id. */
export const opsId = (params: { id?: string }) => recordIdOf(params.id)

export const iso = (date: Date | null) => date?.toISOString() ?? null
export const national = (phone: string | null) => (phone === null ? null : toNationalNumber(phone))
export const done = () => apiData({ ok: true as const })
