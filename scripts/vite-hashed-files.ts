// A Vite plugin for files the app writes itself beside the browser bundle's (the islands bundled
// apart, the stylesheets written from the theme): made once per build, each with a hash of its
// content in its name, so the server serves them as immutable. Their addresses reach the app as a
// virtual module ({ name: "/assets/<file>" }); the browser build writes the files, the dev server
// serves them. Both builds (browser and server) make the same files, so they agree on the names.
import { createHash } from 'node:crypto'
import type { Plugin } from 'vite'

export type HashedFile = { name: string; fileName: string; source: string }

/** `assets/<stem>-<hash>.<extension>`, the hash of the content (as Vite names its own files). */
export function hashedFileName(stem: string, extension: string, source: string) {
  return `assets/${stem}-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.${extension}`
}

type Options = { name: string; virtualId: string; contentType: string; make: () => Promise<HashedFile[]> }

export function hashedFiles({ name, virtualId, contentType, make }: Options): Plugin {
  const resolvedId = `\0${virtualId}`
  let made: Promise<HashedFile[]> | undefined
  const files = () => (made ??= make())
  return {
    name,
    resolveId(source) {
      return source === virtualId ? resolvedId : undefined
    },
    async load(id) {
      if (id !== resolvedId) return undefined
      return `export default ${JSON.stringify(Object.fromEntries((await files()).map((file) => [file.name, `/${file.fileName}`])))}`
    },
    async generateBundle() {
      if (this.environment.config.consumer !== 'client') return
      for (const file of await files()) this.emitFile({ type: 'asset', fileName: file.fileName, source: file.source })
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        void files().then((all) => {
          const file = all.find((candidate) => request.url === `/${candidate.fileName}`)
          if (!file) return next()
          response.setHeader('content-type', contentType)
          response.end(file.source)
        }, next)
      })
    },
  }
}
