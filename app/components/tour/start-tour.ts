// Starts the guided tour of the current page (spec §2.22) with intro.js, loaded only now: pages
// do not download it unless a member asks for the tour. intro.js is used directly, without
// intro.js-react: that wrapper's last release reads intro.js 7 internals (_currentStep,
// _introItems) that intro.js 8 no longer has, and would bring react-dom/server to the browser.
import { useMatches } from 'react-router'
import { type Language, loadTourTexts, useLanguage, useT } from '~/i18n'
import { importOrReload } from '~/components/reload-once'

type Translate = ReturnType<typeof useT>

/** Spec §2.22: animation 400 ms (tour.css), stage padding 10, radius 5 (tour.css), overlay 0.7. */
const APPEARANCE = { helperElementPadding: 10, overlayOpacity: 0.7 } as const

function isShown(element: Element | null): element is HTMLElement {
  return element instanceof HTMLElement && element.getClientRects().length > 0
}

export async function startTour(routeIds: readonly string[], language: Language, t: Translate) {
  const [{ tourStepsFor }] = await Promise.all([importOrReload(() => import('./tour-steps')), importOrReload(() => loadTourTexts(language))])
  const steps = tourStepsFor(routeIds).flatMap((step) => {
    const element = step.element ? document.querySelector(step.element) : undefined
    if (step.element && !isShown(element ?? null)) return []
    return [{ ...(element ? { element } : {}), title: t(step.title), intro: t(step.intro) }]
  })
  const [{ default: introJs }] = await Promise.all([
    importOrReload(() => import('intro.js')),
    importOrReload(() => import('intro.js/introjs.css')),
    importOrReload(() => import('./tour.css')),
  ])
  const tour = introJs.tour().setOptions({
    steps,
    ...APPEARANCE,
    nextLabel: t('tour.next'),
    prevLabel: t('tour.previous'),
    doneLabel: t('tour.done'),
    skipLabel: t('tour.close'),
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
  await tour.start()
}

/** The tour of the page being shown, as a click handler. */
export function useStartTour() {
  const t = useT()
  const language = useLanguage()
  const routeIds = useMatches().map((match) => match.id)
  return () => void startTour(routeIds, language, t)
}
