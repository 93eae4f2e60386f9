// /repairs/new (route RepairsCreate): the owner's side opens a repair request on a
// property it runs (`repair:manage`), optionally for a unit, with up to 4 photos (multipart: works
// without JavaScript). A collector or viewer is refused (404 for a property they may not see the
// books of, 403 otherwise); bad input comes back to the form (400) with nothing saved.
import { PageErrorBoundary } from '~/components/page/error-boundary'
import { PageFrame } from '~/components/page/page-frame'
import { REPAIR_INTENTS, RepairForm } from '~/components/repairs/repair-parts'
import { titleMeta } from '~/components/route-meta'
import { loadAsDocument, serverOnlyPage } from '~/components/server-only-page'
import { translate, useT } from '~/i18n'
import { localDigits } from '~/domain/devanagari-digits'
import { RepairOpenSchema } from '~/schemas/repair-schemas'
import { parseForm } from '~/server/form-data.server'
import { redirectWithToast } from '~/server/toast.server'
import { repairPhotosFromFiles } from '~/services/repairs/photos.server'
import { openRepair, repairPlaces, type RepairView } from '~/services/repairs/repairs.server'
import { propertyAccess } from '~/services/team/access.server'
import { newFormKey, writeFormOnce } from '~/web/form-key.server'
import { formRefusalOf } from '~/web/refusal.server'
import { loadOrThrow, readIntentForm, replyTo, requireSightOrThrow, signedIn } from '~/web/route-kit.server'
import type { Route } from './+types/new'

export const handle = serverOnlyPage
export const clientMiddleware = [loadAsDocument]

export async function loader({ context }: Route.LoaderArgs) {
  const { member } = signedIn(context)
  return { places: await repairPlaces(member.id), formKey: newFormKey() }
}

export async function action({ request, context }: Route.ActionArgs) {
  const who = signedIn(context)
  const { formData } = await readIntentForm(request)
  const files = formData.getAll('photos')
  // The files are read here, never sent back to the form.
  formData.delete('photos')
  const submission = parseForm(formData, RepairOpenSchema)
  if (submission.status !== 'success') return replyTo(REPAIR_INTENTS.open, submission)
  const access = requireSightOrThrow(await loadOrThrow(propertyAccess(who.member.id, submission.value.propertyId)), 'books:view')
  let repair: { repairId: number }
  try {
    const photos = await repairPhotosFromFiles(files)
    repair = await writeFormOnce(
      formData,
      { memberId: who.member.id, pageUrl: '/repairs/new', input: { ...submission.value, photos: photos.map((photo) => photo.bytes.byteLength) } },
      (guard) => openRepair(access, submission.value, photos, { guard }),
      (opened: RepairView) => ({ repairId: opened.id }),
    )
  } catch (error) {
    const { status, ...errors } = formRefusalOf(error, who.language, { form: 'open repair', unexpected: 'repair.sendFailed' })
    return replyTo(REPAIR_INTENTS.open, submission, errors, status)
  }
  return redirectWithToast(`/repairs/${repair.repairId}`, { type: 'success', message: translate(who.language, 'repair.opened', { id: localDigits(repair.repairId, who.language) }) })
}

export default function RepairsCreate({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  return (
    <PageFrame title={t('repair.new.title')} back={{ to: '/repairs', label: t('repair.title') }}>
      <RepairForm intent={REPAIR_INTENTS.open} places={loaderData.places} actionData={actionData} formKey={loaderData.formKey} />
    </PageFrame>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return titleMeta(matches, 'repair.new.title')
}

export function ErrorBoundary() {
  return <PageErrorBoundary title="repair.title" backTo="/repairs" />
}
