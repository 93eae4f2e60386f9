// True once React has hydrated in the browser: for comforts that need JavaScript (a live countdown,
// a show-password button) and must not appear in the server's HTML.
import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
