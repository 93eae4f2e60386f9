// /agreements/{id}/statement (route AgreementStatement): the printable statement of one
// of the member's agreements for a range typed in its calendar (?from=&to=, a GET form; by
// default from its start to today). A range that is not one shows its field errors (400).
import { PageErrorBoundary } from '~/components/page/error-boundary'
import { titleMeta } from '~/components/route-meta'
import { StatementPage } from '~/components/ledger/statement'
import { actingOnAgreement, idParam } from '~/web/route-kit.server'
import { loadStatementPage } from '~/web/statement-page.server'
import type { Route } from './+types/statement'
import { loadAsDocument, serverOnlyPage } from '~/components/server-only-page'

// No form here needs the browser: the page is not hydrated (ADR 031).
export const handle = serverOnlyPage
export const clientMiddleware = [loadAsDocument]

export async function loader({ request, params, context }: Route.LoaderArgs) {
  // A co-owner, manager or viewer of the property reads it too (ADR 041).
  const { member, language } = await actingOnAgreement(context, idParam(params.id), 'tenancy:view')
  return loadStatementPage(request, language, { memberId: member.id }, idParam(params.id))
}

export default function AgreementStatement({ loaderData }: Route.ComponentProps) {
  return <StatementPage page={loaderData} backTo={`/agreements/${loaderData.agreement.id}`} />
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const [title] = titleMeta(matches, 'statement.title')
  return [{ title: loaderData ? `${loaderData.agreement.name} | ${title?.title ?? ''}` : title?.title }]
}

export function ErrorBoundary() {
  return <PageErrorBoundary title="statement.title" backTo="/agreements" />
}
