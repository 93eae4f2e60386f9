// The create and edit form (spec §2.15, §5): 01 Property Information, 02 Address Information.
// A plain form post; with JavaScript the square-feet figure, the Plus Code, the district list and
// the city suggestions follow the inputs as they change, without it they follow after a submit
// ("Show districts and cities" sends the form back without saving).
import { Alert } from '~/components/alert'
import Box from '@mui/material/Box'
import { Button } from '~/components/button'
import Typography from '@mui/material/Typography'
import { Form } from 'react-router'
import { checkPropertyInput } from '~/schemas/property-checks'
import { PROPERTY_AREA_UNITS } from '~/domain/area-units'
import { encodePlusCode, parseCoordinates } from '~/domain/plus-code'
import { type MessageKey, useLanguage, useT } from '~/i18n'
import { FormTextField } from '~/components/form/fields'
import { FormErrors, PlanLimitLink } from '~/components/form/form-message'
import { TimedRedirect } from '~/components/page/timed-redirect'
import { useCheckedForm } from '~/components/form/checked-form'
import { getFormProps } from '~/components/form/form-state'
import type { StepReplyData } from '~/components/form/form-status'
import { useIslandFile } from '~/components/server-only-page'
import { APPLY_BUTTON_MARKER } from '~/islands/submit-on-change'
import { PROPERTY_LOCATION_MARKER } from '~/islands/lazy-property-location'
import { LOCATE_FAILED_MARKER, LOCATE_MARKER, MAP_CANVAS_MARKER, MAP_TEMPLATE_MARKER, PLUS_CODE_MARKER } from '~/islands/property-location'
import { currentText, Section, SelectField, twoColumns, type ValueField } from '~/components/form/form-parts'
import { AreaFields } from './fields'
import { useBindField } from '~/components/form/messages'
import { FormKeyField } from '~/components/form/form-key-field'
import { type LocalLevel, type Place, placeName, type Province } from './places'

export const PROPERTY_FORM_INTENT = 'property'
/** Spec §4.9, §9: after a successful save the form locks and the index follows after 3 s. */
export const SAVED_REDIRECT_SECONDS = 3
/** Spec §9: the map's default centre, in the Kathmandu valley. */
export const DEFAULT_CENTRE = { lat: 27.7172, lng: 85.324 } as const
/** The map's height (spec §2.15). */
const MAP_HEIGHT_PX = 500

/** A district's local levels, as the loader, the action or the local-levels route found them. */
export type LocalLevelList = { districtId: number | null; items: LocalLevel[] }

export type PropertyFormReply = StepReplyData & { planLimit?: boolean; localLevels?: LocalLevelList }

export type PropertyFormValues = {
  name: string
  type: string
  division: string
  area: string
  areaUnit: string
  address1: string
  address2: string
  provinceId: string
  districtId: string
  city: string
  lat: string
  lng: string
}

type PropertyFormProps = {
  provinces: Province[]
  localLevels: LocalLevelList
  defaultValue?: PropertyFormValues | undefined
  actionData: PropertyFormReply | undefined
  submitLabel: MessageKey
  /** The save succeeded: the form shows this message, locked, and goes to the index. */
  saved?: MessageKey | null | undefined
  /** GOOGLE_MAPS_API_KEY (a browser key): with it the form shows a map to place the property. */
  mapsApiKey?: string | null | undefined
  /** A new property's form: its key makes a second send of this render add nothing (form-key.server.ts). */
  formKey?: string | undefined
}

