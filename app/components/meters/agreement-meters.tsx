// An agreement's meters page: each metered utility with its rates (newest first) and
// readings (each with what its charge was made from), the Set Rate form and a Record Reading form.
// Plain forms posted to the page; after a refusal the page comes back with the typed values and
// the messages, so everything works without JavaScript. Lists, not tables, for 360 px screens.
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { Form } from 'react-router'
import { METERED_UTILITY_IDS } from '~/schemas/meter-rules'
import { Button } from '~/components/button'
import { fieldGrid } from '~/components/form/form-parts'
import { TextField } from '~/components/text-field'
import { FormErrors } from '~/components/form/form-message'
import { FormKeyField } from '~/components/form/form-key-field'
import { replyErrors, replyFor, type StepFormProps, type StepReplyData, useIsSubmitting } from '~/components/form/form-status'
import { type MessageKey, useLanguage, useT } from '~/i18n'
import { usePlural } from '~/i18n/plural'
import { useMessage } from '~/i18n/message'
import type { AgreementMeters, MeterView, ReadingLine } from '~/services/meters/meters.server'
import { DetailsCard } from '../agreements/agreement-details'
import { useFormat } from '~/components/format/dates-and-money'
import { formatReading, typedValue } from './format'
import { ReplacementFields } from './replacement-fields'
import type { CalendarType } from '~/domain/calendar-type'

export const SET_RATE_INTENT = 'set-rate'
export const RECORD_READING_INTENT = 'record-reading'
export const CORRECT_READING_INTENT = 'correct-reading'

/** What the readings' Correct forms need: the action's reply and the render's form key. */

const utilityKey = (utilityId: string) => `meters.utility.${utilityId}` as MessageKey

/** The meters and their readings; each reading with its Correct form unless `correction` is null (a role that reads only, ADR 041). */
export function MeterList({ data, correction }: { data: AgreementMeters; correction: StepFormProps | null }) {
  const t = useT()
  if (data.meters.length === 0) return <Typography sx={{ mt: 3 }}>{t('meters.none')}</Typography>
  return data.meters.map((meter) => <MeterCard key={meter.id} meter={meter} calendar={data.agreement.calendar} correction={correction} />)
}

