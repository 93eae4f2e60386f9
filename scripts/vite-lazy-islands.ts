// A Vite plugin for the islands a page without React fetches only when a member first uses one (the
// B.S. date picker): each is bundled on its own into one small ES module with a hash of its code in
// its name, written beside the browser bundle's files, and its address handed to the app as
// `virtual:lazy-islands` ({ name: "/assets/island-<name>-<hash>.js" }). The page script imports it
// from there (ADR 034). Both builds (browser and server) bundle the same code, so they agree on the
// names; the dev server serves the files itself.
import { createHash } from 'node:crypto'
import type { Plugin } from 'vite'
import { bundleOne } from './vite-bundle-one.ts'

const VIRTUAL_ID = 'virtual:lazy-islands'
const RESOLVED_ID = `\0${VIRTUAL_ID}`

type Built = { name: string; fileName: string; code: string }

export function lazyIslands({ entries, alias }: { entries: Record<string, string>; alias: Record<string, string> }): Plugin {
  let built: Promise<Built[]> | undefined
  const bundle = async (name: string, entry: string): Promise<Built> => {
    const { code } = await bundleOne({ entry, alias, format: 'es', name })
    const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8)
    return { name, fileName: `assets/island-${name}-${hash}.js`, code }
  }
  const buildAll = () => (built ??= Promise.all(Object.entries(entries).map(([name, entry]) => bundle(name, entry))))
  return {
    name: 'bhadaa-lazy-islands',
    resolveId(source) {
      return source === VIRTUAL_ID ? RESOLVED_ID : undefined
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined
      const files = await buildAll()
      return `export default ${JSON.stringify(Object.fromEntries(files.map((file) => [file.name, `/${file.fileName}`])))}`
    },
    async generateBundle() {
      if (this.environment.config.consumer !== 'client') return
      for (const file of await buildAll()) this.emitFile({ type: 'asset', fileName: file.fileName, source: file.code })
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        void buildAll().then((files) => {
          const file = files.find((candidate) => request.url === `/${candidate.fileName}`)
          if (!file) return next()
          response.setHeader('content-type', 'text/javascript')
          response.end(file.code)
        }, next)
      })
    },
  }
}
