// A stand-in for Google's Maps JavaScript API, the one third-party script the property form loads
// (only with GOOGLE_MAPS_API_KEY). Like msw for HTTP, it replaces only what comes from Google: the
// browser fetches it from the real URL (so the page's CSP applies), and the page's own code,
// @vis.gl/react-google-maps and our map component, runs unchanged against it.
//
// It keeps the contract the library relies on (read from its source, v1.10):
// - its bootstrap loader adds a script https://maps.googleapis.com/maps/api/js?key=…&language=…
//   &region=…&callback=google.maps.__ib__; that script fills the existing `google.maps` namespace,
//   replaces the loader's `importLibrary` with its own and calls the callback;
// - importLibrary('core' | 'maps' | 'marker' | 'geocoding') resolves with the library's members;
// - Map(div, options) with setOptions, moveCamera, getCenter/getZoom/getHeading/getTilt/getDiv and
//   'click' events carrying a MapMouseEvent (latLng, domEvent, stop); the legacy Marker with setMap,
//   setPosition, setOptions, setDraggable; event.addListener/clearInstanceListeners; Settings;
// - Geocoder#geocode({ location }) resolves { results } (address_components, formatted_address) in
//   the loader's language, or rejects with ZERO_RESULTS far from every place it knows.
// A click becomes coordinates through the Web Mercator projection at the map's zoom, as on Google's map.
// A test can hold a library back, as a slow network would, and deliver it later with
// `window.fakeGoogleMaps.deliver(name)`.
import type { Page } from '@playwright/test'

/** The GOOGLE_MAPS_API_KEY of the server the map tests run against. */
export const FAKE_MAPS_API_KEY = 'e2e-fake-browser-key'
export const MAPS_SCRIPT_URL = 'https://maps.googleapis.com/maps/api/js'

type AddressComponent = { long_name: string; short_name: string; types: string[] }
type KnownPlace = {
  lat: number
  lng: number
  /** Per language: the address components, most specific first, and the formatted address. */
  addresses: Record<string, { components: AddressComponent[]; formatted: string }>
}

function component(name: string, ...types: string[]): AddressComponent {
  return { long_name: name, short_name: name, types }
}

/** A place's address in English and Nepali (each pair: English, Nepali). */
function kathmanduValley(street: [string, string], tole: [string, string], city: [string, string], postcode: [string, string]) {
  const address = (i: 0 | 1, province: string, country: string) => ({
    components: [
      component(street[i], 'route'),
      component(tole[i], 'sublocality_level_1', 'sublocality', 'political'),
      component(city[i], 'locality', 'political'),
      component(province, 'administrative_area_level_1', 'political'),
      component(country, 'country', 'political'),
      component(postcode[i], 'postal_code'),
    ],
    formatted: `${street[i]}, ${city[i]} ${postcode[i]}, ${country}`,
  })
  return { en: address(0, 'Bagmati Province', 'Nepal'), ne: address(1, 'बागमती प्रदेश', 'नेपाल') }
}

/** What the fake geocoder knows: a few places in the Kathmandu valley, in English and Nepali. */
export const KNOWN_PLACES: KnownPlace[] = [
  {
    lat: 27.7153,
    lng: 85.3123,
    addresses: kathmanduValley(['Chaksibari Marg', 'चाक्सीबारी मार्ग'], ['Thamel', 'ठमेल'], ['Kathmandu', 'काठमाडौं'], ['44600', '४४६००']),
  },
  {
    lat: 27.6915,
    lng: 85.342,
    addresses: kathmanduValley(['Shankhamul Marg', 'शंखमूल मार्ग'], ['New Baneshwor', 'नयाँ बानेश्वर'], ['Kathmandu', 'काठमाडौं'], ['44600', '४४६००']),
  },
  {
    lat: 27.6855,
    lng: 85.3175,
    addresses: kathmanduValley(['Kupondole Road', 'कुपण्डोल सडक'], ['Kupondole', 'कुपण्डोल'], ['Lalitpur', 'ललितपुर'], ['44700', '४४७००']),
  },
]

type FakeScriptOptions = { callback: string; language: string; places: KnownPlace[]; heldLibraries: string[] }

/**
 * The fake script's body. It runs in the page (serialised with toString), so it uses nothing
 * from this module's scope, and no class fields (they could be compiled into helper calls).
 */
