// The stylesheets written from the theme at build (scripts/vite-stylesheets.ts, ADR 038), linked by
// their hashed addresses. entry.server.tsx provides the addresses, so a page rendered without it (a
// route test) links none.
import { createContext, useContext } from 'react'

type StylesheetName = 'frame'

const StylesheetsContext = createContext<Partial<Record<StylesheetName, string>>>({})
export const StylesheetsProvider = StylesheetsContext.Provider

/** The stylesheet's address, when the page can link it. */
export function useStylesheetHref(name: StylesheetName) {
  return useContext(StylesheetsContext)[name]
}

export function Stylesheet({ name }: { name: StylesheetName }) {
  const href = useStylesheetHref(name)
  return href ? <link rel="stylesheet" href={href} /> : null
}

// Whether the page links the frame's stylesheet (the root says so for pages in the signed-in
// frame): a part that has rules there (the Button's common looks, ADR 048) then draws with its
// class names instead of having emotion compute its styles on every request.
const FrameStylesheetContext = createContext(false)
export const FrameStylesheetProvider = FrameStylesheetContext.Provider

export function useFrameStylesheet() {
  return useContext(FrameStylesheetContext)
}
