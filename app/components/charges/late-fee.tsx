// The agreement page's Late Fee section: the agreement's optional rule (none by
// default) and its form: a fixed amount or a percentage of what is unpaid, after grace days, with
// an optional cap. A plain form posted to the agreement page's action (intent late-fee); works
// without JavaScript. Fees themselves show in the charge list, each with its Waive link.
import { Form } from 'react-router'
import { Button } from '~/components/button'
import { FormTextField } from '~/components/form/fields'
import { FormErrors } from '~/components/form/form-message'
import { useCheckedForm } from '~/components/form/checked-form'
import { getFormProps } from '~/components/form/form-state'
import { replyErrors, type StepFormProps, useIsSubmitting } from '~/components/form/form-status'
import { decimalInput, numericInput, SelectField } from '~/components/form/form-parts'
import { FormKeyField } from '~/components/form/form-key-field'
import { useT } from '~/i18n'
import { checkLateFeeInput, LATE_FEE_KINDS } from '~/schemas/charge-rules'
import type { LateFeeRuleView } from '~/services/ledger/late-fees.server'
import { DetailsCard } from '../agreements/agreement-details'
import { useFormat } from '~/components/format/dates-and-money'
import { useBindField } from '~/components/form/messages'
import { useMessage } from '~/i18n/message'

export const LATE_FEE_INTENT = 'late-fee'
type Values = { kind: string; graceDays: string; value: string; cap: string }

export function LateFeeCard({ rule, actionData, formKey }: { rule: LateFeeRuleView | null } & StepFormProps) {
  const t = useT()
  const format = useFormat()
  const bind = useBindField()
  const message = useMessage()
  const busy = useIsSubmitting(LATE_FEE_INTENT)
  const [form, fields] = useCheckedForm<Values>(LATE_FEE_INTENT, checkLateFeeInput, actionData, {
    kind: rule?.kind ?? 'NONE',
    graceDays: rule ? String(rule.graceDays) : '5',
    value: rule ? String(rule.kind === 'FLAT' ? rule.value / 100 : rule.value) : '',
    cap: rule?.capPaisa ? String(rule.capPaisa / 100) : '',
  })
  const days = rule ? format.digits(rule.graceDays) : ''
  const summary = !rule
    ? t('lateFee.none')
    : (rule.kind === 'FLAT' ? t('lateFee.ruleFlat', { amount: format.money(rule.value), days }) : t('lateFee.rulePercent', { percent: format.digits(rule.value), days })) +
      (rule.capPaisa ? t('lateFee.ruleCap', { amount: format.money(rule.capPaisa) }) : '')
  return (
    <div id="late-fee">
      <DetailsCard id="late-fee-card" title={t('lateFee.title')}>
        <p id="late-fee-rule" className="text">
          {summary}
        </p>
        <p className="note mt-1">{t('lateFee.intro')}</p>
        <Form method="post" preventScrollReset {...getFormProps(form)}>
          <input type="hidden" name="intent" value={LATE_FEE_INTENT} />
          <FormKeyField value={formKey} />
          <div className="two-columns">
            <SelectField field={bind(fields.kind)} label={t('lateFee.kind')} placeholder={t('form.choose')}>
              {LATE_FEE_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`lateFee.kind.${kind}`)}
                </option>
              ))}
            </SelectField>
            <FormTextField field={bind(fields.graceDays)} label={t('lateFee.graceDays')} autoComplete="off" slotProps={numericInput} />
            <FormTextField field={bind(fields.value)} label={t('lateFee.value')} autoComplete="off" slotProps={decimalInput} />
            <FormTextField field={bind(fields.cap)} label={t('lateFee.cap')} autoComplete="off" slotProps={decimalInput} />
          </div>
          <FormErrors errors={replyErrors(actionData, LATE_FEE_INTENT)?.map(message)} />
          <Button type="submit" variant="contained" loading={busy} className="mt-2">
            {t('lateFee.save')}
          </Button>
        </Form>
      </DetailsCard>
    </div>
  )
}
