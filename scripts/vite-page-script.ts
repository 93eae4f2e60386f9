// A Vite plugin that bundles the page script of the server-only pages (app/islands, ADR 009) into
// one small classic script, handed to the server two ways: its source as `virtual:page-script`,
// which the public pages inline with the CSP nonce (a first visit pays no extra request), and the
// same code as a file, /assets/page-script-<hash>.js (scripts/vite-hashed-files.ts), whose address
// `virtual:page-script-file` gives: the signed-in pages load it once and keep it cached (ADR 057).
import type { Plugin } from 'vite'
import { bundleOne } from './vite-bundle-one.ts'
import { hashedFileName, hashedFiles } from './vite-hashed-files.ts'

const VIRTUAL_ID = 'virtual:page-script'
const RESOLVED_ID = `\0${VIRTUAL_ID}`

export function pageScript({ entry, alias }: { entry: string; alias: Record<string, string> }): Plugin[] {
  const bundle = () => bundleOne({ entry, alias, format: 'iife', name: 'bhadaaPage' })
  return [
    {
      name: 'bhadaa-page-script',
      resolveId(source) {
        return source === VIRTUAL_ID ? RESOLVED_ID : undefined
      },
      async load(id) {
        if (id !== RESOLVED_ID) return undefined
        const { code, moduleIds } = await bundle()
        for (const module of moduleIds) this.addWatchFile(module)
        // Inlined in a <script> element: "</script" inside a string must not end it early.
        return `export default ${JSON.stringify(code.replace(/<\/script/gi, '<\\/script'))}`
      },
    },
    hashedFiles({
      name: 'bhadaa-page-script-file',
      virtualId: 'virtual:page-script-file',
      contentType: 'text/javascript',
      make: async () => {
        const { code } = await bundle()
        return [{ name: 'pageScript', fileName: hashedFileName('page-script', 'js', code), source: code }]
      },
    }),
  ]
}
