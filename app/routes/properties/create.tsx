// /properties/create (route PropertiesCreate, spec §2.15, §4.9): a new property. After the save
// the page comes back as ?saved=ID (post, redirect, get), locked, and goes to the index after 3 s.
import { Alert } from '~/components/alert'
import { PlanLimitLink } from '~/components/form/form-message'
import { PageErrorBoundary } from '~/components/page/error-boundary'
import { PropertyForm } from '~/components/properties/property-form'
import { PageFrame } from '~/components/page/page-frame'
import { loadAsDocument, serverOnlyPage } from '~/components/server-only-page'
import { titleMeta } from '~/components/route-meta'
import { checkPlanLimit, chooserPlan } from '~/domain/plans'
import { translate, useT } from '~/i18n'
import { countProperties, createProperty, getProperty, type PropertyView } from '~/services/properties/properties.server'
import { newFormKey, writeFormOnce } from '~/web/form-key.server'
import type { Route } from './+types/create'
import { formValuesOf, propertyFormData, savePropertyAction } from './property-form.server'
import { loadOrThrow, signedIn } from '~/web/route-kit.server'

// Drawn on the server only (ADR 037): the location part is a file the page script fetches.
export const handle = serverOnlyPage
export const clientMiddleware = [loadAsDocument]

export async function loader({ request, context }: Route.LoaderArgs) {
  const { member, language } = signedIn(context)
  const savedId = Number(new URL(request.url).searchParams.get('saved'))
  const saved = savedId ? formValuesOf(await loadOrThrow(getProperty(member.id, savedId))) : null
  // At the plan's limit the page says so instead of offering a form it would refuse (the action
  // still refuses: the count may change between this page and the save).
  const check = saved ? null : checkPlanLimit(member.plan, 'properties', await countProperties(member.id))
  const planLimit = check && !check.allowed ? translate(language, 'property.planLimit', { plan: chooserPlan(member.plan).name, limit: check.limit }) : null
  return { ...(await propertyFormData(saved ?? undefined)), saved, planLimit, formKey: newFormKey() }
}

export async function action({ request, context }: Route.ActionArgs) {
  const who = signedIn(context)
  return savePropertyAction(request, who, {
    // Once per render of the form: a second tap of Save (no JavaScript to stop it) adds no twin.
    save: (input, formData) =>
      writeFormOnce<PropertyView, number>(
        formData,
        { memberId: who.member.id, pageUrl: '/properties/create', input },
        (guard) => createProperty(who.member.id, input, { guard }),
        (property) => property.id,
      ),
    savedUrl: (propertyId) => `/properties/create?saved=${propertyId}`,
    success: 'property.created',
    failure: 'property.createFailed',
  })
}

export default function PropertiesCreate({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const { provinces, localLevels, saved, mapsApiKey, planLimit, formKey } = loaderData
  return (
    <PageFrame title={t('property.createTitle')}>
      {planLimit ? (
        <>
          <Alert severity="warning">
            {planLimit}
          </Alert>
          <PlanLimitLink show />
        </>
      ) : (
        <PropertyForm
          key={saved ? 'saved' : 'new'}
          provinces={provinces}
          localLevels={localLevels}
          mapsApiKey={mapsApiKey}
          defaultValue={saved ?? undefined}
          actionData={actionData}
          submitLabel="property.createSubmit"
          formKey={formKey}
          saved={saved && 'property.created'}
        />
      )}
    </PageFrame>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return titleMeta(matches, 'property.createTitle')
}

export function ErrorBoundary() {
  return <PageErrorBoundary title="properties.title" backTo="/properties" />
}
