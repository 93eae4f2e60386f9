// A part of a page drawn only in some states, such as a dialog that is a state of the URL
// (?dialog=...): its code is downloaded when it is first drawn, not with every page (page weight,
// ADR 012). No Suspense boundary around it: the server renders it in place (without JavaScript
// that is all there is), and in the browser the navigation, or hydration, holds the screen
// until the code is there. A failed download reloads the page once (spec §2.1).
import { type ComponentType, lazy } from 'react'
import { importOrReload } from '~/components/reload-once'

export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => ({ default: await importOrReload(load) }))
}
