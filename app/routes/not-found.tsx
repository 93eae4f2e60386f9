// Every path no other route matches: the not-found page, with status 404.
import { data } from 'react-router'
import { ErrorPage } from '~/components/error-page'
import { translate } from '~/i18n'
import type { Route } from './+types/not-found'

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
  const root = matches.find((match) => match?.id === 'root')?.loaderData as { language?: 'en' | 'ne' } | undefined
  return [{ title: `${translate(root?.language ?? 'en', 'notFound.title')} | ${translate(root?.language ?? 'en', 'app.name')}` }]
}
