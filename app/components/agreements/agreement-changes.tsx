// The agreement's Change Terms and Renew forms and the history of its changes. Plain
// forms posted to the page (intents change-terms, renew); after a refusal the page comes back with
// the typed values and each field's message, so everything works without JavaScript. One column
// at 360 px, two from `sm`.
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { Form } from 'react-router'
import { Button } from '~/components/button'
import { FormErrors } from '~/components/form/form-message'
import { FormKeyField } from '~/components/form/form-key-field'
import { replyErrors, replyFor, type StepFormProps, type StepReplyData, useIsSubmitting } from '~/components/form/form-status'
import { fieldGrid } from '~/components/form/form-parts'
import { TextField } from '~/components/text-field'
import { typedValue } from '~/components/meters/format'
import { addAdDays } from '~/domain/ad-date'
import { adToBs, formatBsDate } from '~/domain/bs-calendar'
import type { CalendarType } from '~/domain/calendar-type'
import { type MessageKey, useT } from '~/i18n'
import { useMessage } from '~/i18n/message'
import type { AgreementChangeView } from '~/services/agreements/changes.server'
import type { AgreementView } from '~/services/agreements/views.server'
import { DetailsCard } from './agreement-details'
import { ChangeItem } from './change-item'
import { useFormat } from '~/components/format/dates-and-money'

export const CHANGE_TERMS_INTENT = 'change-terms'
export const RENEW_INTENT = 'renew'

type FormProps = { agreement: AgreementView } & StepFormProps

/** A date as the form shows it: in the agreement's calendar. */
const inCalendar = (isoDate: string, calendar: CalendarType) => (calendar === 'BS' ? formatBsDate(adToBs(isoDate)) : isoDate)

/** Rupees as a form value (no grouping): 10000.5 → "10000.50". */
const rupees = (paisa: number) => (paisa % 100 === 0 ? String(paisa / 100) : (paisa / 100).toFixed(2))

function useFields(actionData: StepReplyData | undefined, intent: string, idPrefix: string) {
  const t = useT()
  const message = useMessage()
  const reply = replyFor(actionData, intent)
  const typed = reply?.initialValue ?? null
  const errorOf = (...names: string[]) => names.map((name) => reply?.error?.[name]).find((errors) => errors && errors.length > 0)?.map(message)
  const field = (name: string, label: MessageKey, fallback: string, { hint, aliases = [] }: { hint?: string; aliases?: string[] } = {}) => {
    const errors = errorOf(name, ...aliases)
    const value = typed === null ? fallback : typedValue(typed, ...name.split(/[.[\]]+/).filter(Boolean).map((step) => (/^\d+$/.test(step) ? Number(step) : step)))
    return {
      name,
      id: `${idPrefix}-${name.replace(/[^A-Za-z0-9]+/g, '-')}`,
      label: t(label),
      defaultValue: value,
      error: Boolean(errors),
      helperText: errors?.join(' ') ?? hint,
      autoComplete: 'off',
    }
  }
  return { field, formErrors: replyErrors(actionData, intent) }
}

/** What each form posts besides its fields: which form, the calendar its dates are typed in, its once-only key. */
function FormHead({ intent, calendar, formKey }: { intent: string; calendar: CalendarType; formKey: string }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="calendarType" value={calendar} />
      <FormKeyField value={formKey} />
    </>
  )
}

