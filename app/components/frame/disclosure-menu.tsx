// A header menu that works without JavaScript: a native <details>/<summary> disclosure whose
// panel holds plain links and forms. With JavaScript it also closes on Escape (focus back on
// its button) and on a click outside (app/islands/disclosure-menus.ts, also run by the page script
// on server-only pages), and after a choice (a navigation).
import { type ReactNode, useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { closeOnEscapeOrOutside, DISCLOSURE_MENU_MARKER } from '~/islands/disclosure-menus'

type DisclosureMenuProps = {
  id: string
  /** The button's content; give it an accessible name (visible or visually hidden text). */
  summary: ReactNode
  children: ReactNode
}

export function DisclosureMenu({ id, summary, children }: DisclosureMenuProps) {
  const ref = useRef<HTMLDetailsElement>(null)
  const location = useLocation()

  // A navigation (a link in the menu was followed) closes it; hydrating does not (the menu may
  // have been opened before the page's scripts arrived).
  const shownLocation = useRef(location)
  useEffect(() => {
    if (shownLocation.current === location) return
    shownLocation.current = location
    if (ref.current) ref.current.open = false
  }, [location])

  useEffect(() => (ref.current ? closeOnEscapeOrOutside(ref.current) : undefined), [])

  return (
    <details ref={ref} id={id} className="menu" {...{ [DISCLOSURE_MENU_MARKER]: '' }}>
      <summary>{summary}</summary>
      <div className="menu-panel">{children}</div>
    </details>
  )
}

/** The list of a menu's entries: list items holding a link or a form's button (class menu-item), and MenuDivider. */
export function MenuList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className="menu-list">
      {children}
    </ul>
  )
}

/** A line between groups of entries (decorative: the groups need no announcement). */
export function MenuDivider() {
  return <li aria-hidden className="menu-divider" />
}
