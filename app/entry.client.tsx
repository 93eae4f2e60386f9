import createEmotionCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'

// Same key as the server's cache, so emotion adopts the server-rendered style tags.
const cache = createEmotionCache({ key: 'css' })

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
