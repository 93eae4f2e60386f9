// A header menu that works without JavaScript: a native <details>/<summary> disclosure whose
// panel holds plain links and forms. With JavaScript it also closes on Escape (focus back on
// its button) and on a click outside (app/islands/disclosure-menus.ts, also run by the page script
// on server-only pages), and after a choice (a navigation).
import Box from '@mui/material/Box'
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
    <Box component="details" ref={ref} id={id} {...{ [DISCLOSURE_MENU_MARKER]: '' }} sx={{ position: 'relative', '& > summary::-webkit-details-marker': { display: 'none' } }}>
      <Box
        component="summary"
        sx={{
          listStyle: 'none',
          cursor: 'pointer',
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          minHeight: 40,
          minWidth: 40,
          px: 1,
          borderRadius: 1,
          '&:hover': { bgcolor: 'action.hover' },
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
        }}
      >
        {summary}
      </Box>
      <Box
        sx={{
          position: 'absolute',
          right: 0,
          top: '100%',
          mt: 0.5,
          zIndex: 1200,
          width: 'max-content',
          minWidth: 220,
          maxWidth: 'calc(100vw - 16px)',
          bgcolor: 'background.paper',
          color: 'text.primary',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          boxShadow: 8,
          py: 1,
        }}
      >
        {children}
      </Box>
    </Box>
  )
}

const itemSx = {
  display: 'block',
  width: '100%',
  px: 2,
  py: 1,
  color: 'text.primary',
  textDecoration: 'none',
  textAlign: 'start',
  font: 'inherit',
  background: 'none',
  border: 0,
  cursor: 'pointer',
  '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
} as const

/** The list of a menu's entries; its children are MenuItem, MenuDivider and the like. */
export function MenuList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {children}
    </Box>
  )
}

/** A line between groups of entries (decorative: the groups need no announcement). */
export function MenuDivider() {
  return <Box component="li" aria-hidden sx={{ my: 1, borderTop: 1, borderColor: 'divider' }} />
}

export const menuItemSx = itemSx
