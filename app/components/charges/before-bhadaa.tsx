// The agreement page's Before Bhadaa section: for a lease older than the app, the day
// the rent is paid up to and the tenant's balance on it. Charges up to that day are settled
// outside Bhadaa (no receipt, text or reminder). A plain form posted to the agreement page's
// action (intent before-bhadaa); works without JavaScript.
import { Form } from 'react-router'
import { Button } from '~/components/button'
import { FormTextField } from '~/components/form/fields'
import { FormErrors } from '~/components/form/form-message'
import { useCheckedForm } from '~/components/form/checked-form'
import { getFormProps } from '~/components/form/form-state'
import { replyErrors, type StepFormProps, useIsSubmitting } from '~/components/form/form-status'
import { decimalInput, SelectField } from '~/components/form/form-parts'
import { FormKeyField } from '~/components/form/form-key-field'
import { useT } from '~/i18n'
import { usePlural } from '~/i18n/plural'
import { checkBeforeBhadaaInput, OPENING_BALANCE_KINDS } from '~/schemas/charge-rules'
import type { BeforeBhadaa } from '~/services/ledger/opening-balance.server'
import { FormDateField } from '../agreements/date-field'
import { DetailsCard, FactList } from '../agreements/agreement-details'
import { useFormat } from '~/components/format/dates-and-money'
import { useBindField } from '~/components/form/messages'
import { useMessage } from '~/i18n/message'
import type { CalendarType } from '~/domain/calendar-type'

export const BEFORE_BHADAA_INTENT = 'before-bhadaa'
type Values = { calendarType: string; paidUpTo: string; balance: string; amount: string }

type Props = {
  beforeBhadaa: BeforeBhadaa
  calendar: CalendarType
  /** `paidUpTo` in the agreement's calendar, as the form shows it ('' when not set). */
  paidUpToInCalendar: string
} & StepFormProps

export function BeforeBhadaaCard({ beforeBhadaa, calendar, paidUpToInCalendar, actionData, formKey }: Props) {
  const t = useT()
  const tn = usePlural()
  const format = useFormat()
  const bind = useBindField()
  const message = useMessage()
  const busy = useIsSubmitting(BEFORE_BHADAA_INTENT)
  const opening = beforeBhadaa.openingBalancePaisa
  const [form, fields] = useCheckedForm<Values>(BEFORE_BHADAA_INTENT, checkBeforeBhadaaInput, actionData, {
    calendarType: calendar,
    paidUpTo: paidUpToInCalendar,
    balance: opening > 0 ? 'OWED' : opening < 0 ? 'CREDIT' : 'NONE',
    amount: opening === 0 ? '' : String(Math.abs(opening) / 100),
  })
  const openingText =
    opening > 0
      ? t('beforeBhadaa.openingOwed', { amount: format.money(opening) })
      : opening < 0
        ? t('beforeBhadaa.openingCredit', { amount: format.money(-opening) })
        : t('beforeBhadaa.openingNone')
  return (
    <div id="before-bhadaa">
      <DetailsCard id="before-bhadaa-card" title={t('beforeBhadaa.title')}>
        {beforeBhadaa.paidUpTo ? (
          <FactList
            rows={[
              [t('beforeBhadaa.paidUpTo'), format.date(beforeBhadaa.paidUpTo, calendar)],
              [t('beforeBhadaa.settled'), tn('beforeBhadaa.settledValue', beforeBhadaa.settledCount, { n: format.digits(beforeBhadaa.settledCount), amount: format.money(beforeBhadaa.settledPaisa) })],
              [t('beforeBhadaa.opening'), openingText],
            ]}
          />
        ) : (
          <p className="text secondary">{t('beforeBhadaa.none')}</p>
        )}
        <p className="note mt-2">{t('beforeBhadaa.intro')}</p>
        <Form method="post" preventScrollReset {...getFormProps(form)}>
          <input type="hidden" name="intent" value={BEFORE_BHADAA_INTENT} />
          <input type="hidden" name="calendarType" value={calendar} />
          <FormKeyField value={formKey} />
          <FormDateField
            field={fields.paidUpTo}
            label={t('beforeBhadaa.paidUpTo')}
            calendar={calendar}
            hint={t(calendar === 'BS' ? 'beforeBhadaa.paidUpToHintBs' : 'beforeBhadaa.paidUpToHintAd')}
          />
          <div className="two-columns">
            <SelectField field={bind(fields.balance)} label={t('beforeBhadaa.balance')} placeholder={t('form.choose')}>
              {OPENING_BALANCE_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`beforeBhadaa.balance.${kind}`)}
                </option>
              ))}
            </SelectField>
            <FormTextField
              field={bind(fields.amount)}
              label={t('beforeBhadaa.amount')}
              autoComplete="off"
              slotProps={decimalInput}
            />
          </div>
          <FormErrors errors={replyErrors(actionData, BEFORE_BHADAA_INTENT)?.map(message)} />
          <Button type="submit" variant="contained" loading={busy} className="mt-2">
            {t('beforeBhadaa.save')}
          </Button>
        </Form>
      </DetailsCard>
    </div>
  )
}
