// The guided tour (spec §2.22) with intro.js, one implementation for every page. intro.js and its
// styles are fetched only when a member asks for the tour, as plain files (`<script>` and
// `<link>`, allowed by the CSP's 'self'): neither React nor a bundler is needed to start it.
// - A server-only page (the dashboard, ADR 031/033) carries its tour, texts already in the
//   member's language, as JSON in `<script type="application/json" id="tour-data">`; the page
//   script makes each link marked `data-tour-link` start it instead of opening the written guide.
// - A hydrated page's React code builds the same data from its catalogue and calls `runTour`.
// intro.js is used directly, without intro.js-react: that wrapper's last release reads intro.js 7
// internals that intro.js 8 no longer has, and would bring react-dom/server to the browser.

export type TourData = {
  steps: { element?: string; title: string; intro: string }[]
  labels: { next: string; previous: string; done: string; close: string }
  /** intro.js's own build, which defines `window.introJs`. */
  script: string
  /** intro.js's styles and ours (components/tour/tour.css). */
  styles: string[]
}

export const TOUR_LINK_MARKER = 'data-tour-link'
export const TOUR_DATA_ID = 'tour-data'

type IntroJs = { tour(): { setOptions(options: object): { start(): Promise<unknown> } } }

/** Spec §2.22: animation 400 ms, stage padding 10, radius 5 (tour.css), overlay 0.7. */
const APPEARANCE = { helperElementPadding: 10, overlayOpacity: 0.7 } as const

const loaded = new Map<string, Promise<void>>()

function load(url: string, kind: 'script' | 'style'): Promise<void> {
  const known = loaded.get(url)
  if (known) return known
  const promise = new Promise<void>((resolve, reject) => {
    const element = kind === 'script' ? Object.assign(document.createElement('script'), { src: url }) : Object.assign(document.createElement('link'), { rel: 'stylesheet', href: url })
    element.addEventListener('load', () => resolve())
    element.addEventListener('error', () => {
      loaded.delete(url)
      element.remove()
      reject(new Error(`could not load ${url}`))
    })
    document.head.append(element)
  })
  loaded.set(url, promise)
  return promise
}

function isShown(element: Element | null): element is HTMLElement {
  return element instanceof HTMLElement && element.getClientRects().length > 0
}

/** Starts the tour: a step whose element is missing or hidden (the collapse button on a phone) is left out. */
export async function runTour({ steps, labels, script, styles }: TourData) {
  await Promise.all([load(script, 'script'), ...styles.map((url) => load(url, 'style'))])
  const shown = steps.flatMap(({ element: selector, title, intro }) => {
    if (!selector) return [{ title, intro }]
    const element = document.querySelector(selector)
    return isShown(element) ? [{ element, title, intro }] : []
  })
  const introJs = (window as unknown as { introJs: IntroJs }).introJs
  await introJs
    .tour()
    .setOptions({
      steps: shown,
      ...APPEARANCE,
      nextLabel: labels.next,
      prevLabel: labels.previous,
      doneLabel: labels.done,
      skipLabel: labels.close,
      // Spec: previous stays visible but disabled on the first step; Escape closes; arrows move.
      hidePrev: false,
      exitOnEsc: true,
      keyboardNavigation: true,
      exitOnOverlayClick: true,
      showBullets: false,
      showProgress: false,
      showStepNumbers: false,
      disableInteraction: true,
      tooltipRenderAsHtml: false,
    })
    .start()
}

/** On a server-only page with a tour, its tour links start it (without JavaScript they open the written guide). */
export function enhanceTourLinks(root: Document) {
  const data = root.getElementById(TOUR_DATA_ID)?.textContent
  if (!data) return
  const tour = JSON.parse(data) as TourData
  for (const link of root.querySelectorAll<HTMLAnchorElement>(`a[${TOUR_LINK_MARKER}]`)) {
    link.addEventListener('click', (event) => {
      event.preventDefault()
      link.closest('details')?.removeAttribute('open')
      // Should the files not come (the connection dropped), the written guide is still there.
      runTour(tour).catch(() => window.location.assign(link.href))
    })
  }
}
