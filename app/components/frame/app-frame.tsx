// The signed-in frame around a page: the main navigation (app/components/frame/sidebar.tsx) and
// the page beside it on wide screens, under it on phones. The root draws the frame's header for
// the routes whose handle says `appFrame` (and for the signed-in area's layout).
import Box from '@mui/material/Box'
import type { ReactNode } from 'react'
import { Sidebar } from './sidebar'

/** What the navigation needs (app/web/frame.server.ts gives it). */
export type FrameData = {
  sidebarCollapsed: boolean
  /** Where My Rent goes in the navigation: first for someone who only rents, second for one who also lets; null for no tenancy. */
  myRent: 'first' | 'second' | null
}

/** A route outside the signed-in area whose signed-in visitors keep the app's header and navigation. */
export const appFramePage = { appFrame: true } as const

export function AppFrame({ frame, children }: { frame: FrameData; children: ReactNode }) {
  return (
    <Box sx={{ display: { md: 'flex' }, minHeight: { md: 'calc(100vh - 64px)' } }}>
      <Sidebar collapsed={frame.sidebarCollapsed} myRent={frame.myRent} />
      <Box sx={{ flex: 1, minWidth: 0, position: 'relative' }}>{children}</Box>
    </Box>
  )
}
