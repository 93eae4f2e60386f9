// /my-rent/{id}/receipts/{receiptNumber} (route MyRentReceipt, issue 17): the printable receipt of a
// payment on one of the tenant's agreements — the same document the landlord prints. Receipt
// numbers are per landlord, so the agreement in the URL names whose; any other pair is 404.
import { Link } from 'react-router'
import { Button } from '~/components/button'
import { AgreementsErrorBoundary } from '~/components/agreements/error-boundary'
import { PrintButton, ReceiptDocument } from '~/components/ledger/receipt'
import { PropertyPage } from '~/components/page/property-page'
import { titleMeta } from '~/components/route-meta'
import { useAgreementFormat } from '~/components/agreements/format'
import { useT } from '~/i18n'
import { getTenancyReceipt } from '~/services/tenant-view.server'
import { idParam, loadOrThrow, signedIn } from '~/web/route-kit.server'
import type { Route } from './+types/receipt'

export async function loader({ params, context }: Route.LoaderArgs) {
  const { member } = signedIn(context)
  return { receipt: await loadOrThrow(getTenancyReceipt(member.phone, idParam(params.id), idParam(params.receiptNumber))) }
}

export default function MyRentReceipt({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const format = useAgreementFormat()
  const { receipt } = loaderData
  return (
    <PropertyPage
      title={t('receipt.pageTitle', { number: format.digits(receipt.receiptNumber) })}
      subtitle={receipt.agreement.name}
      actions={
        <>
          <Button component={Link} to={`/my-rent/${receipt.agreement.id}#agreement-ledger`} data-no-print>
            ← {t('myRent.backToAgreement')}
          </Button>
          <PrintButton />
        </>
      }
    >
      <ReceiptDocument receipt={receipt} />
    </PropertyPage>
  )
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const [title] = titleMeta(matches, 'receipt.title')
  return [{ title: loaderData ? `${loaderData.receipt.receiptNumber} | ${title?.title ?? ''}` : title?.title }]
}

export function ErrorBoundary() {
  return <AgreementsErrorBoundary title="receipt.title" backTo="/my-rent" />
}
