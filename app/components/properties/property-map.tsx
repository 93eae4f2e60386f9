/// <reference types="google.maps" />
// The property form's Google map (only with GOOGLE_MAPS_API_KEY; loaded lazily after hydration, so
// pages without a key never download it): a click places the marker, which the form turns into
// the latitude/longitude inputs (still what it posts), and reverse geocoding suggests the addresses.
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { APIProvider, Map, type MapMouseEvent, Marker, useMapsLibrary } from '@vis.gl/react-google-maps'
import { useRef } from 'react'
import { useLanguage, useT } from '~/i18n'

export type LatLng = { lat: number; lng: number }
export type MapAddress = { short: string; long: string }

type PropertyMapProps = {
  apiKey: string
  defaultCentre: LatLng
  /** The coordinates in the inputs, when they are valid. */
  position: LatLng | null
  disabled: boolean
  onPick: (position: LatLng) => void
  onAddress: (address: MapAddress) => void
}

export const MAP_ZOOM = 13
export const MAP_HEIGHT_PX = 500

export default function PropertyMap({ apiKey, ...props }: PropertyMapProps) {
  const language = useLanguage()
  return (
    <APIProvider apiKey={apiKey} language={language} region="NP">
      <ClickableMap {...props} />
    </APIProvider>
  )
}

function ClickableMap({ defaultCentre, position, disabled, onPick, onAddress }: Omit<PropertyMapProps, 'apiKey'>) {
  const t = useT()
  // Asked for as soon as the map is there; a click that comes before it has arrived (a slow
  // network) waits for it instead of losing its addresses.
  const geocoding = useMapsLibrary('geocoding')
  const geocoder = useRef<google.maps.Geocoder | null>(null)
  const latest = useRef(0)
  const place = (latLng: LatLng) => {
    onPick(latLng)
    const request = ++latest.current
    const library = geocoding ?? (google.maps.importLibrary('geocoding') as Promise<google.maps.GeocodingLibrary>)
    Promise.resolve(library)
      .then(({ Geocoder }) => (geocoder.current ??= new Geocoder()).geocode({ location: latLng }))
      .then(({ results }) => {
        const address = addressOf(results)
        // Only the answer for the last click counts.
        if (address && request === latest.current) onAddress(address)
      })
      // A suggestion only: without one the member types the addresses.
      .catch(() => {})
  }
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('property.mapHint')}
      </Typography>
      <Box role="group" aria-label={t('property.mapLabel')} data-testid="property-map" sx={{ height: MAP_HEIGHT_PX, width: '100%', my: 1 }}>
        <Map
          defaultCenter={position ?? defaultCentre}
          defaultZoom={MAP_ZOOM}
          gestureHandling="cooperative"
          clickableIcons={false}
          style={{ width: '100%', height: '100%' }}
          onClick={(event: MapMouseEvent) => {
            const latLng = event.detail.latLng
            if (!disabled && latLng) place(latLng)
          }}
        >
          {position && <Marker position={position} />}
        </Map>
      </Box>
    </>
  )
}

/** The short address (street and locality) and the long one (the formatted address). */
export function addressOf(results: google.maps.GeocoderResult[]): MapAddress | null {
  const best = results[0]
  if (!best) return null
  const components = best.address_components
  const ofType = (...types: string[]) => components.find((c) => types.some((type) => c.types.includes(type)))?.long_name
  const street = ofType('route', 'premise', 'neighborhood', 'sublocality_level_2', 'sublocality') ?? components[0]?.long_name
  const locality = ofType('locality', 'administrative_area_level_3', 'administrative_area_level_2')
  const parts = [street, locality].filter((part, index, all): part is string => Boolean(part) && all.indexOf(part) === index)
  const long = best.formatted_address
  const short = parts.length ? parts.join(', ') : (long.split(',').slice(0, 2).join(',').trim())
  return { short, long }
}
