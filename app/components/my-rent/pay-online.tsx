// The tenant's Pay button: to the agreement's pay page (/p/<code>), where the landlord's gateways
// take what is due now. Shown only while the service gave a pay code (rent due now, a landlord
// who takes online payment). A plain link, so it works without JavaScript.
import { Button } from '~/components/button'
import { useFormat } from '~/components/format/dates-and-money'
import { useT } from '~/i18n'

export function PayOnlineButton({ payCode, dueNowPaisa, agreementName }: { payCode: string; dueNowPaisa: number; agreementName: string }) {
  const t = useT()
  const format = useFormat()
  const amount = format.money(dueNowPaisa)
  return (
    <Button
      href={`/p/${payCode}`}
      variant="contained"
      aria-label={t('myRent.payOnlineLabel', { amount, name: agreementName })}
      sx={{ mt: 2, minHeight: 44, display: 'flex', width: { xs: '100%', sm: 'auto' } }}
    >
      {t('myRent.payOnline', { amount })}
    </Button>
  )
}
