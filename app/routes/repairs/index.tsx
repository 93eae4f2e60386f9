// /repairs (route RepairsIndex): the repair requests of the caller's properties and of
// those shared with them by a role that sees the books (`books:view`), the longest waiting first;
// filtered by status and property with a plain GET form. Opening one needs `repair:manage`.
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { Form } from 'react-router'
import { Link } from '~/components/link'
import { DetailsCard } from '~/components/agreements/agreement-details'
import { Button } from '~/components/button'
import { PageErrorBoundary } from '~/components/page/error-boundary'
import { PageFrame } from '~/components/page/page-frame'
import { RepairLine } from '~/components/repairs/repair-parts'
import { titleMeta } from '~/components/route-meta'
import { loadAsDocument, serverOnlyPage } from '~/components/server-only-page'
import { REPAIR_STATUSES } from '~/domain/repairs'
import { useT } from '~/i18n'
import { RepairFilterSchema } from '~/schemas/repair-schemas'
import { listRepairs, repairPlaces, repairProperties } from '~/services/repairs/repairs.server'
import { signedIn } from '~/web/route-kit.server'
import type { Route } from './+types/index'

export const handle = serverOnlyPage
export const clientMiddleware = [loadAsDocument]

const STATUS_CHOICES = ['WAITING', 'ALL', ...REPAIR_STATUSES] as const

export async function loader({ request, context }: Route.LoaderArgs) {
  const { member } = signedIn(context)
  const url = new URL(request.url)
  const filter = RepairFilterSchema.parse(Object.fromEntries(url.searchParams))
  const [repairs, properties, places] = await Promise.all([listRepairs(member.id, filter), repairProperties(member.id), repairPlaces(member.id)])
  return { repairs, properties, filter: { status: filter.status ?? 'WAITING', propertyId: filter.propertyId ?? null }, canOpen: places.length > 0, now: new Date() }
}

export default function RepairsIndex({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { repairs, properties, filter, canOpen, now } = loaderData
  const actions = canOpen ? (
    <Button component={Link} to="/repairs/new" variant="contained">
      {t('repair.new.link')}
    </Button>
  ) : null
  return (
    <PageFrame title={t('repair.title')} subtitle={t('repair.intro')} actions={actions}>
      <Form method="get" aria-label={t('repair.filter.apply')}>
        {/* The filters' selects are plain: a thumb needs them at least 44 px tall. */}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'end', '& select': { minHeight: 44, fontSize: '1rem' } }}>
          <label>
            <Typography variant="body2" component="span" sx={{ display: 'block' }}>
              {t('repair.filter.status')}
            </Typography>
            <select name="status" defaultValue={filter.status}>
              {STATUS_CHOICES.map((status) => (
                <option key={status} value={status}>
                  {t(`repair.status.${status}`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            <Typography variant="body2" component="span" sx={{ display: 'block' }}>
              {t('repair.filter.property')}
            </Typography>
            <select name="propertyId" defaultValue={filter.propertyId ?? ''}>
              <option value="">{t('repair.filter.allProperties')}</option>
              {properties.map((property) => (
                <option key={property.id} value={property.id}>
                  {property.name}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" variant="outlined">
            {t('repair.filter.apply')}
          </Button>
        </Box>
      </Form>
      <DetailsCard id="repair-list" title={t(`repair.status.${filter.status}`)}>
        {repairs.length === 0 ? (
          <Typography>{t('repair.empty')}</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {repairs.map((repair) => (
              <RepairLine key={repair.id} repair={repair} to={`/repairs/${repair.id}`} now={now} />
            ))}
          </Box>
        )}
      </DetailsCard>
    </PageFrame>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return titleMeta(matches, 'repair.title')
}

export function ErrorBoundary() {
  return <PageErrorBoundary title="repair.title" backTo="/dashboard" />
}
