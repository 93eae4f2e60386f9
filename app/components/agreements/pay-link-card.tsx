// The agreement page's pay link: the link as selectable text, Copy (with JavaScript only: the
// clipboard needs it: islands/copy-buttons.ts), and "Text it to the tenant", a plain form posted to the page. The form
// carries how many texts of today it saw, so sending it twice sends one text (the service's key).
import { Form } from 'react-router'
import { Button } from '~/components/button'
import { FormErrors } from '~/components/form/form-message'
import { replyErrors, type StepReplyData, useIsSubmitting } from '~/components/form/form-status'
import { useFormat } from '~/components/format/dates-and-money'
import { COPY_BUTTON_MARKER } from '~/islands/copy-buttons'
import { useT } from '~/i18n'
import type { PayLinkShare } from '~/services/payments/pay-link-sms.server'
import { DetailsCard } from './agreement-details'

export const TEXT_PAY_LINK_INTENT = 'text-pay-link'

type Props = { share: PayLinkShare & { url: string }; actionData: StepReplyData | undefined }

export function PayLinkCard({ share, actionData }: Props) {
  const t = useT()
  const format = useFormat()
  const busy = useIsSubmitting(TEXT_PAY_LINK_INTENT)
  return (
    <DetailsCard id="pay-link" title={t('payLink.title')}>
      <p className="text secondary mb-1">{t('payLink.intro')}</p>
      <code data-testid="pay-link-url" className="pay-link-url">
        {share.url}
      </code>
      <div className="actions-row">
        <CopyButton url={share.url} />
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value={TEXT_PAY_LINK_INTENT} />
          <input type="hidden" name="seen" value={share.textedToday} />
          <Button type="submit" variant="contained" disabled={busy}>
            {t('payLink.text')}
          </Button>
        </Form>
      </div>
      <p className="note mt-1">{t('payLink.textedToday', { n: format.digits(share.textedToday), max: format.digits(share.perDay) })}</p>
      <FormErrors errors={replyErrors(actionData, TEXT_PAY_LINK_INTENT)} />
    </DetailsCard>
  )
}

/** Hidden in the server's HTML: the page script shows it where the clipboard is there. */
function CopyButton({ url }: { url: string }) {
  const t = useT()
  return (
    <Button variant="outlined" hidden data-copied={t('payLink.copied')} {...{ [COPY_BUTTON_MARKER]: url }} className="tap-height">
      <span aria-live="polite">{t('payLink.copy')}</span>
    </Button>
  )
}
