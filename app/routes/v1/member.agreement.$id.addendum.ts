// /v1/member/agreement/{id}/addendum: GET the addendum to the lease (?language=en|ne|both,
// ?format=json|html), like the lease. Another member's agreement is 404.
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { AddendumDocuments } from '~/components/agreements/lease-addendum'
import { CHANGE_MESSAGES } from '~/schemas/agreement-change-schemas'
import { type Addendum, getAddendum } from '~/services/agreements/changes.server'
import { recordIdOf } from '~/services/record-id.server'
import { apiData, handleApi, parseQuery } from '~/v1/api.server'
import { requireApiMember } from '~/v1/auth.server'
import { operations } from '~/v1/operations'
import type { Route } from './+types/member.agreement.$id.addendum'
import { agreementAccess, requireSight } from '~/services/team/access.server'

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)

/** A whole page: prints on A4 straight from the browser, with no script and nothing else to load. */
function addendumPage(addendum: Addendum): string {
  const language = addendum.documents.length === 1 ? addendum.documents[0]!.language : 'ne'
  const title = escapeHtml(`${addendum.documents.map((document) => document.title).join(' / ')}: ${addendum.agreementName}`)
  const body = renderToStaticMarkup(createElement(AddendumDocuments, { documents: addendum.documents }))
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><style>body{margin:16px;font-family:system-ui,sans-serif}</style></head><body>${body}</body></html>`
}

export function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const query = parseQuery(request, operations.addendumShow.query)
    const agreementId = recordIdOf(params.id, CHANGE_MESSAGES.agreementNotFound)
    const access = requireSight(await agreementAccess(member.id, agreementId), 'tenancy:view')
    const addendum = await getAddendum(access.ownerId, agreementId, query.language === 'both' ? ['en', 'ne'] : [query.language])
    if (query.format === 'html') {
      return new Response(addendumPage(addendum), { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store' } })
    }
    return apiData(operations.addendumShow.response.parse({ ...addendum, role: access.role }))
  })
}
