// A payment's fields — amount, date (in the agreement's calendar), method and reference — shared by
// the landlord's Record Payment form and the tenant's "I paid" report.
import { PAYMENT_METHODS } from '~/schemas/ledger-rules'
import { useT } from '~/i18n'
import { FormDateField } from '../agreements/date-field'
import { FormTextField } from '~/components/form/fields'
import type { FieldMeta } from '~/components/form/form-state'
import { decimalInput, SelectField } from '~/components/form/form-parts'
import { useBindField } from '~/components/form/messages'
import type { CalendarType } from '~/domain/calendar-type'

export type PaymentFieldValues = { amount: string; calendarType: string; paidOn: string; method: string; reference: string }

export function PaymentFields({
  fields,
  calendar,
  referenceHint,
}: {
  fields: { [Name in keyof PaymentFieldValues]: FieldMeta<string> }
  calendar: CalendarType
  referenceHint?: string
}) {
  const t = useT()
  const bind = useBindField()
  return (
    <>
      <input type="hidden" name="calendarType" value={calendar} />
      <div className="two-columns">
        <FormTextField field={bind(fields.amount)} label={t('ledger.amountLabel')} required autoComplete="off" slotProps={decimalInput} />
        <FormDateField field={fields.paidOn} label={t('ledger.paidOn')} calendar={calendar} hint={t(calendar === 'BS' ? 'ledger.paidOnHintBs' : 'ledger.paidOnHintAd')} />
      </div>
      <div className="two-columns">
        <SelectField field={bind(fields.method)} label={t('ledger.method')} placeholder={t('form.choose')}>
          {PAYMENT_METHODS.map((method) => (
            <option key={method} value={method}>
              {t(`ledger.method.${method}`)}
            </option>
          ))}
        </SelectField>
        <FormTextField field={bind(fields.reference)} label={t('ledger.reference')} hint={referenceHint ?? t('ledger.referenceHint')} autoComplete="off" />
      </div>
    </>
  )
}
