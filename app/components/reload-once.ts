// Spec §2.1: when a part of the page that loads later (a dynamic import: the tour, the map, a
// route's code) fails to arrive, typically because a new release replaced the files, reload the
// page once. A flag in localStorage marks the reload; the page reads and clears it when routing
// is ready, and remembers it for its lifetime, so a failure right after such a reload is only
// logged: no reload loop. (React Router itself reloads when a route module fails to import.)
const FLAG = 'bhadaa.reloadedAfterLoadError'

let reloadedJustNow = false

/** Call once when routing is ready (the app has hydrated). */
export function clearReloadFlag() {
  try {
    reloadedJustNow = window.localStorage.getItem(FLAG) !== null
    window.localStorage.removeItem(FLAG)
  } catch {
    // Storage blocked: nothing was recorded either.
  }
}

/** A lazily loaded part failed: reload once; if that already happened, only log. */
export function reloadOnce(error: unknown) {
  if (reloadedJustNow) {
    console.error('A part of the page could not be loaded, even after reloading.', error)
    return
  }
  try {
    window.localStorage.setItem(FLAG, new Date().toISOString())
  } catch {
    console.error('A part of the page could not be loaded.', error)
    return
  }
  window.location.reload()
}

/** A dynamic import that reloads the page once when it fails (and rethrows, for the caller). */
export async function importOrReload<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load()
  } catch (error) {
    reloadOnce(error)
    throw error
  }
}

/** Vite's own signal for a failed preload of a dynamic import's dependencies. */
export function reloadOnPreloadError() {
  const onPreloadError = (event: Event) => {
    event.preventDefault()
    reloadOnce((event as Event & { payload?: unknown }).payload)
  }
  window.addEventListener('vite:preloadError', onPreloadError)
  return () => window.removeEventListener('vite:preloadError', onPreloadError)
}
