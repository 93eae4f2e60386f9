// Version and date of this build, fixed by vite.config.ts at build time.
declare const __APP_VERSION__: string
declare const __BUILD_TIME__: string

const version = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0-dev'
const publishedAt = typeof __BUILD_TIME__ === 'string' ? __BUILD_TIME__ : new Date(0).toISOString()

export const releaseInfo = {
  api: { version, publishedAt },
  web: { version, publishedAt },
}
