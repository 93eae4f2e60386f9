// The signed-in frame around a page: the main navigation (app/components/frame/sidebar.tsx) and
// the page beside it on wide screens, under it on phones. The root draws the frame's header for
// the routes whose handle says `appFrame` (and for the signed-in area's layout), and links the
// frame's stylesheet (frame-styles.ts, ADR 038): the frame is plain elements with its class names.
import type { ReactNode } from 'react'
import { useMatches } from 'react-router'
import { Sidebar } from './sidebar'

/** What the navigation needs (app/web/frame.server.ts gives it). */
export type FrameData = {
  sidebarCollapsed: boolean
  /** Where My Rent goes in the navigation: first for someone who only rents, second for one who also lets; null for no tenancy. */
  myRent: 'first' | 'second' | null
}

/** A route outside the signed-in area whose signed-in visitors keep the app's header and navigation. */
export const appFramePage = { appFrame: true } as const

/** Whether the page is drawn in the signed-in frame: the signed-in area, and for a signed-in member the pages that keep its frame (/plans, /ops). */
export function useIsSignedInFrame(signedIn: boolean) {
  const matches = useMatches()
  return signedIn && matches.some((match) => match.id === 'MainLayout' || (match.handle as { appFrame?: boolean } | undefined)?.appFrame === true)
}

export function AppFrame({ frame, children }: { frame: FrameData; children: ReactNode }) {
  return (
    <div className="frame">
      <Sidebar collapsed={frame.sidebarCollapsed} myRent={frame.myRent} />
      <div className="frame-page">{children}</div>
    </div>
  )
}
