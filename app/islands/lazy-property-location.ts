// The property form's location part (the Plus Code as coordinates are typed, "Use my location",
// the Google map) is a file of its own, islands/property-location.ts (ADR 037): the page script
// fetches it as soon as the form is on the page, and no other page downloads it.
import type * as PropertyLocation from './property-location'

export const PROPERTY_LOCATION_MARKER = 'data-property-location'

export function enhancePropertyLocations(root: ParentNode) {
  for (const element of root.querySelectorAll<HTMLElement>(`[${PROPERTY_LOCATION_MARKER}]`)) {
    const file = element.getAttribute(PROPERTY_LOCATION_MARKER)
    if (!file) continue
    void (import(/* @vite-ignore */ file) as Promise<typeof PropertyLocation>).then(({ enhancePropertyLocation }) => enhancePropertyLocation(element))
  }
}
