// The header's logo leads to the Dashboard; a double-click on it shows the versions (spec §2.8).
// The Dashboard is a document of its own (not hydrated, ADR 033), so a first click cannot go at
// once and leave the second to a script that is still there: with JavaScript a click waits the
// double-click time, then follows the link, or on a second click opens the versions' address
// (the server draws the dialog, as Help → About Bhadaa does without JavaScript). React runs it on
// hydrated pages, the page script on server-only ones.
export const VERSION_LOGO_MARKER = 'data-versions-href'

const DOUBLE_CLICK_MS = 300

/** Makes `link` (carrying the versions' address in its marker) tell a click from a double-click; returns what stops it. */
export function watchLogoClicks(link: HTMLAnchorElement): () => void {
  let pending: ReturnType<typeof setTimeout> | undefined
  const onClick = (event: MouseEvent) => {
    // A new tab or window is the browser's business.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    clearTimeout(pending)
    if (event.detail >= 2) {
      window.location.assign(link.getAttribute(VERSION_LOGO_MARKER) ?? link.href)
      return
    }
    pending = setTimeout(() => window.location.assign(link.href), DOUBLE_CLICK_MS)
  }
  link.addEventListener('click', onClick)
  return () => {
    clearTimeout(pending)
    link.removeEventListener('click', onClick)
  }
}

export function enhanceVersionLogos(root: ParentNode) {
  for (const link of root.querySelectorAll<HTMLAnchorElement>(`a[${VERSION_LOGO_MARKER}]`)) watchLogoClicks(link)
}
