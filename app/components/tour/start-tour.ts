// Starts the guided tour of the current page (spec §2.22) on a hydrated page, with the code that
// starts it on server-only pages (islands/tour.ts): the steps and their texts are downloaded only
// when a member asks for the tour.
import { useMatches } from 'react-router'
import { type Language, loadTourTexts, useLanguage, useT } from '~/i18n'
import { importOrReload } from '~/components/reload-once'
import { runTour } from '~/islands/tour'

type Translate = ReturnType<typeof useT>

export async function startTour(routeIds: readonly string[], language: Language, t: Translate) {
  const [{ tourDataFor }] = await Promise.all([importOrReload(() => import('./tour-data')), importOrReload(() => loadTourTexts(language))])
  await runTour(tourDataFor(routeIds, t))
}

/** The tour of the page being shown, as a click handler. */
export function useStartTour() {
  const t = useT()
  const language = useLanguage()
  const routeIds = useMatches().map((match) => match.id)
  return () => void startTour(routeIds, language, t)
}
