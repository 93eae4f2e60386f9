// The page title of a screen in the visitor's language (the root loader's), for `meta` exports.
import { type Language, type MessageKey, translate } from '~/i18n'

type Match = { id: string; loaderData?: unknown } | undefined

/** The interface language the root loader chose, for `meta` exports. */
export function metaLanguage(matches: readonly Match[]): Language {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as { language?: Language } | undefined
  return root?.language ?? 'en'
}

export function titleMeta(matches: readonly Match[], key: MessageKey) {
  const language = metaLanguage(matches)
  return [{ title: `${translate(language, key)} | ${translate(language, 'app.name')}` }]
}
