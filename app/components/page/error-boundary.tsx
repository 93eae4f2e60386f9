// A property screen whose load failed (spec §4.10, §8): the page's frame with the matching error
// panel (401, 403, 404, 503, or 500 for anything else), server-rendered so it shows without JavaScript.
import { isRouteErrorResponse, useRouteError } from 'react-router'
import { ErrorDialog, type ErrorStatus } from '~/components/error-dialog'
import { useT } from '~/i18n'
import { PropertyPage } from './property-page'

const SHOWN: readonly number[] = [401, 403, 404, 503]

export function useErrorStatus(): ErrorStatus {
  const error = useRouteError()
  return isRouteErrorResponse(error) && SHOWN.includes(error.status) ? (error.status as ErrorStatus) : 500
}

export function PropertiesErrorBoundary({ backTo = '/properties', children }: { backTo?: string; children?: React.ReactNode }) {
  const t = useT()
  const status = useErrorStatus()
  return (
    <PropertyPage title={t('properties.title')}>
      {children}
      <ErrorDialog status={status} backTo={backTo} />
    </PropertyPage>
  )
}
