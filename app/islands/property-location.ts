// The property form's location (spec §2.15), a file of its own that the page script fetches as soon
// as the form is there (islands/lazy-property-location.ts, ADR 037). The Plus Code follows the
// coordinates as they are typed; "Use my location" puts the device's position into them; a chosen
// district's cities are asked for and suggested (the server's list, GET /properties/local-levels); and with
// GOOGLE_MAPS_API_KEY, Google's map places the property: a click sets the coordinates, the marker
// follows them, and reverse geocoding suggests the addresses the member left empty (or the map
// filled). Without JavaScript the coordinates are typed and the server draws the Plus Code.
import { type Coordinates, encodePlusCode, parseCoordinates } from '~/domain/plus-code'
import { isChoiceChanged } from './submit-on-change'

export const PLUS_CODE_MARKER = 'data-plus-code'
export const LOCATE_MARKER = 'data-locate'
export const LOCATE_FAILED_MARKER = 'data-locate-failed'
/** A <template> with the map's hint and canvas (not in the page until the map loads), its data the key and the first centre. */
export const MAP_TEMPLATE_MARKER = 'data-map'
export const MAP_CANVAS_MARKER = 'data-map-canvas'
export const MAP_ZOOM = 13
export const MAPS_SCRIPT_URL = 'https://maps.googleapis.com/maps/api/js'
/** The City field's suggestions (a <datalist>). */
const CITY_OPTIONS_ID = 'property-city-options'

type AddressName = 'address1' | 'address2'
type Fields = Record<'lat' | 'lng' | AddressName, HTMLInputElement>

export function enhancePropertyLocation(root: HTMLElement) {
  const form = root.closest('form')
  const fields = form && fieldsOf(form)
  if (!fields) return
  const position = (): Coordinates | null => {
    const coordinates = parseCoordinates(fields.lat.value, fields.lng.value)
    return coordinates.ok ? { lat: coordinates.lat, lng: coordinates.lng } : null
  }
  // What follows the coordinates: the Plus Code, the map's marker.
  const followers: Array<(at: Coordinates | null) => void> = []
  const follow = () => followers.forEach((follower) => follower(position()))
  fields.lat.addEventListener('input', follow)
  fields.lng.addEventListener('input', follow)
  const place = (at: Coordinates) => {
    fields.lat.value = at.lat.toFixed(7)
    fields.lng.value = at.lng.toFixed(7)
    follow()
  }

  const plusCode = root.querySelector(`[${PLUS_CODE_MARKER}]`)
  if (plusCode) followers.push((at) => void (plusCode.textContent = at ? encodePlusCode(at.lat, at.lng) : '—'))
  const locate = root.querySelector<HTMLButtonElement>(`button[${LOCATE_MARKER}]`)
  if (locate) enableLocate(locate, root.querySelector<HTMLElement>(`[${LOCATE_FAILED_MARKER}]`), place)
  const map = root.querySelector<HTMLTemplateElement>(`template[${MAP_TEMPLATE_MARKER}]`)
  if (map) void showMap(map, fields, position(), place, followers)
  follow()
  const district = form.elements.namedItem('districtId')
  if (district instanceof HTMLSelectElement) suggestCities(district, root.dataset.language === 'ne' ? 'nameNe' : 'name')
}

type LocalLevels = { items: Array<{ name: string; nameNe: string }> }

/**
 * Once a district is chosen, its municipalities as the City field's suggestions; a failure leaves
 * them as they were. A district chosen before this file arrived (a slow connection) is asked for now.
 */
function suggestCities(district: HTMLSelectElement, nameOf: 'name' | 'nameNe') {
  const options = document.getElementById(CITY_OPTIONS_ID)
  if (!options) return
  let latest = 0
  const suggest = () => {
    const request = ++latest
    if (!district.value) return options.replaceChildren()
    fetch(`/properties/local-levels?districtId=${encodeURIComponent(district.value)}`, { headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<LocalLevels>) : Promise.reject(new Error(String(response.status)))))
      .then(({ items }) => {
        if (request !== latest) return
        options.replaceChildren(...items.map((level) => Object.assign(document.createElement('option'), { value: level[nameOf] })))
      })
      .catch(() => {})
  }
  district.addEventListener('change', suggest)
  if (isChoiceChanged(district)) suggest()
}

function fieldsOf(form: HTMLFormElement): Fields | null {
  const names = ['lat', 'lng', 'address1', 'address2'] as const
  const found = names.map((name) => form.elements.namedItem(name))
  if (!found.every((field) => field instanceof HTMLInputElement)) return null
  return Object.fromEntries(names.map((name, index) => [name, found[index]])) as Fields
}

/** "Use my location" for a member standing at the property (the browser asks for permission). */
function enableLocate(button: HTMLButtonElement, failed: HTMLElement | null, place: (at: Coordinates) => void) {
  if (!('geolocation' in navigator)) return
  button.hidden = false
  button.addEventListener('click', () => {
    button.disabled = true
    button.setAttribute('aria-busy', 'true')
    const done = (ok: boolean) => {
      button.disabled = false
      button.removeAttribute('aria-busy')
      if (failed) failed.hidden = ok
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        done(true)
        place({ lat: coords.latitude, lng: coords.longitude })
      },
      () => done(false),
      { enableHighAccuracy: true, timeout: 15_000 },
    )
  })
}

