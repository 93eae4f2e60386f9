// /receipts/{receiptNumber} (route ReceiptShow, issue 6): the printable receipt of one of the
// member's payments. Receipt numbers are per member, so another member's number is their own
// receipt or none: 404 either way for what is not the member's.
import { Button } from '~/components/button'
import { Link } from 'react-router'
import { AgreementsErrorBoundary } from '~/components/agreements/error-boundary'
import { PrintButton, ReceiptDocument } from '~/components/ledger/receipt'
import { PropertyPage } from '~/components/page/property-page'
import { titleMeta } from '~/components/route-meta'
import { localDigits } from '~/domain/devanagari-digits'
import { useLanguage, useT } from '~/i18n'
import { getReceipt } from '~/services/receipts.server'
import type { Route } from './+types/show'
import { idParam, loadOrThrow, signedIn } from '~/web/route-kit.server'

export async function loader({ params, context }: Route.LoaderArgs) {
  const { member } = signedIn(context)
  return { receipt: await loadOrThrow(getReceipt(member.id, idParam(params.receiptNumber))) }
}

export default function ReceiptShow({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const language = useLanguage()
  const { receipt } = loaderData
  const number = localDigits(receipt.receiptNumber, language)
  return (
    <PropertyPage
      title={t('receipt.pageTitle', { number })}
      subtitle={receipt.agreement.name}
      actions={
        <>
          <Button component={Link} to={`/agreements/${receipt.agreement.id}#agreement-ledger`} data-no-print>
            ← {t('receipt.back')}
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
  return <AgreementsErrorBoundary title="receipt.title" backTo="/agreements" />
}
