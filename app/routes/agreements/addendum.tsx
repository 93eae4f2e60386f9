// /agreements/{id}/addendum (route AgreementAddendum): the agreement's changes and
// renewal printed as an addendum to the lease, in Nepali, English or both side by side
// (?language=ne|en|both; both by default), on A4, without JavaScript. Linked from the agreement's
// Changes page and the lease page.
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import { Link as RouterLink } from '~/components/link'
import { AgreementShowErrorBoundary } from '~/components/agreements/error-boundary'
import { AddendumDocuments } from '~/components/agreements/lease-addendum'
import { PrintButton } from '~/components/print-button'
import { PageFrame } from '~/components/page/page-frame'
import { titleMeta } from '~/components/route-meta'
import { useT } from '~/i18n'
import { LEASE_LANGUAGES, type LeaseLanguageChoice } from '~/schemas/lease-rules'
import { getAddendum } from '~/services/agreements/changes.server'
import { actingOnAgreement, idParam, loadOrThrow } from '~/web/route-kit.server'
import type { Route } from './+types/addendum'
import { loadAsDocument, serverOnlyPage } from '~/components/server-only-page'

// A printout: served as HTML without React (ADR 034).
export const handle = serverOnlyPage
export const clientMiddleware = [loadAsDocument]

export async function loader({ request, params, context }: Route.LoaderArgs) {
  // A co-owner, manager or viewer of the property prints it too (ADR 041).
  const { member } = await actingOnAgreement(context, idParam(params.id), 'tenancy:view')
  const asked = new URL(request.url).searchParams.get('language')
  const choice: LeaseLanguageChoice = LEASE_LANGUAGES.find((known) => known === asked) ?? 'both'
  const addendum = await loadOrThrow(getAddendum(member.id, idParam(params.id), choice === 'both' ? ['en', 'ne'] : [choice]))
  return { addendum, choice }
}

export default function AgreementAddendum({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { addendum, choice } = loaderData
  return (
    <PageFrame title={t('changes.addendumTitle')} subtitle={addendum.agreementName} actions={<PrintButton />}>
      <Box data-no-print component="nav" aria-label={t('lease.languages')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <Link component={RouterLink} to={`/agreements/${addendum.agreementId}/changes`}>
          ← {addendum.agreementName}
        </Link>
        {LEASE_LANGUAGES.map((language) => (
          <Link key={language} component={RouterLink} to={`?language=${language}`} aria-current={language === choice ? 'page' : undefined} sx={{ fontWeight: language === choice ? 700 : 400 }}>
            {t(`lease.language.${language}`)}
          </Link>
        ))}
      </Box>
      <AddendumDocuments documents={addendum.documents} />
    </PageFrame>
  )
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const [title] = titleMeta(matches, 'changes.addendumTitle')
  return [{ title: loaderData ? `${loaderData.addendum.agreementName} | ${title?.title ?? ''}` : title?.title }]
}

export function ErrorBoundary() {
  return <AgreementShowErrorBoundary />
}
