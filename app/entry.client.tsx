import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { isLanguage, loadCatalogue } from '~/i18n'

// The page's texts first (only its language's catalogue is downloaded, ADR 012), so hydration
// renders what the server did.
const language = document.documentElement.lang
await loadCatalogue(isLanguage(language) ? language : 'en')

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      {/* No CacheProvider: @emotion/react's own cache (key "css", as the server's) adopts the
          server-rendered style tags; a second cache would move them all again (ADR 024). */}
      <HydratedRouter />
    </StrictMode>,
  )
})
