// A Vite plugin that bundles the page script of the server-only pages (app/islands, ADR 009) into
// one small classic script and hands its source to the server as `virtual:page-script`. The root
// layout inlines it with the CSP nonce, so those pages load no React, no React Router and no MUI.
import type { Plugin } from 'vite'
import { bundleOne } from './vite-bundle-one.ts'

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
      const { code, moduleIds } = await bundleOne({ entry, alias, format: 'iife', name: 'bhadaaPage' })
      for (const module of moduleIds) this.addWatchFile(module)
      // Inlined in a <script> element: "</script" inside a string must not end it early.
      return `export default ${JSON.stringify(code.replace(/<\/script/gi, '<\\/script'))}`
    },
  }
}
