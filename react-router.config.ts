import type { Config } from '@react-router/dev/config'

export default {
  // Server-side rendering everywhere: every screen must work with JavaScript off.
  ssr: true,
} satisfies Config
