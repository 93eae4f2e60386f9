// On the pages that still hydrate (the property and agreement forms, ADR 037) a link to another
// page is followed by the browser, as on every other page: a document load. React Router would
// first download the target's route module (its component and what it imports) only to find it is a
// server-only page (loadAsDocument) and load the document anyway. A link within the same page (a
// dialog's ?dialog=, a version note) stays with React Router, and so does the logo, whose own
// listener tells a click from a double-click (islands/version-logo.ts) and loads a document itself.
import { VERSION_LOGO_MARKER } from '~/islands/version-logo'

export function followLinksAsDocuments() {
  window.addEventListener(
    'click',
    (event) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!(link instanceof HTMLAnchorElement) || link.hasAttribute(VERSION_LOGO_MARKER)) return
      if (link.origin !== window.location.origin || link.pathname === window.location.pathname) return
      // React listens on the document: it never sees the click, and the browser follows the link.
      event.stopPropagation()
    },
    { capture: true },
  )
}
