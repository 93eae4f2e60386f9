// The printable receipt as a page: the landlord's (/receipts/{n}) and the tenant's
// (/my-rent/{id}/receipts/{n}) differ only in where "back" leads.
import { Link } from '~/components/link'
import { type MessageKey, useT } from '~/i18n'
import type { Receipt } from '~/services/ledger/receipts.server'
import { useFormat } from '~/components/format/dates-and-money'
import { Button } from '../button'
import { PageFrame } from '~/components/page/page-frame'
import { PrintButton, type PrintedPayLink, ReceiptDocument } from './receipt'
import { titleMeta } from '../route-meta'

export function ReceiptPage({ receipt, payLink, backTo, backLabel }: { receipt: Receipt; payLink: PrintedPayLink | null; backTo: string; backLabel: MessageKey }) {
  const t = useT()
  const format = useFormat()
  return (
    <PageFrame
      title={t('receipt.pageTitle', { number: format.digits(receipt.receiptNumber) })}
      subtitle={receipt.agreement.name}
      actions={
        <>
          <Button component={Link} to={`${backTo}#agreement-ledger`} data-no-print>
            ← {t(backLabel)}
          </Button>
          <PrintButton />
        </>
      }
    >
      <ReceiptDocument receipt={receipt} payLink={payLink} />
    </PageFrame>
  )
}

/** The receipt page's title: its number first, so a printed or saved receipt is named by it. */
export function receiptMeta(matches: Parameters<typeof titleMeta>[0], receipt: Receipt | undefined) {
  const [title] = titleMeta(matches, 'receipt.title')
  return [{ title: receipt ? `${receipt.receiptNumber} | ${title?.title ?? ''}` : title?.title }]
}
