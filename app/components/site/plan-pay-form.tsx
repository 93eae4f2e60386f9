// Paying for Plus or Pro on the plans page, when plans are paid: a month or a year at
// the chooser's prices, then one button per gateway Bhadaa takes payments through. A plain form
// post: Khalti answers with a redirect to its page, eSewa with its signed form (EsewaRedirect).
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Box from '@mui/material/Box'
import { Form } from 'react-router'
import { Button } from '~/components/button'
import type { PaidPlan, PlanPeriod } from '~/domain/plan-billing'
import { formatNpr } from '~/domain/money'
import { useLanguage, useT } from '~/i18n'

export type PlanPayOptions = { gateways: Array<'KHALTI' | 'ESEWA'>; prices: Record<PlanPeriod, number> }

export function PlanPayForm({ plan, options, autoFocus }: { plan: PaidPlan; options: PlanPayOptions; autoFocus: boolean }) {
  const t = useT()
  const language = useLanguage()
  const money = (paisa: number) => formatNpr(paisa, { language })
  const legendId = `plan-${plan}-period`
  return (
    <Form method="post" action="/plans?step=choose">
      <input type="hidden" name="plan" value={plan} />
      <FormControl component="fieldset" sx={{ mb: 1 }}>
        <FormLabel component="legend" id={legendId}>
          {t('billing.periodLegend')}
        </FormLabel>
        <RadioGroup name="period" defaultValue="MONTH" aria-labelledby={legendId}>
          <FormControlLabel value="MONTH" control={<Radio />} label={t('billing.monthly', { price: money(options.prices.MONTH) })} />
          <FormControlLabel value="YEAR" control={<Radio />} label={t('billing.yearly', { price: money(options.prices.YEAR) })} />
        </RadioGroup>
      </FormControl>
      <Box sx={{ display: 'grid', gap: 1 }}>
        {options.gateways.map((gateway, index) => (
          <Button
            key={gateway}
            type="submit"
            name="gateway"
            value={gateway}
            fullWidth
            variant={index === 0 ? 'contained' : 'outlined'}
            autoFocus={autoFocus && index === 0}
            aria-describedby={`plan-${plan}-title`}
          >
            {t(gateway === 'KHALTI' ? 'billing.payKhalti' : 'billing.payEsewa')}
          </Button>
        ))}
      </Box>
    </Form>
  )
}
