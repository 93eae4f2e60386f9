// The page title of a screen in the visitor's language (the root loader's), for `meta` exports.
import { type Language, type MessageKey, translate } from '~/i18n'

type Match = { id: string; loaderData?: unknown } | undefined

export function titleMeta(matches: readonly Match[], key: MessageKey) {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as { language?: Language } | undefined
  const language = root?.language ?? 'en'
  return [{ title: `${translate(language, key)} | ${translate(language, 'app.name')}` }]
}
