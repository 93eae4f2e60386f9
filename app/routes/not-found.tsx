// Every path no other route matches: the not-found page, with status 404. A server-only page
// (ADR 009): nothing on it needs JavaScript.
import { data } from 'react-router'
import { ErrorPage } from '~/components/error-page'
import { titleMeta } from '~/components/route-meta'
import { loadAsDocument, serverOnlyPage } from '~/components/server-only-page'
import type { Route } from './+types/not-found'

export const handle = serverOnlyPage
export const clientMiddleware = [loadAsDocument]

export function loader() {
  return data(null, { status: 404 })
}

export function action() {
  return data(null, { status: 404 })
}

export default function NotFound() {
  return <ErrorPage status={404} />
}

export function meta({ matches }: Route.MetaArgs) {
  return titleMeta(matches, 'notFound.title')
}
