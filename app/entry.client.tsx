import createEmotionCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { isLanguage, loadCatalogue } from '~/i18n'

// Same key as the server's cache, so emotion adopts the server-rendered style tags.
const cache = createEmotionCache({ key: 'css' })

// The page's texts first (only its language's catalogue is downloaded, ADR 012), so hydration
// renders what the server did.
const language = document.documentElement.lang
await loadCatalogue(isLanguage(language) ? language : 'en')

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <CacheProvider value={cache}>
        <HydratedRouter />
      </CacheProvider>
    </StrictMode>,
  )
})
