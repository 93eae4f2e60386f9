import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { reactRouter } from '@react-router/dev/vite'
import { defineConfig, type Plugin } from 'vite'
import routes from './app/routes.ts'
import { pageChunkGroups } from './scripts/vite-page-chunks.ts'
import { lazyIslands } from './scripts/vite-lazy-islands.ts'
import { pageScript } from './scripts/vite-page-script.ts'
import { stylesheets } from './scripts/vite-stylesheets.ts'
import { prismaWasmAsFile } from './scripts/vite-prisma-wasm.ts'
import { compiledLauncher } from './scripts/vite-launcher.ts'

const appDir = fileURLToPath(new URL('./app', import.meta.url))
const pageScriptEntry = fileURLToPath(new URL('./app/islands/page-script.ts', import.meta.url))
const islandEntry = (name: string) => fileURLToPath(new URL(`./app/islands/${name}.ts`, import.meta.url))
// What every hydrated signed-in page runs: the browser entry, the root layout and the signed-in
// layout; and the signed-in pages' route modules that hydrate (app/routes.ts, the children of
// MainLayout). A server-only page (ADR 031, 034) says so in its module; its code never reaches a
// browser, so it must not decide what the hydrated pages' shared files hold.
const signedInBase = ['entry.client.tsx', 'root.tsx', 'routes/app-layout.tsx'].map((file) => `${appDir}/${file}`)
const SERVER_ONLY_PAGE = /^export const handle = serverOnlyPage$/m
const signedInRoutes = routes
  .flatMap((route) => (route.id === 'MainLayout' ? (route.children ?? []) : []))
  .map((route) => `${appDir}/${route.file}`)
  .filter((file) => !SERVER_ONLY_PAGE.test(readFileSync(file, 'utf8')))
// The message catalogues (see cataloguesAreData below).
const CATALOGUE_MODULE = /[\\/]app[\\/]i18n[\\/][\w.]*\b(?:en|ne)\.ts$/
const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }

export default defineConfig({
  resolve: { alias: { '~': appDir } },
  // Reported by /v1/public/release/latest and the version dialog.
  define: {
    __APP_VERSION__: JSON.stringify(version),
    __BUILD_TIME__: JSON.stringify(process.env.BUILD_TIME ?? new Date().toISOString()),
  },
  // The server bundle's entry is the Express app (server/app.ts), so routes, services,
  // jobs and the one Prisma client share a single module graph in production.
  // The browser's files: few per page (issue 19, ADR 024; scripts/vite-page-chunks.ts).
  environments: {
    ssr: { build: { rollupOptions: { input: './server/app.ts' } } },
    client: {
      build: {
        rolldownOptions: { output: { codeSplitting: { groups: pageChunkGroups({ base: signedInBase, signedIn: signedInRoutes, notRun: CATALOGUE_MODULE }) } } },
      },
    },
  },
  build: { sourcemap: process.env.ANALYZE === '1' },
  // Bundled for SSR: emotion so its CJS/ESM halves agree on one cache instance, and the
  // Express adapter so it resolves the same react-router copy as the app (in dev, Vite picks
  // the development build; Node alone would load the production one).
  ssr: { noExternal: [/^@emotion\//, /^@mui\//, '@react-router/express'] },
  plugins: [reactRouter(), entriesMayExportMore(), pageScript({ entry: pageScriptEntry, alias: { '~': appDir } }),
    lazyIslands({ entries: { 'bs-picker': islandEntry('bs-picker'), 'property-location': islandEntry('property-location') }, alias: { '~': appDir } }), stylesheets({ entries: { frame: `${appDir}/components/frame/frame-styles.ts` }, alias: { '~': appDir } }),
    cataloguesAreData(), noCssVariablesThemeInBrowser(), prismaWasmAsFile(),
    compiledLauncher({ entry: fileURLToPath(new URL('./server/launcher.ts', import.meta.url)), outDir: fileURLToPath(new URL('./build/launcher', import.meta.url)) })],
})

// The message catalogues (app/i18n/*en.ts, *ne.ts) are plain data. Said so, the browser bundle drops
// the static imports app/i18n/index.tsx keeps for the server, and each page downloads only its
// language's catalogue (page weight, issue 7; ADR 012).
function cataloguesAreData(): Plugin {
  return {
    name: 'bhadaa-catalogues-are-data',
    transform: {
      filter: { id: CATALOGUE_MODULE },
      handler: (code) => ({ code, map: null, moduleSideEffects: false }),
    },
  }
}

// Our theme never sets MUI's `cssVariables` (the server renders each member's light or dark theme),
// yet MUI's createTheme imports the CSS-variables theme builder for themes that do: about 5 KB on
// every page. The browser bundle gets a stand-in that says so if it is ever called (page weight,
// issue 7; ADR 012). The server keeps MUI's own.
const CSS_VARIABLES_STAND_IN = '\0bhadaa-css-variables-theme'
function noCssVariablesThemeInBrowser(): Plugin {
  return {
    name: 'bhadaa-no-css-variables-theme',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    resolveId: {
      filter: { id: /createThemeWithVars\.mjs$/ },
      handler: (id, importer) => (importer && /@mui[\\/]material[\\/]styles[\\/]createTheme\.mjs$/.test(importer) ? CSS_VARIABLES_STAND_IN : null),
    },
    load: {
      filter: { id: /^\0bhadaa-css-variables-theme$/ },
      handler: () =>
        'export default function createThemeWithVars() { throw new Error("MUI CSS-variables themes are left out of the browser bundle (vite.config.ts)") }',
    },
  }
}

// Grouping the signed-in base without its dependencies (scripts/vite-page-chunks.ts) needs the
// bundler to be free to export more from a route module's chunk than the module declares; React
// Router asks for "exports-only". Its browser reads the exports it knows by name, so more is harmless.
function entriesMayExportMore(): Plugin {
  return {
    name: 'bhadaa-entries-may-export-more',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    options: (options) => ({ ...options, preserveEntrySignatures: 'allow-extension' }),
  }
}
