// What the tour of a page needs (islands/tour.ts): its steps in the member's language, the buttons'
// labels, and where intro.js and the styles are. React builds it when a hydrated page's tour starts;
// the server writes it into a server-only page (TourDataScript), whose page script starts the tour.
import introScript from 'intro.js/minified/intro.min.js?url'
import introStyles from 'intro.js/minified/introjs.min.css?url'
import { useMatches } from 'react-router'
import { useT } from '~/i18n'
import { TOUR_DATA_ID, type TourData } from '~/islands/tour'
import tourStyles from './tour.css?url'
import { tourStepsFor } from './tour-steps'

type Translate = ReturnType<typeof useT>

export function tourDataFor(routeIds: readonly string[], t: Translate): TourData {
  return {
    steps: tourStepsFor(routeIds).map(({ element, title, intro }) => ({ ...(element ? { element } : {}), title: t(title), intro: t(intro) })),
    labels: { next: t('tour.next'), previous: t('tour.previous'), done: t('tour.done'), close: t('tour.close') },
    script: introScript,
    styles: [introStyles, tourStyles],
  }
}

/** The page's tour as JSON, for a server-only page's script; `<` escaped so no text can end the element. */
export function TourDataScript() {
  const t = useT()
  const data = tourDataFor(useMatches().map((match) => match.id), t)
  return <script type="application/json" id={TOUR_DATA_ID} dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />
}
