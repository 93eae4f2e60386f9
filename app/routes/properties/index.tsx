// /properties (route PropertiesIndex, spec §2.14): the member's properties as cards or a table,
// a page at a time (25, 50 or 100), the view remembered in a cookie; below them the properties
// others let the member into (ADR 041), and a line when invitations wait.
import { Button } from '~/components/button'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { redirect } from 'react-router'
import { Link } from '~/components/link'
import { z } from 'zod'
import { PageErrorBoundary } from '~/components/page/error-boundary'
import { Pager } from '~/components/page/pager'
import { PropertyCards, PropertyTable } from '~/components/properties/property-list'
import { PageFrame } from '~/components/page/page-frame'
import { ViewSwitch } from '~/components/page/view-switch'
import { titleMeta } from '~/components/route-meta'
import { useT } from '~/i18n'
import { lastPageHref, PAGE_SIZES, webPageQueryOf } from '~/schemas/paging'
import { listProperties } from '~/services/properties/properties.server'
import { teamLinesOf } from '~/services/team/team.server'
import { InvitationsWaiting, SharedProperties } from '~/components/team/shared-properties'
import { parseFormFields, readFormData } from '~/server/form-data.server'
import type { Route } from './+types/index'
import { readViewType, VIEW_TYPES, viewTypeCookie } from './web.server'
import { signedIn } from '~/web/route-kit.server'
import { loadAsDocument, serverOnlyPage } from '~/components/server-only-page'

// Nothing on this page needs React (ADR 031): it is served as HTML, with the page script's comforts.
export const handle = serverOnlyPage
export const clientMiddleware = [loadAsDocument]

const ViewSchema = z.object({ view: z.enum(VIEW_TYPES) })

export async function loader({ request, context }: Route.LoaderArgs) {
  const { member } = signedIn(context)
  const query = webPageQueryOf(request)
  const [view, list, team] = await Promise.all([readViewType(request), listProperties(member.id, query), teamLinesOf(member.id)])
  // A page past the end (after deletions, or typed): the last page that has rows.
  const last = lastPageHref('/properties', list)
  if (last) throw redirect(last)
  return { view, ...list, pageSizes: PAGE_SIZES, ...team }
}

export async function action({ request }: Route.ActionArgs) {
  const parsed = parseFormFields(await readFormData(request), ViewSchema)
  const { search } = new URL(request.url)
  if (!parsed.success) return redirect(`/properties${search}`)
  return redirect(`/properties${search}`, {
    headers: { 'Set-Cookie': await viewTypeCookie.serialize(parsed.data.view) },
  })
}

export default function PropertiesIndex({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { view, items, total, page, pageSize, pageSizes } = loaderData
  const pager = <Pager page={page} pageSize={pageSize} total={total} pageSizes={pageSizes} />
  return (
    <PageFrame
      title={t('properties.title')}
      actions={
        <>
          <ViewSwitch view={view} />
          <CreateButton />
        </>
      }
    >
      <InvitationsWaiting count={loaderData.invitationCount} />
      {view === 'table' ? (
        <>
          <PropertyTable properties={items} />
          {pager}
        </>
      ) : total === 0 ? (
        <EmptyState />
      ) : (
        <>
          <PropertyCards properties={items} />
          {total > pageSize && pager}
        </>
      )}
      <SharedProperties properties={loaderData.shared} />
    </PageFrame>
  )
}

function CreateButton() {
  const t = useT()
  return (
    <Button component={Link} to="/properties/create" id="properties-create" variant="contained" color="primary">
      {t('properties.create')}
    </Button>
  )
}

function EmptyState() {
  const t = useT()
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="h6" component="p">
        {t('properties.empty')}
      </Typography>
      <Typography color="text.secondary">{t('properties.emptyHint')}</Typography>
    </Paper>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return titleMeta(matches, 'properties.title')
}

export function ErrorBoundary() {
  return (
    <PageErrorBoundary title="properties.title" backTo="/dashboard">
      <EmptyState />
    </PageErrorBoundary>
  )
}
