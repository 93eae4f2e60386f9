// /my-rent/{id}/statement (route MyRentStatement): the tenant's printable statement of one
// of their agreements, the same page the landlord prints (?from=&to= typed in its calendar, a GET
// form). Scoped by the verified phone: another tenant's id is 404.
import { PageErrorBoundary } from '~/components/page/error-boundary'
import { titleMeta } from '~/components/route-meta'
import { StatementPage } from '~/components/ledger/statement'
import { idParam, signedIn } from '~/web/route-kit.server'
import { loadStatementPage } from '~/web/statement-page.server'
import type { Route } from './+types/statement'
import { loadAsDocument, serverOnlyPage } from '~/components/server-only-page'

// Nothing on this page needs React (ADR 031): it is served as HTML, with the page script's comforts.
export const handle = serverOnlyPage
export const clientMiddleware = [loadAsDocument]

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { member, language } = signedIn(context)
  return loadStatementPage(request, language, { tenantPhone: member.phone }, idParam(params.id))
}

export default function MyRentStatement({ loaderData }: Route.ComponentProps) {
  return <StatementPage page={loaderData} backTo={`/my-rent/${loaderData.agreement.id}`} />
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const [title] = titleMeta(matches, 'statement.title')
  return [{ title: loaderData ? `${loaderData.agreement.name} | ${title?.title ?? ''}` : title?.title }]
}

export function ErrorBoundary() {
  return <PageErrorBoundary title="statement.title" backTo="/my-rent" />
}
