// /ops/members (OpsMembers): members found by phone or name (?q=), newest first.
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { Button } from '~/components/button'
import { RouteErrorPage } from '~/components/error-page'
import { OpsPage } from '~/components/ops/ops-parts'
import { PLAN_NAMES } from '~/components/format/plan-words'
import { titleMeta } from '~/components/route-meta'
import { loadAsDocument, serverOnlyPage } from '~/components/server-only-page'
import { TextField } from '~/components/text-field'
import { toNationalNumber } from '~/domain/phone'
import { useT } from '~/i18n'
import { searchMembers } from '~/services/ops/members.server'
import type { Route } from './+types/members'

export const handle = serverOnlyPage
export const clientMiddleware = [loadAsDocument]

export async function loader({ request }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams.get('q') ?? ''
  return { q, members: await searchMembers(q) }
}

export default function OpsMembers({ loaderData }: Route.ComponentProps) {
  const t = useT()
  return (
    <OpsPage title={t('ops.nav.members')}>
      <Box component="form" method="get" role="search" sx={{ display: 'flex', gap: 1, alignItems: 'end', flexWrap: 'wrap', mb: 2 }}>
        <TextField id="member-search" name="q" type="search" label={t('ops.members.search')} defaultValue={loaderData.q} />
        <Button type="submit" variant="contained">
          {t('ops.members.find')}
        </Button>
      </Box>
      {loaderData.members.length === 0 ? <Typography>{t('ops.members.empty')}</Typography> : null}
      <Box component="ul" sx={{ listStyle: 'none', p: 0 }}>
        {loaderData.members.map((member) => (
          <Box component="li" key={member.id} sx={{ py: 1, borderBottom: 1, borderColor: 'divider', overflowWrap: 'anywhere' }}>
            <Link href={`/ops/members/${member.id}`}>
              {member.firstName} {member.lastName}
            </Link>{' '}
            · {toNationalNumber(member.phone)} · {t(PLAN_NAMES[member.plan])}
          </Box>
        ))}
      </Box>
    </OpsPage>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return titleMeta(matches, 'ops.nav.members')
}

export function ErrorBoundary() {
  return <RouteErrorPage />
}