export function PropertyForm({ provinces, localLevels, defaultValue, actionData, submitLabel, saved, mapsApiKey, formKey }: PropertyFormProps) {
  const t = useT()
  const bind = useBindField()
  const [form, fields] = useCheckedForm<PropertyFormValues>(PROPERTY_FORM_INTENT, checkPropertyInput, actionData, defaultValue)
  const locked = Boolean(saved)
  const provinceId = currentText(fields.provinceId, locked)
  const districts = provinces.find((province) => String(province.id) === provinceId)?.districts ?? []
  // A district of another province (sent back with a new province) is no choice.
  const districtId = currentText(fields.districtId, locked)
  const chosenDistrict = districts.some((district) => String(district.id) === districtId) ? districtId : ''

  return (
    <Form method="post" {...getFormProps(form)} aria-labelledby="page-title">
      <input type="hidden" name="intent" value={PROPERTY_FORM_INTENT} />
      {formKey && <FormKeyField value={formKey} />}
      {saved && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {t(saved)} {t('property.redirecting')}
          <TimedRedirect to="/properties" seconds={SAVED_REDIRECT_SECONDS} />
        </Alert>
      )}
      <Box component="fieldset" disabled={locked} sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 2 }}>
        <Section number="01" title={t('property.section.information')}>
          <FormTextField field={bind(fields.name)} label={t('property.name')} required autoComplete="off" />
          <Box sx={twoColumns}>
            <SelectField field={bind(fields.type)} label={t('property.type')} placeholder={t('form.choose')}>
              <option value="residential">{t('property.type.residential')}</option>
              <option value="commercial">{t('property.type.commercial')}</option>
            </SelectField>
            <SelectField field={bind(fields.division)} label={t('property.division')} placeholder={t('form.choose')}>
              <option value="true">{t('property.division.divided')}</option>
              <option value="false">{t('property.division.undivided')}</option>
            </SelectField>
          </Box>
          <AreaFields area={fields.area} areaUnit={fields.areaUnit} units={PROPERTY_AREA_UNITS} locked={locked} />
        </Section>

        <Section number="02" title={t('property.section.address')}>
          <CoordinateFields lat={fields.lat} lng={fields.lng} locked={locked} mapsApiKey={mapsApiKey ?? null} />
          <FormTextField field={bind(fields.address1)} label={t('property.address1')} hint={t('property.address1Hint')} required />
          <FormTextField field={bind(fields.address2)} label={t('property.address2')} hint={t('property.address2Hint')} required />
          <SelectField
            field={bind(fields.provinceId)}
            label={t('property.province')}
            placeholder={t('form.choose')}
            // Spec §4.9: choosing a province clears the district (the server draws the province's).
            submitOnChange
          >
            {provinces.map((province) => (
              <PlaceOption key={province.id} place={province} />
            ))}
          </SelectField>
          <SelectField
            field={bind(fields.districtId)}
            label={t('property.district')}
            placeholder={districts.length ? t('form.choose') : t('property.chooseProvinceFirst')}
          >
            {districts.map((district) => (
              <PlaceOption key={district.id} place={district} />
            ))}
          </SelectField>
          {/* Sends the form back unsaved: the page returns with the province's districts and the
              district's cities. With JavaScript a province's change sends it (islands/submit-on-change.ts),
              and the page script asks for a district's cities when it is chosen. */}
          <Button
            type="submit"
            {...form.validate.getButtonProps({ name: fields.provinceId.name })}
            variant="outlined"
            sx={{ '&[hidden]': { display: 'none' } }}
            {...{ [APPLY_BUTTON_MARKER]: '' }}
          >
            {t('property.showDistricts')}
          </Button>
          <CityField field={fields.city} districtId={chosenDistrict} localLevels={actionData?.localLevels ?? localLevels} />
        </Section>
      </Box>
      <FormErrors errors={form.errors} />
      <PlanLimitLink show={actionData?.planLimit} />
      {!locked && (
        <Button type="submit" id="property-submit" variant="contained" size="large" fullWidth sx={{ mt: 3 }}>
          {t(submitLabel)}
        </Button>
      )}
    </Form>
  )
}

function PlaceOption({ place }: { place: Place }) {
  const language = useLanguage()
  return <option value={place.id}>{placeName(place, language)}</option>
}

