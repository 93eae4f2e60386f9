// /repairs/{id} (route RepairShow): one repair request, for whoever sees the property's
// books (`books:view`; a collector, or anyone else, gets 404): its facts, photos and history, and
// for `repair:manage` the moves from where it is (start, done with an optional cost and charge to
// the tenant, close, decline with a reason, reopen). Each move is a plain form post made once
// (its form key); a move the state machine refuses comes back to its form (409).
import { PageErrorBoundary } from '~/components/page/error-boundary'
import { PageFrame } from '~/components/page/page-frame'
import { MoveForms, moveIntent, RepairDetails } from '~/components/repairs/repair-parts'
import { titleMeta } from '~/components/route-meta'
import { loadAsDocument, serverOnlyPage } from '~/components/server-only-page'
import { LANDLORD_MOVES, type LandlordMove } from '~/domain/repairs'
import { translate, useT } from '~/i18n'
import { localDigits } from '~/domain/devanagari-digits'
import { RepairMoveFormSchema } from '~/schemas/repair-schemas'
import { parseForm } from '~/server/form-data.server'
import { redirectWithToast } from '~/server/toast.server'
import { getRepair, moveRepair, type RepairView } from '~/services/repairs/repairs.server'
import { newFormKey, writeFormOnce } from '~/web/form-key.server'
import { formRefusalOf } from '~/web/refusal.server'
import { abilitiesOf, allowOrThrow, idParam, loadOrThrow, readIntentForm, replyTo, signedIn } from '~/web/route-kit.server'
import type { Route } from './+types/show'

export const handle = serverOnlyPage
export const clientMiddleware = [loadAsDocument]

export async function loader({ params, context }: Route.LoaderArgs) {
  const { member } = signedIn(context)
  const { repair, access } = await loadOrThrow(getRepair(member.id, idParam(params.id)))
  return { repair, can: abilitiesOf(access, ['repair:manage']), formKey: newFormKey() }
}

const MOVE_BY_INTENT = new Map(Object.keys(LANDLORD_MOVES).map((move) => [moveIntent(move as LandlordMove), move as LandlordMove]))

export async function action({ request, params, context }: Route.ActionArgs) {
  const who = signedIn(context)
  const repairId = idParam(params.id)
  const { access } = await loadOrThrow(getRepair(who.member.id, repairId))
  allowOrThrow(access, 'repair:manage')
  const { formData, intent } = await readIntentForm(request)
  const move = MOVE_BY_INTENT.get(intent)
  if (!move) throw new Response(null, { status: 400 })
  formData.set('status', LANDLORD_MOVES[move])
  const submission = parseForm(formData, RepairMoveFormSchema)
  if (submission.status !== 'success') return replyTo(intent, submission)
  let moved: { status: string }
  try {
    moved = await writeFormOnce(
      formData,
      { memberId: who.member.id, pageUrl: `/repairs/${repairId}`, input: submission.value },
      (guard) => moveRepair(access, repairId, submission.value, { guard }),
      (repair: RepairView) => ({ status: repair.status }),
    )
  } catch (error) {
    const { status, ...errors } = formRefusalOf(error, who.language, { form: 'move repair', unexpected: 'repair.moveFailed' })
    return replyTo(intent, submission, errors, status)
  }
  const status = translate(who.language, `repair.status.${moved.status as RepairView['status']}`)
  return redirectWithToast(`/repairs/${repairId}`, { type: 'success', message: translate(who.language, 'repair.moved', { id: localDigits(repairId, who.language), status }) })
}

export default function RepairShow({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const { repair, can, formKey } = loaderData
  return (
    <PageFrame title={repair.location} subtitle={repair.unitName ? `${repair.propertyName}, ${repair.unitName}` : repair.propertyName} back={{ to: '/repairs', label: t('repair.title') }}>
      {/* The moves first: without JavaScript a flash message stays over the page's foot. */}
      {can['repair:manage'] && <MoveForms repair={repair} actionData={actionData} formKey={formKey} />}
      <RepairDetails repair={repair} photoUrl={(position, original) => `/repairs/${repair.id}/photos/${position}${original ? '?original=1' : ''}`} />
    </PageFrame>
  )
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const [title] = titleMeta(matches, 'repair.title')
  return [{ title: loaderData ? `${loaderData.repair.location} | ${title?.title ?? ''}` : title?.title }]
}

export function ErrorBoundary() {
  return <PageErrorBoundary title="repair.title" backTo="/repairs" />
}
