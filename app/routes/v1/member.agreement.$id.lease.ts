// /v1/member/agreement/{id}/lease: GET the printable lease (?language=en|ne|both,
// ?format=json|html), PATCH the terms the landlord adds. By the caller's role on the agreement's
// property (ADR 041): `tenancy:view` reads it (each identity number printed is logged as the
// caller's view), `tenancy:manage` changes the terms (else 403); no role there is 404.
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { LeaseCopies } from '~/components/agreements/lease-document'
import { AGREEMENT_MESSAGES } from '~/schemas/agreement-schemas'
import { getLease, type Lease, patchLeaseTerms } from '~/services/paperwork/lease-documents.server'
import { recordIdOf } from '~/services/record-id.server'
import { apiData, handleApi, methodNotAllowed, parseJsonBody, parseQuery } from '~/v1/api.server'
import { requireApiMember } from '~/v1/auth.server'
import { clientIpOf } from '~/web/auth.server'
import { operations } from '~/v1/operations'
import { agreementAccess, requireAbilityOn, requireSight } from '~/services/team/access.server'
import type { Route } from './+types/member.agreement.$id.lease'

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)

/** A whole page: prints on A4 straight from the browser, with no script and nothing else to load. */
function leasePage(lease: Lease): string {
  const language = lease.documents.length === 1 ? lease.documents[0]!.language : 'ne'
  const title = escapeHtml(`${lease.documents.map((document) => document.title).join(' / ')}: ${lease.agreementName}`)
  const body = renderToStaticMarkup(createElement(LeaseCopies, { documents: lease.documents }))
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><style>body{margin:16px;font-family:system-ui,sans-serif}</style></head><body>${body}</body></html>`
}

export function loader({ request, params, context }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const query = parseQuery(request, operations.leaseShow.query)
    const agreementId = recordIdOf(params.id, AGREEMENT_MESSAGES.agreementNotFound)
    const access = requireSight(await agreementAccess(member.id, agreementId), 'tenancy:view')
    const lease = await getLease(access.ownerId, agreementId, query.language === 'both' ? ['en', 'ne'] : [query.language], { memberId: access.actorId, ip: clientIpOf(context) })
    if (query.format === 'html') {
      return new Response(leasePage(lease), { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store' } })
    }
    return apiData(operations.leaseShow.response.parse({ ...lease, role: access.role }))
  })
}

export function action(args: Route.ActionArgs) {
  const { request, params } = args
  if (request.method !== 'PATCH') return methodNotAllowed(args)
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const patch = await parseJsonBody(request, operations.leaseTermsUpdate.body)
    const agreementId = recordIdOf(params.id, AGREEMENT_MESSAGES.agreementNotFound)
    const access = requireAbilityOn(await agreementAccess(member.id, agreementId), 'tenancy:view', 'tenancy:manage')
    const terms = await patchLeaseTerms(access.ownerId, agreementId, patch)
    return apiData(operations.leaseTermsUpdate.response.parse({ ...terms, role: access.role }))
  })
}