type CoordinateFieldsProps = {
  lat: ValueField
  lng: ValueField
  locked: boolean
  /** GOOGLE_MAPS_API_KEY (a browser key): with it and JavaScript, the map whose clicks set the fields. */
  mapsApiKey: string | null
}

/**
 * The coordinates, their Plus Code, "Use my location" and the map. With JavaScript the page script
 * fetches islands/property-location.ts, which makes the Plus Code follow the typed coordinates,
 * shows the hidden Use my location and puts the map from its template on the page.
 */
function CoordinateFields({ lat, lng, locked, mapsApiKey }: CoordinateFieldsProps) {
  const t = useT()
  const language = useLanguage()
  const bind = useBindField()
  const locationFile = useIslandFile('property-location')
  const coordinates = parseCoordinates(currentText(lat, locked), currentText(lng, locked))
  const plusCode = coordinates.ok ? encodePlusCode(coordinates.lat, coordinates.lng) : null
  const decimal = { htmlInput: { inputMode: 'decimal' as const }, inputLabel: { shrink: true } }
  const hidden = { '&[hidden]': { display: 'none' } }
  return (
    <Box {...{ [PROPERTY_LOCATION_MARKER]: locationFile }} data-language={language} sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('property.coordinatesHint')}
      </Typography>
      <Box sx={twoColumns}>
        <FormTextField field={bind(lat)} label={t('property.lat')} placeholder={String(DEFAULT_CENTRE.lat)} slotProps={decimal} />
        <FormTextField field={bind(lng)} label={t('property.lng')} placeholder={String(DEFAULT_CENTRE.lng)} slotProps={decimal} />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="body2" aria-live="polite" data-testid="plus-code">
          {t('property.plusCode')}:{' '}
          <Box component="strong" sx={{ fontFamily: 'monospace' }} {...{ [PLUS_CODE_MARKER]: '' }}>
            {plusCode ?? '—'}
          </Box>
        </Typography>
        {!locked && (
          <Box>
            <Button size="small" hidden sx={hidden} {...{ [LOCATE_MARKER]: '' }}>
              {t('property.useMyLocation')}
            </Button>
            <Typography variant="body2" color="error" role="alert" hidden sx={hidden} {...{ [LOCATE_FAILED_MARKER]: '' }}>
              {t('property.locationFailed')}
            </Typography>
          </Box>
        )}
      </Box>
      {mapsApiKey && (
        // Not in the page until the script loads the map: without JavaScript there is none.
        <template
          {...{ [MAP_TEMPLATE_MARKER]: '' }}
          data-key={mapsApiKey}
          data-language={language}
          data-centre={JSON.stringify(DEFAULT_CENTRE)}
          data-disabled={locked ? '' : undefined}
        >
          <Typography variant="body2" color="text.secondary">
            {t('property.mapHint')}
          </Typography>
          <Box role="group" aria-label={t('property.mapLabel')} data-testid="property-map" sx={{ height: MAP_HEIGHT_PX, width: '100%' }} {...{ [MAP_CANVAS_MARKER]: '' }} />
        </template>
      )}
    </Box>
  )
}

/** City: free text, suggested from the district's local levels (a native datalist) the server found for it. */
function CityField({ field, districtId, localLevels }: { field: ValueField; districtId: string; localLevels: LocalLevelList }) {
  const t = useT()
  const language = useLanguage()
  const bind = useBindField()
  const options = localLevels.districtId !== null && localLevels.districtId === (Number(districtId) || null) ? localLevels.items : []
  return (
    <>
      <FormTextField
        field={bind(field)}
        label={t('property.city')}
        hint={t('property.cityHint')}
        required
        autoComplete="off"
        slotProps={{ htmlInput: { list: 'property-city-options' } }}
      />
      <datalist id="property-city-options">
        {options.map((level) => (
          <option key={level.id} value={placeName(level, language)} />
        ))}
      </datalist>
    </>
  )
}
