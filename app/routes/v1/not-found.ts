// Any /v1 path the API does not serve: a JSON 404 in the API.md shape, for every method.
import { apiErrorBody } from '~/v1/api.server'

function notFound({ request }: { request: Request }) {
  const { pathname } = new URL(request.url)
  return Response.json(apiErrorBody('NOT_FOUND', `No API endpoint at ${request.method} ${pathname}.`), { status: 404 })
}

export const loader = notFound
export const action = notFound
