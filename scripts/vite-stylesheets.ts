// A Vite plugin for the stylesheets written from the app's theme (ADR 038): each entry's default
// export is a function returning CSS text; it is run once at build, in Node, through Vite's module
// runner (the app's aliases and TypeScript), and its text is written beside the browser bundle's
// files as /assets/<name>-<hash>.css, which the server serves as immutable. The addresses reach the
// app as `virtual:stylesheets` ({ name: "/assets/<name>-<hash>.css" }). Both builds (browser and
// server) run the same code, so they agree on the names; the dev server serves the files itself.
import { createHash } from 'node:crypto'
import { type Plugin, runnerImport } from 'vite'

const VIRTUAL_ID = 'virtual:stylesheets'
const RESOLVED_ID = `\0${VIRTUAL_ID}`

type Built = { name: string; fileName: string; css: string }

export function stylesheets({ entries, alias }: { entries: Record<string, string>; alias: Record<string, string> }): Plugin {
  let built: Promise<Built[]> | undefined
  const write = async (name: string, entry: string): Promise<Built> => {
    const { module } = await runnerImport<{ default: () => string }>(entry, { configFile: false, logLevel: 'silent', resolve: { alias } })
    const css = module.default()
    const hash = createHash('sha256').update(css).digest('base64url').slice(0, 8)
    return { name, fileName: `assets/${name}-${hash}.css`, css }
  }
  const buildAll = () => (built ??= Promise.all(Object.entries(entries).map(([name, entry]) => write(name, entry))))
  return {
    name: 'bhadaa-stylesheets',
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
      for (const file of await buildAll()) this.emitFile({ type: 'asset', fileName: file.fileName, source: file.css })
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        void buildAll().then((files) => {
          const file = files.find((candidate) => request.url === `/${candidate.fileName}`)
          if (!file) return next()
          response.setHeader('content-type', 'text/css')
          response.end(file.css)
        }, next)
      })
    },
  }
}