function MeterCard({ meter, calendar, correction }: { meter: MeterView; calendar: CalendarType; correction: StepFormProps | null }) {
  const t = useT()
  const tn = usePlural()
  const format = useFormat()
  return (
    <DetailsCard id={`meter-${meter.id}`} title={t(utilityKey(meter.utilityId))}>
      <Typography component="h3" sx={{ fontWeight: 600 }}>
        {t('meters.rates')}
      </Typography>
      <Box component="ul" sx={{ pl: 2.5, mt: 0.5 }}>
        {meter.rates.map((rate) => (
          <li key={rate.effectiveFrom}>
            {t('meters.rateLine', { rate: format.money(rate.ratePaisaPerUnit), fixed: format.money(rate.fixedPaisa), date: format.date(rate.effectiveFrom, calendar) })}
          </li>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {tn('meters.dueInDaysLine', meter.dueInDays, { n: format.digits(meter.dueInDays) })}
      </Typography>
      <Typography component="h3" sx={{ fontWeight: 600, mt: 2 }}>
        {t('meters.readings')}
      </Typography>
      {meter.readings.length === 0 ? (
        <Typography color="text.secondary">{t('meters.noReadings')}</Typography>
      ) : (
        <Box component="ul" sx={{ pl: 2.5, mt: 0.5 }} data-readings={meter.utilityId}>
          {meter.readings.map((reading) => (
            <ReadingItem key={reading.id} reading={reading} calendar={calendar} correction={correction} />
          ))}
        </Box>
      )}
    </DetailsCard>
  )
}

function ReadingItem({ reading, calendar, correction }: { reading: ReadingLine; calendar: CalendarType; correction: StepFormProps | null }) {
  const t = useT()
  const language = useLanguage()
  const format = useFormat()
  const units = (value: number) => formatReading(value, language)
  const base = { value: units(reading.value), date: format.date(reading.readOn, calendar) }
  const text =
    reading.units === null
      ? t('meters.openingReading', base)
      : reading.amountPaisa && reading.dueDate
        ? t('meters.readingLine', {
            ...base,
            units: units(reading.units),
            rate: format.money(reading.ratePaisaPerUnit ?? 0),
            fixed: format.money(reading.fixedPaisa ?? 0),
            amount: format.money(reading.amountPaisa),
            due: format.date(reading.dueDate, calendar),
          })
        : t('meters.readingNoCharge', { ...base, units: units(reading.units) })
  return (
    <Box component="li" sx={{ overflowWrap: 'anywhere' }}>
      {text}
      {reading.replacement && (
        <Typography variant="body2" color="text.secondary">
          {t('meters.replacedNote', { old: units(reading.replacement.oldFinalValue), start: units(reading.replacement.newStartValue) })}
        </Typography>
      )}
      {reading.corrected && (
        <Typography variant="body2" color="text.secondary">
          {t('meters.correctedNote', { value: units(reading.corrected.fromValue) })}
        </Typography>
      )}
      {correction && <CorrectReadingForm reading={reading} {...correction} />}
    </Box>
  )
}

/** A reading's Correct form, folded in a <details> (open again after a refusal, with its message). */
function CorrectReadingForm({ reading, actionData, formKey }: { reading: ReadingLine } & StepFormProps) {
  const t = useT()
  const language = useLanguage()
  const { typed, errorOf, formErrors } = useReply(actionData, CORRECT_READING_INTENT)
  const mine = typedValue(typed, 'readingId') === String(reading.id)
  const errors = mine ? errorOf('reading') : undefined
  return (
    <details open={mine} data-correct-reading={reading.id}>
      <summary>{t('meters.correct')}</summary>
      <Form key={formKey} method="post" noValidate>
        <input type="hidden" name="intent" value={CORRECT_READING_INTENT} />
        <input type="hidden" name="readingId" value={reading.id} />
        <FormKeyField value={formKey} />
        <TextField
          name="reading"
          id={`correct-reading-${reading.id}`}
          label={t('meters.correctLabel')}
          defaultValue={(mine && typedValue(typed, 'reading')) || formatReading(reading.value, language)}
          error={Boolean(errors)}
          helperText={errors?.join(' ')}
          autoComplete="off"
          margin="dense"
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        {mine && <FormErrors errors={formErrors} />}
        <Button type="submit" variant="outlined" size="small" sx={{ mt: 1, mb: 1 }}>
          {t('meters.correctSave')}
        </Button>
      </Form>
    </details>
  )
}

type FormProps = { data: AgreementMeters; actionData: StepReplyData | undefined; formKey: string; todayInCalendar: string }

/** The reply of the form with `intent`: its typed values, its messages by field (codes, rendered here) and its own (rendered by the server). */
function useReply(actionData: StepReplyData | undefined, intent: string) {
  const reply = replyFor(actionData, intent)
  const message = useMessage()
  return {
    typed: reply?.initialValue ?? null,
    errorOf: (name: string) => reply?.error?.[name]?.map(message),
    formErrors: replyErrors(actionData, intent),
  }
}

export function SetRateForm({ data, actionData, formKey, todayInCalendar }: FormProps) {
  const t = useT()
  const busy = useIsSubmitting(SET_RATE_INTENT)
  const { typed, errorOf, formErrors } = useReply(actionData, SET_RATE_INTENT)
  const field = (name: string, label: MessageKey, fallback = '', hint?: string) => {
    const errors = errorOf(name)
    return {
      name,
      id: `rate-${name}`,
      label: t(label),
      defaultValue: typedValue(typed, name) || fallback,
      error: Boolean(errors),
      helperText: errors?.join(' ') ?? hint,
      autoComplete: 'off',
    }
  }
  return (
    <DetailsCard id="set-rate" title={t('meters.setRate')}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('meters.setRateHint')}
      </Typography>
      <Form key={formKey} method="post" noValidate>
        <input type="hidden" name="intent" value={SET_RATE_INTENT} />
        <input type="hidden" name="calendarType" value={data.agreement.calendar} />
        <FormKeyField value={formKey} />
        <Box sx={fieldGrid}>
          <TextField {...field('utilityId', 'meters.utilityLabel', data.meters[0]?.utilityId ?? 'Electricity')} select>
            {METERED_UTILITY_IDS.map((id) => (
              <option key={id} value={id}>
                {t(utilityKey(id))}
              </option>
            ))}
          </TextField>
          <TextField {...field('effectiveFrom', 'meters.effectiveFrom', todayInCalendar, t('meters.dateHint'))} required slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
          <TextField {...field('rate', 'meters.rateLabel')} required slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
          <TextField {...field('fixed', 'meters.fixedLabel')} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
          <TextField {...field('dueInDays', 'meters.dueInDays', String(data.meters[0]?.dueInDays ?? 7))} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
        </Box>
        <FormErrors errors={formErrors} />
        <Button type="submit" variant="contained" loading={busy} sx={{ mt: 2 }}>
          {t('meters.saveRate')}
        </Button>
      </Form>
    </DetailsCard>
  )
}

export function RecordReadingForm({ data, actionData, formKey, todayInCalendar }: FormProps) {
  const t = useT()
  const busy = useIsSubmitting(RECORD_READING_INTENT)
  const { typed, errorOf, formErrors } = useReply(actionData, RECORD_READING_INTENT)
  const field = (name: string, label: MessageKey, fallback = '') => {
    const errors = errorOf(name)
    return { name, id: `reading-${name}`, label: t(label), defaultValue: typedValue(typed, name) || fallback, error: Boolean(errors), helperText: errors?.join(' '), autoComplete: 'off' }
  }
  const replaced = typedValue(typed, 'meterReplaced') === 'on'
  return (
    <DetailsCard id="record-reading" title={t('meters.recordReadings')}>
      <Form key={formKey} method="post" noValidate>
        <input type="hidden" name="intent" value={RECORD_READING_INTENT} />
        <input type="hidden" name="calendarType" value={data.agreement.calendar} />
        <FormKeyField value={formKey} />
        <Box sx={fieldGrid}>
          <TextField {...field('utilityId', 'meters.utilityLabel', data.meters[0]?.utilityId)} select>
            {data.meters.map((meter) => (
              <option key={meter.id} value={meter.utilityId}>
                {t(utilityKey(meter.utilityId))}
              </option>
            ))}
          </TextField>
          <TextField {...field('readOn', 'meters.readOn', todayInCalendar)} required slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
          <TextField {...field('reading', 'meters.reading')} required slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
        </Box>
        <ReplacementFields
          idSuffix="agreement"
          replaced={replaced}
          typed={{ oldMeterFinal: typedValue(typed, 'oldMeterFinal'), newMeterStart: typedValue(typed, 'newMeterStart') }}
          errors={{ oldMeterFinal: errorOf('oldMeterFinal'), newMeterStart: errorOf('newMeterStart') }}
        />
        <FormErrors errors={formErrors} />
        <Button type="submit" variant="contained" loading={busy} sx={{ mt: 2 }}>
          {t('meters.saveReadings')}
        </Button>
      </Form>
    </DetailsCard>
  )
}