function fakeMapsApi({ callback, language, places, heldLibraries }: FakeScriptOptions) {
  type LatLngLiteral = { lat: number; lng: number }
  type Listener = (...args: unknown[]) => void
  const maps = (window as unknown as { google: { maps: Record<string, unknown> } }).google.maps

  const listeners = new Map<object, Map<string, Set<Listener>>>()
  const event = {
    addListener(target: object, name: string, handler: Listener) {
      const byName = listeners.get(target) ?? new Map<string, Set<Listener>>()
      listeners.set(target, byName)
      const handlers = byName.get(name) ?? new Set<Listener>()
      byName.set(name, handlers)
      handlers.add(handler)
      return { remove: () => handlers.delete(handler) }
    },
    clearInstanceListeners(target: object) {
      listeners.delete(target)
    },
    trigger(target: object, name: string, ...args: unknown[]) {
      for (const handler of [...(listeners.get(target)?.get(name) ?? [])]) handler(...args)
    },
  }

  class LatLng {
    private readonly latitude: number
    private readonly longitude: number
    constructor(latOrLiteral: number | LatLngLiteral, lng?: number) {
      const literal = typeof latOrLiteral === 'number' ? { lat: latOrLiteral, lng: lng as number } : latOrLiteral
      this.latitude = literal.lat
      this.longitude = literal.lng
    }
    lat() {
      return this.latitude
    }
    lng() {
      return this.longitude
    }
    toJSON(): LatLngLiteral {
      return { lat: this.latitude, lng: this.longitude }
    }
  }
  const literalOf = (position: LatLng | LatLngLiteral) => (position instanceof LatLng ? position.toJSON() : position)

  // Web Mercator in world pixels: 256 × 2^zoom across.
  const worldSize = (zoom: number) => 256 * 2 ** zoom
  const project = ({ lat, lng }: LatLngLiteral, zoom: number) => {
    const sin = Math.sin((lat * Math.PI) / 180)
    return {
      x: ((lng + 180) / 360) * worldSize(zoom),
      y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * worldSize(zoom),
    }
  }
  const unproject = ({ x, y }: { x: number; y: number }, zoom: number): LatLngLiteral => ({
    lat: ((2 * Math.atan(Math.exp((0.5 - y / worldSize(zoom)) * 2 * Math.PI)) - Math.PI / 2) * 180) / Math.PI,
    lng: (x / worldSize(zoom)) * 360 - 180,
  })

  type MapOptions = { center?: LatLng | LatLngLiteral; zoom?: number; [option: string]: unknown }
  class FakeMap {
    private readonly div: HTMLElement
    readonly canvas: HTMLElement
    private options: MapOptions
    constructor(div: HTMLElement, options: MapOptions = {}) {
      this.div = div
      this.options = {}
      this.canvas = document.createElement('div')
      this.canvas.dataset.testid = 'fake-google-map'
      this.canvas.style.cssText =
        'position:relative;width:100%;height:100%;overflow:hidden;cursor:crosshair;background:#e5e3df;' +
        'background-image:linear-gradient(#d0cdc6 1px,transparent 1px),linear-gradient(90deg,#d0cdc6 1px,transparent 1px);' +
        'background-size:64px 64px'
      div.append(this.canvas)
      this.canvas.addEventListener('click', (domEvent) => {
        const box = this.canvas.getBoundingClientRect()
        const centre = project(this.centre(), this.zoom())
        const latLng = new LatLng(
          unproject({ x: centre.x + domEvent.clientX - box.left - box.width / 2, y: centre.y + domEvent.clientY - box.top - box.height / 2 }, this.zoom()),
        )
        event.trigger(this, 'click', { latLng, domEvent, stop: () => domEvent.stopPropagation() })
      })
      this.setOptions(options)
      // Google's map reports its first camera and then that it is idle.
      setTimeout(() => {
        event.trigger(this, 'bounds_changed')
        event.trigger(this, 'idle')
      })
    }
    setOptions(options: MapOptions) {
      this.options = Object.assign({}, this.options, options)
      this.canvas.dataset.centre = `${this.centre().lat},${this.centre().lng}`
      this.canvas.dataset.zoom = String(this.zoom())
      if ('center' in options || 'zoom' in options) event.trigger(this, 'bounds_changed')
    }
    moveCamera(camera: MapOptions) {
      this.setOptions(camera)
    }
    addListener(name: string, handler: Listener) {
      return event.addListener(this, name, handler)
    }
    centre(): LatLngLiteral {
      return literalOf(this.options.center ?? { lat: 0, lng: 0 })
    }
    getCenter() {
      return new LatLng(this.centre())
    }
    zoom() {
      return this.options.zoom ?? 0
    }
    getZoom() {
      return this.zoom()
    }
    getHeading() {
      return 0
    }
    getTilt() {
      return 0
    }
    getDiv() {
      return this.div
    }
    /** Where a position is on the map's canvas, in CSS pixels from its top left corner. */
    pixelOf(position: LatLngLiteral) {
      const centre = project(this.centre(), this.zoom())
      const point = project(position, this.zoom())
      return { left: this.canvas.clientWidth / 2 + point.x - centre.x, top: this.canvas.clientHeight / 2 + point.y - centre.y }
    }
  }

  type MarkerOptions = { position?: LatLng | LatLngLiteral; map?: FakeMap | null; [option: string]: unknown }
  class Marker {
    private readonly pin: HTMLElement
    private map: FakeMap | null
    private position: LatLngLiteral | null
    private mapListener: { remove(): void } | null
    constructor(options: MarkerOptions = {}) {
      this.map = null
      this.position = null
      this.mapListener = null
      this.pin = document.createElement('div')
      this.pin.dataset.testid = 'fake-google-map-marker'
      // A red dot on the position; clicks go through to the map.
      this.pin.style.cssText =
        'position:absolute;width:14px;height:14px;transform:translate(-50%,-50%);border-radius:50%;' +
        'background:#ea4335;border:2px solid #fff;box-shadow:0 0 0 1px #a50e0e;pointer-events:none'
      this.setOptions(options)
    }
    setOptions(options: MarkerOptions) {
      if (options.position) this.setPosition(options.position)
      if (options.map !== undefined) this.setMap(options.map)
    }
    setPosition(position: LatLng | LatLngLiteral) {
      this.position = literalOf(position)
      this.pin.dataset.lat = String(this.position.lat)
      this.pin.dataset.lng = String(this.position.lng)
      this.draw()
    }
    getPosition() {
      return this.position && new LatLng(this.position)
    }
    setMap(map: FakeMap | null) {
      this.mapListener?.remove()
      this.map = map
      if (!map) return this.pin.remove()
      map.canvas.append(this.pin)
      this.mapListener = map.addListener('bounds_changed', () => this.draw())
      this.draw()
    }
    getMap() {
      return this.map
    }
    setDraggable(draggable: boolean) {
      this.pin.dataset.draggable = String(draggable)
    }
    private draw() {
      if (!this.map || !this.position) return
      const { left, top } = this.map.pixelOf(this.position)
      this.pin.style.left = `${left}px`
      this.pin.style.top = `${top}px`
    }
  }

  const GeocoderStatus = { OK: 'OK', ZERO_RESULTS: 'ZERO_RESULTS', INVALID_REQUEST: 'INVALID_REQUEST' }
  /** Within about 2 km of a known place, that place; elsewhere nothing. */
  const NEAR_ENOUGH_DEGREES = 0.02
  class Geocoder {
    geocode(request: { location?: LatLng | LatLngLiteral }) {
      if (!request.location) return Promise.reject(new Error(`Geocoder failed: ${GeocoderStatus.INVALID_REQUEST}`))
      const { lat, lng } = literalOf(request.location)
      const distance = (place: (typeof places)[number]) => Math.hypot(place.lat - lat, place.lng - lng)
      const nearest = [...places].sort((a, b) => distance(a) - distance(b))[0]
      const address = nearest && distance(nearest) < NEAR_ENOUGH_DEGREES ? (nearest.addresses[language] ?? nearest.addresses.en) : undefined
      if (!address) return Promise.reject(new Error(`Geocoder failed: ${GeocoderStatus.ZERO_RESULTS}`))
      const location = new LatLng(nearest!.lat, nearest!.lng)
      return Promise.resolve({
        results: [{ address_components: address.components, formatted_address: address.formatted, geometry: { location }, place_id: 'fake', types: ['street_address'] }],
      })
    }
  }

  const settings = {}
  const libraries: Record<string, Record<string, unknown>> = {
    core: { LatLng, event, Settings: { getInstance: () => settings } },
    maps: { Map: FakeMap },
    marker: { Marker },
    geocoding: { Geocoder, GeocoderStatus },
  }
  const held = new Set(heldLibraries)
  const waiting: Array<{ name: string; deliver: () => void }> = []
  const fakeGoogleMaps = {
    deliver(name: string) {
      held.delete(name)
      for (const waiter of waiting.filter((w) => w.name === name)) waiter.deliver()
    },
  }
  // Like Google's script: the classic namespace at once, and the loader's importLibrary replaced.
  Object.assign(maps, libraries.core, libraries.maps, libraries.marker, libraries.geocoding, {
    version: '3.62.0-fake',
    importLibrary: (name: string) => {
      const library = libraries[name]
      if (!library) return Promise.reject(new Error(`The library ${name} is unknown.`))
      if (!held.has(name)) return Promise.resolve(library)
      return new Promise((resolve) => waiting.push({ name, deliver: () => resolve(library) }))
    },
  })
  Object.assign(window, { fakeGoogleMaps })
  const done = callback.split('.').reduce<unknown>((object, key) => (object as Record<string, unknown>)?.[key], window)
  if (typeof done === 'function') done()
}

export type FakeGoogleMaps = {
  /** The URLs of the page's requests for Google's script (with the key, language and callback the loader sent). */
  scriptRequests: URL[]
  /** Libraries the scripts served from now on keep back until the page calls `fakeGoogleMaps.deliver(name)`. */
  heldLibraries: string[]
}

/** Serves the fake for every request of the page to Google's script. */
export async function routeFakeGoogleMaps(page: Page): Promise<FakeGoogleMaps> {
  const fake: FakeGoogleMaps = { scriptRequests: [], heldLibraries: [] }
  await page.route(`${MAPS_SCRIPT_URL}?**`, (route) => {
    const url = new URL(route.request().url())
    fake.scriptRequests.push(url)
    const options: FakeScriptOptions = {
      callback: url.searchParams.get('callback') ?? '',
      language: url.searchParams.get('language') ?? 'en',
      places: KNOWN_PLACES,
      heldLibraries: fake.heldLibraries,
    }
    return route.fulfill({
      contentType: 'text/javascript; charset=utf-8',
      body: `(${fakeMapsApi.toString()})(${JSON.stringify(options)})`,
    })
  })
  return fake
}
