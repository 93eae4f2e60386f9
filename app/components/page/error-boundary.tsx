// A signed-in screen whose load failed (spec §4.10, §8): the page's frame, what the screen shows
// empty (`children`), and the matching error dialog (401, 403, 404, 503, or 500 for anything
// else), server-rendered so it shows without JavaScript.
import { isRouteErrorResponse, useRouteError } from 'react-router'
import { ErrorDialog, type ErrorStatus } from '~/components/error-dialog'
import { type MessageKey, useT } from '~/i18n'
import { PageFrame } from './page-frame'

const SHOWN: readonly number[] = [401, 403, 404, 503]

export function useErrorStatus(): ErrorStatus {
  const error = useRouteError()
  return isRouteErrorResponse(error) && SHOWN.includes(error.status) ? (error.status as ErrorStatus) : 500
}

type Props = {
  title: MessageKey
  backTo: string
  /** The dialog cannot be dismissed (the tenant profile: nothing behind it to see). */
  persistent?: boolean
  children?: React.ReactNode
}

export function PageErrorBoundary({ title, backTo, persistent = false, children }: Props) {
  const t = useT()
  const status = useErrorStatus()
  return (
    <PageFrame title={t(title)}>
      {children}
      <ErrorDialog status={status} backTo={backTo} persistent={persistent} />
    </PageFrame>
  )
}
