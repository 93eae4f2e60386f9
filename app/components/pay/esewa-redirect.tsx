// The signed eSewa form: eSewa takes a payment only from a form the payer's browser
// posts. A small script with this response's CSP nonce posts it at once; without JavaScript the
// payer presses the button.
import Typography from '@mui/material/Typography'
import { Button } from '~/components/button'
import { useNonce } from '~/components/nonce'
import { useFormat } from '~/components/format/dates-and-money'
import { useT } from '~/i18n'

const FORM_ID = 'esewa-form'

export function EsewaRedirect({ formUrl, fields }: { formUrl: string; fields: Record<string, string> }) {
  const t = useT()
  const nonce = useNonce()
  const format = useFormat()
  const paisa = Math.round(Number(fields.total_amount) * 100)
  return (
    <>
      <Typography id="pay-title" component="h1" variant="h4" sx={{ fontWeight: 700, mb: 2 }}>
        {t('pay.esewaTitle')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('pay.esewaText', { amount: format.money(paisa) })}</Typography>
      <form id={FORM_ID} method="post" action={formUrl}>
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Button type="submit" variant="contained">
          {t('pay.esewaContinue')}
        </Button>
      </form>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: `document.getElementById(${JSON.stringify(FORM_ID)}).submit()` }} />
    </>
  )
}
