// /agreements/create (route AgreementsCreate, spec §2.11, §4.7-4.8): a new agreement. After the
// save the page comes back as ?created=ID (post, redirect, get) with the spec's message, and goes
// to the index after 3 s. `?propertyId=` (and `unitId=`) choose the place in advance.
import { Alert } from '~/components/alert'
import { Button } from '~/components/button'
import Link from '@mui/material/Link'
import { Link as RouterLink } from '~/components/link'
import { AgreementForm } from '~/components/agreements/agreement-form'
import { PageErrorBoundary } from '~/components/page/error-boundary'
import { TimedRedirect } from '~/components/page/timed-redirect'
import { PageFrame } from '~/components/page/page-frame'
import { loadAsDocument, serverOnlyPage } from '~/components/server-only-page'
import { titleMeta } from '~/components/route-meta'
import { parseRecordId } from '~/domain/record-id'
import { useT } from '~/i18n'
import { getAgreement, listPropertyChoices } from '~/services/agreements/agreements.server'
import { newFormKey } from '~/web/form-key.server'
import { agreementAccess } from '~/services/team/access.server'
import type { Route } from './+types/create'
import { agreementFormAction } from './web.server'
import { loadOrThrow, signedIn } from '~/web/route-kit.server'

// Drawn on the server only (ADR 037): every button of the form is a post the server answers.
export const handle = serverOnlyPage
export const clientMiddleware = [loadAsDocument]

/** Spec §4.7, §9: after a successful create the index follows after 3 s. */
const REDIRECT_SECONDS = 3

export async function loader({ request, context }: Route.LoaderArgs) {
  const { member } = signedIn(context)
  const url = new URL(request.url)
  const createdId = Number(url.searchParams.get('created'))
  const created = createdId ? await loadOrThrow(createdBy(member.id, createdId)) : null
  const preset = Object.fromEntries(['propertyId', 'unitId'].flatMap((name) => {
    const value = url.searchParams.get(name)
    return value !== null && parseRecordId(value) !== null ? [[name, value]] : []
  }))
  return {
    properties: created ? [] : await listPropertyChoices(member.id),
    created: created && { id: created.id, name: created.name },
    preset,
    formKey: newFormKey(),
  }
}

/** The agreement just made: in the caller's books, or in the owner's of a property shared with them. */
async function createdBy(memberId: number, agreementId: number) {
  const access = await agreementAccess(memberId, agreementId)
  return getAgreement(access.ownerId, agreementId)
}

export async function action({ request, context }: Route.ActionArgs) {
  return agreementFormAction(request, signedIn(context))
}

export default function AgreementsCreate({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const { properties, created, preset, formKey } = loaderData
  return (
    <PageFrame title={t('agreement.createTitle')} back={{ to: '/agreements', label: t('agreements.title') }}>
      {created ? (
        <Alert severity="success" role="status" action={<Button component={RouterLink} to="/agreements">{t('agreements.title')}</Button>}>
          {t('agreement.created')}{' '}
          <Link component={RouterLink} to={`/agreements/${created.id}`}>
            {created.name}
          </Link>
          <TimedRedirect to="/agreements" seconds={REDIRECT_SECONDS} />
        </Alert>
      ) : (
        <AgreementForm properties={properties} actionData={actionData} defaultValue={preset} formKey={formKey} />
      )}
    </PageFrame>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return titleMeta(matches, 'agreement.createTitle')
}

export function ErrorBoundary() {
  return <PageErrorBoundary title="agreement.createTitle" backTo="/agreements" />
}
