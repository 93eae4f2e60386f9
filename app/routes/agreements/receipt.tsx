// /agreements/{id}/receipts/{receiptNumber} (route AgreementReceipt, ADR 041): a receipt of one
// agreement for everyone around its property, the collector who took the cash included (receipt
// numbers are the owner's, so /receipts/{n}, which reads the signed-in member's own numbers, is
// the owner's way). A receipt of another agreement, or a property the caller has no role on, is 404.
import { data } from 'react-router'
import { PageErrorBoundary } from '~/components/page/error-boundary'
import { ReceiptPage, receiptMeta } from '~/components/ledger/receipt-page'
import { loadAsDocument, serverOnlyPage } from '~/components/server-only-page'
import { getReceipt } from '~/services/ledger/receipts.server'
import { payLinkWhilePayable } from '~/services/payments/pay-links.server'
import { printedPayLink } from '~/web/pay-by-qr.server'
import { actingOnAgreement, idParam, loadOrThrow } from '~/web/route-kit.server'
import type { Route } from './+types/receipt'

// No form here needs the browser: the page is not hydrated (ADR 031).
export const handle = serverOnlyPage
export const clientMiddleware = [loadAsDocument]

export async function loader({ params, context }: Route.LoaderArgs) {
  const agreementId = idParam(params.id)
  const { member } = await actingOnAgreement(context, agreementId, 'dues:view')
  const receipt = await loadOrThrow(getReceipt(member.id, idParam(params.receiptNumber)))
  if (receipt.agreement.id !== agreementId) throw data(null, { status: 404 })
  return { receipt, payLink: printedPayLink(await payLinkWhilePayable(member.id, agreementId)) }
}

export default function AgreementReceipt({ loaderData: { receipt, payLink } }: Route.ComponentProps) {
  return <ReceiptPage receipt={receipt} payLink={payLink} backTo={`/agreements/${receipt.agreement.id}`} backLabel="receipt.back" />
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return receiptMeta(matches, loaderData?.receipt)
}

export function ErrorBoundary() {
  return <PageErrorBoundary title="receipt.title" backTo="/agreements" />
}
