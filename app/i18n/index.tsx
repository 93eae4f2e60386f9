// Message catalogues and the hook screens use to read them. The server holds both catalogues; the
// browser downloads only the one of the page's language (loadCatalogue, before hydrating and when
// the member switches language), so a page never carries the other language's texts (ADR 012).
import { createContext, use, useContext } from 'react'
import { en, type MessageKey, type Messages } from './en'
import { ne } from './ne'
import type { Language } from '~/domain/language'
import { type LaterGroup, laterGroupOf } from './later-texts'

export { isLanguage, type Language, LANGUAGES } from '~/domain/language'
export type { MessageKey }

// import.meta.env.SSR is a constant in each bundle, so the browser's drops both static imports.
const catalogues: Partial<Record<Language, Messages>> = import.meta.env.SSR ? { en, ne } : {}
const loading = new Map<Language, Promise<void>>()

// One import() per language, each in a function of its own: written as one conditional, the
// bundler gave both the English catalogue's files to preload, so a Nepali page downloaded both.
// The browser's catalogues leave out the server-only public pages' texts (site.*.ts), which no
// hydrated page draws; translate() names the key if one is ever asked for there.
const CATALOGUE_IMPORTS: Record<Language, () => Promise<Messages>> = {
  en: () => import('./browser.en').then((m) => m.messages as Messages),
  ne: () => import('./browser.ne').then((m) => m.messages as Messages),
}

/** One download per language and kind: the promise of the first call, kept in `pending`. */
function once(pending: Map<Language, Promise<void>>, language: Language, load: () => Promise<void>) {
  let promise = pending.get(language)
  if (!promise) {
    promise = load()
    pending.set(language, promise)
  }
  return promise
}

/** Downloads a language's catalogue in the browser (once); resolved at once when it is there. */
export function loadCatalogue(language: Language): Promise<void> {
  if (catalogues[language]) return Promise.resolve()
  return once(loading, language, () =>
    CATALOGUE_IMPORTS[language]().then((messages) => {
      catalogues[language] = messages
    }),
  )
}

// The guided tour's texts come later, with the tour or the written guide (page weight, ADR 012).
const TOUR_IMPORTS: Record<Language, () => Promise<Partial<Messages>>> = {
  en: () => import('./browser-tour.en').then((m) => m.messages),
  ne: () => import('./browser-tour.ne').then((m) => m.messages),
}
const loadingTour = new Map<Language, Promise<void>>()
const hasTourTexts = (language: Language) => 'tour.next' in (catalogues[language] ?? {})

/** Adds the guided tour's texts to a loaded catalogue (once); resolved at once on the server. */
export function loadTourTexts(language: Language): Promise<void> {
  if (hasTourTexts(language)) return Promise.resolve()
  return once(loadingTour, language, () =>
    Promise.all([loadCatalogue(language), TOUR_IMPORTS[language]()]).then(([, texts]) => {
      catalogues[language] = { ...catalogue(language), ...texts }
    }),
  )
}

/** Waits (suspends) until the tour's texts are there: the written guide (?dialog=guide) uses it. */
export function useTourTexts() {
  const language = useLanguage()
  if (!hasTourTexts(language)) use(loadTourTexts(language))
}

function catalogue(language: Language): Messages {
  const messages = catalogues[language]
  if (!messages) throw new Error(`The ${language} catalogue is not loaded (loadCatalogue)`)
  return messages
}

// The areas few screens use come when a screen first draws one of their texts (page weight,
// ADR 024): translate() then suspends that screen until they are there, one download per group.
const LATER_IMPORTS: Record<LaterGroup, Record<Language, () => Promise<Partial<Messages>>>> = {
  agreement: {
    en: () => import('./browser-agreement.en').then((m) => m.messages),
    ne: () => import('./browser-agreement.ne').then((m) => m.messages),
  },
  papers: {
    en: () => import('./browser-papers.en').then((m) => m.messages),
    ne: () => import('./browser-papers.ne').then((m) => m.messages),
  },
  account: {
    en: () => import('./browser-account.en').then((m) => m.messages),
    ne: () => import('./browser-account.ne').then((m) => m.messages),
  },
}
const loadingLater: Record<LaterGroup, Map<Language, Promise<void>>> = { agreement: new Map(), papers: new Map(), account: new Map() }
const laterLoaded = new Set<string>()

/** Adds a later group's texts to a loaded catalogue (once); the server has every text already. */
export function loadLaterTexts(language: Language, group: LaterGroup): Promise<void> {
  if (import.meta.env.SSR || laterLoaded.has(`${language}:${group}`)) return Promise.resolve()
  return once(loadingLater[group], language, () =>
    Promise.all([loadCatalogue(language), LATER_IMPORTS[group][language]()]).then(([, texts]) => {
      catalogues[language] = { ...catalogue(language), ...texts }
      laterLoaded.add(`${language}:${group}`)
    }),
  )
}

/** A later group's texts are not here yet: the group it belongs to, to download. */
function laterGroupToLoad(language: Language, key: string): LaterGroup | undefined {
  const group = laterGroupOf(key)
  return group && !import.meta.env.SSR && !laterLoaded.has(`${language}:${group}`) ? group : undefined
}

export function translate(language: Language, key: MessageKey, params: Record<string, string | number> = {}) {
  const message = catalogue(language)[key] as string | undefined
  if (message === undefined) {
    const later = laterGroupToLoad(language, key)
    // Thrown while rendering, a promise suspends the screen until the texts are there (React).
    if (later) throw loadLaterTexts(language, later)
    throw new Error(`"${key}" is not in the browser's catalogue: a server-only page's text (site.en.ts) or the tour's before loadTourTexts`)
  }
  // Most texts have no placeholder: they are answered as they are, not searched by a pattern.
  if (!message.includes('{')) return message
  return message.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match))
}

/** Whether `text` is a message key (e.g. a browser-side check's error) rather than a finished sentence. */
export function isMessageKey(language: Language, text: string): text is MessageKey {
  return text in catalogue(language) || laterGroupToLoad(language, text) !== undefined
}

const LanguageContext = createContext<Language>('en')

/**
 * Waits (suspends) until the language's catalogue is there; in the browser that happens only
 * after a switch of language, and the navigation keeps the old screen until the new texts
 * arrive. The root layout calls it before anything it renders translates (meta titles too).
 */
export function useCatalogue(language: Language) {
  if (!catalogues[language]) use(loadCatalogue(language))
}

export function LanguageProvider({ value, children }: { value: Language; children: React.ReactNode }) {
  useCatalogue(value)
  return <LanguageContext value={value}>{children}</LanguageContext>
}

export function useLanguage() {
  return useContext(LanguageContext)
}

export function useT() {
  const language = useLanguage()
  return (key: MessageKey, params?: Record<string, string | number>) => translate(language, key, params)
}
