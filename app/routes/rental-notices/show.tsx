// /rental-notices/{id} (route RentalNoticeShow): one rental notice as the municipality
// gets it (printed in Nepali, A4), and Mark as filed: the day (in the agreement's calendar) and the
// municipality's reference. Bad input comes back with the fields' messages (400); another member's
// notice is 404. By the caller's role on the agreement's property (ADR 041): `tenancy:view` reads
// it, `tenancy:manage` marks it filed (else 403), in the owner's books.
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { data, Form, type RouterContextProvider } from 'react-router'
import { Link as RouterLink } from '~/components/link'
import { useFormat } from '~/components/format/dates-and-money'
import { Button } from '~/components/button'
import { RouteErrorPage } from '~/components/error-page'
import { PrintButton } from '~/components/print-button'
import { PageFrame } from '~/components/page/page-frame'
import { NoticeDocument } from '~/components/paperwork/notice-document'
import { titleMeta } from '~/components/route-meta'
import { TextField } from '~/components/text-field'
import { adToBs, formatBsDate } from '~/domain/bs-calendar'
import { nepalToday } from '~/domain/nepal-time'
import { rentalNoticeLines } from '~/domain/rental-notice'
import { translate, useT } from '~/i18n'
import { renderFieldErrors, renderMessage } from '~/i18n/message'
import { NoticeFileSchema } from '~/schemas/rental-notice-schemas'
import { parseFormFields, readFormData } from '~/server/form-data.server'
import { redirectWithToast } from '~/server/toast.server'
import { ValidationError } from '~/services/errors'
import { fileNotice, getNotice } from '~/services/paperwork/rental-notices.server'
import { actingFor, allowOrThrow, idParam, loadOrThrow, requireSightOrThrow, signedIn } from '~/web/route-kit.server'
import { may } from '~/domain/property-roles'
import { noticeAccess } from '~/services/team/access.server'
import type { Route } from './+types/show'
import { loadAsDocument, serverOnlyPage } from '~/components/server-only-page'

// Nothing on this page needs React (ADR 031): it is served as HTML, with the page script's comforts.
export const handle = serverOnlyPage
export const clientMiddleware = [loadAsDocument]

export const FILE_NOTICE_INTENT = 'file-notice'

type FieldErrors = Partial<Record<'filedOn' | 'reference', string[]>>

/** The caller on the notice's property, seeing its tenancy (else the 404 page), acting in the owner's books. */
async function actingOnNotice(context: Readonly<RouterContextProvider>, noticeId: number) {
  const who = signedIn(context)
  return actingFor(who, requireSightOrThrow(await loadOrThrow(noticeAccess(who.member.id, noticeId)), 'tenancy:view'))
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { member, access } = await actingOnNotice(context, idParam(params.id))
  const { facts, ...notice } = await loadOrThrow(getNotice(member.id, idParam(params.id)))
  const today = nepalToday()
  return {
    canFile: may(access.role, 'tenancy:manage'),
    notice,
    printed: rentalNoticeLines(facts),
    todayInCalendar: notice.agreement.calendar === 'BS' ? formatBsDate(adToBs(today)) : today,
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const noticeId = idParam(params.id)
  const { member, language, access } = await actingOnNotice(context, noticeId)
  allowOrThrow(access, 'tenancy:manage')
  const formData = await readFormData(request)
  const values = Object.fromEntries([...formData].map(([name, value]) => [name, String(value)]))
  const failed = (errors: FieldErrors) => data({ intent: FILE_NOTICE_INTENT, errors, values }, { status: 400 })
  const parsed = parseFormFields(formData, NoticeFileSchema)
  if (!parsed.success) {
    const errors: FieldErrors = {}
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === 'reference' ? 'reference' : 'filedOn'
      ;(errors[field] ??= []).push(renderMessage(language, issue.message))
    }
    return failed(errors)
  }
  try {
    await loadOrThrow(fileNotice(member.id, noticeId, parsed.data))
  } catch (error) {
    if (error instanceof ValidationError) return failed(renderFieldErrors(language, error.fields))
    throw error
  }
  return redirectWithToast(`/rental-notices/${noticeId}`, { type: 'success', message: translate(language, 'notice.fileDone') })
}

function FileForm({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const { notice, todayInCalendar } = loaderData
  const errors: FieldErrors = actionData?.errors ?? {}
  const values: Record<string, string | undefined> = actionData?.values ?? { filedOn: todayInCalendar, reference: notice.reference ?? '' }
  const field = (name: keyof FieldErrors) => ({
    id: `notice-${name}`,
    name,
    defaultValue: values[name] ?? '',
    error: Boolean(errors[name]?.length),
    helperText: errors[name]?.join(' '),
    fullWidth: true,
    margin: 'normal' as const,
    required: true,
  })
  return (
    <Paper variant="outlined" data-no-print sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}>
      <Typography variant="h6" component="h2">
        {t('notice.file')}
      </Typography>
      <Form method="post" key={JSON.stringify(values)}>
        <input type="hidden" name="intent" value={FILE_NOTICE_INTENT} />
        <input type="hidden" name="calendarType" value={notice.agreement.calendar} />
        <TextField {...field('filedOn')} label={`${t('notice.filedOn')}, ${t('changes.dateHint', { calendar: t(`calendar.short.${notice.agreement.calendar}`) })}`} />
        <TextField {...field('reference')} label={t('notice.reference')} />
        <Button type="submit" variant="contained" sx={{ mt: 2 }}>
          {t('notice.file')}
        </Button>
      </Form>
    </Paper>
  )
}

export default function RentalNoticeShow(props: Route.ComponentProps) {
  const t = useT()
  const format = useFormat()
  const { notice, printed } = props.loaderData
  const calendar = notice.agreement.calendar
  return (
    <PageFrame title={`${t('notice.open')}: ${t(`notice.kind.${notice.kind}`)}`} subtitle={notice.place} actions={<PrintButton />}>
      <Box data-no-print sx={{ mb: 2, display: 'grid', gap: 0.5 }}>
        <Link component={RouterLink} to={`/agreements/${notice.agreement.id}`} variant="body2">
          ← {notice.agreement.name}
        </Link>
        <Typography role="status">
          {notice.filedOn === null
            ? t('notice.line', { kind: t(`notice.kind.${notice.kind}`), place: notice.place, tenant: notice.tenantName, date: format.date(notice.dueDate, calendar) })
            : t('notice.filed', { date: format.date(notice.filedOn, calendar), reference: notice.reference ?? '' })}
        </Typography>
      </Box>
      <NoticeDocument printed={printed} municipality={notice.municipality.ne} />
      {props.loaderData.canFile && <FileForm {...props} />}
    </PageFrame>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return titleMeta(matches, 'notice.title')
}

export function ErrorBoundary() {
  return <RouteErrorPage />
}
