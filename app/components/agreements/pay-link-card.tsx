// The agreement page's pay link: the link as selectable text, Copy (with JavaScript only: the
// clipboard needs it: islands/copy-buttons.ts), and "Text it to the tenant", a plain form posted to the page. The form
// carries how many texts of today it saw, so sending it twice sends one text (the service's key).
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
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
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('payLink.intro')}
      </Typography>
      <Box
        component="code"
        data-testid="pay-link-url"
        sx={{ display: 'block', p: 1, bgcolor: 'action.hover', borderRadius: 1, userSelect: 'all', overflowWrap: 'anywhere', fontSize: 15 }}
      >
        {share.url}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5, alignItems: 'center' }}>
        <CopyButton url={share.url} />
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value={TEXT_PAY_LINK_INTENT} />
          <input type="hidden" name="seen" value={share.textedToday} />
          <Button type="submit" variant="contained" disabled={busy} sx={{ minHeight: 44 }}>
            {t('payLink.text')}
          </Button>
        </Form>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('payLink.textedToday', { n: format.digits(share.textedToday), max: format.digits(share.perDay) })}
      </Typography>
      <FormErrors errors={replyErrors(actionData, TEXT_PAY_LINK_INTENT)} />
    </DetailsCard>
  )
}

/** Hidden in the server's HTML: the page script shows it where the clipboard is there. */
function CopyButton({ url }: { url: string }) {
  const t = useT()
  return (
    <Button variant="outlined" hidden data-copied={t('payLink.copied')} {...{ [COPY_BUTTON_MARKER]: url }} sx={{ minHeight: 44, '&[hidden]': { display: 'none' } }}>
      <span aria-live="polite">{t('payLink.copy')}</span>
    </Button>
  )
}