export function ChangeTermsForm({ agreement, actionData, formKey, today }: FormProps & { today: string }) {
  const t = useT()
  const busy = useIsSubmitting(CHANGE_TERMS_INTENT)
  const { field, formErrors } = useFields(actionData, CHANGE_TERMS_INTENT, 'change')
  const calendar = agreement.calendar
  const hint = t('changes.dateHint', { calendar: t(`calendar.short.${calendar}`) })
  const effective = today < agreement.startDate ? agreement.startDate : today
  const priced = agreement.utilities.filter((utility) => utility.pricePaisa !== null && !utility.metered)
  return (
    <DetailsCard id="change-terms" title={t('changes.changeTitle')}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('changes.changeHint')}
      </Typography>
      <Form key={formKey} method="post" noValidate>
        <FormHead intent={CHANGE_TERMS_INTENT} calendar={calendar} formKey={formKey} />
        <Box sx={fieldGrid}>
          <TextField {...field('effectiveDate', 'changes.effectiveDate', inCalendar(effective, calendar), { hint })} required slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
          <TextField {...field('leaseAmount', 'changes.leaseAmount', rupees(agreement.leaseAmountPaisa))} required slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
          <TextField {...field('paymentInterval', 'changes.paymentInterval', String(agreement.paymentIntervalMonths))} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
          <TextField {...field('paymentDayOfMonth', 'changes.paymentDay', String(agreement.paymentDayOfMonth))} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
          <TextField {...field('incrementPercentage', 'changes.incrementPercentage', agreement.incrementPercentage ? String(agreement.incrementPercentage) : '')} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
          <TextField {...field('incrementInterval', 'changes.incrementInterval', agreement.incrementIntervalYears ? String(agreement.incrementIntervalYears) : '')} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
          <TextField {...field('endDate', 'changes.endDate', inCalendar(agreement.endDate, calendar), { hint })} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
          {priced.map((utility, index) => (
            <Box key={utility.id}>
              <input type="hidden" name={`utilities[${index}].utilityId`} value={utility.utilityId} />
              <TextField
                {...field(`utilities[${index}].price`, 'changes.utilityPrice', rupees(utility.pricePaisa ?? 0), { aliases: [`utilities.${index}.price`] })}
                label={t('changes.utilityPrice', { utility: t(`utility.${utility.utilityId}` as MessageKey) })}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
            </Box>
          ))}
        </Box>
        <TextField {...field('reason', 'changes.reason', '')} required multiline minRows={2} fullWidth sx={{ mt: 2 }} />
        <FormErrors errors={formErrors} />
        <Button type="submit" variant="contained" loading={busy} sx={{ mt: 2 }}>
          {t('changes.save')}
        </Button>
      </Form>
    </DetailsCard>
  )
}

export function RenewForm({ agreement, actionData, formKey }: FormProps) {
  const t = useT()
  const format = useFormat()
  const busy = useIsSubmitting(RENEW_INTENT)
  const { field, formErrors } = useFields(actionData, RENEW_INTENT, 'renew')
  const calendar = agreement.calendar
  const start = addAdDays(agreement.endDate, 1)
  const hint = t('changes.dateHint', { calendar: t(`calendar.short.${calendar}`) })
  return (
    <DetailsCard id="renew" title={t('changes.renewTitle')}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('changes.renewHint', { date: format.date(start, calendar) })}
      </Typography>
      <Form key={formKey} method="post" noValidate>
        <FormHead intent={RENEW_INTENT} calendar={calendar} formKey={formKey} />
        <Box sx={fieldGrid}>
          <TextField {...field('endDate', 'changes.renewEndDate', '', { hint })} required slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
          <TextField {...field('leaseAmount', 'changes.leaseAmount', '')} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
        </Box>
        <TextField {...field('reason', 'changes.reason', '')} multiline minRows={2} fullWidth sx={{ mt: 2 }} />
        <FormErrors errors={formErrors} />
        <Button type="submit" variant="contained" loading={busy} sx={{ mt: 2 }}>
          {t('changes.renew')}
        </Button>
      </Form>
    </DetailsCard>
  )
}

/** Each change with what it changed, oldest first. */
export function ChangeHistory({ changes, calendar }: { changes: AgreementChangeView[]; calendar: CalendarType }) {
  const t = useT()
  return (
    <DetailsCard id="change-history" title={t('changes.history')}>
      {changes.length === 0 ? (
        <Typography color="text.secondary">{t('changes.none')}</Typography>
      ) : (
        <Box component="ol" sx={{ pl: 2.5, m: 0 }} data-changes>
          {changes.map((change) => (
            <Box component="li" key={change.id} sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
              <ChangeItem change={change} calendar={calendar} />
            </Box>
          ))}
        </Box>
      )}
    </DetailsCard>
  )
}

