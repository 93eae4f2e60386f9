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
import { propertyAccess } from '~/services/team/access.server'
import { allowOrThrow, idParam, loadOrThrow, signedIn } from '~/web/route-kit.server'

// Drawn on the server only (ADR 037): the location part is a file the page script fetches.
export const handle = serverOnlyPage
export const clientMiddleware = [loadAsDocument]

/** The owner and co-owners edit a property (ADR 041); others who see it get 403, anyone else 404. */
async function editorOf(context: Route.LoaderArgs['context'], id: string | undefined) {
  const access = await loadOrThrow(propertyAccess(signedIn(context).member.id, idParam(id)))
  allowOrThrow(access, 'property:edit')
  return access
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const access = await editorOf(context, params.id)
  const property = await loadOrThrow(getProperty(access.ownerId, access.propertyId))
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
  const access = await editorOf(context, params.id)
  return savePropertyAction(request, who, {
    save: async (input) => (await updateProperty(access.ownerId, access.propertyId, input)).id,
    savedUrl: (propertyId) => `/properties/edit/${propertyId}?saved`,
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
