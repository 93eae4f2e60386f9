import { operations } from '~/v1/operations'
import { buildOpenApiDocument } from '~/v1/openapi.server'

const document = buildOpenApiDocument(operations)

export function loader() {
  return Response.json(document, { headers: { 'Cache-Control': 'public, max-age=300' } })
}
