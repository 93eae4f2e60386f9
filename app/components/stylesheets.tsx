// The stylesheets written from the theme at build (scripts/vite-stylesheets.ts, ADR 038), linked by
// their hashed addresses. entry.server.tsx provides the addresses, so a page rendered without it (a
// route test) links none.
import { createContext, useContext } from 'react'

type StylesheetName = 'frame'

const StylesheetsContext = createContext<Partial<Record<StylesheetName, string>>>({})
export const StylesheetsProvider = StylesheetsContext.Provider

export function Stylesheet({ name }: { name: StylesheetName }) {
  const href = useContext(StylesheetsContext)[name]
  return href ? <link rel="stylesheet" href={href} /> : null
}
