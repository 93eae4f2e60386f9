// /properties/edit/{id} (route PropertiesEdit, spec §2.15, §4.9): the create form, prefilled.
// After the save the page comes back as ?saved, locked, and goes to the index after 3 s.
import { PageErrorBoundary } from '~/components/page/error-boundary'
import { PropertyForm } from '~/components/properties/property-form'
import { PageFrame } from '~/components/page/page-frame'
import { loadAsDocument, serverOnlyPage } from '~/components/server-only-page'
import { titleMeta } from '~/components/route-meta'
import { useT } from '~/i18n'
import { getProperty, updateProperty } from '~/services/properties/properties.server'
import type { Route } from './+types/edit'
import { formValuesOf, propertyFormData, savePropertyAction } from './property-form.server'
import { idParam, loadOrThrow, signedIn } from '~/web/route-kit.server'

// Drawn on the server only (ADR 037): the location part is a file the page script fetches.
export const handle = serverOnlyPage
export const clientMiddleware = [loadAsDocument]

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { member } = signedIn(context)
  const property = await loadOrThrow(getProperty(member.id, idParam(params.id)))
  const values = formValuesOf(property)
  return {
    ...(await propertyFormData(values)),
    id: property.id,
    name: property.name,
    values,
    saved: new URL(request.url).searchParams.has('saved'),
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const who = signedIn(context)
  const id = idParam(params.id)
  return savePropertyAction(request, who, {
    save: (input) => updateProperty(who.member.id, id, input),
    savedUrl: (property) => `/properties/edit/${property.id}?saved`,
    success: 'property.updated',
    failure: 'property.updateFailed',
  })
}

export default function PropertiesEdit({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const { provinces, localLevels, values, saved, id, name, mapsApiKey } = loaderData
  return (
    <PageFrame title={t('property.editTitle')} subtitle={name} back={{ to: `/properties/${id}`, label: t('property.backToProperty') }}>
      <PropertyForm
        key={saved ? 'saved' : 'edit'}
        provinces={provinces}
        localLevels={localLevels}
        mapsApiKey={mapsApiKey}
        defaultValue={values}
        actionData={actionData}
        submitLabel="property.updateSubmit"
        saved={saved ? 'property.updated' : null}
      />
    </PageFrame>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return titleMeta(matches, 'property.editTitle')
}

export function ErrorBoundary() {
  return <PageErrorBoundary title="properties.title" backTo="/properties" />
}
