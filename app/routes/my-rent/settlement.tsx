// /my-rent/{id}/settlement (route MyRentSettlement): the tenant's printable settlement statement of
// one of their agreements, the same document the landlord prints. Scoped by the verified phone:
// another tenant's agreement, or one not settled, is 404.
import { PageErrorBoundary } from '~/components/page/error-boundary'
import { usePlaceName } from '~/components/my-rent/agreement-card'
import { PageFrame } from '~/components/page/page-frame'
import { PrintButton } from '~/components/print-button'
import { titleMeta } from '~/components/route-meta'
import { SettlementDocument } from '~/components/settlement/settlement'
import { useT } from '~/i18n'
import { getMyRentSettlement } from '~/services/my-rent/my-rent.server'
import { idParam, loadOrThrow, signedIn } from '~/web/route-kit.server'
import type { Route } from './+types/settlement'
import { loadAsDocument, serverOnlyPage } from '~/components/server-only-page'
import { fullName } from '~/domain/person-name'

// Nothing on this page needs React (ADR 031): it is served as HTML, with the page script's comforts.
export const handle = serverOnlyPage
export const clientMiddleware = [loadAsDocument]

export async function loader({ params, context }: Route.LoaderArgs) {
  const { member } = signedIn(context)
  const { tenancy, settlement } = await loadOrThrow(getMyRentSettlement(member.phone, idParam(params.id)))
  return { agreement: tenancy.agreement, landlord: tenancy.landlord, settlement }
}

export default function MyRentSettlement({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const placeName = usePlaceName()
  const { agreement, landlord, settlement } = loaderData
  const place = placeName({ agreement })
  const parties = { agreementName: agreement.name, tenantName: fullName(agreement.tenant), place, landlordName: landlord.name, calendar: agreement.calendar }
  return (
    <PageFrame title={t('settlement.statementTitle')} subtitle={`${agreement.name} · ${place}`} back={{ to: `/my-rent/${agreement.id}`, label: agreement.name }} actions={<PrintButton />}>
      <SettlementDocument settlement={settlement} parties={parties} />
    </PageFrame>
  )
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const [title] = titleMeta(matches, 'settlement.statementTitle')
  return [{ title: loaderData ? `${loaderData.agreement.name} | ${title?.title ?? ''}` : title?.title }]
}

export function ErrorBoundary() {
  return <PageErrorBoundary title="settlement.statementTitle" backTo="/my-rent" />
}
