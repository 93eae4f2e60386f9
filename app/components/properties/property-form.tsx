// The create and edit form (spec §2.15, §5): 01 Property Information, 02 Address Information.
// A plain form post; with JavaScript the square-feet figure, the Plus Code, the district list and
// the city suggestions follow the inputs as they change, without it they follow after a submit
// ("Show districts and cities" sends the form back without saving).
import { Alert } from '~/components/alert'
import Box from '@mui/material/Box'
import { Button } from '~/components/button'
import Typography from '@mui/material/Typography'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { Form, useFetcher } from 'react-router'
import { checkPropertyInput } from '~/schemas/property-checks'
import { PROPERTY_AREA_UNITS } from '~/domain/area-units'
import { encodePlusCode, parseCoordinates } from '~/domain/plus-code'
import { type MessageKey, useLanguage, useT } from '~/i18n'
import { FormTextField } from '~/components/form/fields'
import { FormErrors, PlanLimitLink } from '~/components/form/form-message'
import { TimedRedirect } from '~/components/page/timed-redirect'
import { useCheckedForm } from '~/components/form/checked-form'
import { getFormProps } from '~/components/form/form-state'
import { type StepReplyData, useIsSubmitting } from '~/components/form/form-status'
import { useHydrated } from '../use-hydrated'
import { currentText, Section, SelectField, twoColumns, type ValueField } from '~/components/form/form-parts'
import { AreaFields } from './fields'
import { useBindField } from '~/components/form/messages'
import { type LocalLevel, type Place, placeName, type Province } from './places'
import type { MapAddress } from './property-map'

// Only with GOOGLE_MAPS_API_KEY, and only after hydration: pages without a key never download it.
const PropertyMap = lazy(() => import('./property-map'))

export const PROPERTY_FORM_INTENT = 'property'
/** Spec §4.9, §9: after a successful save the form locks and the index follows after 3 s. */
export const SAVED_REDIRECT_SECONDS = 3
/** Spec §9: the map's default centre, in the Kathmandu valley. */
export const DEFAULT_CENTRE = { lat: 27.7172, lng: 85.324 } as const

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
}

