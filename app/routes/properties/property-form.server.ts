// The create and edit screens' server side: the form's reference data (provinces, the district's
// local levels) and its action, which parses with the shared schema and saves through the service.
import { data } from 'react-router'
import { type PropertyInput, PropertyInputSchema } from '~/schemas/property-schemas'
import {
  type LocalLevelList,
  PROPERTY_FORM_INTENT,
  type PropertyFormReply,
  type PropertyFormValues,
} from '~/components/properties/property-form'
import { parseRecordId } from '~/domain/record-id'
import { type MessageKey, translate } from '~/i18n'
import type { PropertyView } from '~/services/properties/properties.server'
import { listLocalLevels, listProvinces } from '~/services/properties/places.server'
import { googleMapsApiKey } from '~/server/env.server'
import { parseForm, readFormData } from '~/server/form-data.server'
import { redirectWithToast } from '~/server/toast.server'
import { type FormRefusal, formRefusalOf } from '~/web/refusal.server'
import type { SignedIn } from '~/web/route-kit.server'

async function localLevelsOf(districtId: unknown): Promise<LocalLevelList> {
  const id = typeof districtId === 'string' ? parseRecordId(districtId) : null
  return { districtId: id, items: id ? await listLocalLevels(id) : [] }
}

/**
 * The provinces with their districts, the local levels of the form's district, and the browser
 * key of the Google map (null without GOOGLE_MAPS_API_KEY: no map).
 */
export async function propertyFormData(values?: PropertyFormValues) {
  const [provinces, localLevels] = await Promise.all([listProvinces(), localLevelsOf(values?.districtId)])
  return { provinces, localLevels, mapsApiKey: googleMapsApiKey }
}

/** A saved property as the form's values. */
export function formValuesOf(property: PropertyView): PropertyFormValues {
  return {
    name: property.name,
    type: property.type,
    division: String(property.isDivided),
    area: String(property.area),
    areaUnit: property.areaUnit,
    address1: property.address1,
    address2: property.address2,
    provinceId: String(property.province.id),
    districtId: String(property.district.id),
    city: property.city,
    lat: property.lat === null ? '' : String(property.lat),
    lng: property.lng === null ? '' : String(property.lng),
  }
}

type SaveOptions = {
  /** Saves the checked input (the posted form carries the create form's key); the property's id. */
  save: (input: PropertyInput, formData: FormData) => Promise<number>
  /** Where the locked form is shown, with the success message as a toast. */
  savedUrl: (propertyId: number) => string
  success: MessageKey
  failure: MessageKey
}

export async function savePropertyAction(request: Request, who: SignedIn, options: SaveOptions) {
  const formData = await readFormData(request)
  const submission = parseForm(formData, PropertyInputSchema)
  const reply = async (status: number, failure?: FormRefusal) =>
    data<PropertyFormReply>(
      {
        intent: PROPERTY_FORM_INTENT,
        result: submission.reply(failure && { formErrors: failure.formErrors, fieldErrors: failure.fieldErrors ?? {} }),
        planLimit: failure?.planLimit ?? false,
        localLevels: await localLevelsOf(submission.payload.districtId),
      },
      { status },
    )
  // No status: "Show districts and cities" (without JavaScript) sent the form back unsaved.
  if (submission.status === undefined) return reply(200)
  if (submission.status !== 'success') return reply(400)
  try {
    const propertyId = await options.save(submission.value, formData)
    return redirectWithToast(options.savedUrl(propertyId), {
      type: 'success',
      message: translate(who.language, options.success),
    })
  } catch (error) {
    const failure = formRefusalOf(error, who.language, { form: 'property form', unexpected: options.failure })
    return reply(failure.status, failure)
  }
}
