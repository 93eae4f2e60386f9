// The agreement page's Add a Charge form: a one-off charge with a description, an amount
// and a due date in the agreement's calendar, paid and reminded like the rent. A plain form posted
// to the agreement page's action (intent add-charge); works without JavaScript.
import { Form } from 'react-router'
import { Button } from '~/components/button'
import { FormTextField } from '~/components/form/fields'
import { FormErrors } from '~/components/form/form-message'
import { useCheckedForm } from '~/components/form/checked-form'
import { getFormProps } from '~/components/form/form-state'
import { replyErrors, type StepFormProps, useIsSubmitting } from '~/components/form/form-status'
import { decimalInput } from '~/components/form/form-parts'
import { FormKeyField } from '~/components/form/form-key-field'
import { useT } from '~/i18n'
import { checkExtraChargeInput, MAX_CHARGE_DESCRIPTION } from '~/schemas/charge-rules'
import { FormDateField } from '../agreements/date-field'
import { DetailsCard } from '../agreements/agreement-details'
import { useBindField } from '~/components/form/messages'
import { useMessage } from '~/i18n/message'
import type { CalendarType } from '~/domain/calendar-type'

export const ADD_CHARGE_INTENT = 'add-charge'
type Values = { calendarType: string; description: string; amount: string; dueDate: string }

type Props = {
  calendar: CalendarType
  /** The due date the form starts with: today in the agreement's calendar. */
  todayInCalendar: string
  /** How many charges the agreement has: a new one starts an empty form. */
  chargeCount: number
} & StepFormProps

export function ExtraChargeCard({ calendar, todayInCalendar, chargeCount, actionData, formKey }: Props) {
  const t = useT()
  return (
    <DetailsCard id="extra-charge" title={t('extraCharge.title')}>
      <p className="note">{t('extraCharge.intro')}</p>
      <ExtraChargeForm key={chargeCount} calendar={calendar} todayInCalendar={todayInCalendar} actionData={actionData} formKey={formKey} />
    </DetailsCard>
  )
}

function ExtraChargeForm({ calendar, todayInCalendar, actionData, formKey }: Omit<Props, 'chargeCount'>) {
  const t = useT()
  const bind = useBindField()
  const message = useMessage()
  const busy = useIsSubmitting(ADD_CHARGE_INTENT)
  const [form, fields] = useCheckedForm<Values>(ADD_CHARGE_INTENT, checkExtraChargeInput, actionData, { calendarType: calendar, dueDate: todayInCalendar })
  return (
    <Form method="post" preventScrollReset {...getFormProps(form)}>
      <input type="hidden" name="intent" value={ADD_CHARGE_INTENT} />
      <input type="hidden" name="calendarType" value={calendar} />
      <FormKeyField value={formKey} />
      <FormTextField
        field={bind(fields.description)}
        label={t('extraCharge.description')}
        required
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: MAX_CHARGE_DESCRIPTION } }}
      />
      <div className="two-columns">
        <FormTextField
          field={bind(fields.amount)}
          label={t('extraCharge.amount')}
          required
          autoComplete="off"
          slotProps={decimalInput}
        />
        <FormDateField field={fields.dueDate} label={t('extraCharge.dueDate')} calendar={calendar} />
      </div>
      <FormErrors errors={replyErrors(actionData, ADD_CHARGE_INTENT)?.map(message)} />
      <Button type="submit" variant="contained" loading={busy} className="mt-2">
        {t('extraCharge.add')}
      </Button>
    </Form>
  )
}
