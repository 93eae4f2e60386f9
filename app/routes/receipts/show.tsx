// /receipts/{receiptNumber} (route ReceiptShow): the printable receipt of one of the
// member's payments. Receipt numbers are per member, so another member's number is their own
// receipt or none: 404 either way for what is not the member's. With the agreement's pay link
// (text and QR) while it is payable.
import { PageErrorBoundary } from '~/components/page/error-boundary'
import { ReceiptPage, receiptMeta } from '~/components/ledger/receipt-page'
import { getReceipt } from '~/services/ledger/receipts.server'
import { payLinkWhilePayable } from '~/services/payments/pay-links.server'
import { printedPayLink } from '~/web/pay-by-qr.server'
import { idParam, loadOrThrow, signedIn } from '~/web/route-kit.server'
import type { Route } from './+types/show'
import { loadAsDocument, serverOnlyPage } from '~/components/server-only-page'

// No form here needs the browser: the page is not hydrated (ADR 031).
export const handle = serverOnlyPage
export const clientMiddleware = [loadAsDocument]

export async function loader({ params, context }: Route.LoaderArgs) {
  const { member } = signedIn(context)
  const receipt = await loadOrThrow(getReceipt(member.id, idParam(params.receiptNumber)))
  return { receipt, payLink: printedPayLink(await payLinkWhilePayable(member.id, receipt.agreement.id)) }
}

export default function ReceiptShow({ loaderData: { receipt, payLink } }: Route.ComponentProps) {
  return <ReceiptPage receipt={receipt} payLink={payLink} backTo={`/agreements/${receipt.agreement.id}`} backLabel="receipt.back" />
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return receiptMeta(matches, loaderData?.receipt)
}

export function ErrorBoundary() {
  return <PageErrorBoundary title="receipt.title" backTo="/agreements" />
}
