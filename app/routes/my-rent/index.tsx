// /my-rent (route MyRent, DESIGN §10): the signed-in person's agreements as a tenant —
// every agreement whose tenant phone is their verified phone, with any landlord, current first,
// then upcoming ones (a renewal not started yet: one current lease per unit), then past ones. Read-only. Someone with none sees why (their number) instead of an empty page.
import Typography from '@mui/material/Typography'
import { MyRentAgreementCard } from '~/components/my-rent/agreement-card'
import { PageFrame } from '~/components/page/page-frame'
import { titleMeta } from '~/components/route-meta'
import { PageErrorBoundary } from '~/components/page/error-boundary'
import { useFormat } from '~/components/format/dates-and-money'
import { toNationalNumber } from '~/domain/phone'
import { useT } from '~/i18n'
import { listMyRentAgreements } from '~/services/my-rent/my-rent.server'
import { DashboardSwitchLink } from '~/components/my-rent/role-switch'
import { signedIn } from '~/web/route-kit.server'
import { memberRolesOf } from '~/web/frame.server'
import type { Route } from './+types/index'
import { loadAsDocument, serverOnlyPage } from '~/components/server-only-page'

// Read-only: served as HTML without React (ADR 034).
export const handle = serverOnlyPage
export const clientMiddleware = [loadAsDocument]

export async function loader({ context }: Route.LoaderArgs) {
  const { member } = signedIn(context)
  const [tenancies, { lets }] = await Promise.all([listMyRentAgreements(member.phone), memberRolesOf(context, member)])
  return { phoneNational: toNationalNumber(member.phone), tenancies, landlord: lets }
}

export default function MyRent({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const format = useFormat()
  const { tenancies } = loaderData
  const phone = format.digits(loaderData.phoneNational)
  const inState = (state: 'current' | 'upcoming' | 'past') => tenancies.filter((tenancy) => tenancy.agreement.state === state)
  return (
    <PageFrame title={t('myRent.title')}>
      {loaderData.landlord && <DashboardSwitchLink />}
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {tenancies.length === 0 ? t('myRent.none', { phone }) : t('myRent.intro', { phone })}
      </Typography>
      {[
        { id: 'my-rent-current', title: t('myRent.current'), list: inState('current') },
        { id: 'my-rent-upcoming', title: t('myRent.upcoming'), list: inState('upcoming') },
        { id: 'my-rent-past', title: t('myRent.past'), list: inState('past') },
      ]
        .filter(({ list }) => list.length > 0)
        .map(({ id, title, list }) => (
          <section key={id} id={id} aria-labelledby={`${id}-title`}>
            <Typography id={`${id}-title`} variant="h6" component="h2" sx={{ mb: 1.5 }}>
              {title}
            </Typography>
            {list.map((tenancy) => (
              <MyRentAgreementCard key={tenancy.agreement.id} view={tenancy} />
            ))}
          </section>
        ))}
    </PageFrame>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return titleMeta(matches, 'myRent.title')
}

export function ErrorBoundary() {
  return <PageErrorBoundary title="myRent.title" backTo="/dashboard" />
}
