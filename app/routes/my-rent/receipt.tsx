// /my-rent/{id}/receipts/{receiptNumber} (route MyRentReceipt): the printable receipt of a
// payment on one of the tenant's agreements — the same document the landlord prints. Receipt
// numbers are per landlord, so the agreement in the URL names whose; any other pair is 404.
import { PageErrorBoundary } from '~/components/page/error-boundary'
import { ReceiptPage, receiptMeta } from '~/components/ledger/receipt-page'
import { getMyRentPayLink, getMyRentReceipt } from '~/services/my-rent/my-rent.server'
import { printedPayLink } from '~/web/pay-by-qr.server'
import { idParam, loadOrThrow, signedIn } from '~/web/route-kit.server'
import type { Route } from './+types/receipt'
import { loadAsDocument, serverOnlyPage } from '~/components/server-only-page'

// Nothing on this page needs React (ADR 031): it is served as HTML, with the page script's comforts.
export const handle = serverOnlyPage
export const clientMiddleware = [loadAsDocument]

export async function loader({ params, context }: Route.LoaderArgs) {
  const { member } = signedIn(context)
  const receipt = await loadOrThrow(getMyRentReceipt(member.phone, idParam(params.id), idParam(params.receiptNumber)))
  return { receipt, payLink: printedPayLink(await getMyRentPayLink(member.phone, receipt.agreement.id)) }
}

export default function MyRentReceipt({ loaderData: { receipt, payLink } }: Route.ComponentProps) {
  return <ReceiptPage receipt={receipt} payLink={payLink} backTo={`/my-rent/${receipt.agreement.id}`} backLabel="myRent.backToAgreement" />
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return receiptMeta(matches, loaderData?.receipt)
}

export function ErrorBoundary() {
  return <PageErrorBoundary title="receipt.title" backTo="/my-rent" />
}
