// /receipts/{receiptNumber} (route ReceiptShow): the printable receipt of one of the
// member's payments. Receipt numbers are per member, so another member's number is their own
// receipt or none: 404 either way for what is not the member's.
import { PageErrorBoundary } from '~/components/page/error-boundary'
import { ReceiptPage, receiptMeta } from '~/components/ledger/receipt-page'
import { getReceipt } from '~/services/ledger/receipts.server'
import { idParam, loadOrThrow, signedIn } from '~/web/route-kit.server'
import type { Route } from './+types/show'

export async function loader({ params, context }: Route.LoaderArgs) {
  const { member } = signedIn(context)
  return { receipt: await loadOrThrow(getReceipt(member.id, idParam(params.receiptNumber))) }
}

export default function ReceiptShow({ loaderData: { receipt } }: Route.ComponentProps) {
  return <ReceiptPage receipt={receipt} backTo={`/agreements/${receipt.agreement.id}`} backLabel="receipt.back" />
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return receiptMeta(matches, loaderData?.receipt)
}

export function ErrorBoundary() {
  return <PageErrorBoundary title="receipt.title" backTo="/agreements" />
}
