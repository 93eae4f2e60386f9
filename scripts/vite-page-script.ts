// A Vite plugin that bundles the page script of the server-only pages (app/islands, ADR 009) into
// one small classic script and hands its source to the server as `virtual:page-script`. The root
// layout inlines it with the CSP nonce, so those pages load no React, no React Router and no MUI.
import { build, type Plugin, type Rolldown } from 'vite'

const VIRTUAL_ID = 'virtual:page-script'
const RESOLVED_ID = `\0${VIRTUAL_ID}`

export function pageScript({ entry, alias }: { entry: string; alias: Record<string, string> }): Plugin {
  return {
    name: 'bhadaa-page-script',
    resolveId(source) {
      return source === VIRTUAL_ID ? RESOLVED_ID : undefined
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined
      const output = (await build({
        configFile: false,
        logLevel: 'silent',
        resolve: { alias },
        build: {
          write: false,
          minify: true,
          target: 'es2020',
          lib: { entry, formats: ['iife'], name: 'bhadaaPage' },
        },
      })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[]
      const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output)
      for (const file of chunks) if (file.type === 'chunk') for (const module of file.moduleIds) this.addWatchFile(module)
      const code = chunks.find((file) => file.type === 'chunk')?.code
      if (!code) throw new Error(`The page script ${entry} produced no code`)
      // Inlined in a <script> element: "</script" inside a string must not end it early.
      return `export default ${JSON.stringify(code.replace(/<\/script/gi, '<\\/script'))}`
    },
  }
}
