// The launcher (server/launcher.ts and what it imports: the environment, migrations, seed, the
// embedded PostgreSQL, the cluster supervisor) compiled to one JavaScript file,
// build/launcher/launcher.js, once the server bundle is written. `node server/index.js` runs it, so a
// process never loads Node's TypeScript stripper, about 18 MB of every process's memory (ADR 058).
// Packages stay outside it (Vite leaves node_modules external when it builds for the server).
import { build, type Plugin } from 'vite'

export function compiledLauncher({ entry, outDir }: { entry: string; outDir: string }): Plugin {
  return {
    name: 'bhadaa-compiled-launcher',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'server',
    async closeBundle() {
      await build({
        configFile: false,
        publicDir: false,
        logLevel: 'warn',
        build: {
          ssr: entry,
          outDir,
          emptyOutDir: true,
          target: 'node24',
          minify: false,
          rolldownOptions: { output: { entryFileNames: 'launcher.js', codeSplitting: false } },
        },
      })
    },
  }
}
