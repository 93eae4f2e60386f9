import { operations } from '~/api/operations'
import { buildOpenApiDocument } from '~/utils/openapi.server'

const document = buildOpenApiDocument(operations)

export function loader() {
  return Response.json(document, { headers: { 'Cache-Control': 'public, max-age=300' } })
}