export function PropertyForm({ provinces, localLevels, defaultValue, actionData, submitLabel, saved, mapsApiKey }: PropertyFormProps) {
  const t = useT()
  const bind = useBindField()
  const [form, fields] = useCheckedForm<PropertyFormValues>(PROPERTY_FORM_INTENT, checkPropertyInput, actionData, defaultValue)
  const submitting = useIsSubmitting(PROPERTY_FORM_INTENT)
  const hydrated = useHydrated()
  const locked = Boolean(saved)
  const provinceId = currentText(fields.provinceId, locked)
  const districts = provinces.find((province) => String(province.id) === provinceId)?.districts ?? []
  // A district of another province (sent back with a new province, without JavaScript) is no choice.
  const districtId = currentText(fields.districtId, locked)
  const chosenDistrict = districts.some((district) => String(district.id) === districtId) ? districtId : ''
  // What the map last put into the addresses: those (and empty ones) it may replace, typed ones not.
  const mapFilled = useRef({ address1: '', address2: '' })
  const fillAddresses = (address: MapAddress) => {
    for (const [name, value] of [
      ['address1', address.short],
      ['address2', address.long],
    ] as const) {
      const now = currentText(fields[name]).trim()
      if (now !== '' && now !== mapFilled.current[name]) continue
      mapFilled.current[name] = value
      form.update({ name: fields[name].name, value })
    }
  }
  const setCoordinates = (position: { lat: string; lng: string }) => {
    form.update({ name: fields.lat.name, value: position.lat })
    form.update({ name: fields.lng.name, value: position.lng })
  }

  return (
    <Form method="post" {...getFormProps(form)} aria-labelledby="page-title">
      <input type="hidden" name="intent" value={PROPERTY_FORM_INTENT} />
      {saved && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {t(saved)} {t('property.redirecting')}
          <TimedRedirect to="/properties" seconds={SAVED_REDIRECT_SECONDS} />
        </Alert>
      )}
      <Box component="fieldset" disabled={locked || submitting} sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 2 }}>
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
          <CoordinateFields
            lat={fields.lat}
            lng={fields.lng}
            locked={locked}
            onLocate={hydrated ? setCoordinates : undefined}
            map={
              hydrated && mapsApiKey
                ? { apiKey: mapsApiKey, onPick: setCoordinates, onAddress: fillAddresses }
                : undefined
            }
          />
          <FormTextField field={bind(fields.address1)} label={t('property.address1')} hint={t('property.address1Hint')} required />
          <FormTextField field={bind(fields.address2)} label={t('property.address2')} hint={t('property.address2Hint')} required />
          <SelectField
            field={bind(fields.provinceId)}
            label={t('property.province')}
            placeholder={t('form.choose')}
            // Spec §4.9: choosing a province clears the district.
            onChange={() => form.update({ name: fields.districtId.name, value: '' })}
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
          {!hydrated && (
            // Sends the form back unsaved: the page returns with the province's districts.
            <Button type="submit" {...form.validate.getButtonProps({ name: fields.provinceId.name })} variant="outlined">
              {t('property.showDistricts')}
            </Button>
          )}
          <CityField field={fields.city} districtId={chosenDistrict} localLevels={actionData?.localLevels ?? localLevels} />
        </Section>
      </Box>
      <FormErrors errors={form.errors} />
      <PlanLimitLink show={actionData?.planLimit} />
      {!locked && (
        <Button type="submit" id="property-submit" variant="contained" size="large" fullWidth loading={submitting} sx={{ mt: 3 }}>
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
  /** With JavaScript: puts the device's position into the fields. */
  onLocate?: ((coordinates: { lat: string; lng: string }) => void) | undefined
  /** With JavaScript and GOOGLE_MAPS_API_KEY: the Google map, whose clicks set the fields. */
  map?:
    | {
        apiKey: string
        onPick: (coordinates: { lat: string; lng: string }) => void
        onAddress: (address: MapAddress) => void
      }
    | undefined
}

function CoordinateFields({ lat, lng, locked, onLocate, map }: CoordinateFieldsProps) {
  const t = useT()
  const bind = useBindField()
  const coordinates = parseCoordinates(currentText(lat, locked), currentText(lng, locked))
  const plusCode = coordinates.ok ? encodePlusCode(coordinates.lat, coordinates.lng) : null
  const decimal = { htmlInput: { inputMode: 'decimal' as const }, inputLabel: { shrink: true } }
  return (
    <>
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
          <Box component="strong" sx={{ fontFamily: 'monospace' }}>
            {plusCode ?? '—'}
          </Box>
        </Typography>
        {onLocate && !locked && <LocateButton onLocate={onLocate} />}
      </Box>
      {map && (
        <Suspense fallback={<Box sx={{ height: 500, my: 1, bgcolor: 'action.hover' }} aria-hidden />}>
          <PropertyMap
            apiKey={map.apiKey}
            defaultCentre={DEFAULT_CENTRE}
            position={coordinates.ok ? { lat: coordinates.lat, lng: coordinates.lng } : null}
            disabled={locked}
            onPick={(position) => map.onPick({ lat: position.lat.toFixed(7), lng: position.lng.toFixed(7) })}
            onAddress={map.onAddress}
          />
        </Suspense>
      )}
    </>
  )
}

/** "Use my location" for a member standing at the property (JavaScript and the browser's permission). */
function LocateButton({ onLocate }: { onLocate: NonNullable<CoordinateFieldsProps['onLocate']> }) {
  const t = useT()
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle')
  if (typeof navigator === 'undefined' || !('geolocation' in navigator)) return null
  const locate = () => {
    setState('busy')
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setState('idle')
        onLocate({ lat: coords.latitude.toFixed(7), lng: coords.longitude.toFixed(7) })
      },
      () => setState('failed'),
      { enableHighAccuracy: true, timeout: 15_000 },
    )
  }
  return (
    <Box>
      <Button size="small" onClick={locate} loading={state === 'busy'}>
        {t('property.useMyLocation')}
      </Button>
      {state === 'failed' && (
        <Typography variant="body2" color="error" role="alert">
          {t('property.locationFailed')}
        </Typography>
      )}
    </Box>
  )
}

/** City: free text, suggested from the district's local levels (a native datalist). */
function CityField({ field, districtId, localLevels }: { field: ValueField; districtId: string; localLevels: LocalLevelList }) {
  const t = useT()
  const language = useLanguage()
  const bind = useBindField()
  const fetcher = useFetcher<LocalLevelList>()
  const wanted = Number(districtId) || null
  const known = [localLevels, fetcher.data].find((list) => list?.districtId === wanted)
  const { load } = fetcher
  // Once per district the member picks; the suggestions are a comfort, so a failure is only an empty list.
  const requested = useRef<number | null>(null)
  useEffect(() => {
    if (!wanted || known || requested.current === wanted) return
    requested.current = wanted
    void load(`/properties/local-levels?districtId=${wanted}`)
  }, [wanted, known, load])
  const options = known?.items ?? []
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
