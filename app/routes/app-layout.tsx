// The signed-in area (route MainLayout, spec §2.8): behind sign-in, with the main navigation (a
// collapsible sidebar on wide screens, a row of icons on phones), a loading bar while a page
// loads, and the frame's dialogs reachable as URLs: ?dialog=version (the versions, also a
// double-click on the logo) and ?dialog=guide (the written guide, the tour without JavaScript).
// The header (components/frame/app-header.tsx) is rendered by the root for these pages.
import { useEffect } from 'react'
import { Outlet, useNavigate, useNavigation } from 'react-router'
import { useDialogUrl } from '~/components/frame/app-header'
import { AppFrame } from '~/components/frame/app-frame'
import { lazyPart } from '~/components/lazy-part'
import { useIsServerOnlyPage } from '~/components/server-only-page'
import { releaseInfo } from '~/domain/release'
import { clearReloadFlag, reloadOnPreloadError } from '~/components/reload-once'
import { frameDataOf } from '~/web/frame.server'
import type { Route } from './+types/app-layout'
import { signedIn, signedInMiddleware } from '~/web/route-kit.server'

const GuideDialog = lazyPart(() => import('~/components/frame/guide-dialog').then((module) => module.GuideDialog))
// Drawn only into server-only pages (the whole document is rendered before it is sent), so the
// tour's steps never come with a hydrated page's code.
const TourDataScript = lazyPart(() => import('~/components/tour/tour-data').then((module) => module.TourDataScript))

// Every page of the signed-in area: the member (or the sign-in redirect) once per request, for its
// loader and action to read (app/web/route-kit.server.ts).
export const middleware: Route.MiddlewareFunction[] = [signedInMiddleware]

export async function loader({ request, context }: Route.LoaderArgs) {
  const { member } = signedIn(context)
  const dialog = new URL(request.url).searchParams.get('dialog')
  return {
    frame: await frameDataOf(request, context, member),
    guide: dialog === 'guide',
    // The same figures as /v1/public/release/latest.
    release: dialog === 'version' ? releaseInfo : null,
  }
}

export default function MainLayout({ loaderData }: Route.ComponentProps) {
  const loading = useNavigation().state === 'loading'
  const dialogUrl = useDialogUrl()
  const navigate = useNavigate()
  const serverOnly = useIsServerOnlyPage()
  // Spec §2.1: routing is ready; a reload-once flag has done its work.
  useEffect(() => {
    clearReloadFlag()
    return reloadOnPreloadError()
  }, [])
  return (
    <AppFrame frame={loaderData.frame}>
      <LoadingBar loading={loading} />
      <Outlet />
      {/* A hydrated page builds its tour when asked; a server-only page's script reads it here. */}
      {serverOnly && <TourDataScript />}
      {loaderData.guide && (
        <GuideDialog closeTo={dialogUrl(null)} onClose={() => navigate(dialogUrl(null), { replace: true, preventScrollReset: true })} />
      )}
    </AppFrame>
  )
}

/**
 * The bar while a page loads: MUI's indeterminate LinearProgress in CSS alone (.loading-bar in the
 * frame's stylesheet; that component weighs about 1.5 KB on every page, ADR 012). Still with
 * reduced motion: a full bar.
 */
function LoadingBar({ loading }: { loading: boolean }) {
  return <div role="progressbar" aria-hidden={!loading} className="loading-bar" />
}
