// /properties/{id}/readings (route PropertyReadings): the monthly routine, a reading for
// each meter of the property's current agreements on one date, in one form. All rows are saved or
// none: a refused row brings the form back (400) with every row's messages and nothing saved;
// success redirects with a flash message. The form records once per render (its idempotency key).
import { Link } from '~/components/link'
import Typography from '@mui/material/Typography'
import { ReadingSheetSchema } from '~/schemas/meter-schemas'
import { DetailsCard } from '~/components/agreements/agreement-details'
import { ReadingSheetForm, SAVE_READINGS_INTENT } from '~/components/meters/reading-sheet'
import { PageErrorBoundary } from '~/components/page/error-boundary'
import { PageFrame } from '~/components/page/page-frame'
import { titleMeta } from '~/components/route-meta'
import { adToBs, formatBsDate } from '~/domain/bs-calendar'
import { localDigits } from '~/domain/devanagari-digits'
import { nepalToday } from '~/domain/nepal-time'
import { translate, useT } from '~/i18n'
import { recordReadings } from '~/services/meters/readings.server'
import { propertyReadingSheet, type ReadingLine } from '~/services/meters/meters.server'
import { newFormKey, writeFormOnce } from '~/web/form-key.server'
import { parseForm } from '~/server/form-data.server'
import { redirectWithToast } from '~/server/toast.server'
import { actingFor, idParam, loadOrThrow, readIntentForm, replyTo, requireSightOrThrow, signedIn } from '~/web/route-kit.server'
import { propertyAccess } from '~/services/team/access.server'
import type { Route } from './+types/readings'
import { formRefusalOf } from '~/web/refusal.server'
import { loadAsDocument, serverOnlyPage } from '~/components/server-only-page'

// A plain post the server checks: served as HTML without React (ADR 034).
export const handle = serverOnlyPage
export const clientMiddleware = [loadAsDocument]

export async function loader({ params, context }: Route.LoaderArgs) {
  const { member } = signedIn(context)
  const today = nepalToday()
  // A role that may not enter readings (a viewer) does not see the sheet (ADR 041).
  const access = requireSightOrThrow(await loadOrThrow(propertyAccess(member.id, idParam(params.id))), 'reading:record')
  const sheet = await loadOrThrow(propertyReadingSheet(access.ownerId, access.propertyId, today))
  // The date is typed in the calendar most of the property's agreements use.
  const bsRows = sheet.rows.filter((row) => row.calendar === 'BS').length
  const calendar = bsRows * 2 > sheet.rows.length ? 'BS' : 'AD'
  return { ...sheet, calendar, todayInCalendar: calendar === 'BS' ? formatBsDate(adToBs(today)) : today, formKey: newFormKey() } as const
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const signedInAs = signedIn(context)
  const access = requireSightOrThrow(await loadOrThrow(propertyAccess(signedInAs.member.id, idParam(params.id))), 'reading:record')
  const who = actingFor(signedInAs, access)
  const { property } = await loadOrThrow(propertyReadingSheet(who.member.id, access.propertyId))
  const pageUrl = `/properties/${property.id}/readings`
  const { formData } = await readIntentForm(request)
  const submission = parseForm(formData, ReadingSheetSchema)
  if (submission.status !== 'success') return replyTo(SAVE_READINGS_INTENT, submission)
  let saved: number
  try {
    saved = await writeFormOnce(
      formData,
      { memberId: who.member.id, pageUrl, input: submission.value },
      (guard) => recordReadings(who.member.id, submission.value, { guard, scope: { propertyId: property.id }, by: access }),
      (lines: ReadingLine[]) => lines.length,
    )
  } catch (error) {
    const { status, formErrors, fieldErrors } = formRefusalOf(error, who.language, { form: 'meter readings', unexpected: 'meters.readingFailed' })
    const rowsRefused = fieldErrors && Object.keys(fieldErrors).some((name) => name.startsWith('rows['))
    return replyTo(SAVE_READINGS_INTENT, submission, { formErrors: rowsRefused ? [translate(who.language, 'meters.rowErrors')] : formErrors, fieldErrors }, status)
  }
  return redirectWithToast(pageUrl, { type: 'success', message: translate(who.language, 'meters.saved', { n: localDigits(saved, who.language) }) })
}

export default function PropertyReadings({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const { property, rows, calendar, todayInCalendar, formKey } = loaderData
  return (
    <PageFrame title={t('meters.monthly')} subtitle={property.name} back={{ to: `/properties/${property.id}`, label: property.name }}>
      <DetailsCard id="readings" title={t('meters.recordReadings')}>
        {rows.length === 0 ? (
          <Typography>
            {t('meters.noMeters')} <Link to="/agreements">{t('agreements.title')}</Link>
          </Typography>
        ) : (
          <ReadingSheetForm rows={rows} calendar={calendar} todayInCalendar={todayInCalendar} actionData={actionData} formKey={formKey} />
        )}
      </DetailsCard>
    </PageFrame>
  )
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const [title] = titleMeta(matches, 'meters.monthly')
  return [{ title: loaderData ? `${loaderData.property.name} | ${title?.title ?? ''}` : title?.title }]
}

export function ErrorBoundary() {
  return <PageErrorBoundary title="properties.title" backTo="/properties" />
}