// The members of Google's libraries this map uses (the legacy Marker, the Geocoder).
type LatLngLike = { lat(): number; lng(): number }
type GoogleMap = { addListener(name: 'click', handler: (event: { latLng?: LatLngLike | null }) => void): unknown }
type GoogleMarker = { setPosition(at: Coordinates): void; setMap(map: GoogleMap | null): void }
type GeocoderResult = { address_components: Array<{ long_name: string; types: string[] }>; formatted_address: string }
type Libraries = {
  maps: { Map: new (element: HTMLElement, options: object) => GoogleMap }
  marker: { Marker: new (options: object) => GoogleMarker }
  geocoding: { Geocoder: new () => { geocode(request: { location: Coordinates }): Promise<{ results: GeocoderResult[] }> } }
}
type GoogleMaps = { importLibrary<Name extends keyof Libraries>(name: Name): Promise<Libraries[Name]> }

async function showMap(template: HTMLTemplateElement, fields: Fields, start: Coordinates | null, place: (at: Coordinates) => void, followers: Array<(at: Coordinates | null) => void>) {
  const { key = '', language = 'en', centre = '{}', disabled } = template.dataset
  const content = template.content.cloneNode(true) as DocumentFragment
  const canvas = content.querySelector<HTMLElement>(`[${MAP_CANVAS_MARKER}]`)
  template.replaceWith(content)
  if (!canvas) return
  const maps = await loadGoogleMaps(key, language)
  const [{ Map }, { Marker }] = await Promise.all([maps.importLibrary('maps'), maps.importLibrary('marker')])
  const map = new Map(canvas, { center: start ?? (JSON.parse(centre) as Coordinates), zoom: MAP_ZOOM, gestureHandling: 'cooperative', clickableIcons: false })
  const marker = new Marker({})
  const moveMarker = (at: Coordinates | null) => {
    if (at) marker.setPosition(at)
    marker.setMap(at ? map : null)
  }
  followers.push(moveMarker)
  moveMarker(start)

  // What the map last put into the addresses: those (and empty ones) it may replace, typed ones not.
  const mapFilled: Record<AddressName, string> = { address1: '', address2: '' }
  let latest = 0
  map.addListener('click', ({ latLng }) => {
    if (disabled !== undefined || !latLng) return
    const at = { lat: latLng.lat(), lng: latLng.lng() }
    place(at)
    const request = ++latest
    // Asked for when first needed: a click before it has arrived (a slow network) waits for it.
    maps
      .importLibrary('geocoding')
      .then(({ Geocoder }) => new Geocoder().geocode({ location: at }))
      .then(({ results }) => {
        const address = addressOf(results)
        // Only the answer for the last click counts.
        if (!address || request !== latest) return
        for (const [name, value] of [['address1', address.short], ['address2', address.long]] as const) {
          const now = fields[name].value.trim()
          if (now !== '' && now !== mapFilled[name]) continue
          mapFilled[name] = value
          fields[name].value = value
        }
      })
      // A suggestion only: without one the member types the addresses.
      .catch(() => {})
  })
}

/** Google's script, as its bootstrap loader adds it: the namespace first, then the script, which calls back. */
function loadGoogleMaps(key: string, language: string): Promise<GoogleMaps> {
  const global = window as unknown as { google?: { maps?: Record<string, unknown> } }
  const maps = ((global.google ??= {}).maps ??= {})
  return new Promise((resolve, reject) => {
    maps.__ib__ = () => resolve(maps as unknown as GoogleMaps)
    const script = document.createElement('script')
    script.src = `${MAPS_SCRIPT_URL}?${new URLSearchParams({ key, language, region: 'NP', loading: 'async', callback: 'google.maps.__ib__' })}`
    script.async = true
    script.addEventListener('error', () => reject(new Error('Google Maps did not load')))
    document.head.append(script)
  })
}

/** The short address (street and locality) and the long one (the formatted address). */
export function addressOf(results: GeocoderResult[]): { short: string; long: string } | null {
  const best = results[0]
  if (!best) return null
  const components = best.address_components
  const ofType = (...types: string[]) => components.find((c) => types.some((type) => c.types.includes(type)))?.long_name
  const street = ofType('route', 'premise', 'neighborhood', 'sublocality_level_2', 'sublocality') ?? components[0]?.long_name
  const locality = ofType('locality', 'administrative_area_level_3', 'administrative_area_level_2')
  const parts = [street, locality].filter((part, index, all): part is string => Boolean(part) && all.indexOf(part) === index)
  const long = best.formatted_address
  const short = parts.length ? parts.join(', ') : long.split(',').slice(0, 2).join(',').trim()
  return { short, long }
}
