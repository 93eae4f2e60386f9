// Prisma's query compiler ships as WebAssembly in a JavaScript module: one 4.5 MB base64 string,
// which a server process kept for its whole life twice over (the module's source text and the
// string), about 9 MB of heap (ADR 053). In the server bundle that module becomes the WebAssembly
// itself, written beside the module's chunk at build time and read as bytes when Prisma first
// compiles a query: a Buffer outside the heap, which Prisma's own loader takes as it took the string
// (`Buffer.from(wasm, 'base64')` copies a Buffer as it is). ADR 055.
import { createHash } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const QUERY_COMPILER = /[\\/]@prisma[\\/]client[\\/]runtime[\\/]query_compiler_[\w.]+\.wasm-base64\.mjs$/
const BASE64_MODULE = /^const wasm = "([A-Za-z0-9+/=]+)";\s*export \{ wasm \};?\s*$/

export function prismaWasmAsFile(): Plugin {
  // The module's id, and the file its chunk is to have beside it.
  const files = new Map<string, { name: string; bytes: Buffer }>()
  return {
    name: 'bhadaa-prisma-wasm-as-file',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'server',
    // The generated client imports it from node_modules, which the server bundle leaves external;
    // bundled instead, so that this plugin can load it.
    resolveId: {
      filter: { id: /^@prisma\/client\/runtime\/query_compiler_[\w.]+\.wasm-base64\.mjs$/ },
      handler: (source) => fileURLToPath(import.meta.resolve(source)),
    },
    load: {
      filter: { id: QUERY_COMPILER },
      async handler(id) {
        const base64 = BASE64_MODULE.exec(await readFile(id, 'utf8'))?.[1]
        // Another shape in a later Prisma: bundled as it is (still correct, only larger).
        if (!base64) return null
        const bytes = Buffer.from(base64, 'base64')
        const name = `query-compiler-${createHash('sha256').update(bytes).digest('hex').slice(0, 8)}.wasm`
        files.set(id, { name, bytes })
        return `import { readFileSync } from 'node:fs'\nexport const wasm = readFileSync(new URL(${JSON.stringify(`./${name}`)}, import.meta.url))\n`
      },
    },
    async writeBundle(options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        for (const [id, file] of files) {
          if (!output.moduleIds.includes(id)) continue
          const directory = path.join(options.dir ?? '', path.dirname(output.fileName))
          await mkdir(directory, { recursive: true })
          await writeFile(path.join(directory, file.name), file.bytes)
        }
      }
    },
  }
}
