// The header's menus are native <details> disclosures (components/frame/disclosure-menu.tsx);
// with JavaScript they also close on Escape (focus back on their button) and on a click outside.
// React runs it on hydrated pages, the page script on server-only ones.

/** Closes `details` on Escape and on a pointer outside it; returns what stops listening. */
export function closeOnEscapeOrOutside(details: HTMLDetailsElement): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !details.open) return
    details.open = false
    details.querySelector('summary')?.focus()
  }
  const onPointerDown = (event: PointerEvent) => {
    if (details.open && !details.contains(event.target as Node)) details.open = false
  }
  document.addEventListener('keydown', onKeyDown)
  document.addEventListener('pointerdown', onPointerDown)
  return () => {
    document.removeEventListener('keydown', onKeyDown)
    document.removeEventListener('pointerdown', onPointerDown)
  }
}

export const DISCLOSURE_MENU_MARKER = 'data-disclosure-menu'

export function enhanceDisclosureMenus(root: ParentNode) {
  for (const details of root.querySelectorAll<HTMLDetailsElement>(`details[${DISCLOSURE_MENU_MARKER}]`)) closeOnEscapeOrOutside(details)
}
