// /agreements/{id}/meters (route AgreementMeters): the agreement's metered utilities, their
// rates and readings, the Set Rate form (intent set-rate: meters a utility or adds a rate from a
// day), the Record Reading form (intent record-reading) and each reading's Correct form (intent
// correct-reading, app/services/meters/reading-corrections.server.ts). Bad input comes back to its form (400)
// with nothing changed; another member's agreement is the 404 page; success redirects with a flash
// message. Each form records once per render (its hidden idempotency key). By the caller's role on
// the property (ADR 041): co-owners, managers and viewers read it; the forms are for those who run
// the tenancy (a reading also for whoever records readings).
import { Link } from '~/components/link'
import { MeterRateSchema, ReadingCorrectSchema, ReadingCreateSchema } from '~/schemas/meter-schemas'
import { z } from 'zod'
import { CORRECTION_MESSAGES, correctReading } from '~/services/meters/reading-corrections.server'
import { NotFoundError } from '~/services/errors'
import { AgreementShowErrorBoundary } from '~/components/agreements/error-boundary'
import { CORRECT_READING_INTENT, MeterList, RECORD_READING_INTENT, RecordReadingForm, SET_RATE_INTENT, SetRateForm } from '~/components/meters/agreement-meters'
import { PageFrame } from '~/components/page/page-frame'
import { titleMeta } from '~/components/route-meta'
import { adToBs, formatBsDate } from '~/domain/bs-calendar'
import { localDigits } from '~/domain/devanagari-digits'
import { nepalToday } from '~/domain/nepal-time'
import { translate, useT } from '~/i18n'
import { recordAgreementReading } from '~/services/meters/readings.server'
import { getAgreementMeters, type MeterView, type ReadingLine, setMeterRate } from '~/services/meters/meters.server'
import { newFormKey, writeFormOnce } from '~/web/form-key.server'
import { formRefusalOf } from '~/web/refusal.server'
import { parseForm } from '~/server/form-data.server'
import { redirectWithToast } from '~/server/toast.server'
import { abilitiesOf, actingOnAgreement, allowOrThrow, idParam, loadOrThrow, readIntentForm, replyTo, throwAsResponse } from '~/web/route-kit.server'
import type { Route } from './+types/meters'
import { loadAsDocument, serverOnlyPage } from '~/components/server-only-page'

// Plain posts the server checks: served as HTML without React (ADR 034).
export const handle = serverOnlyPage
export const clientMiddleware = [loadAsDocument]

export async function loader({ params, context }: Route.LoaderArgs) {
  const { member, access } = await actingOnAgreement(context, idParam(params.id), 'tenancy:view')
  const data = await loadOrThrow(getAgreementMeters(member.id, idParam(params.id)))
  const today = nepalToday()
  const can = abilitiesOf(access, ['tenancy:manage', 'reading:record'])
  return { data, todayInCalendar: data.agreement.calendar === 'BS' ? formatBsDate(adToBs(today)) : today, formKey: newFormKey(), can }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const who = await actingOnAgreement(context, idParam(params.id), 'tenancy:view')
  const data = await loadOrThrow(getAgreementMeters(who.member.id, idParam(params.id)))
  const { agreement } = data
  const { formData, intent } = await readIntentForm(request)
  allowOrThrow(who.access, intent === RECORD_READING_INTENT ? 'reading:record' : 'tenancy:manage')
  const pageUrl = `/agreements/${agreement.id}/meters`
  const write = { memberId: who.member.id, pageUrl }
  if (intent === RECORD_READING_INTENT) {
    const submission = parseForm(formData, ReadingCreateSchema)
    if (submission.status !== 'success') return replyTo(RECORD_READING_INTENT, submission)
    try {
      await writeFormOnce(
        formData,
        { ...write, input: submission.value },
        (guard) => recordAgreementReading(who.member.id, agreement.id, submission.value, { guard, by: who.access }),
        (line: ReadingLine) => line.id,
      )
    } catch (error) {
      const { status, formErrors, fieldErrors } = formRefusalOf(error, who.language, { form: 'meter reading', unexpected: 'meters.readingFailed' })
      return replyTo(RECORD_READING_INTENT, submission, { formErrors, fieldErrors }, status)
    }
    return redirectWithToast(pageUrl, { type: 'success', message: translate(who.language, 'meters.saved', { n: localDigits(1, who.language) }) })
  }
  if (intent === CORRECT_READING_INTENT) {
    const submission = parseForm(formData, ReadingCorrectSchema.extend({ readingId: z.coerce.number().int() }))
    if (submission.status !== 'success') return replyTo(CORRECT_READING_INTENT, submission)
    const { readingId, reading } = submission.value
    // Only a reading of this agreement's meters: another is the 404 page.
    if (!data.meters.some((meter) => meter.readings.some((line) => line.id === readingId))) throwAsResponse(new NotFoundError(CORRECTION_MESSAGES.readingNotFound))
    try {
      await writeFormOnce(
        formData,
        { ...write, input: submission.value },
        (guard) => correctReading(who.member.id, readingId, { value: reading }, { guard }),
        (line: ReadingLine) => line.id,
      )
    } catch (error) {
      const { status, formErrors, fieldErrors } = formRefusalOf(error, who.language, { form: 'meter reading correction', unexpected: 'meters.correctFailed' })
      return replyTo(CORRECT_READING_INTENT, submission, { formErrors, fieldErrors }, status)
    }
    return redirectWithToast(pageUrl, { type: 'success', message: translate(who.language, 'meters.corrected') })
  }
  const submission = parseForm(formData, MeterRateSchema)
  if (intent !== SET_RATE_INTENT || submission.status !== 'success') return replyTo(SET_RATE_INTENT, submission)
  try {
    await writeFormOnce(
      formData,
      { ...write, input: submission.value },
      (guard) => setMeterRate(who.member.id, agreement.id, submission.value, { guard }),
      (meter: MeterView) => meter.id,
    )
  } catch (error) {
    const { status, formErrors, fieldErrors } = formRefusalOf(error, who.language, { form: 'meter rate', unexpected: 'meters.rateFailed' })
    return replyTo(SET_RATE_INTENT, submission, { formErrors, fieldErrors }, status)
  }
  return redirectWithToast(pageUrl, { type: 'success', message: translate(who.language, 'meters.rateSaved') })
}

export default function AgreementMeters({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const { data, todayInCalendar, formKey, can } = loaderData
  const { agreement } = data
  const forms = { data, actionData, formKey, todayInCalendar }
  return (
    <PageFrame
      title={t('meters.title')}
      subtitle={`${agreement.name} · ${agreement.place}`}
      back={{ to: `/agreements/${agreement.id}`, label: agreement.name }}
      actions={<Link to={`/properties/${agreement.propertyId}/readings`}>{t('meters.monthlyLink')}</Link>}
    >
      <MeterList data={data} correction={can['tenancy:manage'] ? { actionData, formKey } : null} />
      {can['reading:record'] && agreement.isActive && data.meters.length > 0 && <RecordReadingForm {...forms} />}
      {can['tenancy:manage'] && agreement.isActive && <SetRateForm {...forms} />}
    </PageFrame>
  )
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const [title] = titleMeta(matches, 'meters.title')
  return [{ title: loaderData ? `${loaderData.data.agreement.name} | ${title?.title ?? ''}` : title?.title }]
}

export function ErrorBoundary() {
  return <AgreementShowErrorBoundary />
}
